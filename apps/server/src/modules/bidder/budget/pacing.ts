/**
 * Pacing: how fast a campaign may spend its daily budget.
 *
 * - 'asap' spends as fast as traffic allows; only the budget stops it.
 * - 'even' may have spent, at each moment of its local day, at most the share of the daily budget
 *   that the elapsed share of the day entitles it to, plus a slack. The share is of real elapsed
 *   time over the day's real length, so a 23- or 25-hour day (clocks changing) is spread over 23 or
 *   25 hours, and the whole budget is reachable by the day's end either way.
 *
 * The slack (EVEN_SLACK_SHARE of the daily budget) lets a campaign start each day at once instead
 * of waiting for the first microdollars to accrue, and absorbs the error of the spend figure it is
 * compared with: the day's spend of all processes as last read from the database (once a second)
 * plus what this process spent since. Other processes' spend since that read is unseen for at
 * most a second, which at any plausible rate is far below 5 % of a day's budget. Bids in flight
 * are not counted: most are lost, and the wins among them are spend within seconds.
 *
 * A campaign with only a total budget has no day to spread: 'even' needs a daily budget and is
 * 'asap' without one (the panel asks for a daily budget with even pacing; this only keeps a row
 * that lacks one bidding rather than stalled).
 */
export const EVEN_SLACK_SHARE = 0.05;

export interface PacingInput {
  pacing: 'asap' | 'even';
  dailyBudgetMicros: number | null;
  /** The day's spend across processes: last read-back plus this process's unflushed spend. */
  spentTodayMicros: number;
  /** What the bid about to be sent would cost. */
  priceMicros: number;
  /** Bounds of the campaign's local day (local-day.ts) and the moment of the bid, ms. */
  dayStart: number;
  dayEnd: number;
  now: number;
}

/** Share of the local day elapsed at `now`, 0 to 1. */
export function elapsedShare(dayStart: number, dayEnd: number, now: number): number {
  if (dayEnd <= dayStart) return 1;
  return Math.min(1, Math.max(0, (now - dayStart) / (dayEnd - dayStart)));
}

/** The most an 'even' campaign may have spent by `now`, micros. */
export function evenPacingLimitMicros(
  dailyBudgetMicros: number,
  dayStart: number,
  dayEnd: number,
  now: number,
) {
  return dailyBudgetMicros * (elapsedShare(dayStart, dayEnd, now) + EVEN_SLACK_SHARE);
}

/**
 * May the campaign spend `priceMicros` more now? A price above the whole allowance so far still
 * passes when nothing is spent yet, so a campaign whose bid exceeds 5 % of its daily budget can
 * bid at all; after that one bid it waits for the day to catch up.
 */
export function pacingAllows(p: PacingInput): boolean {
  if (p.pacing !== 'even' || p.dailyBudgetMicros === null) return true;
  const limit = evenPacingLimitMicros(p.dailyBudgetMicros, p.dayStart, p.dayEnd, p.now);
  return p.spentTodayMicros + p.priceMicros <= Math.max(limit, p.priceMicros);
}
