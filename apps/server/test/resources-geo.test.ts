import { carrierSchema, citySchema, languageSchema, regionSchema } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { call, DRIVERS, useApp } from './helpers.ts';

type Region = { id: string; name: string; name_en: string | null; country_id: number; country: string };
type City = { id: number; name: string; country: string; region_id: string | null };
type Carrier = {
  id: number;
  name: string;
  operator: string | null;
  country: string;
  mcc: string | null;
  mnc: string | null;
};

describe.each(DRIVERS)('geographic reference data on %s', (driver) => {
  const ctx = useApp(driver);
  const get = (url: string) => call(ctx.app, { method: 'GET', url });

  describe('regions', () => {
    it('lists the 50 US states and more, by alpha-2 or numeric country', async () => {
      const res = await get('/resources/regions?country=US');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      const regions = res.body.ext as Region[];
      expect(regions.length).toBeGreaterThanOrEqual(50);
      for (const r of regions) expect(regionSchema.safeParse(r).success).toBe(true);
      expect(regions.find((r) => r.id === 'US-CA')).toEqual({
        id: 'US-CA',
        name: 'California',
        name_en: null,
        country_id: 840,
        country: 'US',
      });
      expect((await get('/resources/regions?country_id=840')).body.ext).toEqual(regions);
      expect((await get('/resources/regions?country=us')).body.ext).toEqual(regions);
    });

    it('give the English name where the ISO one is local, so either finds the region (issue 18)', async () => {
      const de = (await get('/resources/regions?country=DE')).body.ext as Region[];
      expect(de.find((r) => r.id === 'DE-BY')).toMatchObject({ name: 'Bayern', name_en: 'Bavaria' });
      expect(de.find((r) => r.id === 'DE-NW')).toMatchObject({ name_en: 'North Rhine-Westphalia' });
      // The same name but for its accents is not given twice.
      expect(de.find((r) => r.id === 'DE-BW')?.name_en).toBeNull();
      const jp = (await get('/resources/regions?country=JP')).body.ext as Region[];
      expect(jp.filter((r) => r.name_en !== null).length).toBeGreaterThan(0);
    });

    it('lists first-level regions only (French régions, not départements)', async () => {
      const regions = (await get('/resources/regions?country=FR')).body.ext as Region[];
      expect(regions.map((r) => r.id)).toContain('FR-ARA');
      expect(regions.map((r) => r.id)).not.toContain('FR-69');
    });

    it('asks for a country, and refuses an unknown or a contradictory one', async () => {
      const cases: [string, string][] = [
        ['/resources/regions', 'country_id'],
        ['/resources/regions?country=QQ', 'country'],
        ['/resources/regions?country_id=999', 'country_id'],
        ['/resources/regions?country_id=abc', 'country_id'],
        ['/resources/regions?country=USA', 'country'],
        ['/resources/regions?country=US&country_id=276', 'country'],
        ['/resources/regions?country=US&hide_other=1', 'hide_other'],
      ];
      for (const [url, field] of cases) {
        const res = await get(url);
        expect(res.status, url).toBe(400);
        expect(Object.keys(res.body.fields as object), url).toEqual([field]);
      }
    });
  });

  describe('cities', () => {
    it('need a country: 400 naming country_id without one', async () => {
      const res = await get('/resources/cities?search=paris');
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ country_id: 'This field is required' });
    });

    it('find a city by name, exact match first, ignoring accents', async () => {
      const res = await get('/resources/cities?country=US&search=new%20york&limit=5');
      expect(res.status).toBe(200);
      const cities = res.body.ext as City[];
      expect(cities).toHaveLength(5);
      for (const c of cities) expect(citySchema.safeParse(c).success).toBe(true);
      expect(cities[0]).toMatchObject({ name: 'New York City', country: 'US', region_id: 'US-NY' });
      const sao = (await get('/resources/cities?country=BR&search=sao%20paulo')).body.ext as City[];
      expect(sao[0]?.name).toBe('São Paulo');
    });

    it('come biggest first, also among the matches of a search (issue 18)', async () => {
      const top = (await get('/resources/cities?country=DE&limit=3')).body.ext as City[];
      expect(top.map((c) => c.name)).toEqual(['Berlin', 'Hamburg', 'Munich']);
      // 'Nürnberg' here is 'Nuremberg' in GeoNames: matched by place, it still outranks Nürtingen.
      const nur = (await get('/resources/cities?country=DE&search=nur&limit=2')).body.ext as City[];
      expect(nur.map((c) => c.name)).toEqual(['Nürnberg', 'Nürtingen']);
      const lyon = (await get('/resources/cities?country=FR&region_id=FR-ARA&limit=1')).body.ext as City[];
      expect(lyon.map((c) => c.name)).toEqual(['Lyon']);
    });

    it('narrow to a region of /resources/regions and honour the limit', async () => {
      const cities = (await get('/resources/cities?country_id=250&region_id=FR-ARA&limit=20')).body
        .ext as City[];
      expect(cities).toHaveLength(20);
      expect(cities.every((c) => c.region_id === 'FR-ARA')).toBe(true);
      const lyon = (await get('/resources/cities?country=FR&search=lyon&limit=1')).body.ext as City[];
      expect(lyon).toEqual([expect.objectContaining({ name: 'Lyon', region_id: 'FR-ARA' })]);
    });

    it('look cities up by id in any country, without one, leaving out ids of no city', async () => {
      const find = async (country: string, search: string) =>
        ((await get(`/resources/cities?country=${country}&search=${search}&limit=1`)).body.ext as City[])[0];
      const [nyc, paris] = [await find('US', 'new%20york'), await find('FR', 'paris')];
      const res = await get(`/resources/cities?ids=${paris?.id},999999999,${nyc?.id},${paris?.id}`);
      expect(res.status).toBe(200);
      expect(res.body.ext).toEqual([nyc, paris]);
      const narrowed = await get(`/resources/cities?ids=${paris?.id},${nyc?.id}&country=FR`);
      expect(narrowed.body.ext).toEqual([paris]);
    });

    it('take at most 100 ids, as whole numbers: else a 400 naming ids', async () => {
      const ids = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
      const tooMany = await get(`/resources/cities?ids=${ids}`);
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.fields).toEqual({ ids: 'Ask for at most 100 ids at a time' });
      const bad = await get('/resources/cities?ids=1,paris');
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.fields as object)).toEqual(['ids']);
    });

    it('refuse a bad limit or region', async () => {
      for (const [query, field] of [
        ['limit=0', 'limit'],
        ['limit=501', 'limit'],
        ['limit=ten', 'limit'],
        ['region_id=California', 'region_id'],
      ]) {
        const res = await get(`/resources/cities?country=US&${query}`);
        expect(res.status, query).toBe(400);
        expect(Object.keys(res.body.fields as object)).toEqual([field]);
      }
    });
  });

  describe('carriers', () => {
    it('carry MCC and MNC, and filter by country', async () => {
      const res = await get('/resources/carriers?country=DE&hide_other=true');
      expect(res.status).toBe(200);
      const carriers = res.body.ext as Carrier[];
      expect(carriers.length).toBeGreaterThan(3);
      for (const c of carriers) {
        expect(carrierSchema.safeParse(c).success).toBe(true);
        expect(c).toMatchObject({ country: 'DE', mcc: '262' });
        expect(c.mnc).toMatch(/^\d{2,3}$/);
      }
      expect(new Set(carriers.map((c) => c.id)).size).toBe(carriers.length);
      expect(carriers.map((c) => c.name)).toEqual(expect.arrayContaining(['Telekom', 'Vodafone']));
    });

    it('name each brand once and leave out networks with no subscribers (issue 18)', async () => {
      const all = (await get('/resources/carriers?hide_other=true')).body.ext as Carrier[];
      const brands = all.map((c) => `${c.country}|${c.name.toLowerCase()}`);
      expect(new Set(brands).size).toBe(brands.length);
      const de = all.filter((c) => c.country === 'DE');
      // Vodafone's test pair 262-09 is not a second Vodafone; railways (GSM-R), the police radio
      // (TETRA), private 5G and a hacker congress's event network serve no one who sees ads.
      expect(de.filter((c) => c.name === 'Vodafone')).toEqual([expect.objectContaining({ mnc: '02' })]);
      const operators = de.map((c) => c.operator ?? c.name);
      for (const gone of ['DB Telematik', 'DB Netz AG', 'BDBOS', 'private networks', 'Chaos Computer Club'])
        expect(operators).not.toContain(gone);
      const railways = all.filter((c) =>
        /GSM-R|Network Rail|Jernbaneverket|SNCF/.test(`${c.name} ${c.operator}`),
      );
      expect(railways).toEqual([]);
      expect(all.length).toBeGreaterThan(1000);
    });

    it("keep 'Other' unless hide_other=true, and list every country without a filter", async () => {
      const all = (await get('/resources/carriers')).body.ext as Carrier[];
      expect(all.length).toBeGreaterThan(1000);
      expect(all.filter((c) => c.id === 0)).toEqual([expect.objectContaining({ name: 'Other', mcc: null })]);
      expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
      const hidden = (await get('/resources/carriers?hide_other=true')).body.ext as Carrier[];
      expect(hidden).toHaveLength(all.length - 1);
    });
  });

  describe('languages', () => {
    it('list ISO 639-1 with stable ids and an Other entry', async () => {
      const languages = (await get('/resources/languages')).body.ext as { id: number; code: string }[];
      expect(languages.length).toBeGreaterThan(180);
      for (const l of languages) expect(languageSchema.safeParse(l).success).toBe(true);
      expect(languages.find((l) => l.code === 'en')).toEqual({
        id: 118,
        code: 'en',
        name: 'English',
        native_name: 'English',
      });
      expect(languages.find((l) => l.id === 0)?.code).toBe('und');
      const hidden = (await get('/resources/languages?hide_other=true')).body.ext as { id: number }[];
      expect(hidden.some((l) => l.id === 0)).toBe(false);
    });
  });
});
