import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import type { Country } from '@panel/contract';

const digits = (value: string) => value.replace(/\D/g, '');

/**
 * How well a country answers a search, or null when it does not: its code typed exactly comes
 * first ('de' finds Germany before Sweden), then names that start with the text, then codes and
 * dial codes that start with it ('+44', '44'), then names that merely contain it.
 */
export function countryRank(country: Country, search: string): number | null {
  const query = search.trim().toLowerCase();
  if (query === '') return 0;
  const codes = [country.alpha2, country.alpha3].map((code) => code.toLowerCase());
  const label = country.label.toLowerCase();
  if (codes.includes(query)) return 0;
  if (label.startsWith(query)) return 1;
  if (codes.some((code) => code.startsWith(query))) return 2;
  if (/^\+?[\d\s]+$/.test(query) && digits(country.dial_code).startsWith(digits(query))) return 2;
  if (label.includes(query)) return 3;
  return null;
}

const isItem = (option: ComboboxParsedItem): option is ComboboxItem => 'value' in option;

/** A Select filter over options whose values are alpha-2 codes, searching by name and by code. */
export function countryFilter(byValue: ReadonlyMap<string, Country>): OptionsFilter {
  return ({ options, search, limit }) => {
    const ranked: { option: ComboboxItem; rank: number }[] = [];
    for (const option of options) {
      if (!isItem(option)) continue;
      const country = byValue.get(option.value);
      const rank = country ? countryRank(country, search) : null;
      if (rank !== null) ranked.push({ option, rank });
    }
    // Array sort is stable, so countries of one rank keep the server's order.
    return ranked
      .sort((a, b) => a.rank - b.rank)
      .slice(0, limit)
      .map(({ option }) => option);
  };
}
