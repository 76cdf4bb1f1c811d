import { AD_FORMATS, bannerSize, familyOf } from '@panel/contract';
import countries from 'i18n-iso-countries';
import mccMnc from 'mcc-mnc-list';
import { describe, expect, it } from 'vitest';
import { random } from '../../src/lib/random.ts';
import { countryOfAddress } from '../../src/modules/bidder/openrtb/geo-ip.ts';
import { parseOpenRtb } from '../../src/modules/bidder/openrtb/parse-request.ts';
import { describeUa } from '../../src/simulate/devices.ts';
import { FormatMix } from '../../src/simulate/format-mix.ts';
import { COUNTRY_TRAFFIC } from '../../src/simulate/geo-tables.ts';
import { adLinks, campaignOfToken, queryParam } from '../../src/simulate/markup.ts';
import { IMP_EXT_TYPE, openRtbRequest } from '../../src/simulate/openrtb-request.ts';
import { UserPool } from '../../src/simulate/users.ts';

// biome-ignore lint/suspicious/noExplicitAny: shape checks walk deep into generated JSON, field by field.
type Json = Record<string, any>;
const FORMATS = AD_FORMATS.map((f) => f.code);

describe('generated OpenRTB 2.6 bid requests', () => {
  const rand = random(7);
  const users = new UserPool(rand, 2_000);
  const mix = new FormatMix();
  const requests = Array.from({ length: 600 }, (_, i) => {
    const user = users.pick();
    const format = mix.pick(rand, FORMATS, user.device.class);
    return { format, user, body: openRtbRequest(rand, { sspId: 1 + (i % 5), format, user }) as Json };
  });

  it('cover every format', () => {
    expect(new Set(requests.map((r) => r.format))).toEqual(new Set(FORMATS));
  });

  it('have the fields a 2.6 request needs, of the right types', () => {
    for (const { body } of requests) {
      expect(body.id).toMatch(/^[0-9a-z]{8,}$/);
      expect(body.at).toBe(1);
      expect(body.cur).toEqual(['USD']);
      expect(body.tmax).toBeGreaterThanOrEqual(100);
      expect(body.imp).toHaveLength(1);
      expect(body.site.domain).toMatch(/^[a-z0-9]+\.[a-z]+$/);
      expect(body.site.page.startsWith(`https://${body.site.domain}/`)).toBe(true);
      expect(body.user.id).toMatch(/^[0-9a-f]{40}$/);
      if (body.user.buyeruid !== undefined) expect(body.user.buyeruid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }
  });

  it('put each format in its own object: banner, native, video, or the type in imp.ext', () => {
    for (const { format, body } of requests) {
      const imp = body.imp[0] as Json;
      const family = familyOf(format);
      const size = bannerSize(format);
      if (size) expect(imp.banner).toMatchObject({ w: size.width, h: size.height, format: [size] });
      if (family === 'native') {
        expect(imp.native.ver).toBe('1.2');
        const native = JSON.parse(imp.native.request) as Json;
        expect(
          native.assets.map((a: Json) => Object.keys(a).find((k) => !['id', 'required'].includes(k))),
        ).toEqual(['title', 'img', 'img', 'data', 'data']);
      }
      if (family === 'video' || family === 'vast') {
        expect(imp.video.mimes).toContain('video/mp4');
        expect(imp.video.maxduration).toBeGreaterThan(imp.video.minduration);
        expect(imp.video.protocols).toContain(3);
      }
      expect(imp.ext?.type).toBe(IMP_EXT_TYPE[format]);
      if (IMP_EXT_TYPE[format]) expect(imp.banner ?? imp.native ?? imp.video).toBeUndefined();
      if (imp.bidfloor !== undefined) {
        expect(imp.bidfloor).toBeGreaterThan(0);
        expect(imp.bidfloorcur).toBe('USD');
      }
    }
  });

  it('describe the device from a real user agent, the place in alpha-3, the carrier on cellular only', () => {
    for (const { body, user } of requests) {
      const { device } = body;
      expect(device.ua).toBe(user.device.ua);
      expect(device.ua).toMatch(/^Mozilla\/5\.0 \(/);
      expect([2, 4, 5]).toContain(device.devicetype);
      expect(device.os).toBe(describeUa(device.ua).os);
      expect(countries.isValid(device.geo.country)).toBe(true);
      expect(device.geo.country).toMatch(/^[A-Z]{3}$/);
      expect(device.langb).toMatch(/^[a-z]{2,3}-[A-Z]{2}$/);
      if (device.language !== undefined) expect(device.langb.startsWith(`${device.language}-`)).toBe(true);
      if (device.mccmnc !== undefined) {
        expect(device.mccmnc).toMatch(/^\d{3}-\d{2,3}$/);
        expect([5, 6, 7]).toContain(device.connectiontype);
      }
      if (device.devicetype === 2) expect(device.mccmnc).toBeUndefined();
    }
  });

  it('weigh countries like real traffic: the US first, the table a long tail', () => {
    const byCountry = new Map<string, number>();
    for (const { user } of requests) byCountry.set(user.country, (byCountry.get(user.country) ?? 0) + 1);
    const top = [...byCountry].sort((a, b) => b[1] - a[1])[0];
    expect(top?.[0]).toBe('US');
    expect(byCountry.size).toBeGreaterThan(15);
  });

  it('read back as sent through the bidder’s own parser: the format, the place, the device, the user', () => {
    const source = { sspId: 1, sspEndpointId: 1, guestSspId: 0, publisherId: 0, siteId: '', zoneId: '' };
    for (const { format, user, body } of requests) {
      const parsed = parseOpenRtb(body, '2.6', source, '127.0.0.1', Date.now());
      if (!('view' in parsed)) throw new Error(`refused ${format}: ${parsed.refused}`);
      const { placements, audience } = parsed.view;
      expect(placements[0]?.formats, format).toContain(format);
      expect(audience.country).toBe(user.country);
      if (/^[a-z]{2}-/.test(user.language)) expect(audience.languageCode).toBe(user.language.slice(0, 2));
      expect(audience.os, user.device.ua).toBeGreaterThan(0);
      expect(audience.deviceType).toBe(user.device.devicetype);
      expect(audience.connectionType).toBeGreaterThan(0);
      if (user.mccmnc) expect(audience.carrier, `${user.country} ${user.mccmnc}`).toBeGreaterThan(0);
      expect(audience.userId).toBe(user.synced ? user.uid : user.id);
      if (format === 'classic push') expect(audience.subscriptionAgeDays).toBe(user.subscribedDaysAgo);
      // The zone visitor's address is placed where the user is, as the server places addresses.
      expect(countryOfAddress(user.ip)).toBe(user.country);
    }
  });

  it('keep to the countries an endpoint takes', () => {
    for (let i = 0; i < 50; i++) expect(['DE', 'AT', 'CH']).toContain(users.pick(['DE', 'AT', 'CH']).country);
  });
});

describe('traffic tables', () => {
  it('name live carriers of their own country (as /resources/carriers reads them)', () => {
    const live = mccMnc.all().filter((r) => r.status === 'Operational');
    for (const { code, carriers } of COUNTRY_TRAFFIC)
      for (const carrier of carriers) {
        const [mcc, mnc] = carrier.split('-');
        const found = live.find(
          (r) => r.mcc === mcc && r.mnc === mnc && r.countryCode.split('/').includes(code),
        );
        expect(found, `${code} ${carrier}`).toBeDefined();
      }
  });
});

describe('reading an ad', () => {
  const token = `${Buffer.from(JSON.stringify({ a: 3, c: 42, t: 1 })).toString('base64url')}.AAAAAAAAAAAAAAAA`;

  it('finds the pixel and the click link in HTML, JSON and VAST alike', () => {
    const html = `<a href="http://x.test/track/click/${token}"><img src="x"></a><img src="http://x.test/serve/imp/${token}">`;
    const json = JSON.stringify({
      link: { url: `http://x.test/track/click/${token}` },
      imptrackers: [`http://x.test/serve/imp/${token}`],
    });
    const vast = `<Impression><![CDATA[http://x.test/serve/imp/${token}]]></Impression><ClickThrough><![CDATA[http://x.test/track/click/${token}]]></ClickThrough>`;
    for (const markup of [html, json, vast])
      expect(adLinks(markup)).toEqual({ imp: `/serve/imp/${token}`, click: `/track/click/${token}` });
    expect(adLinks('/* zone 4: no ad this time */')).toEqual({ imp: null, click: null });
  });

  it('reads the campaign of a token and the click id of a landing address', () => {
    expect(campaignOfToken(`/track/click/${token}`)).toBe(42);
    expect(campaignOfToken('/track/click/garbage')).toBeNull();
    expect(queryParam('https://offer.example.com/lp?click_id=abc.def&zone=4', 'click_id')).toBe('abc.def');
  });
});
