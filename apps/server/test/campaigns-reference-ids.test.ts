import { messagesEn as m } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { type Campaign, createCampaign, getCampaign, popunder } from './campaign-fixtures.ts';
import { call, DRIVERS, signUpAndIn, useApp } from './helpers.ts';

type Item = { id: number };
type Json = Record<string, unknown>;

/** Targeting ids are checked against the reference lists: an unknown one is a 400 on its own field. */
describe.each(DRIVERS)('campaign targeting ids on %s', (driver) => {
  const ctx = useApp(driver);
  const get = async <T = Item>(url: string) => (await call(ctx.app, { method: 'GET', url })).body.ext as T[];
  const post = (token: string, payload: Json) =>
    call(ctx.app, { method: 'POST', url: '/api/v1/campaigns', token, payload });
  const put = (token: string, url: string, payload: Json) =>
    call(ctx.app, { method: 'PUT', url, token, payload });
  const cityId = async (country: string, name: string) =>
    (await get(`/resources/cities?country=${country}&search=${encodeURIComponent(name)}&limit=1`))[0]?.id;
  const lastId = async (url: string) => (await get(url)).at(-1)?.id;

  it.each([
    ['languages', 'targeting.languages.values.1', [118, 999]],
    ['device_types', 'targeting.device_types.values.0', [99]],
    ['connection_types', 'targeting.connection_types.values.1', [2, 7]],
    ['carriers', 'targeting.carriers.values.0', [26201]],
    ['cities', 'targeting.cities.values.0', [999_999_999]],
    ['os', 'targeting.os.values.1.id', [{ id: 28 }, { id: 99 }]],
    ['browsers', 'targeting.browsers.values.0.id', [{ id: 12 }]],
  ])('refuses an unknown %s id, naming %s, and writes nothing', async (dimension, field, values) => {
    const { token } = await signUpAndIn(ctx.app);
    const res = await post(token, popunder({ targeting: { [dimension]: { mode: 'include', values } } }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ [field]: m['validation.unknownItem'] });
    const list = await call(ctx.app, { method: 'GET', url: '/api/v1/campaigns', token });
    expect((list.body.ext as { total: number }).total).toBe(0);
  });

  it("keeps 'Other' (id 0) and real ids of every list, versions of their own family", async () => {
    const { token } = await signUpAndIn(ctx.app);
    const iosVersion = await lastId('/resources/os_versions?os_id=13');
    const chromeVersion = await lastId('/resources/browser_versions?browser_id=1');
    const carrier = (await get('/resources/carriers?country=DE&hide_other=true'))[0]?.id;
    const targeting = {
      countries: { mode: 'include', values: ['US', 'DE'] },
      regions: { mode: 'exclude', values: ['US-CA'] },
      cities: { mode: 'include', values: [await cityId('US', 'New York'), await cityId('DE', 'Berlin')] },
      languages: { mode: 'include', values: [118, 0] },
      device_types: { mode: 'exclude', values: [0, 3] },
      connection_types: { mode: 'include', values: [2, 0] },
      carriers: { mode: 'include', values: [carrier, 0] },
      os: { mode: 'include', values: [{ id: 13, version_ids: [iosVersion] }, { id: 0 }] },
      browsers: { mode: 'exclude', values: [{ id: 1, version_ids: [chromeVersion] }, { id: 0 }] },
    };
    const c = await createCampaign(ctx.app, token, popunder({ targeting }));
    expect(c.targeting).toMatchObject({
      ...targeting,
      os: {
        mode: 'include',
        values: [
          { id: 13, version_ids: [iosVersion] },
          { id: 0, version_ids: [] },
        ],
      },
      browsers: {
        mode: 'exclude',
        values: [
          { id: 1, version_ids: [chromeVersion] },
          { id: 0, version_ids: [] },
        ],
      },
    });
  });

  it.each([
    ['os', 'targeting.os.values.0.version_ids.0', m['validation.osVersion']],
    ['browsers', 'targeting.browsers.values.0.version_ids.0', m['validation.browserVersion']],
  ])('refuses a version of another %s family, or of Other', async (dimension, field, message) => {
    const { token } = await signUpAndIn(ctx.app);
    const [other, versionOf] =
      dimension === 'os'
        ? [2, await lastId('/resources/os_versions?os_id=13')]
        : [2, await lastId('/resources/browser_versions?browser_id=1')];
    for (const family of [other, 0]) {
      const values = [{ id: family, version_ids: [versionOf] }];
      const res = await post(token, popunder({ targeting: { [dimension]: { mode: 'include', values } } }));
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ [field]: message });
    }
  });

  it('refuses regions and cities outside the included countries, in either mode', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const paris = await cityId('FR', 'Paris');
    const res = await post(
      token,
      popunder({
        targeting: {
          countries: { mode: 'include', values: ['US'] },
          regions: { mode: 'include', values: ['US-NY', 'FR-IDF', 'US-ZZ'] },
          cities: { mode: 'exclude', values: [paris] },
        },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      'targeting.regions.values.1': m['validation.outsideCountries'],
      'targeting.regions.values.2': m['validation.unknownItem'],
      'targeting.cities.values.0': m['validation.outsideCountries'],
    });
    // Without included countries, or under excluded ones, a city anywhere is fine.
    await createCampaign(
      ctx.app,
      token,
      popunder({ targeting: { cities: { mode: 'include', values: [paris] } } }),
    );
    await createCampaign(
      ctx.app,
      token,
      popunder({
        targeting: {
          countries: { mode: 'exclude', values: ['FR'] },
          cities: { mode: 'include', values: [paris] },
        },
      }),
    );
  });

  it("refuses mobile networks outside the included countries, 'Other' fitting any", async () => {
    const { token } = await signUpAndIn(ctx.app);
    const german = (await get('/resources/carriers?country=DE&hide_other=true'))[0]?.id;
    const american = (await get('/resources/carriers?country=US&hide_other=true'))[0]?.id;
    const res = await post(
      token,
      popunder({
        targeting: {
          countries: { mode: 'include', values: ['US'] },
          connection_types: { mode: 'include', values: [2] },
          carriers: { mode: 'exclude', values: [american, german, 0] },
        },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      'targeting.carriers.values.1': m['validation.carrierOutsideCountries'],
    });
    // Without included countries, a network of any country is fine.
    const c = await createCampaign(
      ctx.app,
      token,
      popunder({ targeting: { carriers: { mode: 'include', values: [german] } } }),
    );
    // Limiting the campaign to the US afterwards would leave the German network buying nothing.
    const url = `/api/v1/campaigns/${c.id}`;
    const only = await put(token, `${url}/countries/include`, { countries: ['US'] });
    expect(only.status).toBe(400);
    expect(only.body.fields).toEqual({ countries: m['validation.placesOutsideCountries'] });
    const stored = (await getCampaign(ctx.app, token, c.id)).body.ext as Campaign;
    expect(stored).toMatchObject({
      targeting: {
        countries: { mode: 'include', values: [] },
        carriers: { mode: 'include', values: [german] },
      },
    });
    expect((await put(token, `${url}/countries/include`, { countries: ['DE'] })).status).toBe(200);
    // 'Other' is in no country, so it never holds a country list back.
    const other = await createCampaign(
      ctx.app,
      token,
      popunder({ targeting: { carriers: { mode: 'include', values: [0] } } }),
    );
    expect(
      (await put(token, `/api/v1/campaigns/${other.id}/countries/include`, { countries: ['US'] })).status,
    ).toBe(200);
  });

  it('refuses named mobile networks when the connection types leave cellular traffic out', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const german = (await get('/resources/carriers?country=DE&hide_other=true'))[0]?.id;
    const targeting = (connection_types: { mode: string; values: number[] }, carriers: unknown[]) =>
      popunder({ targeting: { connection_types, carriers: { mode: 'include', values: carriers } } });
    for (const connection of [
      { mode: 'include', values: [1] },
      { mode: 'include', values: [1, 0] },
      { mode: 'exclude', values: [2] },
    ]) {
      const res = await post(token, targeting(connection, [german]));
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ 'targeting.carriers.values': m['validation.carriersNeedCellular'] });
    }
    // Cellular allowed, connection types left open, or only the 'Other' network (no SIM, too).
    await createCampaign(ctx.app, token, targeting({ mode: 'include', values: [1, 2] }, [german]));
    await createCampaign(ctx.app, token, targeting({ mode: 'exclude', values: [1] }, [german]));
    await createCampaign(ctx.app, token, targeting({ mode: 'include', values: [] }, [german]));
    await createCampaign(ctx.app, token, targeting({ mode: 'include', values: [1] }, [0]));
    // Networks left out contradict broadband-only traffic as much as networks bought.
    const excluded = await post(
      token,
      popunder({
        targeting: {
          connection_types: { mode: 'include', values: [1] },
          carriers: { mode: 'exclude', values: [german] },
        },
      }),
    );
    expect(excluded.body.fields).toEqual({
      'targeting.carriers.values': m['validation.carriersNeedCellular'],
    });
    // An update that takes cellular away from a campaign with networks is refused, and writes nothing.
    const c = await createCampaign(ctx.app, token, targeting({ mode: 'include', values: [2] }, [german]));
    const moved = await put(token, `/api/v1/campaigns/${c.id}`, {
      targeting: { connection_types: { mode: 'include', values: [1] } },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.fields).toEqual({ 'targeting.carriers.values': m['validation.carriersNeedCellular'] });
    expect((await getCampaign(ctx.app, token, c.id)).body.ext).toMatchObject({
      targeting: { connection_types: { mode: 'include', values: [2] } },
    });
  });

  it('checks an update too, and keeps the stored campaign when it refuses', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const nyc = await cityId('US', 'New York');
    const c = await createCampaign(
      ctx.app,
      token,
      popunder({
        targeting: {
          countries: { mode: 'include', values: ['US'] },
          cities: { mode: 'include', values: [nyc] },
        },
      }),
    );
    const url = `/api/v1/campaigns/${c.id}`;
    const bad = await put(token, url, {
      bid: 3,
      targeting: { languages: { mode: 'include', values: [5000] } },
    });
    expect(bad.body.fields).toEqual({ 'targeting.languages.values.0': m['validation.unknownItem'] });
    const moved = await put(token, url, { targeting: { countries: { mode: 'include', values: ['GB'] } } });
    expect(moved.body.fields).toEqual({ 'targeting.cities.values.0': m['validation.outsideCountries'] });
    // The countries-only call cannot leave the city behind either.
    const only = await put(token, `${url}/countries/include`, { countries: ['GB'] });
    expect(only.status).toBe(400);
    expect(only.body.fields).toEqual({ countries: m['validation.placesOutsideCountries'] });
    const stored = (await getCampaign(ctx.app, token, c.id)).body.ext as Campaign;
    expect(stored).toMatchObject({
      bid: 1.25,
      targeting: {
        countries: { mode: 'include', values: ['US'] },
        cities: { mode: 'include', values: [nyc] },
        languages: { mode: 'include', values: [] },
      },
    });
    const both = await put(token, `${url}/countries/include`, { countries: ['GB', 'US'] });
    expect(both.status).toBe(200);
  });
});
