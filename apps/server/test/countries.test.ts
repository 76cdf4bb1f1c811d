import { BLOCKED_COUNTRIES, countrySchema } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { call, DRIVERS, useApp } from './helpers.ts';

type Country = {
  alpha2: string;
  alpha3: string;
  label: string;
  dial_code: string;
  tier: number;
  id: number;
  flag: string;
};

describe.each(DRIVERS)('countries on %s', (driver) => {
  const ctx = useApp(driver);
  const list = async (query = '') =>
    (await call(ctx.app, { method: 'GET', url: `/resources/countries${query}` })).body.ext as Country[];

  it('lists about 240 ISO countries with codes, dial code, tier and flag', async () => {
    const countries = await list('?hide_other=true');
    expect(countries.length).toBeGreaterThan(230);
    expect(countries.length).toBeLessThan(250);
    for (const c of countries) expect(countrySchema.safeParse(c).success).toBe(true);
    const us = countries.find((c) => c.alpha2 === 'US');
    expect(us).toMatchObject({ id: 840, value: 'US', alpha3: 'USA', dial_code: '+1', tier: 1, flag: '🇺🇸' });
    expect(countries.find((c) => c.alpha2 === 'GB')).toMatchObject({ dial_code: '+44', tier: 1 });
    expect(countries.find((c) => c.alpha2 === 'BR')).toMatchObject({ dial_code: '+55', tier: 3 });
    expect(new Set(countries.map((c) => c.id)).size).toBe(countries.length);
  });

  it("keeps 'Other' unless hide_other=true", async () => {
    expect((await list()).some((c) => c.alpha2 === 'XX')).toBe(true);
    expect((await list('?hide_other=true')).some((c) => c.alpha2 === 'XX')).toBe(false);
  });

  it('still lists blocked countries: the form leaves them out, reports need them', async () => {
    const codes = new Set((await list()).map((c) => c.alpha2));
    expect(BLOCKED_COUNTRIES.filter((c) => codes.has(c))).toHaveLength(BLOCKED_COUNTRIES.length);
  });

  it('answers a repeated request with 304 by ETag', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/resources/countries?hide_other=true' });
    expect(first.headers.etag).toBeTruthy();
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/resources/countries?hide_other=true',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses a bad hide_other', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/resources/countries?hide_other=maybe' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields as object)).toEqual(['hide_other']);
  });
});
