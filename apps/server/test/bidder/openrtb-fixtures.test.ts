import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { XMLValidator } from 'fast-xml-parser';
import { DeviceType, OperatingSystem } from 'iab-adcom/enum';
import { describe, expect, it } from 'vitest';
import { parseOpenRtb } from '../../src/modules/bidder/openrtb/parse-request.ts';
import { uploadPng } from '../campaign-fixtures.ts';
import { DRIVERS, useApp } from '../helpers.ts';
import { bid, bidderWorld, firstBid } from './bidder-world.ts';

/**
 * The IAB's OpenRTB 2.6 example requests (fixtures/openrtb/README.md): each is read into the
 * auction's view or refused for a documented reason, and every response we give validates
 * against the IAB's own BidResponse JSON Schema.
 */
const dir = path.join(import.meta.dirname, 'fixtures/openrtb');
const fixture = (name: string) =>
  JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Record<string, unknown>;
const ajv = new Ajv2020({ strict: false });
for (const name of ['Bid.json', 'SeatBid.json']) ajv.addSchema(fixture(`schema/${name}`));
const validResponse = ajv.compile(fixture('schema/BidResponse.json'));
const source = { sspId: 7, sspEndpointId: 1, guestSspId: 0, publisherId: 0, siteId: '', zoneId: '' };
const read = (name: string) =>
  parseOpenRtb(fixture(name), '2.6', source, '127.0.0.1', Date.UTC(2026, 10, 23, 12));

describe('the IAB example requests, read', () => {
  it('simple banner: a 300x250 placement at its floor, the site under the SSP', () => {
    const r = read('simple-banner.json');
    if (!('view' in r)) throw new Error(r.refused);
    expect(r.view.placements).toMatchObject([{ impId: '1', floorMicros: 30_000 }]);
    expect(r.view.placements[0]?.formats).toContain('300x250');
    expect(r.view.source.siteId).toBe('7-102855');
    expect(r.view.audience.userId).toBe('55816b39711f9b5acf3b90e313ed29e51665623f');
  });

  it('video: video and VAST, a desktop Mac with Firefox, the buyer uid first', () => {
    const r = read('video.json');
    if (!('view' in r)) throw new Error(r.refused);
    expect(r.view.placements[0]?.formats).toEqual(['video', 'vast']);
    expect(r.view.placements[0]?.video).toMatchObject({ minDurationS: 5, maxDurationS: 30 });
    expect(r.view.tmaxMs).toBe(120);
    expect(r.view.audience).toMatchObject({
      os: OperatingSystem.MAC_OS,
      browser: 2,
      deviceType: DeviceType.PERSONAL_COMPUTER,
    });
    expect(r.view.audience.userId).toBe('545678765467876567898765678987654');
  });

  it('mobile app: a 728x90 in an app, an iPhone on a cellular connection, the tag as the zone', () => {
    const r = read('mobile-app.json');
    if (!('view' in r)) throw new Error(r.refused);
    expect(r.view.placements[0]?.formats).toContain('728x90');
    expect(r.view.audience).toMatchObject({
      os: OperatingSystem.IOS,
      deviceType: DeviceType.MOBILE_TABLET,
      connectionType: 2,
      languageCode: 'en',
    });
    expect(r.view.source.siteId).toBe('7-agltb3B1Yi1pbmNyDAsSA0FwcBiJkfIUDA');
    expect(r.view.source.zoneId).toBe('7-agltb3B1Yi1pbmNyDQsSBFNpdGUY7fD0FAw');
  });

  it('private deal: refused, since only the deals’ buyers may bid and the platform makes no deals', () => {
    expect(read('pmp-direct-deal.json')).toEqual({ refused: 'no_placement' });
  });

  it('native: the Native 1.2 request, a UK Android phone on a known carrier', () => {
    const r = read('native.json');
    if (!('view' in r)) throw new Error(r.refused);
    expect(r.view.placements[0]?.formats).toEqual(['native']);
    expect(r.view.audience).toMatchObject({
      country: 'GB',
      region: 'GB-ENG',
      os: OperatingSystem.ANDROID,
      browser: 1,
      deviceType: DeviceType.PHONE,
    });
    expect(r.view.audience.carrier).toBe(23430826);
  });
});

describe.each(DRIVERS)('answers to the IAB example requests on %s', (driver) => {
  const ctx = useApp(driver);

  const answer = async (
    file: string,
    campaign: Record<string, unknown> | ((token: string) => Promise<Record<string, unknown>>),
    formats: string[],
  ) => {
    const world = await bidderWorld(ctx, campaign, { ad_formats: formats, bid_floor: 0 });
    const res = await bid(ctx, world.endpoint.id, fixture(file));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(validResponse(res.body), JSON.stringify(validResponse.errors)).toBe(true);
    return firstBid(res.body);
  };

  it('simple banner and mobile app: HTML markup of the slot’s size', async () => {
    const banner = await answer('simple-banner.json', {}, ['300x250']);
    expect(banner).toMatchObject({ mtype: 1, w: 300, h: 250, impid: '1' });
    expect(banner.adm).toContain('<img');
    const app = await answer(
      'mobile-app.json',
      async (token) => ({
        ad_format: '728x90',
        creatives: [
          { type: 'image', name: 'Leaderboard', image_url: await uploadPng(ctx.app, token, 728, 90) },
        ],
      }),
      ['728x90'],
    );
    expect(app).toMatchObject({ mtype: 1, w: 728, h: 90 });
  });

  it('video: a VAST 4.2 document that parses, with our impression and the click', async () => {
    const b = await answer(
      'video.json',
      {
        ad_format: 'video',
        creatives: [
          {
            type: 'video',
            name: 'Spot',
            video_url: 'https://cdn.example.com/spot.mp4',
            duration_seconds: 15,
          },
        ],
      },
      ['video'],
    );
    expect(b.mtype).toBe(2);
    expect(XMLValidator.validate(b.adm)).toBe(true);
    expect(b.adm).toContain('<Impression');
    expect(b.adm).toContain('/track/click/');
  });

  it('native: Native 1.2 JSON answering the request’s asset ids', async () => {
    const b = await answer(
      'native.json',
      async (token) => ({
        ad_format: 'native',
        creatives: [
          {
            type: 'native',
            name: 'Soup',
            title: 'Ten soups for winter',
            description: 'Warm, quick and cheap',
            brand_name: 'Soupco',
            icon_url: await uploadPng(ctx.app, token, 192, 192),
            image_url: await uploadPng(ctx.app, token, 1200, 628, 3),
          },
        ],
      }),
      ['native'],
    );
    expect(b.mtype).toBe(4);
    const native = (
      JSON.parse(b.adm) as { native: { ver: string; assets: { id: number }[]; link: { url: string } } }
    ).native;
    expect(native.ver).toBe('1.2');
    expect(native.assets.map((a) => a.id).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(native.link.url).toContain('/track/click/');
  });
});
