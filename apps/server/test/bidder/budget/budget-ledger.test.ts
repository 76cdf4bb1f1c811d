import { describe, expect, it, vi } from 'vitest';
import { BudgetLedger } from '../../../src/modules/bidder/budget/budget-ledger.ts';
import { DRIVERS } from '../../helpers.ts';
import { budgetCampaign, spendAll, spendRows, useDatabases, withBudgets } from './budget-fixtures.ts';

const T = Date.parse('2026-05-01T10:00:00Z');
const DAY = '2026-05-01';
const HOUR = 3_600_000;

describe.each(DRIVERS)('budget ledger (%s)', (driver) => {
  const databases = useDatabases(driver);
  const db = () => (databases[0] as (typeof databases)[number]).db;

  it('holds, settles and releases against an allowance reserved in the day and total rows', async () => {
    const c = await budgetCampaign(db(), { daily: 10_000_000, total: 50_000_000 });
    const ledger = new BudgetLedger(db());
    // Nothing reserved yet: no bid, and a refill starts in the background.
    expect(ledger.check(c, 1_000, T)).toBe('budget');
    await ledger.whenIdle();
    // One chunk: 1 % of the daily budget (more than ten bids).
    expect(ledger.state(c.id, T)).toMatchObject({
      day: DAY,
      allowanceMicros: 100_000,
      reservedMicros: 100_000,
    });
    expect(await spendRows(db(), c.id)).toEqual({
      days: { [DAY]: { spent: 0, reserved: 100_000 } },
      total: { spent: 0, reserved: 100_000 },
    });
    expect(ledger.check(c, 1_000, T)).toBe('ok');
    ledger.hold(c.id, 1_000);
    ledger.settle(c.id, 1_000, 600);
    ledger.hold(c.id, 1_000);
    ledger.release(c.id, 1_000);
    ledger.hold(c.id, 1_000);
    expect(ledger.state(c.id, T)).toMatchObject({
      allowanceMicros: 98_400,
      heldMicros: 1_000,
      unflushedSpentMicros: 600,
    });
    await ledger.flush(T);
    expect(await spendRows(db(), c.id)).toEqual({
      days: { [DAY]: { spent: 600, reserved: 99_400 } },
      total: { spent: 600, reserved: 99_400 },
    });
    expect(ledger.state(c.id, T)?.spentTodayMicros).toBe(600);
    // Stopping gives back everything, the bid still in flight too.
    await ledger.stop(T);
    expect(await spendRows(db(), c.id)).toEqual({
      days: { [DAY]: { spent: 600, reserved: 0 } },
      total: { spent: 600, reserved: 0 },
    });
    expect(ledger.check(c, 1_000, T)).toBe('budget');
  });

  it('never bids past its allowance, and stops at the daily budget until the next day', async () => {
    const c = await budgetCampaign(db(), { daily: 50_000 });
    const ledger = new BudgetLedger(db());
    expect(await spendAll(ledger, c, 3_000, T)).toBe(48_000);
    // Its own spend is not written yet, so the reserve might be another process's: it looks again later.
    expect(ledger.state(c.id, T)).toMatchObject({ out: true, allowanceMicros: 2_000 });
    await ledger.flush(T);
    // Written: nothing is free and nobody else holds any, so it is out for the day and gives its
    // crumbs back, and asks the database nothing more that day.
    const later = T + HOUR;
    expect(ledger.check(c, 3_000, later)).toBe('budget');
    await ledger.whenIdle();
    expect(ledger.state(c.id, later)).toMatchObject({ out: true, allowanceMicros: 0 });
    await ledger.flush(later);
    expect((await spendRows(db(), c.id)).days[DAY]).toEqual({ spent: 48_000, reserved: 0 });
    const asked = vi.spyOn(db(), 'transaction');
    expect(ledger.check(c, 3_000, later + HOUR)).toBe('budget');
    expect(asked).not.toHaveBeenCalled();
    asked.mockRestore();
    // The next day has a budget of its own.
    expect(await spendAll(ledger, c, 3_000, T + 24 * HOUR)).toBe(48_000);
    await ledger.stop(T + 24 * HOUR);
    expect((await spendRows(db(), c.id)).total).toEqual({ spent: 96_000, reserved: 0 });
  });

  it('picks up a raised budget at the next refill, and a lowered one at once', async () => {
    const c = await budgetCampaign(db(), { daily: 20_000 });
    const ledger = new BudgetLedger(db());
    expect(await spendAll(ledger, c, 1_000, T)).toBe(20_000);
    const raised = await withBudgets(db(), c, 50_000, null);
    expect(await spendAll(ledger, raised, 1_000, T)).toBe(30_000);
    // Lowered below what is spent: the allowance goes back and nothing more is bid.
    const more = await withBudgets(db(), c, 100_000, null);
    expect(ledger.check(more, 1_000, T)).toBe('budget');
    await ledger.whenIdle();
    expect(ledger.state(c.id, T)?.allowanceMicros).toBeGreaterThan(0);
    const lowered = await withBudgets(db(), c, 40_000, null);
    expect(ledger.check(lowered, 1_000, T)).toBe('budget');
    expect(ledger.state(c.id, T)?.allowanceMicros).toBe(0);
    await ledger.whenIdle();
    expect(ledger.state(c.id, T)).toMatchObject({ out: true, allowanceMicros: 0 });
    await ledger.stop(T);
    expect((await spendRows(db(), c.id)).days[DAY]).toEqual({ spent: 50_000, reserved: 0 });
  });

  it("'even' pacing holds back early in the day, counting what other processes spent", async () => {
    const c = await budgetCampaign(db(), { daily: 24_000_000, pacing: 'even' });
    const oneAm = Date.parse('2026-05-01T01:00:00Z');
    const a = new BudgetLedger(db());
    // One hour of 24, plus 5 %: 1 000 000 + 1 200 000.
    const spent = await spendAll(a, c, 10_000, oneAm);
    expect(spent).toBeLessThanOrEqual(2_200_000);
    expect(spent).toBeGreaterThan(2_200_000 - 10_000);
    expect(a.check(c, 10_000, oneAm)).toBe('pacing');
    await a.flush(oneAm);
    // A second process learns the day's spend with its first refill and holds back too.
    const b = new BudgetLedger(db());
    expect(b.check(c, 10_000, oneAm)).toBe('budget');
    await b.whenIdle();
    expect(b.check(c, 10_000, oneAm)).toBe('pacing');
    // By noon the day has caught up.
    const noon = Date.parse('2026-05-01T12:00:00Z');
    expect(b.check(c, 10_000, noon)).toBe('ok');
    await a.stop(noon);
    await b.stop(noon);
  });
});
