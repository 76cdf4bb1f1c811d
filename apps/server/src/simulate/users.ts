import type { Rand } from '../lib/random.ts';
import { countryOfAddress } from '../modules/bidder/openrtb/geo-ip.ts';
import { type Device, DeviceTable } from './devices.ts';
import { acceptLanguage, COUNTRY_TRAFFIC, type CountryTraffic } from './geo-tables.ts';
import { oneOf, Weighted } from './weighted.ts';

/**
 * A simulated person: one device, one country, one language, coming back again and again, so
 * frequency caps count and audiences (clicked, converted) fill and then match.
 */
export interface SimUser {
  /** The SSP's id for the user (OpenRTB `user.id`). */
  id: string;
  /** Our `uid` cookie: sent on zone requests and clicks, and as `user.buyeruid` once synced. */
  uid: string;
  /** Whether SSPs have matched our cookie (most exchanges sync about half their users). */
  synced: boolean;
  device: Device;
  country: string;
  language: string;
  acceptLanguage: string;
  /** AdCOM ConnectionType: 1 ethernet, 2 wifi, 5 3G, 6 4G, 7 5G. */
  connectiontype: number;
  /** MCC-MNC on a cellular connection, else null. */
  mccmnc: string | null;
  /** An address of the user's country, so traffic located by address lands there too. */
  ip: string;
  /** When the user allowed push notifications (push traffic says so). */
  subscribedDaysAgo: number;
}

const SYNCED_SHARE = 0.55;
/** First octets of large public allocations (no private, loopback or reserved ranges). */
const OCTETS = [
  2, 5, 14, 24, 27, 31, 36, 37, 39, 41, 42, 43, 45, 46, 49, 58, 59, 60, 61, 62, 77, 78, 79, 80, 81, 82, 83,
  84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 101, 102, 103, 105, 106, 109, 110, 111, 112, 113, 114, 115,
  116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 151, 154, 175, 176, 177, 178, 179, 180, 181, 182, 183,
  185, 186, 187, 188, 189, 190, 191, 196, 197, 200, 201, 202, 203, 210, 211, 212, 213, 217, 218, 219, 220,
  221, 222, 223,
];
/** Random draws tried for an address of a country before settling for any address. */
const ADDRESS_TRIES = 20_000;
const RANDOM_OCTETS = (rand: Rand) => `${Math.floor(rand() * 256)}.${1 + Math.floor(rand() * 254)}`;

/**
 * A public IPv4 address that the server's own address lookup (geo-ip.ts: MaxMind's GeoLite2 data
 * in the `geoip-country` package) places in `country`, found by drawing addresses until one is
 * (a microsecond a lookup, thousands of draws for a small country). The /16 blocks found are kept
 * per country and drawn from again (a block mostly lies in one country), so the next users of a
 * country cost a draw or two, and their addresses cluster as real ones do.
 */
function addressIn(rand: Rand, country: string, blocks: Map<string, string[]>): string {
  const known = blocks.get(country) ?? [];
  if (known.length >= 4 && rand() < 0.9)
    for (let i = 0; i < 8; i++) {
      const ip = `${oneOf(rand, known)}.${RANDOM_OCTETS(rand)}`;
      if (countryOfAddress(ip) === country) return ip;
    }
  let ip = '';
  for (let i = 0; i < ADDRESS_TRIES; i++) {
    ip = `${oneOf(rand, OCTETS)}.${Math.floor(rand() * 256)}.${RANDOM_OCTETS(rand)}`;
    if (countryOfAddress(ip) === country) {
      blocks.set(country, [...known, ip.split('.').slice(0, 2).join('.')]);
      return ip;
    }
  }
  return ip;
}

