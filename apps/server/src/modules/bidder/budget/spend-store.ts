import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

/**
 * The ledger's SQL: `campaign_spend` (per campaign and local day) and `campaign_spend_totals`.
 * Every process's allowance is reserved in both rows of its campaign, so `spent + reserved` of a
 * row never exceeds the budget by what a reservation grants.
 *
 * Lock order, the same in every transaction here, so no two processes can deadlock: a campaign's
 * totals row before any of its day rows, and campaigns by ascending id. Nobody locks a day row
 * without holding its campaign's totals row first.
 */

export interface ReserveRequest {
  campaignId: number;
  day: string;
  wantMicros: number;
  dailyBudgetMicros: number | null;
  totalBudgetMicros: number | null;
}

export interface ReserveResult {
  grantedMicros: number;
  /** The rows after the grant, all processes together. */
  daySpentMicros: number;
  dayReservedMicros: number;
  totalSpentMicros: number;
  totalReservedMicros: number;
}

interface SpendRow {
  spent_micros: string | number;
  reserved_micros: string | number;
}

/** What a grant may be, given both rows as they stand under lock; a budget of null is no limit. */
export function grantOf(r: ReserveRequest, day: SpendRow, total: SpendRow): number {
  const left = (budget: number | null, row: SpendRow) =>
    budget === null
      ? Number.POSITIVE_INFINITY
      : budget - Number(row.spent_micros) - Number(row.reserved_micros);
  return Math.max(
    0,
    Math.floor(Math.min(r.wantMicros, left(r.dailyBudgetMicros, day), left(r.totalBudgetMicros, total))),
  );
}

/**
 * Takes up to `wantMicros` of the budget for one process. One transaction of two statements: the
 * first creates or locks both rows and returns them as they stand (ON CONFLICT DO UPDATE locks
 * the row and sees its latest version, whatever the snapshot), the second adds the grant to both.
 * The grant is computed between them from locked rows that nobody else can change until commit,
 * so two processes refilling at once are served one after the other, never from the same figure.
 * (A single statement cannot do it: it can lock both rows but not learn what it granted, since
 * RETURNING shows only new values before PostgreSQL 18.)
 */
export async function reserve(db: Db, r: ReserveRequest): Promise<ReserveResult> {
  return db.transaction(async (tx) => {
    const locked = (await tx.execute(sql`
      with t as (
        insert into campaign_spend_totals as s (campaign_id) values (${r.campaignId})
        on conflict (campaign_id) do update set campaign_id = excluded.campaign_id
        returning s.spent_micros, s.reserved_micros
      ), d as (
        insert into campaign_spend as s (campaign_id, day) select ${r.campaignId}, ${r.day}::date from t
        on conflict (campaign_id, day) do update set campaign_id = excluded.campaign_id
        returning s.spent_micros, s.reserved_micros
      )
      select t.spent_micros ts, t.reserved_micros tr, d.spent_micros ds, d.reserved_micros dr from t, d`)) as {
      rows: { ts: string; tr: string; ds: string; dr: string }[];
    };
    const row = locked.rows[0];
    if (!row) throw new Error(`campaign ${r.campaignId}: spend rows were not locked`);
    const day = { spent_micros: row.ds, reserved_micros: row.dr };
    const total = { spent_micros: row.ts, reserved_micros: row.tr };
    const granted = grantOf(r, day, total);
    if (granted > 0)
      await tx.execute(sql`
        with t as (
          update campaign_spend_totals set reserved_micros = reserved_micros + ${granted}::bigint
          where campaign_id = ${r.campaignId}
        )
        update campaign_spend set reserved_micros = reserved_micros + ${granted}::bigint
        where campaign_id = ${r.campaignId} and day = ${r.day}::date`);
    return {
      grantedMicros: granted,
      daySpentMicros: Number(row.ds),
      dayReservedMicros: Number(row.dr) + granted,
      totalSpentMicros: Number(row.ts),
      totalReservedMicros: Number(row.tr) + granted,
    };
  });
}

/** What one process adds to a day row (and the same to its campaign's totals row). */
export interface SpendDelta {
  campaignId: number;
  day: string;
  spentMicros: number;
  /** Taken off `reserved_micros`: reservation now spent, or given back. */
  unreservedMicros: number;
}

export interface DaySpent {
  campaignId: number;
  day: string;
  spentMicros: number;
}

