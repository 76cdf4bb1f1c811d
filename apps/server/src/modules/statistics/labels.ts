import {
  AD_FORMATS,
  ENGLISH_MESSAGES,
  localizeReferenceList,
  type MessageCatalog,
  OTHER_ID,
  translateMessage,
} from '@panel/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaigns, creatives } from '../../db/schema.ts';
import { listBrowsers } from '../resources/browsers.ts';
import { carrierIds, carrierName } from '../resources/carriers.ts';
import { listConnectionTypes } from '../resources/connection-types.ts';
import { countryName } from '../resources/countries.ts';
import { listDeviceTypes } from '../resources/device-types.ts';
import { listLanguages } from '../resources/languages.ts';
import { listOperatingSystems } from '../resources/operating-systems.ts';
import { guestTokenNames } from './labels-guest.ts';
import { publisherNames } from './labels-publisher.ts';
import { advertiserSupplyNames } from './labels-supply.ts';

type Names = Map<string, string>;
const byId = (items: readonly { id: number | string; name: string }[]): Names =>
  new Map(items.map((i) => [String(i.id), i.name]));

const reference = new Map<string, Record<string, Names>>();
/** Names of reference-list values in a language, built on first use of that language. */
function referenceNames(catalog: MessageCatalog): Record<string, Names> {
  let names = reference.get(catalog.language);
  if (!names) {
    const other = translateMessage('resources.other', {}, catalog);
    names = {
      os: byId(localizeReferenceList('os', listOperatingSystems(false), catalog)),
      browser: byId(localizeReferenceList('browsers', listBrowsers(false), catalog)),
      device_type: byId(localizeReferenceList('device_types', listDeviceTypes(false), catalog)),
      connection_type: byId(localizeReferenceList('connection_types', listConnectionTypes(false), catalog)),
      // Every pair's id, also those now listed under their brand's first pair (older rows hold them).
      carrier: new Map(
        [...carrierIds().keys(), OTHER_ID].map((id) => [
          String(id),
          id === OTHER_ID ? other : (carrierName(id) ?? other),
        ]),
      ),
      language: new Map(listLanguages(false, catalog).map((l) => [l.code, l.name])),
      ad_format: new Map(AD_FORMATS.map((f) => [f.code, f.name])),
    };
    reference.set(catalog.language, names);
  }
  return names;
}

/**
 * Names for the values of a report's dimensions: the owner's campaign and creative names from
 * the database (scoped to the owner, so an id never leaks another account's name), the rest
 * from the reference lists; SSPs, endpoints, tokens, sites and zones by the owner's view of them
 * (labels-supply.ts, labels-guest.ts, labels-publisher.ts). An SSP's own zone and site ids have no name.
 */
export async function labelsFor(
  db: Db,
  advertiserId: number | null,
  dimensions: readonly string[],
  values: Map<string, Set<string | number>>,
  guestId: number | null = null,
  publisherId: number | null = null,
  catalog: MessageCatalog = ENGLISH_MESSAGES,
): Promise<(dimension: string, value: string | number) => string | undefined> {
  const names: Record<string, Names> = {};
  for (const d of dimensions) {
    const wanted = [...(values.get(d) ?? [])].map(Number).filter((n) => Number.isInteger(n) && n > 0);
    if ((d === 'campaign' || d === 'creative') && advertiserId !== null && wanted.length > 0) {
      const table = d === 'campaign' ? campaigns : creatives;
      const rows = await db
        .select({ id: table.id, name: table.name })
        .from(table)
        .where(and(eq(table.advertiserId, advertiserId), inArray(table.id, wanted)));
      names[d] = byId(rows);
    }
    if (advertiserId !== null) {
      const supply = await advertiserSupplyNames(db, advertiserId, d, values.get(d) ?? []);
      if (supply) names[d] = supply;
    }
    if (d === 'token' && guestId !== null) names[d] = await guestTokenNames(db, guestId, wanted);
    if ((d === 'site' || d === 'zone') && publisherId !== null)
      names[d] = await publisherNames(db, publisherId, d, wanted);
  }
  const ref = referenceNames(catalog);
  return (dimension, value) => {
    if (dimension === 'country') return value === '' ? undefined : countryName(String(value), catalog);
    return (names[dimension] ?? ref[dimension])?.get(String(value));
  };
}