const hex = (rand: Rand, chars: number) => {
  let out = '';
  while (out.length < chars)
    out += Math.floor(rand() * 0x100000000)
      .toString(16)
      .padStart(8, '0');
  return out.slice(0, chars);
};
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** A value of the server's `uid` cookie shape (16 random bytes, base64url: 22 characters). */
const uidOf = (rand: Rand) => Array.from({ length: 22 }, () => oneOf(rand, [...BASE64URL])).join('');

function connection(rand: Rand, device: Device): { connectiontype: number; cellular: boolean } {
  if (device.class === 'desktop') return { connectiontype: rand() < 0.3 ? 1 : 2, cellular: false };
  const r = rand();
  if (r < 0.4) return { connectiontype: 2, cellular: false };
  return { connectiontype: r < 0.45 ? 5 : r < 0.85 ? 6 : 7, cellular: true };
}

export function makeUser(
  rand: Rand,
  devices: DeviceTable,
  country: CountryTraffic,
  blocks: Map<string, string[]> = new Map(),
): SimUser {
  const device = devices.pick(rand);
  const { connectiontype, cellular } = connection(rand, device);
  const language = oneOf(rand, country.languages);
  return {
    id: hex(rand, 40),
    uid: uidOf(rand),
    synced: rand() < SYNCED_SHARE,
    device,
    country: country.code,
    language,
    acceptLanguage: acceptLanguage(language),
    connectiontype,
    mccmnc: cellular && country.carriers.length > 0 ? oneOf(rand, country.carriers) : null,
    ip: addressIn(rand, country.code, blocks),
    // Most subscriptions are recent: sites keep asking, and old subscribers unsubscribe.
    subscribedDaysAgo: Math.floor(rand() ** 2 * 180),
  };
}

/**
 * Users by country, each made the first time it is drawn (so a pool of thousands costs nothing at
 * start). A few come back far more often than most (the draw favours the start of each list), as
 * on real sites: they are the ones frequency caps stop.
 */
export class UserPool {
  private readonly byCountry = new Map<string, { country: CountryTraffic; users: (SimUser | undefined)[] }>();
  private readonly countries = new Weighted(COUNTRY_TRAFFIC, (c) => c.share);
  private readonly devices = new DeviceTable();
  /** Address blocks found per country (addressIn). */
  private readonly blocks = new Map<string, string[]>();

  constructor(
    private readonly rand: Rand,
    private readonly size: number,
  ) {}

  /** A user of one of `countries` (empty: anywhere), countries drawn by their share of traffic. */
  pick(countries: readonly string[] = []): SimUser {
    const code =
      countries.length === 0
        ? this.countries.pick(this.rand).code
        : (this.weightedAmong(countries) ?? oneOf(this.rand, countries));
    let entry = this.byCountry.get(code);
    if (!entry) {
      // An endpoint may take a country the table has no share for: a small pool, English speaking.
      const country = COUNTRY_TRAFFIC.find((c) => c.code === code) ?? {
        code,
        share: 0.2,
        languages: ['en-US'],
        carriers: [],
      };
      entry = { country, users: new Array(Math.max(20, Math.round((this.size * country.share) / 100))) };
      this.byCountry.set(code, entry);
    }
    const index = Math.floor(this.rand() ** 2 * entry.users.length);
    let user = entry.users[index];
    if (!user) {
      user = makeUser(this.rand, this.devices, entry.country, this.blocks);
      entry.users[index] = user;
    }
    return user;
  }

  private readonly among = new Map<string, Weighted<CountryTraffic> | null>();

  /** Now and then (and always for countries without a share) any of the list, evenly. */
  private weightedAmong(countries: readonly string[]): string | undefined {
    const key = countries.join(',');
    let table = this.among.get(key);
    if (table === undefined) {
      const known = COUNTRY_TRAFFIC.filter((c) => countries.includes(c.code));
      table = known.length > 0 ? new Weighted(known, (c) => c.share) : null;
      this.among.set(key, table);
    }
    if (!table || this.rand() < 0.1) return undefined;
    return table.pick(this.rand).code;
  }
}
