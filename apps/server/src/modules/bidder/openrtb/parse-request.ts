import type { Audience, BidRequestView, RequestRefusal, Source } from '../bid-request.ts';
import { geoOfAddress } from './geo-ip.ts';
import { MAX_IMPS, placementOf, text } from './placements.ts';
import {
  carrierOf,
  connectionOf,
  countryOf,
  languageOf,
  osByOpenRtbName,
  regionOf,
  uaInfo,
} from './resolvers.ts';

/**
 * Reads an OpenRTB 2.5 or 2.6 BidRequest leniently: unknown fields are ignored, every string and
 * list is bounded, and nothing an SSP sends can throw. Only a body with no `id` or no usable
 * `imp` is refused as malformed; a request priced in another currency than USD is a no-bid.
 * 2.5 and 2.6 read the same: the fields 2.6 added (`device.sua`, `imp.rwdd`, …) change nothing
 * the auction looks at, and 2.6 keeps every 2.5 field this reads.
 */
type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

/** Ids we keep of the SSP's sites and zones: safe characters only, as statistics store them. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;
export const sspScoped = (sspId: number, id: unknown) => {
  const value = typeof id === 'number' ? String(id) : text(id, 64);
  return SAFE_ID.test(value) ? `${sspId}-${value}` : '';
};
const USER_ID = /^[A-Za-z0-9_.:-]{1,64}$/;
const userIdOf = (...candidates: unknown[]) => {
  for (const c of candidates) if (typeof c === 'string' && USER_ID.test(c)) return c;
  return '';
};

/** Age in days of a push subscription, when the SSP says when it was made (`user.ext.subscribed`). */
function subscriptionAge(user: Json, now: number): number | null {
  return subscriptionAgeOf(obj(user.ext).subscribed, now);
}

/** Days since `at` (unix seconds, or a date the way Date.parse reads it), or null; never negative. */
export function subscriptionAgeOf(at: unknown, now: number): number | null {
  const ms =
    typeof at === 'number' ? at * 1000 : typeof at === 'string' ? Date.parse(at.slice(0, 40)) : Number.NaN;
  return Number.isFinite(ms) && ms <= now ? Math.floor((now - ms) / 86_400_000) : null;
}

export function parseOpenRtb(
  body: unknown,
  _version: '2.5' | '2.6',
  source: Source,
  clientIp: string,
  now: number,
): { view: BidRequestView } | { refused: RequestRefusal } {
  const r = obj(body);
  const id = typeof r.id === 'number' ? String(r.id) : text(r.id, 64);
  if (!id || !Array.isArray(r.imp) || r.imp.length === 0) return { refused: 'malformed' };
  if (Array.isArray(r.cur) && r.cur.length > 0 && !r.cur.includes('USD')) return { refused: 'currency' };
  const site = obj(r.site);
  const app = obj(r.app);
  const secure = text(site.page, 8).startsWith('https');
  const placements = r.imp.slice(0, MAX_IMPS).flatMap((imp) => placementOf(imp, secure) ?? []);
  if (placements.length === 0) return { refused: 'no_placement' };

  const device = obj(r.device);
  const user = obj(r.user);
  const geo = Object.keys(obj(device.geo)).length > 0 ? obj(device.geo) : obj(user.geo);
  const ip = text(device.ip, 45) || text(device.ipv6, 45) || '';
  const fromIp = geo.country === undefined ? geoOfAddress(ip) : null;
  const country = fromIp?.country ?? countryOf(geo.country);
  const ua = uaInfo(text(device.ua, 512));
  const named = ua.os === 0 ? osByOpenRtbName(text(device.os, 40), text(device.osv, 20)) : null;
  const language = languageOf(text(device.language, 8) || text(device.langb, 35));
  const devicetype =
    typeof device.devicetype === 'number' && device.devicetype >= 1 && device.devicetype <= 8
      ? device.devicetype
      : 0;
  const category = obj(site.ext).category ?? obj(app.ext).category;
  const audience: Audience = {
    country,
    region: fromIp?.region ?? regionOf(country, geo.region),
    city: 0,
    // A sent city only with the country it was sent with: an address's country and a sent city
    // may disagree. Without a country, the address names both (geo-ip.ts).
    cityName: fromIp ? fromIp.cityName : text(geo.city, 80),
    language: language.id,
    languageCode: language.code,
    os: named?.os ?? ua.os,
    osVersion: named?.osVersion ?? ua.osVersion,
    browser: ua.browser,
    browserVersion: ua.browserVersion,
    deviceType: devicetype || ua.deviceType,
    connectionType: connectionOf(device.connectiontype),
    carrier: carrierOf(device.mccmnc, country),
    ip: ip || clientIp,
    trafficCategory: typeof category === 'number' && Number.isInteger(category) ? category : 0,
    subscriptionAgeDays: subscriptionAge(user, now),
    userId: userIdOf(user.buyeruid, user.id, device.ifa),
  };
  const firstImp = obj(r.imp[0]);
  const tmax = typeof r.tmax === 'number' && Number.isFinite(r.tmax) ? r.tmax : 300;
  return {
    view: {
      id,
      tmaxMs: Math.min(5_000, Math.max(10, tmax)),
      test: r.test === 1,
      placements,
      audience,
      source: {
        ...source,
        siteId: sspScoped(source.sspId, site.id ?? app.id),
        zoneId: sspScoped(source.sspId, firstImp.tagid),
      },
      at: now,
    },
  };
}

/** The audience of a publisher zone's ad request: the visitor's own browser, as it asked. */
export function audienceFromHttp(input: {
  ip: string;
  userAgent: string;
  acceptLanguage: string;
  uid: string;
}): Audience {
  const ua = uaInfo(input.userAgent.slice(0, 512));
  const language = languageOf(input.acceptLanguage.slice(0, 35));
  const geo = geoOfAddress(input.ip);
  return {
    country: geo?.country ?? '',
    region: geo?.region ?? '',
    city: 0,
    cityName: geo?.cityName ?? '',
    language: language.id,
    languageCode: language.code,
    ...ua,
    connectionType: 0,
    carrier: 0,
    ip: input.ip,
    trafficCategory: 0,
    subscriptionAgeDays: null,
    userId: input.uid,
  };
}
