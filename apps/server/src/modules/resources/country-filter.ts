import type { Country, CountryFilterQuery } from '@panel/contract';
import { fieldError } from '../../lib/http-error.ts';
import { text } from '../../lib/i18n.ts';
import { findCountry, listCountries } from './countries.ts';

const BY_ID = new Map(listCountries(true).map((c) => [Number(c.id), c]));

const unknownCountry = (field: string) => fieldError(field, text('validation.country'));

/**
 * The country a query names by `country_id` (ISO numeric) or `country` (alpha-2); undefined
 * when it names none. An unknown country, or two that disagree, is a 400 on that field.
 */
export function countryOfQuery(
  query: Pick<CountryFilterQuery, 'country_id' | 'country'>,
): Country | undefined {
  const byId = query.country_id === undefined ? undefined : BY_ID.get(query.country_id);
  if (query.country_id !== undefined && !byId) throw unknownCountry('country_id');
  const byCode = query.country === undefined ? undefined : findCountry(query.country);
  if (query.country !== undefined && !byCode) throw unknownCountry('country');
  if (byId && byCode && byId.id !== byCode.id) throw unknownCountry('country');
  return byId ?? byCode;
}
