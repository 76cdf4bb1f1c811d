import type { ComboboxItem } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '@/testing/countries';
import { countryFilter, countryRank } from './country-filter.ts';

const byValue = new Map(COUNTRIES.map((c) => [c.alpha2, c]));
const options: ComboboxItem[] = COUNTRIES.map((c) => ({ value: c.alpha2, label: c.label }));
const search = (text: string) =>
  countryFilter(byValue)({ options, search: text, limit: Number.POSITIVE_INFINITY }).map((o) =>
    'value' in o ? o.value : null,
  );

describe('countryFilter', () => {
  it('finds countries by any part of their name, ignoring case', () => {
    expect(search('king')).toEqual(['GB']);
    expect(search('UNITED')).toEqual(['GB', 'US']);
  });

  it('finds countries by two- and three-letter code', () => {
    expect(search('usa')).toEqual(['US']);
    expect(search('deu')).toEqual(['DE']);
    expect(search('gb')).toEqual(['GB']);
  });

  it('puts an exact code before names that merely contain the text', () => {
    // 'de' is Germany's code and also inside "Bangladesh" and "Sweden".
    expect(search('de')).toEqual(['DE', 'BD', 'SE']);
    expect(search('us')[0]).toBe('US');
  });

  it('finds countries by dial code, with or without the plus', () => {
    expect(search('+1')).toEqual(['CA', 'US']);
    expect(search('44')).toEqual(['GB']);
  });

  it('shows everything for an empty search and nothing for a miss', () => {
    expect(search('')).toHaveLength(COUNTRIES.length);
    expect(search('atlantis')).toEqual([]);
  });

  it('honours the limit', () => {
    expect(countryFilter(byValue)({ options, search: 'a', limit: 2 })).toHaveLength(2);
  });
});

describe('countryRank', () => {
  it('ranks a name prefix before a name that contains the text', () => {
    const [germany, bangladesh] = [byValue.get('DE'), byValue.get('BD')];
    if (!germany || !bangladesh) throw new Error('fixture');
    expect(countryRank(germany, 'ger')).toBeLessThan(countryRank(bangladesh, 'desh') ?? 99);
  });
});
