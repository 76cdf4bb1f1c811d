import { type Paged, RULES_MAX, type RuleKind, type RuleListQuery } from '@panel/contract';
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { optimizationActions, optimizationRules } from '../../db/optimization-schema.ts';
import { campaigns, users } from '../../db/schema.ts';
import { likePattern, searchedId } from '../../lib/list-search.ts';
import { sqlState } from '../../lib/sql-state.ts';
import { ownedRule, type RuleInput, type RuleRow, ruleColumns } from './rule-view.ts';

export type Listed = { row: RuleRow; actions: number };
export type Written =
  | { kind: 'ok'; id: number }
  | { kind: 'name' }
  | { kind: 'full' }
  | { kind: 'missing' }
  | { kind: 'campaigns'; index: number };

const nameTaken = (err: unknown) => sqlState(err) === '23505';

/** Qualified by hand: Drizzle writes a column in a select as "id" alone, which here would be the action's own id. */
const actionsTaken = sql<number>`(select count(*)::int from ${optimizationActions} a where a.rule_id = "optimization_rules"."id")`;

export async function findRule(db: Db, advertiserId: number, kind: RuleKind, id: number) {
  const [found] = await db
    .select({ row: optimizationRules, actions: actionsTaken })
    .from(optimizationRules)
    .where(ownedRule(advertiserId, kind, id));
  return found as Listed | undefined;
}

/** The first of `ids` that is not one of the advertiser's campaigns, as its index, or -1. */
async function foreignCampaign(tx: Db, advertiserId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return -1;
  const owned = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.advertiserId, advertiserId), inArray(campaigns.id, ids)));
  const mine = new Set(owned.map((c) => c.id));
  return ids.findIndex((id) => !mine.has(id));
}

async function guarded(run: () => Promise<Written>): Promise<Written> {
  try {
    return await run();
  } catch (err) {
    if (nameTaken(err)) return { kind: 'name' };
    throw err;
  }
}

/**
 * The advertiser's row is locked first, so parallel creations count one after the other and the
 * cap holds exactly; a name taken meanwhile is the unique index's refusal, not a 500.
 */
export function insertRule(db: Db, advertiserId: number, kind: RuleKind, body: RuleInput): Promise<Written> {
  return guarded(() =>
    db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, advertiserId)).for('no key update');
      const foreign = await foreignCampaign(tx, advertiserId, body.campaign_ids);
      if (foreign >= 0) return { kind: 'campaigns', index: foreign } as const;
      const [held] = await tx
        .select({ n: count() })
        .from(optimizationRules)
        .where(and(eq(optimizationRules.advertiserId, advertiserId), eq(optimizationRules.kind, kind)));
      if ((held?.n ?? 0) >= RULES_MAX) return { kind: 'full' } as const;
      const [row] = await tx
        .insert(optimizationRules)
        .values({ advertiserId, kind, ...ruleColumns(body) })
        .returning({ id: optimizationRules.id });
      if (!row) throw new Error('insert returned no row');
      return { kind: 'ok', id: row.id } as const;
    }),
  );
}

/** The whole rule is replaced; its log and last run stay. */
export function updateRule(
  db: Db,
  advertiserId: number,
  kind: RuleKind,
  id: number,
  body: RuleInput,
): Promise<Written> {
  return guarded(() =>
    db.transaction(async (tx) => {
      const foreign = await foreignCampaign(tx, advertiserId, body.campaign_ids);
      if (foreign >= 0) return { kind: 'campaigns', index: foreign } as const;
      const rows = await tx
        .update(optimizationRules)
        .set({ ...ruleColumns(body), updatedAt: sql`now()` })
        .where(ownedRule(advertiserId, kind, id))
        .returning({ id: optimizationRules.id });
      return rows[0] ? ({ kind: 'ok', id } as const) : ({ kind: 'missing' } as const);
    }),
  );
}

/** Its actions stay in the log (rule_id set null), named and still undoable. */
export async function deleteRule(db: Db, advertiserId: number, kind: RuleKind, id: number): Promise<boolean> {
  const rows = await db
    .delete(optimizationRules)
    .where(ownedRule(advertiserId, kind, id))
    .returning({ id: optimizationRules.id });
  return rows.length > 0;
}

const SORT_COLUMNS = {
  name: sql`lower(${optimizationRules.name})`,
  created_at: optimizationRules.createdAt,
  id: optimizationRules.id,
  last_run_at: optimizationRules.lastRunAt,
};

export async function listRules(
  db: Db,
  advertiserId: number,
  kind: RuleKind,
  q: RuleListQuery,
): Promise<Paged<Listed>> {
  const id = searchedId(q.search);
  const where: SQL | undefined = and(
    eq(optimizationRules.advertiserId, advertiserId),
    eq(optimizationRules.kind, kind),
    q.status ? eq(optimizationRules.status, q.status) : undefined,
    q.search
      ? or(
          ilike(optimizationRules.name, likePattern(q.search)),
          id === undefined ? undefined : eq(optimizationRules.id, id),
        )
      : undefined,
  );
  const column = SORT_COLUMNS[q.sort.key];
  const [items, totals] = await Promise.all([
    db
      .select({ row: optimizationRules, actions: actionsTaken })
      .from(optimizationRules)
      .where(where)
      .orderBy(
        q.sort.descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`,
        desc(optimizationRules.id),
      )
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: count() }).from(optimizationRules).where(where),
  ]);
  return { items: items as Listed[], total: totals[0]?.total ?? 0 };
}
