import { type Campaign, PROTECTED_ZONES_MAX } from '@panel/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { optimizationActions } from '../../db/optimization-schema.ts';
import { campaignProtectedZones } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { undoWhere } from '../optimization/undo.ts';
import { saveLocked } from './campaign-settings.ts';

/** The traffic optimizer's part of a campaign: its protected zones and the time it was last reset. */
export async function protectZone(
  db: Db,
  advertiserId: number,
  id: number,
  zone: { sspId: number; zoneId: string },
  protect: boolean,
): Promise<Campaign> {
  return saveLocked(db, advertiserId, id, async (_row, tx) => {
    if (protect) await addProtectedZone(tx, id, zone);
    else
      await tx
        .delete(campaignProtectedZones)
        .where(
          and(
            eq(campaignProtectedZones.campaignId, id),
            eq(campaignProtectedZones.sspId, zone.sspId),
            eq(campaignProtectedZones.zoneId, zone.zoneId),
          ),
        );
    return {};
  });
}

/** Counted after the insert, so protecting a zone already protected passes even at the cap. */
async function addProtectedZone(tx: Db, id: number, zone: { sspId: number; zoneId: string }) {
  const inserted = await tx
    .insert(campaignProtectedZones)
    .values({ campaignId: id, sspId: zone.sspId, zoneId: zone.zoneId })
    .onConflictDoNothing()
    .returning({ id: campaignProtectedZones.id });
  if (inserted.length === 0) return;
  const [total] = await tx
    .select({ n: count() })
    .from(campaignProtectedZones)
    .where(eq(campaignProtectedZones.campaignId, id));
  const protectedCount = total?.n ?? 0;
  if (protectedCount > PROTECTED_ZONES_MAX)
    throw new HttpError(409, 'CONFLICT', 'errors.protectedZonesFull', {
      max: PROTECTED_ZONES_MAX,
      count: protectedCount - 1,
    });
}

/**
 * The optimizer forgets what it learned before now, and every exclusion the traffic rules made in
 * the campaign is undone (the log says "reset"), in the same transaction under the same row lock.
 */
export async function resetOptimizer(db: Db, advertiserId: number, id: number): Promise<Campaign> {
  return saveLocked(db, advertiserId, id, async (_row, tx) => {
    const now = new Date();
    await undoWhere(
      tx,
      advertiserId,
      and(eq(optimizationActions.campaignId, id), eq(optimizationActions.ruleKind, 'traffic')),
      'reset',
      now,
    );
    return { trafficOptimizerResetAt: now };
  });
}
