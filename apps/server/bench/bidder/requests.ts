import type { Seeded } from './seed.ts';

/**
 * The OpenRTB 2.6 bid requests autocannon rotates through: banner, native, video and one with two
 * placements, from phones, tablets and desktops in several countries (alpha-3, as SSPs send
 * `device.geo.country`), with floors from none to above most bids. Each `[<id>]` is
 * replaced by a fresh id per request (load.ts), so every request and user is new.
 */
const DEVICES = {
  iphone: {
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    devicetype: 4,
    make: 'Apple',
    model: 'iPhone',
    os: 'iOS',
    osv: '17.4',
  },
  android: {
    ua: 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
    devicetype: 4,
    make: 'Samsung',
    model: 'SM-S918B',
    os: 'Android',
    osv: '14',
  },
  ipad: {
    ua: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
    devicetype: 5,
    make: 'Apple',
    model: 'iPad',
    os: 'iOS',
    osv: '16.6',
  },
  windows: {
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    devicetype: 2,
    os: 'Windows',
    osv: '10',
  },
  mac: {
    ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.3 Safari/605.1.15',
    devicetype: 2,
    os: 'macOS',
    osv: '10.15.7',
  },
} as const;

const NATIVE = JSON.stringify({
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

type Imp = Record<string, unknown>;
const banner = (w: number, h: number, floor: number): Imp => ({
  banner: { w, h, format: [{ w, h }], pos: 1 },
  bidfloor: floor,
  bidfloorcur: 'USD',
});
const native = (floor: number): Imp => ({
  native: { request: NATIVE, ver: '1.2' },
  bidfloor: floor,
  bidfloorcur: 'USD',
});
const video = (w: number, floor: number): Imp => ({
  video: {
    mimes: ['video/mp4', 'video/webm'],
    minduration: 5,
    maxduration: 30,
    protocols: [2, 3, 5, 6, 7, 8],
    w,
    h: Math.round((w * 9) / 16),
    startdelay: 0,
    plcmt: 2,
    linearity: 1,
  },
  bidfloor: floor,
  bidfloorcur: 'USD',
});

/** Endpoint, device, country (alpha-3), language, address, connection type, placements. */
type Spec = [keyof Seeded['endpoints'], keyof typeof DEVICES, string, string, string, number, Imp[]];

const SPECS: Spec[] = [
  ['banner', 'iphone', 'USA', 'en', '203.0.113.24', 6, [banner(300, 250, 0.35)]],
  ['banner', 'android', 'BRA', 'pt', '198.51.100.7', 6, [banner(300, 250, 0.1)]],
  ['all', 'windows', 'DEU', 'de', '192.0.2.81', 2, [banner(300, 250, 0.8)]],
  ['banner', 'android', 'IND', 'hi', '198.51.100.90', 5, [banner(320, 50, 0.05)]],
  ['banner', 'mac', 'GBR', 'en', '203.0.113.140', 2, [banner(728, 90, 0.6)]],
  ['banner', 'android', 'USA', 'en', '203.0.113.61', 6, [native(0.4)]],
  ['video', 'iphone', 'GBR', 'en', '198.51.100.33', 2, [native(0.9)]],
  ['all', 'windows', 'FRA', 'fr', '192.0.2.17', 2, [native(0.2)]],
  ['video', 'windows', 'USA', 'en', '203.0.113.9', 2, [video(640, 3.5)]],
  ['video', 'android', 'DEU', 'de', '198.51.100.201', 6, [video(360, 2)]],
  ['all', 'ipad', 'CAN', 'en', '192.0.2.140', 2, [banner(300, 250, 0.3), native(0.3)]],
  ['all', 'android', 'IDN', 'id', '198.51.100.150', 6, [banner(300, 250, 4)]],
];

function body([, device, country, language, ip, connectiontype, imps]: Spec, n: number): string {
  const domain = `site${n}.example.com`;
  return JSON.stringify({
    id: '[<id>]',
    at: 1,
    tmax: 200,
    cur: ['USD'],
    imp: imps.map((imp, i) => ({ id: String(i + 1), tagid: `slot-${n}-${i}`, secure: 1, ...imp })),
    site: {
      id: `10${n}`,
      domain,
      page: `https://${domain}/articles/${1000 + n}.html`,
      cat: ['IAB12'],
      publisher: { id: `pub-${n % 4}` },
    },
    device: {
      ...DEVICES[device],
      ip,
      js: 1,
      language,
      connectiontype,
      geo: { country, type: 2 },
    },
    user: { id: '[<id>]' },
    source: { tid: '[<id>]' },
    regs: { coppa: 0 },
  });
}

export interface BenchRequest {
  method: 'POST';
  path: string;
  headers: Record<string, string>;
  body: string;
}

export function benchRequests(endpoints: Seeded['endpoints']): BenchRequest[] {
  return SPECS.map((spec, n) => ({
    method: 'POST',
    path: `/rtb/openrtb/2.6/${endpoints[spec[0]]}`,
    headers: { 'content-type': 'application/json' },
    body: body(spec, n),
  }));
}
