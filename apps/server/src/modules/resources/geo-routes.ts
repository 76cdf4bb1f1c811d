import {
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
    description: "`hide_other=true` drops the 'Other' entry (XX), as the registration form asks.",
    query: countriesQuerySchema,
    item: countrySchema,
    list: (q) => listCountries(q.hide_other === 'true'),
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
    summary: 'Cities of a country, optionally of one region, by name',
    description:
      `${COUNTRY} One of them is required. \`search\` matches names ignoring case and accents (exact, then ` +
      'prefix, then word prefix, then anywhere); `limit` is 1-500, default 50. `region_id` is an id of ' +
      '/resources/regions. Data: countries-states-cities database (ODbL 1.0) via @countrystatecity/countries.',
    query: citiesQuerySchema,
    item: citySchema,
    list: async (q) => {
      const country = countryOfQuery(q);
      return country ? findCities(country, { regionId: q.region_id, search: q.search, limit: q.limit }) : [];
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
    description: "`hide_other=true` drops 'Other' (id 0, code `und`). Source: the iso-639-1 package.",
    query: hideOtherQuerySchema,
    item: languageSchema,
    list: (q) => listLanguages(q.hide_other),
  });
};
