import type { RuleDimension } from '@panel/contract';
import { and, asc, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { optimizationActions } from '../../db/optimization-schema.ts';
import type { CampaignInsert } from '../campaigns/campaign-mapper.ts';
import { findCampaignRow, updateCampaign } from '../campaigns/campaign-repository.ts';
import { restoreItem } from './list-edit.ts';

type ActionRow = typeof optimizationActions.$inferSelect;
export type UndoCause = 'user' | 'expired' | 'reset';

const BID_COLUMN = { zone: 'bidByZone', site: 'bidBySite', country: 'bidByCountry' } as const;

export interface Undone {
  undone: number[];
  /** Bid changes the advertiser or a later action changed again: left as they are, not undone. */
  superseded: number[];
}

/**
 * Undoes the advertiser's actions matching `where` that are not undone yet, newest first (so a
 * chain of bid changes on one item unwinds in order), one campaign at a time under its row lock,
 * with one write per campaign. Actions on archived campaigns stay as they are (an archived
 * campaign cannot change). Answers the number undone; `undoActions` answers which.
 */
export async function undoWhere(
  tx: Db,
  advertiserId: number,
  where: SQL | undefined,
  cause: UndoCause,
  now: Date,
) {
  return (await undoActions(tx, advertiserId, where, cause, now)).undone.length;
}

export async function undoActions(
  tx: Db,
  advertiserId: number,
  where: SQL | undefined,
  cause: UndoCause,
  now: Date,
): Promise<Undone> {
  const rows = await tx
    .select()
    .from(optimizationActions)
    .where(
      and(eq(optimizationActions.advertiserId, advertiserId), isNull(optimizationActions.undoneAt), where),
    )
    .orderBy(asc(optimizationActions.campaignId), desc(optimizationActions.id));
  const result: Undone = { undone: [], superseded: [] };
  const byCampaign = new Map<number, ActionRow[]>();
  for (const r of rows) byCampaign.set(r.campaignId, [...(byCampaign.get(r.campaignId) ?? []), r]);
  for (const [campaignId, actions] of byCampaign) {
    const row = await findCampaignRow(tx, advertiserId, campaignId, true);
    if (!row || row.status === 'archived') continue;
    let targeting = row.targeting;
    const maps = {
      bidByZone: { ...row.bidByZone },
      bidBySite: { ...row.bidBySite },
      bidByCountry: { ...row.bidByCountry },
    };
    const done: number[] = [];
    for (const a of actions) {
      if (a.ruleKind === 'traffic' && a.listMode) {
        targeting = restoreItem(targeting, a.dimension as RuleDimension, a.item, a.listMode, a.previous);
        done.push(a.id);
        continue;
      }
      const column = BID_COLUMN[a.dimension as keyof typeof BID_COLUMN];
      if (!column || maps[column][a.item] !== a.bidAfterMicros) {
        result.superseded.push(a.id);
        continue;
      }
      if (a.bidBeforeMicros === null) delete maps[column][a.item];
      else maps[column][a.item] = a.bidBeforeMicros;
      done.push(a.id);
    }
    if (done.length === 0) continue;
    const set: Partial<CampaignInsert> = { targeting, ...maps };
    await updateCampaign(tx, advertiserId, campaignId, set);
    await tx
      .update(optimizationActions)
      .set({ undoneAt: now, undoneBy: cause })
      .where(inArray(optimizationActions.id, done));
    result.undone.push(...done);
  }
  return result;
}
