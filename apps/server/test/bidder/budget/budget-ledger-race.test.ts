import { describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { BudgetLedger, type LedgerCampaign } from '../../../src/modules/bidder/budget/budget-ledger.ts';
import { localDay } from '../../../src/modules/bidder/budget/local-day.ts';
import { reserve } from '../../../src/modules/bidder/budget/spend-store.ts';
import { DRIVERS } from '../../helpers.ts';
import { budgetCampaign, spendRows, tick, useDatabases } from './budget-fixtures.ts';

/**
 * Several server processes on one budget. On PostgreSQL each ledger has a pool of its own, so
 * refills and flushes really run at once and only the row locks keep them apart; PGlite serves one
 * connection, where the same logic runs interleaved.
 */
const PROCESSES = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One process's bid path, flat out: bids while the ledger allows, notices coming back out of
 * order (half wins at a clearing price up to the bid, half losses), until the ledger refuses and
 * has nothing left to ask. Returns what it was charged.
 */
async function hammer(ledger: BudgetLedger, c: LedgerCampaign, price: number): Promise<number> {
  let charged = 0;
  const holds: number[] = [];
  const notice = () => {
    const held = holds.splice(Math.floor(Math.random() * holds.length), 1)[0] ?? 0;
    if (Math.random() < 0.5) ledger.release(c.id, held);
    else {
      const cost = Math.ceil(held * (0.5 + Math.random() / 2));
      ledger.settle(c.id, held, cost);
      charged += cost;
    }
  };
  for (let i = 0; i < 1_000_000; i++) {
    const now = Date.now();
    const verdict = ledger.check(c, price, now);
    if (verdict === 'ok') {
      ledger.hold(c.id, price);
      holds.push(price);
      if (holds.length > 20) notice();
      if (i % 25 === 0) await tick();
      continue;
    }
    if (holds.length > 0) {
      notice();
      continue;
    }
    await ledger.whenIdle();
    if (ledger.state(c.id, now)?.out && ledger.check(c, price, Date.now()) === 'budget') return charged;
    await sleep(1);
  }
  throw new Error('the ledger never refused');
}

async function race(databases: Database[], c: LedgerCampaign, budget: number) {
  const errors: unknown[] = [];
  const ledgers = databases.map(
    (d) => new BudgetLedger(d.db, { flushIntervalMs: 5, onError: (e) => errors.push(e) }),
  );
  for (const l of ledgers) l.start();
  const prices = [1_000, 1_700, 2_500];
  const charged = await Promise.all(ledgers.map((l, i) => hammer(l, c, prices[i % prices.length] as number)));
  await Promise.all(ledgers.map((l) => l.stop()));
  const rows = await spendRows(databases[0]?.db as Database['db'], c.id);
  const total = charged.reduce((a, b) => a + b, 0);
  expect(errors).toEqual([]);
  // Every micro charged is written, once, and every reservation is given back.
  expect(rows.total).toEqual({ spent: total, reserved: 0 });
  // The rule: never more than the budget plus one bid's price (here not even that, as no win
  // costs more than its hold) ...
  expect(total).toBeLessThanOrEqual(budget + Math.max(...prices));
  expect(total).toBeLessThanOrEqual(budget);
  // ... and the budget is used, but for less than a bid per process left as crumbs and a cent of
  // rounding per win below its price.
  expect(total).toBeGreaterThan(budget - PROCESSES * Math.max(...prices));
  return rows;
}

describe.each(DRIVERS)('budget ledger, several processes (%s)', (driver) => {
  const databases = useDatabases(driver, PROCESSES);
  const first = () => (databases[0] as Database).db;

  it('never grants more than the budget to refills arriving at once', async () => {
    const c = await budgetCampaign(first(), { daily: 500_000, total: 700_000 });
    const day = localDay('UTC', Date.now()).day;
    const grants = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        reserve((databases[i % PROCESSES] as Database).db, {
          campaignId: c.id,
          day,
          wantMicros: 30_000,
          dailyBudgetMicros: 500_000,
          totalBudgetMicros: 700_000,
        }),
      ),
    );
    const granted = grants.map((g) => g.grantedMicros);
    expect(granted.every((g) => g >= 0 && g <= 30_000)).toBe(true);
    expect(granted.reduce((a, b) => a + b, 0)).toBe(500_000);
    const rows = await spendRows(first(), c.id);
    expect(rows.days[day]).toEqual({ spent: 0, reserved: 500_000 });
    expect(rows.total).toEqual({ spent: 0, reserved: 500_000 });
  });

  it('processes hammering a daily budget spend at most the budget plus one price', async () => {
    const c = await budgetCampaign(first(), { daily: 1_000_000 });
    const rows = await race(databases, c, 1_000_000);
    expect(Object.values(rows.days).reduce((a, d) => a + d.spent, 0)).toBe(rows.total.spent);
  });

  it('processes hammering a total budget spend at most the budget plus one price', async () => {
    const c = await budgetCampaign(first(), { daily: null, total: 700_000 });
    await race(databases, c, 700_000);
  });

  it('the smaller of a daily and a total budget holds under the same race', async () => {
    const c = await budgetCampaign(first(), { daily: 400_000, total: 2_000_000 });
    await race(databases, c, 400_000);
  });
});
