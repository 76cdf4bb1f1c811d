import { CampaignAccount, type DayBucket, newBucket } from './campaign-account.ts';
import { localDay } from './local-day.ts';
import type { ReserveResult } from './spend-store.ts';

/** What the ledger reads of a campaign; the bidder's CampaignEntry is one. */
export interface LedgerCampaign {
  id: number;
  dailyBudgetMicros: number | null;
  totalBudgetMicros: number | null;
  pacing: 'asap' | 'even';
  timeZone: string;
}

/**
 * The allowance a refill asks for: ten of the campaign's largest bids seen here (so a process is
 * not back at the database after every bid) or 1 % of the budget, whichever is more; the database
 * caps it at what is left. Small against the budget, so processes share the last part of a budget
 * instead of one of them sitting on it while another is starved. No budget at all: a hundred
 * bids, only so the rows stay right should a budget be set later.
 */
export function chunkMicros(c: LedgerCampaign, maxPriceMicros: number): number {
  const budget = c.dailyBudgetMicros ?? c.totalBudgetMicros;
  if (budget === null) return Math.max(100 * maxPriceMicros, 1);
  return Math.max(10 * maxPriceMicros, Math.ceil(budget / 100), 1);
}

/** When the rest is reserved by other processes, ask again this much later: they may give it back. */
export const RECHECK_WHILE_RESERVED_MS = 60_000;
export const RETRY_AFTER_ERROR_MS = 1_000;

export interface LedgerEntry {
  account: CampaignAccount;
  campaign: LedgerCampaign;
  /** The largest price checked for the campaign here: the unit chunks and "out" are measured in. */
  maxPrice: number;
  refilling: boolean;
  /**
   * No refill before this instant: nothing left for the day (its end), for good (Infinity), or
   * not while other processes hold the rest (a recheck).
   */
  outUntil: number;
  /** No refill before this instant either: after a database error. */
  retryAt: number;
  /** The day's spend of all processes, last read from the database, for pacing. */
  readDay: string;
  readSpent: number;
}

export function newEntry(c: LedgerCampaign, now: number): LedgerEntry {
  const d = localDay(c.timeZone, now);
  return {
    account: new CampaignAccount(c.id, newBucket(d.day, d.start, d.end)),
    campaign: c,
    maxPrice: 0,
    refilling: false,
    outUntil: 0,
    retryAt: 0,
    readDay: '',
    readSpent: 0,
  };
}

const sameBudgets = (a: LedgerCampaign, b: LedgerCampaign) =>
  a.dailyBudgetMicros === b.dailyBudgetMicros && a.totalBudgetMicros === b.totalBudgetMicros;

/** Brings an entry up to the campaign as the index has it now, and to the campaign's current day. */
export function follow(e: LedgerEntry, c: LedgerCampaign, now: number): void {
  const old = e.campaign;
  if (!sameBudgets(old, c)) {
    // A changed budget takes effect at once: what this process holds was sized for the old one,
    // so it goes back, and the next refill asks against the new figures.
    e.account.giveBack(false);
    e.outUntil = 0;
    e.retryAt = 0;
  }
  e.campaign = c;
  const b = e.account.current;
  // Only forward: a clock read slightly behind an earlier one must not reopen yesterday.
  if (now >= b.end || old.timeZone !== c.timeZone) {
    const d = localDay(c.timeZone, now);
    if (d.day !== b.day) e.account.rollTo(d.day, d.start, d.end);
    else Object.assign(b, { start: d.start, end: d.end });
  }
}

/** Today's spend of all processes as this process knows it: the read-back plus its unflushed spend. */
export function spentToday(e: LedgerEntry): number {
  const b = e.account.current;
  return (e.readDay === b.day ? e.readSpent : 0) + b.spent;
}

/**
 * Applies a refill's grant to the bucket it was asked for. When even then the allowance does not
 * cover one bid, the rows (as they stood under lock) say whether anything can still come: what
 * other processes reserve comes back only when they stop, pass midnight or see the budget change,
 * so with nothing free the campaign asks no more until its midnight (day budget) or ever (total
 * budget; a budget change resets it), and while others hold a bid's worth it looks again every
 * RECHECK_WHILE_RESERVED_MS. Bids released back into its own allowance can still be made meanwhile.
 */
export function applyGrant(
  e: LedgerEntry,
  b: DayBucket,
  asked: LedgerCampaign,
  r: ReserveResult,
  now: number,
) {
  e.account.granted(b, r.grantedMicros);
  // Judged only against the budgets it was asked with: a newer budget gets its own refill.
  if (b !== e.account.current || !sameBudgets(e.campaign, asked)) return;
  e.readDay = b.day;
  e.readSpent = r.daySpentMicros;
  const price = e.maxPrice;
  if (b.allowance >= price) return;
  const free = (budget: number | null, spent: number, reserved: number) =>
    budget === null ? Number.POSITIVE_INFINITY : budget - spent - reserved;
  // Ours is what we still bid with or have in flight; spend not yet written counts as others'
  // here, which can only make the campaign look again sooner, never give up too early.
  const oursToday = b.allowance + b.held;
  const ours = e.account.older.reduce((n, x) => n + x.allowance + x.held, oursToday);
  if (free(asked.totalBudgetMicros, r.totalSpentMicros, r.totalReservedMicros) < price)
    e.outUntil =
      r.totalReservedMicros - ours >= price ? now + RECHECK_WHILE_RESERVED_MS : Number.POSITIVE_INFINITY;
  else if (free(asked.dailyBudgetMicros, r.daySpentMicros, r.dayReservedMicros) < price)
    e.outUntil = r.dayReservedMicros - oursToday >= price ? now + RECHECK_WHILE_RESERVED_MS : b.end;
  // Out for the day or for good: the crumbs this process holds may serve another's smaller bid.
  if (e.outUntil >= b.end) e.account.giveBack(false);
}

export interface LedgerState {
  day: string;
  allowanceMicros: number;
  heldMicros: number;
  unflushedSpentMicros: number;
  reservedMicros: number;
  /** Today's spend of all processes: last read-back plus this process's unflushed spend. */
  spentTodayMicros: number;
  /** Asks the database for no more budget now (see applyGrant). */
  out: boolean;
}

export function stateOf(e: LedgerEntry, now: number): LedgerState {
  const all = [...e.account.older, e.account.current];
  const sum = (f: (x: DayBucket) => number) => all.reduce((n, x) => n + f(x), 0);
  return {
    day: e.account.current.day,
    allowanceMicros: e.account.current.allowance,
    heldMicros: sum((x) => x.held),
    unflushedSpentMicros: sum((x) => x.spent),
    reservedMicros: sum((x) => x.reserved),
    spentTodayMicros: spentToday(e),
    out: e.outUntil > now,
  };
}
