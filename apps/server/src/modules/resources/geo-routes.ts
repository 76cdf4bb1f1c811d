import {
  CITY_IDS_MAX,
  carrierSchema,
  citiesQuerySchema,
  citySchema,
  countriesQuerySchema,
  countryFilterQuerySchema,
  countrySchema,
  hideOtherQuerySchema,
  languageSchema,
  regionSchema,
  regionsQuerySchema,
} from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCarriers } from './carriers.ts';
import { findCities } from './cities.ts';
import { listCountries } from './countries.ts';
import { countryOfQuery } from './country-filter.ts';
import { listLanguages } from './languages.ts';
import { listRoute } from './list-route.ts';
import { regionsOf } from './regions.ts';

const COUNTRY =
  'The country is `country_id` (ISO 3166-1 numeric, the id of /resources/countries) or `country` (alpha-2).';

/** Where people are: countries, their regions and cities, mobile carriers and languages. */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, {
    url: '/resources/countries',
    summary: 'Countries: ISO 3166-1 with dial code, tier (1-3) and flag',
    description:
      "`hide_other=true` drops the 'Other' entry (XX), as the registration form asks. Names are in the " +
      'request’s language (Accept-Language, else the profile’s, else English) and sorted in it; ids and codes never change.',
    query: countriesQuerySchema,
    item: countrySchema,
    list: (q, catalog) => listCountries(q.hide_other === 'true', catalog),
    localized: true,
  });
  listRoute(app, {
    url: '/resources/regions',
    summary: 'Regions of a country: first-level ISO 3166-2 subdivisions (US-CA, DE-BY, FR-ARA)',
    description: `${COUNTRY} One of them is required. The id is the ISO 3166-2 code. Source: the iso-3166 package.`,
    query: regionsQuerySchema,
    item: regionSchema,
    list: (q) => {
      const country = countryOfQuery(q);
      return country ? regionsOf(country) : [];
    },
  });
  listRoute(app, {
    url: '/resources/cities',
    summary: 'Cities of a country, optionally of one region, by name; or cities by id',
    description:
      `${COUNTRY} One of them is required, unless \`ids\` is sent. \`search\` matches names ignoring case and ` +
      'accents (exact, then prefix, then word prefix, then anywhere); `limit` is 1-500, default 50. ' +
      '`region_id` is an id of /resources/regions. ' +
      `\`ids=110992,111001\` looks cities up by id, in any country (at most ${CITY_IDS_MAX} ids, else a 400 naming ` +
      '`ids`): ids that name no city are left out of the answer, the other filters still narrow it and ' +
      '`limit` defaults to the number of ids. This is how a saved campaign names the cities it targets. ' +
      'Data: countries-states-cities database (ODbL 1.0) via @countrystatecity/countries; ids are its ids.',
    query: citiesQuerySchema,
    item: citySchema,
    list: (q) => {
      const country = countryOfQuery(q);
      return findCities(country, { ids: q.ids, regionId: q.region_id, search: q.search, limit: q.limit });
    },
  });
  listRoute(app, {
    url: '/resources/carriers',
    summary: 'Mobile carriers by MCC/MNC, optionally of one country',
    description:
      `${COUNTRY} Without one, every live network is listed. Only operational networks are listed. ` +
      "The id is MCC, MNC and the ISO numeric country run together. `hide_other=true` drops 'Other' (id 0). " +
      'Source: the mcc-mnc-list package (ITU E.212 via Wikipedia).',
    query: countryFilterQuerySchema,
    item: carrierSchema,
    list: (q) => listCarriers(countryOfQuery(q), q.hide_other),
  });
  listRoute(app, {
    url: '/resources/languages',
    summary: 'Languages: ISO 639-1, by two-letter code',
    description:
      "`hide_other=true` drops 'Other' (id 0, code `und`). Source: the iso-639-1 package. `name` is in the " +
      'request’s language (CLDR names), sorted in it; `native_name`, ids and codes never change.',
    query: hideOtherQuerySchema,
    item: languageSchema,
    list: (q, catalog) => listLanguages(q.hide_other, catalog),
    localized: true,
  });
};
