import type { RuleDimension } from '@panel/contract';
import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { optimizationActions, optimizationRounds, optimizationRules } from '../../db/optimization-schema.ts';
import { campaignProtectedZones, campaigns } from '../../db/schema.ts';
import { type ActionContext, applyToCampaign, type Match } from './apply-actions.ts';
import { ruleMatches } from './figures.ts';
import { HOUR_MS, loadItemSums } from './item-stats.ts';
import { itemKey, resetStarts, windowOf } from './rule-plan.ts';
import type { RuleRow } from './rule-view.ts';
import { undoWhere } from './undo.ts';

/** Two numbers that name the evaluator's advisory locks: (ROUND_LOCK, advertiser id). */
export const ROUND_LOCK = 0x4f50_5431;

export interface RoundResult {
  roundId: number | null;
  rules: number;
  actions: number;
  expired: number;
  /** Milliseconds each rule judged took, in the order judged (bench:rules reads them). */
  ruleMs: number[];
}

/**
 * One round for one advertiser, in one transaction: timed exclusions that ran out are undone,
 * then every active rule whose turn has come (`last_run_at` at least `intervalMs` ago, or never
 * run) is judged over its window and acts. A transaction-level advisory lock keyed by the
 * advertiser makes a second process skip the advertiser rather than judge it twice; marking the
 * rules run in the same transaction means a crash leaves them due for the next pass.
 */
export async function runRound(
  db: Db,
  advertiserId: number,
  intervalMs: number,
  now = new Date(),
): Promise<RoundResult> {
  return db.transaction(async (tx) => {
    const locked = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${ROUND_LOCK}, ${advertiserId}) as ok`,
    )) as unknown as { rows: { ok: boolean }[] };
    if (!locked.rows[0]?.ok) return { roundId: null, rules: 0, actions: 0, expired: 0, ruleMs: [] };

    const expired = await undoWhere(
      tx,
      advertiserId,
      and(
        eq(optimizationActions.advertiserId, advertiserId),
        isNull(optimizationActions.undoneAt),
        isNotNull(optimizationActions.expiresAt),
        lte(optimizationActions.expiresAt, now),
      ),
      'expired',
      now,
    );
    const due = await tx
      .update(optimizationRules)
      .set({ lastRunAt: now })
      .where(
        and(
          eq(optimizationRules.advertiserId, advertiserId),
          eq(optimizationRules.status, 'active'),
          or(
            isNull(optimizationRules.lastRunAt),
            lte(optimizationRules.lastRunAt, new Date(now.getTime() - intervalMs)),
          ),
        ),
      )
      .returning();
    if (due.length === 0) return { roundId: null, rules: 0, actions: 0, expired, ruleMs: [] };

    const [round] = await tx
      .insert(optimizationRounds)
      .values({ advertiserId, rules: due.length, startedAt: now })
      .returning({ id: optimizationRounds.id });
    if (!round) throw new Error('round insert returned no row');
    let actions = 0;
    const ruleMs: number[] = [];
    for (const rule of due.sort((a, b) => a.id - b.id)) {
      const started = performance.now();
      actions += await judgeRule({ tx, advertiserId, roundId: round.id, rule, now });
      ruleMs.push(performance.now() - started);
    }
    if (actions > 0)
      await tx.update(optimizationRounds).set({ actions }).where(eq(optimizationRounds.id, round.id));
    return { roundId: round.id, rules: due.length, actions, expired, ruleMs };
  });
}

async function judgeRule(ctx: ActionContext): Promise<number> {
  const { tx, advertiserId, rule, now } = ctx;
  const live = await tx
    .select({ id: campaigns.id, trafficOptimizerResetAt: campaigns.trafficOptimizerResetAt })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.advertiserId, advertiserId),
        inArray(campaigns.status, ['active', 'paused']),
        rule.campaignIds.length > 0 ? inArray(campaigns.id, rule.campaignIds) : undefined,
      ),
    );
  if (live.length === 0) return 0;
  const { fromHour, toHour } = windowOf(rule, now.getTime());
  const rows = await loadItemSums(tx, {
    advertiserId,
    campaignIds: live.map((c) => c.id),
    dimension: rule.dimension as RuleDimension,
    fromHour,
    toHour,
    byHour: false,
    startsAt: rule.kind === 'traffic' ? resetStarts(live, fromHour) : undefined,
  });
  const matching = rows.filter((r) => ruleMatches(r, rule));
  if (matching.length === 0) return 0;
  const skip = await leftAlone(
    tx,
    rule,
    now,
    matching.map((m) => m.campaignId),
  );
  const byCampaign = new Map<number, Match[]>();
  for (const m of matching) {
    if (skip.has(itemKey(m.campaignId, m.item))) continue;
    const list = byCampaign.get(m.campaignId) ?? [];
    list.push({ item: m.item, sums: m });
    byCampaign.set(m.campaignId, list);
  }
  let taken = 0;
  for (const [campaignId, matches] of byCampaign) taken += await applyToCampaign(ctx, campaignId, matches);
  return taken;
}

/**
 * Items the rule must not touch: protected zones (traffic rules on zones; a zone protected for
 * any SSP), items whose exclusion by this rule the advertiser undid (their call stands for as long
 * as the rule exists), and for bid rules items it already changed within its window.
 */
async function leftAlone(tx: Db, rule: RuleRow, now: Date, campaignIds: number[]): Promise<Set<string>> {
  const skip = new Set<string>();
  const ids = [...new Set(campaignIds)];
  if (rule.kind === 'traffic' && rule.dimension === 'zone') {
    const protectedZones = await tx
      .select({ campaignId: campaignProtectedZones.campaignId, zoneId: campaignProtectedZones.zoneId })
      .from(campaignProtectedZones)
      .where(inArray(campaignProtectedZones.campaignId, ids));
    for (const p of protectedZones) skip.add(itemKey(p.campaignId, p.zoneId));
  }
  const windowMs = (rule.windowUnit === 'days' ? rule.windowValue * 24 : rule.windowValue) * HOUR_MS;
  const earlier = await tx
    .select({ campaignId: optimizationActions.campaignId, item: optimizationActions.item })
    .from(optimizationActions)
    .where(
      and(
        eq(optimizationActions.ruleId, rule.id),
        inArray(optimizationActions.campaignId, ids),
        rule.kind === 'traffic'
          ? eq(optimizationActions.undoneBy, 'user')
          : gt(optimizationActions.createdAt, new Date(now.getTime() - windowMs)),
      ),
    );
  for (const e of earlier) skip.add(itemKey(e.campaignId, e.item));
  return skip;
}
