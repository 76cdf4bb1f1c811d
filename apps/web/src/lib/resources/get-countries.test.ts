import { BLOCKED_COUNTRIES } from '@panel/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES } from '@/testing/countries';
import { stubFetch } from '@/testing/render';
import { getCountries } from './get-countries.ts';

describe('getCountries', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the list without "other" entries and leaves blocked countries out', async () => {
    const fetchMock = vi.fn(stubFetch({ 'GET /resources/countries': { body: { ext: COUNTRIES } } }));
    vi.stubGlobal('fetch', fetchMock);
    const countries = await getCountries();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/resources/countries?hide_other=true');
    expect(countries.map((c) => c.alpha2)).toEqual(['BD', 'CA', 'DE', 'SE', 'GB', 'US']);
    expect(countries.some((c) => BLOCKED_COUNTRIES.includes(c.alpha2))).toBe(false);
  });
});