/**
 * Writes `spent += x, reserved -= y` to every row in one transaction, then reads the day's spend
 * of all processes for `read` (pacing's figure), after the write so it includes it. Rows of
 * campaigns deleted meanwhile are left out rather than failing the whole flush on the foreign key.
 * A row that does not exist yet (spend on a campaign this process never reserved for: a click
 * charged here) starts at the delta, its reserve at zero.
 */
export async function writeSpend(
  db: Db,
  deltas: readonly SpendDelta[],
  read: readonly DaySpent[],
): Promise<DaySpent[]> {
  const sorted = [...deltas].sort((a, b) => a.campaignId - b.campaignId || (a.day < b.day ? -1 : 1));
  const totals = new Map<number, { spent: number; unreserved: number }>();
  for (const d of sorted) {
    const t = totals.get(d.campaignId) ?? { spent: 0, unreserved: 0 };
    t.spent += d.spentMicros;
    t.unreserved += d.unreservedMicros;
    totals.set(d.campaignId, t);
  }
  const ids = [...totals.keys()];
  return db.transaction(async (tx) => {
    if (sorted.length > 0) {
      await tx.execute(sql`
        insert into campaign_spend_totals as s (campaign_id, spent_micros, reserved_micros)
        select u.id, u.spent, -u.unreserved
        from unnest(${sql.param(ids)}::int[], ${sql.param(ids.map((id) => totals.get(id)?.spent ?? 0))}::bigint[],
          ${sql.param(ids.map((id) => totals.get(id)?.unreserved ?? 0))}::bigint[]) as u(id, spent, unreserved)
        where exists (select 1 from campaigns c where c.id = u.id)
        order by u.id
        on conflict (campaign_id) do update set spent_micros = s.spent_micros + excluded.spent_micros,
          reserved_micros = s.reserved_micros + excluded.reserved_micros`);
      await tx.execute(sql`
        insert into campaign_spend as s (campaign_id, day, spent_micros, reserved_micros)
        select u.id, u.day, u.spent, -u.unreserved
        from unnest(${sql.param(sorted.map((d) => d.campaignId))}::int[], ${sql.param(sorted.map((d) => d.day))}::date[],
          ${sql.param(sorted.map((d) => d.spentMicros))}::bigint[],
          ${sql.param(sorted.map((d) => d.unreservedMicros))}::bigint[]) as u(id, day, spent, unreserved)
        where exists (select 1 from campaigns c where c.id = u.id)
        order by u.id, u.day
        on conflict (campaign_id, day) do update set spent_micros = s.spent_micros + excluded.spent_micros,
          reserved_micros = s.reserved_micros + excluded.reserved_micros`);
    }
    if (read.length === 0) return [];
    const rows = (await tx.execute(sql`
      select s.campaign_id, to_char(s.day, 'YYYY-MM-DD') as day, s.spent_micros
      from campaign_spend s
      join unnest(${sql.param(read.map((r) => r.campaignId))}::int[], ${sql.param(read.map((r) => r.day))}::date[]) as u(id, day)
        on s.campaign_id = u.id and s.day = u.day`)) as {
      rows: { campaign_id: number; day: string; spent_micros: string }[];
    };
    return rows.rows.map((r) => ({
      campaignId: Number(r.campaign_id),
      day: r.day,
      spentMicros: Number(r.spent_micros),
    }));
  });
}

/** A campaign as the ledger needs it, for spend charged before this process ever bid for it. */
export async function ledgerCampaigns(db: Db, ids: readonly number[]) {
  const rows = (await db.execute(sql`
    select id, daily_budget_micros, total_budget_micros, pacing, time_zone
    from campaigns where id = any(${sql.param([...ids])}::int[])`)) as {
    rows: {
      id: number;
      daily_budget_micros: string | null;
      total_budget_micros: string | null;
      pacing: string;
      time_zone: string;
    }[];
  };
  return rows.rows.map((r) => ({
    id: Number(r.id),
    dailyBudgetMicros: r.daily_budget_micros === null ? null : Number(r.daily_budget_micros),
    totalBudgetMicros: r.total_budget_micros === null ? null : Number(r.total_budget_micros),
    pacing: r.pacing === 'even' ? ('even' as const) : ('asap' as const),
    timeZone: r.time_zone,
  }));
}
