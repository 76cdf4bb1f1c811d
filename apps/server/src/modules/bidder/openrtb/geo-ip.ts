import { createRequire } from 'node:module';
import { findCountry } from '../../resources/countries.ts';

/**
 * The country of an address, for traffic that does not say where it is (a publisher zone's
 * visitor, a bid request without `device.geo`). `geoip-country` bundles MaxMind's GeoLite2
 * country data in the package itself (7 MB, rebuilt twice a week, no download at install or
 * start; "This product includes GeoLite2 data created by MaxMind, https://www.maxmind.com"),
 * loads in ~20 ms and looks an address up in about a microsecond. Its author points new work to
 * `ip-location-api`, which fetches its database at run time: not possible on machines without
 * internet, so the bundled data wins here. Loaded on the first lookup, not at start.
 * Regions and cities need the city database (120 MB): left unknown from an address.
 */
interface GeoIp {
  lookup(ip: string): { country?: string } | null;
}
let geoip: GeoIp | null = null;

export function geoOfAddress(ip: string): { country: string; region: string } | null {
  if (!ip || ip.length > 45) return null;
  geoip ??= createRequire(import.meta.url)('geoip-country') as GeoIp;
  let country = '';
  try {
    country = geoip.lookup(ip)?.country ?? '';
  } catch {
    return null;
  }
  return country && findCountry(country) ? { country, region: '' } : null;
}
