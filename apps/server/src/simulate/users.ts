import type { Rand } from '../lib/random.ts';
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
  ip: string;
}

const SYNCED_SHARE = 0.55;
/** First octets of large public allocations; the address only has to look like a user's. */
const OCTETS = [
  5, 24, 31, 37, 41, 45, 49, 62, 77, 78, 80, 81, 82, 85, 86, 88, 89, 91, 93, 94, 95, 109, 112, 114, 117, 119,
  121, 124, 151, 176, 177, 178, 179, 180, 182, 185, 186, 187, 189, 190, 191, 200, 201,
];

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

export function makeUser(rand: Rand, devices: DeviceTable, country: CountryTraffic): SimUser {
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
    ip: `${oneOf(rand, OCTETS)}.${Math.floor(rand() * 256)}.${Math.floor(rand() * 256)}.${1 + Math.floor(rand() * 254)}`,
  };
}

/**
 * Users by country, made once. A few come back far more often than most (the draw favours the
 * start of each list), as on real sites: they are the ones frequency caps stop.
 */
export class UserPool {
  private readonly byCountry = new Map<string, SimUser[]>();
  private readonly countries = new Weighted(COUNTRY_TRAFFIC, (c) => c.share);
  private readonly devices = new DeviceTable();

  constructor(
    private readonly rand: Rand,
    private readonly perCountryShare: number,
  ) {
    for (const country of COUNTRY_TRAFFIC) this.fill(country);
  }

  private fill(country: CountryTraffic): SimUser[] {
    const size = Math.max(20, Math.round((this.perCountryShare * country.share) / 100));
    const users = Array.from({ length: size }, () => makeUser(this.rand, this.devices, country));
    this.byCountry.set(country.code, users);
    return users;
  }

  /** A user of one of `countries` (empty: anywhere), countries drawn by their share of traffic. */
  pick(countries: readonly string[] = []): SimUser {
    const code =
      countries.length === 0
        ? this.countries.pick(this.rand).code
        : (this.weightedAmong(countries) ?? oneOf(this.rand, countries));
    // An endpoint may take a country the table has no share for: a small pool, English speaking.
    const users =
      this.byCountry.get(code) ?? this.fill({ code, share: 0.2, languages: ['en-US'], carriers: [] });
    return users[Math.floor(this.rand() ** 2 * users.length)] as SimUser;
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
