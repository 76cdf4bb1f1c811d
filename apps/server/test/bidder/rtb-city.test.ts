import type { City } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { cityNamesOf, cityOf, foldCityName } from '../../src/modules/bidder/city-names.ts';
import { call, DRIVERS, useApp } from '../helpers.ts';
import { bannerRequest, bid, bidderWorld } from './bidder-world.ts';

type Json = Record<string, unknown>;

/** A request from this city (device.geo.city as an SSP sends it), in this country and region. */
const from = (country: string, region: string, city?: string) => {
  const request = bannerRequest();
  const device = request.device as Json;
  return {
    ...request,
    device: { ...device, geo: { country, region, ...(city === undefined ? {} : { city }) } },
  };
};

describe.each(DRIVERS)('city targeting of OpenRTB traffic on %s', (driver) => {
  const ctx = useApp(driver);
  const cityId = async (country: string, name: string) => {
    const res = await call(ctx.app, {
      method: 'GET',
      url: `/resources/cities?country=${country}&search=${encodeURIComponent(name)}&limit=1`,
    });
    const found = (res.body.ext as { id: number; name: string }[])[0];
    expect(found?.name).toBe(name);
    return Number(found?.id);
  };

  it('buys the cities a campaign includes, named as the request names them, case- and accent-blind', async () => {
    const angeles = await cityId('US', 'Los Angeles');
    const world = await bidderWorld(ctx, { targeting: { cities: { mode: 'include', values: [angeles] } } });
    expect((await bid(ctx, world.endpoint.id, from('USA', 'CA', 'Los Angeles'))).status).toBe(200);
    expect((await bid(ctx, world.endpoint.id, from('USA', 'CA', 'LOS ANGELES'))).status).toBe(200);
    // Another city, no city, or the name in another country: not bought.
    expect((await bid(ctx, world.endpoint.id, from('USA', 'CA', 'San Diego'))).status).toBe(204);
    expect((await bid(ctx, world.endpoint.id, from('USA', 'CA'))).status).toBe(204);
    expect((await bid(ctx, world.endpoint.id, from('CHL', 'BI', 'Los Angeles'))).status).toBe(204);
  });

  it('leaves out the cities a campaign excludes, and buys the rest', async () => {
    const paulo = await cityId('BR', 'São Paulo');
    const world = await bidderWorld(ctx, { targeting: { cities: { mode: 'exclude', values: [paulo] } } });
    expect((await bid(ctx, world.endpoint.id, from('BRA', 'SP', 'Sao Paulo'))).status).toBe(204);
    expect((await bid(ctx, world.endpoint.id, from('BRA', 'SP', 'são paulo'))).status).toBe(204);
    expect((await bid(ctx, world.endpoint.id, from('BRA', 'RJ', 'Rio de Janeiro'))).status).toBe(200);
    expect((await bid(ctx, world.endpoint.id, from('BRA', 'SP'))).status).toBe(200);
  });
});

describe('city names', () => {
  const city = (id: number, name: string, region: string | null): City => ({
    id,
    name,
    country_id: 840,
    country: 'US',
    region_id: region,
    latitude: 0,
    longitude: 0,
  });
  const names = cityNamesOf([
    city(1, 'Springfield', 'US-IL'),
    city(2, 'Springfield', 'US-MA'),
    city(3, 'Dover', null),
  ]);
  const find = (region: string, name: string) =>
    cityOf(names, { country: 'US', region, cityName: foldCityName(name) });

  it('tells two targeted cities of one name apart by the request’s region, and names neither without it', () => {
    expect(find('US-IL', 'Springfield')).toBe(1);
    expect(find('US-MA', 'springfield')).toBe(2);
    expect(find('', 'Springfield')).toBe(0);
    expect(find('US-TX', 'Springfield')).toBe(0);
  });

  it('finds a city its source gives no region by country and name, whatever region the request names', () => {
    expect(find('', 'Dover')).toBe(3);
    expect(find('US-DE', 'DOVER')).toBe(3);
    expect(cityOf(names, { country: 'GB', region: '', cityName: 'dover' })).toBe(0);
  });
});
