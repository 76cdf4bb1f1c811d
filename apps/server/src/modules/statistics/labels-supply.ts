import { findPartnerSsp, guestAccountOf, guestSspIdOf } from '@panel/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { guestSspTokens, publisherSites, publisherZones, sspEndpoints } from '../../db/supply-schema.ts';
import { publicName } from '../../lib/public-name.ts';

type Names = Map<string, string>;
/** Ids a table can hold; anything else in a report has no name. */
const ids = (values: Iterable<string | number>) =>
  [...values]
    .filter((v) => /^[1-9]\d{0,9}$/.test(String(v)))
    .map(Number)
    .filter((n) => n <= 2_147_483_647);

/**
 * Names of the SSPs in an advertiser's statistics: partners from the SSP list, guest SSPs by
 * their public name, and only guests that have had a token for this advertiser, so an SSP id
 * never reveals the name of an account that has nothing to do with the caller.
 */
export async function sspNames(
  db: Db,
  advertiserId: number,
  values: Iterable<string | number>,
): Promise<Names> {
  const names: Names = new Map();
  const guests: number[] = [];
  for (const id of ids(values)) {
    const partner = findPartnerSsp(id);
    if (partner) names.set(String(id), partner.name);
    const guest = guestAccountOf(id);
    if (guest !== null) guests.push(guest);
  }
  if (guests.length === 0) return names;
  const rows = await db
    .selectDistinct({ id: guestSspTokens.guestId, name: publicName })
    .from(guestSspTokens)
    .innerJoin(users, eq(users.id, guestSspTokens.guestId))
    .where(and(eq(guestSspTokens.advertiserId, advertiserId), inArray(guestSspTokens.guestId, guests)));
  for (const row of rows) names.set(String(guestSspIdOf(row.id)), row.name);
  return names;
}

/** The advertiser's own SSP endpoints and the guest tokens made for it share one id sequence. */
async function endpointNames(db: Db, advertiserId: number, wanted: number[]): Promise<Names> {
  const [endpoints, tokens] = await Promise.all([
    db
      .select({ id: sspEndpoints.id, name: sspEndpoints.name })
      .from(sspEndpoints)
      .where(and(eq(sspEndpoints.advertiserId, advertiserId), inArray(sspEndpoints.id, wanted))),
    db
      .select({ id: guestSspTokens.id, name: guestSspTokens.name, guest: publicName })
      .from(guestSspTokens)
      .innerJoin(users, eq(users.id, guestSspTokens.guestId))
      .where(and(eq(guestSspTokens.advertiserId, advertiserId), inArray(guestSspTokens.id, wanted))),
  ]);
  return new Map([
    ...endpoints.map((e) => [String(e.id), e.name] as const),
    ...tokens.map((t) => [String(t.id), `${t.guest} · ${t.name}`] as const),
  ]);
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/**
 * The platform's own sites and zones, as an advertiser sees them: a site by its address (public:
 * the ad ran there), a zone by its id on that site. A zone's name is the publisher's own note and
 * is not shown to advertisers. Values an SSP reports are its own ids and are never digits alone
 * (docs/supply.md), so they are not looked up.
 */
async function inventoryNames(db: Db, dimension: 'site' | 'zone', wanted: number[]): Promise<Names> {
  if (dimension === 'site') {
    const rows = await db
      .select({ id: publisherSites.id, url: publisherSites.url })
      .from(publisherSites)
      .where(inArray(publisherSites.id, wanted));
    return new Map(rows.map((r) => [String(r.id), hostOf(r.url)]));
  }
  const rows = await db
    .select({ id: publisherZones.id, url: publisherSites.url })
    .from(publisherZones)
    .innerJoin(publisherSites, eq(publisherSites.id, publisherZones.siteId))
    .where(inArray(publisherZones.id, wanted));
  return new Map(rows.map((r) => [String(r.id), `${hostOf(r.url)} #${r.id}`]));
}

/** Names of an advertiser's supply dimensions (ssp, ssp_endpoint, site, zone); undefined for others. */
export async function advertiserSupplyNames(
  db: Db,
  advertiserId: number,
  dimension: string,
  values: Iterable<string | number>,
): Promise<Names | undefined> {
  const wanted = ids(values);
  if (dimension === 'ssp') return sspNames(db, advertiserId, wanted);
  if (wanted.length === 0) return undefined;
  if (dimension === 'ssp_endpoint') return endpointNames(db, advertiserId, wanted);
  if (dimension === 'site' || dimension === 'zone') return inventoryNames(db, dimension, wanted);
  return undefined;
}
