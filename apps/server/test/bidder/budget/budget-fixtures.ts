import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { loadConfig, testConfig } from '../../../src/config.ts';
import type { Database, Db } from '../../../src/db/client.ts';
import type { BudgetLedger, LedgerCampaign } from '../../../src/modules/bidder/budget/budget-ledger.ts';
import { openTestDatabase, uniqueEmail } from '../../helpers.ts';

export const databaseUrl = loadConfig({
  NODE_ENV: 'test',
  DATABASE_URL: process.env.TEST_DATABASE_URL,
}).databaseUrl;

/**
 * The ledger needs only the database, not the app: each describe block opens one per driver. On
 * PostgreSQL `connections` opens that many separate pools (processes with their own
 * connections); PGlite serves one connection, so there they share it.
 */
export function useDatabases(driver: 'pglite' | 'postgres', connections = 1): Database[] {
  const list: Database[] = [];
  beforeAll(async () => {
    const config = testConfig({ databaseUrl: driver === 'postgres' ? databaseUrl : undefined });
    const first = await openTestDatabase(config);
    await first.migrate();
    list.push(first);
    for (let i = 1; i < connections; i++)
      list.push(driver === 'postgres' ? await openTestDatabase(config) : first);
  });
  afterAll(async () => {
    for (const d of new Set(list)) await d.close();
  });
  return list;
}

/** A new advertiser with one campaign of these budgets, as the bidder's index would carry it. */
export async function budgetCampaign(
  db: Db,
  options: { daily?: number | null; total?: number | null; pacing?: 'asap' | 'even'; timeZone?: string } = {},
): Promise<LedgerCampaign> {
  const c: Omit<LedgerCampaign, 'id'> = {
    dailyBudgetMicros: options.daily === undefined ? 10_000_000 : options.daily,
    totalBudgetMicros: options.total ?? null,
    pacing: options.pacing ?? 'asap',
    timeZone: options.timeZone ?? 'UTC',
  };
  const user = (await db.execute(sql`
    insert into users (email, password_hash, role, account_type, legal_type, firstname, lastname,
      phone_number_code, phone_number, telegram)
    values (${uniqueEmail('ledger')}, 'not-a-hash', 'advertiser', 'advertiser', 'company', 'Led', 'Ger',
      '+1', '5550000', '@ledger') returning id`)) as { rows: { id: number }[] };
  const campaign = (await db.execute(sql`
    insert into campaigns (advertiser_id, name, status, ad_format, pricing_model, bid_micros,
      daily_budget_micros, total_budget_micros, pacing, destination_url, time_zone, targeting)
    values (${user.rows[0]?.id}, 'Ledger test', 'active', 'popunder', 'cpm', 1000000,
      ${c.dailyBudgetMicros}::bigint, ${c.totalBudgetMicros}::bigint, ${c.pacing},
      'https://offer.example.com/', ${c.timeZone}, '{}'::jsonb) returning id`)) as { rows: { id: number }[] };
  return { id: Number(campaign.rows[0]?.id), ...c };
}

/** The campaign with new budgets, written as the panel would and returned as the index would reload it. */
export async function withBudgets(db: Db, c: LedgerCampaign, daily: number | null, total: number | null) {
  await db.execute(sql`update campaigns set daily_budget_micros = ${daily}::bigint,
    total_budget_micros = ${total}::bigint where id = ${c.id}`);
  return { ...c, dailyBudgetMicros: daily, totalBudgetMicros: total };
}

export interface SpendRows {
  days: Record<string, { spent: number; reserved: number }>;
  total: { spent: number; reserved: number };
}

export async function spendRows(db: Db, campaignId: number): Promise<SpendRows> {
  const days = (await db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day, spent_micros, reserved_micros
    from campaign_spend where campaign_id = ${campaignId}`)) as {
    rows: { day: string; spent_micros: string; reserved_micros: string }[];
  };
  const total = (await db.execute(sql`select spent_micros, reserved_micros
    from campaign_spend_totals where campaign_id = ${campaignId}`)) as {
    rows: { spent_micros: string; reserved_micros: string }[];
  };
  const t = total.rows[0];
  return {
    days: Object.fromEntries(
      days.rows.map((r) => [r.day, { spent: Number(r.spent_micros), reserved: Number(r.reserved_micros) }]),
    ),
    total: { spent: Number(t?.spent_micros ?? 0), reserved: Number(t?.reserved_micros ?? 0) },
  };
}

/** Lets refills and flushes in flight run (they resolve on I/O callbacks). */
export const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Bids as the bidder does (check, hold, then a win charging `charged`) until the ledger refuses:
 * 'pacing', or 'budget' even after the refill it started. Every bid sent must be covered.
 */
export async function spendAll(
  ledger: BudgetLedger,
  c: LedgerCampaign,
  price: number,
  now: number,
  charged = price,
) {
  let spent = 0;
  for (let i = 0; i < 100_000; i++) {
    const verdict = ledger.check(c, price, now);
    if (verdict === 'pacing') return spent;
    if (verdict === 'ok') {
      expect(ledger.state(c.id, now)?.allowanceMicros).toBeGreaterThanOrEqual(price);
      ledger.hold(c.id, price);
      ledger.settle(c.id, price, charged);
      spent += charged;
      continue;
    }
    await ledger.whenIdle();
    if ((ledger.state(c.id, now)?.allowanceMicros ?? 0) < price) return spent;
  }
  throw new Error('the ledger never refused');
}
