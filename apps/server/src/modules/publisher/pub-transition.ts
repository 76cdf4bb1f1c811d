import { type MessageKey, PUB_MACHINE, type PubAction, type PubStatus } from '@panel/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { publisherSites, publisherZones } from '../../db/supply-schema.ts';
import { transitionRefusal } from '../../lib/transition-refusal.ts';

type Kind = 'site' | 'zone';
const TABLES = { site: publisherSites, zone: publisherZones };

const MESSAGES: Record<Kind, Record<PubAction, MessageKey>> = {
  site: {
    start: 'errors.siteStart',
    stop: 'errors.siteStop',
    archive: 'errors.siteArchive',
    edit: 'errors.siteEdit',
  },
  zone: {
    start: 'errors.zoneStart',
    stop: 'errors.zoneStop',
    archive: 'errors.zoneArchive',
    edit: 'errors.zoneEdit',
  },
};

/**
 * Applies an action (or an edit's `set`) with one conditional UPDATE: the row changes only if it
 * is the caller's and its status still allows the action when the write happens, so two
 * concurrent changes can never both pass a check made on a state one of them already left.
 * Nothing updated: 404 when no such row of the caller's, else 409.
 */
export async function applyPubAction(
  db: Db,
  kind: Kind,
  publisherId: number,
  id: number,
  action: PubAction,
  set: Record<string, unknown> = {},
): Promise<void> {
  const table = TABLES[kind];
  const next: PubStatus | undefined = PUB_MACHINE.table[action].to;
  const owned = and(eq(table.publisherId, publisherId), eq(table.id, id));
  const updated = await db
    .update(table)
    .set({ ...set, ...(next ? { status: next } : {}), updatedAt: sql`now()` })
    .where(and(owned, inArray(table.status, [...PUB_MACHINE.allowedFrom(action)])))
    .returning({ id: table.id });
  if (updated.length > 0) return;
  const exists = await db.select({ id: table.id }).from(table).where(owned);
  throw transitionRefusal(exists.length > 0, MESSAGES[kind][action], PUB_MACHINE.allowedFrom(action));
}
