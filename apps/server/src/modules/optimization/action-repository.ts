import type { Paged, RuleAction, RuleActionListQuery } from '@panel/contract';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { optimizationActions } from '../../db/optimization-schema.ts';
import { campaigns } from '../../db/schema.ts';
import { toAction } from './action-view.ts';

/** A page of the advertiser's action log matching `where`, newest first, with campaign names. */
export async function listActions(
  db: Db,
  advertiserId: number,
  where: SQL | undefined,
  q: Pick<RuleActionListQuery, 'page' | 'per_page' | 'round_id' | 'campaign_id'>,
): Promise<Paged<RuleAction>> {
  const filter = and(
    eq(optimizationActions.advertiserId, advertiserId),
    where,
    q.round_id ? eq(optimizationActions.roundId, q.round_id) : undefined,
    q.campaign_id ? eq(optimizationActions.campaignId, q.campaign_id) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ action: optimizationActions, campaignName: campaigns.name })
      .from(optimizationActions)
      .innerJoin(campaigns, eq(campaigns.id, optimizationActions.campaignId))
      .where(filter)
      .orderBy(desc(optimizationActions.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: count() }).from(optimizationActions).where(filter),
  ]);
  return { items: rows.map((r) => toAction(r.action, r.campaignName)), total: totals[0]?.total ?? 0 };
}

export async function actionsByIds(db: Db, advertiserId: number, ids: number[]): Promise<RuleAction[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ action: optimizationActions, campaignName: campaigns.name })
    .from(optimizationActions)
    .innerJoin(campaigns, eq(campaigns.id, optimizationActions.campaignId))
    .where(and(eq(optimizationActions.advertiserId, advertiserId), inArray(optimizationActions.id, ids)))
    .orderBy(desc(optimizationActions.id));
  return rows.map((r) => toAction(r.action, r.campaignName));
}
