import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** How long delivery_funnel keeps a minute: the report reads one hour, the second is slack. */
export const FUNNEL_KEEP_MINUTES = 120;

export interface FunnelRow {
  campaignId: number;
  /** Minutes since 1970-01-01T00:00Z. */
  minute: number;
  stage: string;
  count: number;
  minPriceMicros: number | null;
  maxPriceMicros: number | null;
}

/**
 * Adds the rows to delivery_funnel in one statement, whatever their number (the arrays are
 * parameters). Every process adds its own counts to the same rows, so several can flush at once:
 * - the rows go in key order, so two processes lock shared rows in the same order and never
 *   deadlock each other;
 * - rows of a campaign deleted since they were counted are left out (its rows went with it),
 *   rather than failing the statement on the foreign key and with it everyone else's rows.
 */
export async function upsertFunnelRows(db: Db, rows: readonly FunnelRow[]): Promise<void> {
  if (rows.length === 0) return;
  const column = <K extends keyof FunnelRow>(key: K) => sql.param(rows.map((r) => r[key]));
  await db.execute(sql`
    insert into delivery_funnel as f (campaign_id, minute, stage, count, min_price_micros, max_price_micros)
    select r.campaign_id, r.minute, r.stage, r.count, r.min_price, r.max_price
    from unnest(${column('campaignId')}::int[], ${column('minute')}::int[], ${column('stage')}::text[],
      ${column('count')}::bigint[], ${column('minPriceMicros')}::bigint[], ${column('maxPriceMicros')}::bigint[])
      as r(campaign_id, minute, stage, count, min_price, max_price)
    where exists (select 1 from campaigns c where c.id = r.campaign_id)
    order by r.campaign_id, r.minute, r.stage
    on conflict (campaign_id, minute, stage) do update set
      count = f.count + excluded.count,
      min_price_micros = least(f.min_price_micros, excluded.min_price_micros),
      max_price_micros = greatest(f.max_price_micros, excluded.max_price_micros)`);
}

/**
 * Deletes the minutes older than FUNNEL_KEEP_MINUTES before `minute`. The table never holds much
 * more than that (every process sweeps), so the scan this takes stays that size.
 */
export async function sweepDeliveryFunnel(db: Db, minute: number): Promise<void> {
  await db.execute(sql`delete from delivery_funnel where minute < ${minute - FUNNEL_KEEP_MINUTES}::int`);
}
