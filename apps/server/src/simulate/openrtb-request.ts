import { bannerSize, familyOf } from '@panel/contract';
import countries from 'i18n-iso-countries';
import type { Rand } from '../lib/random.ts';
import { floorFor } from './format-mix.ts';
import type { SimUser } from './users.ts';
import { oneOf } from './weighted.ts';

/**
 * OpenRTB 2.6 bid requests as SSPs send them: one placement, the user's device and place, a
 * site of the SSP's. Pops, push, direct links and calendar invites are not in OpenRTB: their SSPs
 * name the type in `imp.ext.type` and send no banner; the values are the ones the bidder's parser
 * reads (modules/bidder/openrtb/placements.ts), in the spellings pop and push networks use.
 */
export const IMP_EXT_TYPE: Record<string, string> = {
  popunder: 'pop',
  'direct link': 'direct link',
  'classic push': 'push',
  'in-page push': 'inpage',
  calendar: 'calendar',
};

/** Native 1.2 request of a content feed unit: title, main image, icon, description, sponsor. */
const NATIVE_REQUEST = JSON.stringify({
  ver: '1.2',
  context: 1,
  plcmttype: 1,
  plcmtcnt: 1,
  assets: [
    { id: 1, required: 1, title: { len: 90 } },
    { id: 2, required: 1, img: { type: 3, wmin: 600, hmin: 314 } },
    { id: 3, required: 0, img: { type: 1, wmin: 80, hmin: 80 } },
    { id: 4, required: 0, data: { type: 2, len: 140 } },
    { id: 5, required: 0, data: { type: 1, len: 25 } },
  ],
  eventtrackers: [{ event: 1, methods: [1] }],
});

const SITE_WORDS = [
  'daily',
  'news',
  'play',
  'tube',
  'games',
  'sport',
  'tech',
  'movie',
  'music',
  'recipes',
  'travel',
  'deals',
  'weather',
  'anime',
  'cars',
  'finance',
];
const TLDS = ['com', 'net', 'io', 'tv', 'co'];
/** IAB content categories the sites are in (2.x taxonomy, which most SSPs still send). */
const CATEGORIES = ['IAB1', 'IAB2', 'IAB3', 'IAB9', 'IAB12', 'IAB17', 'IAB19', 'IAB20'];

/** One of an SSP's ~24 sites: the same id keeps its domain, so site reports group sensibly. */
function siteOf(rand: Rand, sspId: number) {
  const n = Math.floor(rand() * 24);
  const word = SITE_WORDS[(sspId * 7 + n) % SITE_WORDS.length];
  const other = SITE_WORDS[(sspId + n * 5) % SITE_WORDS.length];
  const domain = `${word}${other}${n}.${TLDS[(sspId + n) % TLDS.length]}`;
  return {
    id: `${sspId}${String(n).padStart(3, '0')}`,
    domain,
    page: `https://${domain}/${oneOf(rand, SITE_WORDS)}/${Math.floor(rand() * 90_000) + 10_000}.html`,
    cat: [CATEGORIES[(sspId + n) % CATEGORIES.length]],
    publisher: { id: `pub-${sspId}-${n % 8}` },
  };
}

function impOf(rand: Rand, format: string, floor: number, user: SimUser): Record<string, unknown> {
  const imp: Record<string, unknown> = {
    id: '1',
    tagid: `${format.replace(/\W+/g, '-')}-${Math.floor(rand() * 8)}`,
    secure: 1,
  };
  if (floor > 0) Object.assign(imp, { bidfloor: floor, bidfloorcur: 'USD' });
  const family = familyOf(format);
  const size = bannerSize(format);
  if (size) imp.banner = { w: size.width, h: size.height, format: [size], pos: rand() < 0.5 ? 1 : 3 };
  else if (family === 'tag') imp.banner = { w: 300, h: 250, format: [{ w: 300, h: 250 }] };
  else if (family === 'native') imp.native = { request: NATIVE_REQUEST, ver: '1.2' };
  else if (family === 'video' || family === 'vast') {
    const w = user.device.class === 'desktop' ? 640 : 360;
    imp.video = {
      mimes: ['video/mp4', 'video/webm'],
      minduration: 5,
      maxduration: family === 'vast' ? 60 : 30,
      protocols: [2, 3, 5, 6, 7, 8],
      w,
      h: Math.round((w * 9) / 16),
      startdelay: 0,
      plcmt: family === 'vast' ? 1 : 2,
      linearity: 1,
    };
  }
  const type = IMP_EXT_TYPE[format];
  if (type) imp.ext = { type };
  return imp;
}

export interface RequestSpec {
  sspId: number;
  format: string;
  user: SimUser;
}

/** A whole OpenRTB 2.6 BidRequest for one placement of `format` shown to `user`. */
export function openRtbRequest(rand: Rand, { sspId, format, user }: RequestSpec): Record<string, unknown> {
  const { device } = user;
  const floor = floorFor(rand, sspId, format);
  return {
    id: `${Date.now().toString(36)}${Math.floor(rand() * 2 ** 48).toString(36)}`,
    at: 1,
    tmax: oneOf(rand, [150, 200, 250, 300]),
    cur: ['USD'],
    imp: [impOf(rand, format, floor, user)],
    site: siteOf(rand, sspId),
    device: {
      ua: device.ua,
      ip: user.ip,
      devicetype: device.devicetype,
      ...(device.make ? { make: device.make } : {}),
      ...(device.model ? { model: device.model } : {}),
      os: device.os,
      ...(device.osv ? { osv: device.osv } : {}),
      w: device.w,
      h: device.h,
      js: 1,
      // ISO 639-1 only ('fil', Filipino, has no two-letter code): the full tag is in langb.
      ...(/^[a-z]{2}-/.test(user.language) ? { language: user.language.slice(0, 2) } : {}),
      langb: user.language,
      connectiontype: user.connectiontype,
      ...(user.mccmnc ? { mccmnc: user.mccmnc } : {}),
      geo: { country: countries.alpha2ToAlpha3(user.country) ?? user.country, type: 2 },
    },
    user: {
      id: user.id,
      ...(user.synced ? { buyeruid: user.uid } : {}),
      // Push SSPs say when the user subscribed (Unix seconds): campaigns target fresh subscribers.
      ...(format === 'classic push'
        ? { ext: { subscribed: Math.floor(Date.now() / 1000) - user.subscribedDaysAgo * 86_400 } }
        : {}),
    },
    source: { tid: `${Math.floor(rand() * 2 ** 48).toString(16)}` },
    regs: { coppa: 0 },
  };
}
