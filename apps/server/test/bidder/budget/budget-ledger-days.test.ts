import { describe, expect, it } from 'vitest';
import { BudgetLedger } from '../../../src/modules/bidder/budget/budget-ledger.ts';
import { DRIVERS } from '../../helpers.ts';
import { budgetCampaign, spendAll, spendRows, useDatabases } from './budget-fixtures.ts';

const T = Date.parse('2026-05-01T10:00:00Z');
const DAY = '2026-05-01';
const HOUR = 3_600_000;

describe.each(DRIVERS)('budget ledger across days and charges (%s)', (driver) => {
  const databases = useDatabases(driver);
  const db = () => (databases[0] as (typeof databases)[number]).db;

  it("gives the day's reservation back at the campaign's own midnight; late notices end on their day", async () => {
    const c = await budgetCampaign(db(), { daily: 10_000_000, timeZone: 'America/New_York' });
    const ledger = new BudgetLedger(db());
    const afternoon = Date.parse('2026-05-01T20:00:00Z');
    const afterMidnight = Date.parse('2026-05-02T04:30:00Z');
    ledger.check(c, 1_000, afternoon);
    await ledger.whenIdle();
    for (let i = 0; i < 2; i++) {
      expect(ledger.check(c, 1_000, afternoon)).toBe('ok');
      ledger.hold(c.id, 1_000);
      ledger.settle(c.id, 1_000, 1_000);
    }
    ledger.hold(c.id, 1_000);
    await ledger.flush(afternoon);
    expect((await spendRows(db(), c.id)).days['2026-05-01']).toEqual({ spent: 2_000, reserved: 98_000 });
    // Local midnight in New York is 04:00Z: what is not held goes back; the bid in flight stays.
    await ledger.flush(afterMidnight);
    let rows = await spendRows(db(), c.id);
    expect(rows.days['2026-05-01']).toEqual({ spent: 2_000, reserved: 1_000 });
    expect(rows.total).toEqual({ spent: 2_000, reserved: 1_000 });
    ledger.check(c, 1_000, afterMidnight);
    await ledger.whenIdle();
    expect(ledger.state(c.id, afterMidnight)).toMatchObject({ day: '2026-05-02', allowanceMicros: 100_000 });
    // Its win comes after midnight and is charged to the day it was bid on.
    ledger.settle(c.id, 1_000, 700);
    await ledger.flush(afterMidnight);
    rows = await spendRows(db(), c.id);
    expect(rows.days['2026-05-01']).toEqual({ spent: 2_700, reserved: 0 });
    expect(rows.days['2026-05-02']).toEqual({ spent: 0, reserved: 100_000 });
    expect(rows.total).toEqual({ spent: 2_700, reserved: 100_000 });
    await ledger.stop(afterMidnight);
    expect((await spendRows(db(), c.id)).total).toEqual({ spent: 2_700, reserved: 0 });
  });

  it('stops at the total budget for good, whatever the day', async () => {
    const c = await budgetCampaign(db(), { daily: null, total: 30_000 });
    const ledger = new BudgetLedger(db());
    expect(await spendAll(ledger, c, 1_000, T)).toBe(30_000);
    expect(await spendAll(ledger, c, 1_000, T + 48 * HOUR)).toBe(0);
    expect(ledger.state(c.id, T + 48 * HOUR)?.out).toBe(true);
    await ledger.stop(T + 48 * HOUR);
    expect((await spendRows(db(), c.id)).total).toEqual({ spent: 30_000, reserved: 0 });
  });

  it('counts charge() from outside the bid path against the budget', async () => {
    const c = await budgetCampaign(db(), { daily: 30_000 });
    const ledger = new BudgetLedger(db());
    // Clicks charged before this process ever bid for the campaign: its zone is read on flush.
    ledger.charge(c.id, 20_000, T);
    ledger.charge(c.id, 5_000, T);
    await ledger.flush(T);
    expect((await spendRows(db(), c.id)).days[DAY]).toEqual({ spent: 25_000, reserved: 0 });
    expect(await spendAll(ledger, c, 1_000, T)).toBe(5_000);
    // A click after the budget is spent is still owed: over by that one click, never more.
    ledger.charge(c.id, 2_000, T);
    await ledger.stop(T);
    expect((await spendRows(db(), c.id)).total).toEqual({ spent: 32_000, reserved: 0 });

    const other = await budgetCampaign(db(), { daily: 10_000_000 });
    const second = new BudgetLedger(db());
    second.check(other, 1_000, T);
    await second.whenIdle();
    second.charge(other.id, 5_000, T);
    expect(second.state(other.id, T)?.allowanceMicros).toBe(95_000);
    await second.flush(T);
    expect((await spendRows(db(), other.id)).days[DAY]).toEqual({ spent: 5_000, reserved: 95_000 });
    await second.stop(T);
  });
});
