import type { Db } from '../../../db/client.ts';
import type { DayBucket } from './campaign-account.ts';
import {
  applyGrant,
  chunkMicros,
  follow,
  type LedgerCampaign,
  type LedgerEntry,
  type LedgerState,
  newEntry,
  RETRY_AFTER_ERROR_MS,
  spentToday,
  stateOf,
} from './ledger-entry.ts';
import { flushEntries, type Orphans } from './ledger-flush.ts';
import { pacingAllows } from './pacing.ts';
import { reserve } from './spend-store.ts';

export { chunkMicros, type LedgerCampaign, type LedgerState } from './ledger-entry.ts';

/**
 * Budgets on the bid path, with no database call there. Each process bids only against an
 * allowance it reserved beforehand, by one locked transaction, in both `campaign_spend` (the
 * campaign's local day) and `campaign_spend_totals` (spend-store.ts; chunk sizes in
 * ledger-entry.ts). So all processes together never spend more than a budget, but for a price that
 * turns out above its hold or spend charged with no allowance left (a click): one price per such
 * event at most, which the next refill of every process then subtracts.
 *
 * A process that dies keeps its reservation reserved: its allowance and holds (at most one chunk
 * plus its bids in flight, per campaign) stay unspendable for the rest of that day, and in the
 * totals row for good. That is underspend, never overspend; clearing it means setting
 * `reserved_micros` of rows no live process holds back to zero. The dead process's unflushed
 * spend (at most a second's) is lost with it; it was covered by that same reservation.
 */
export type BudgetVerdict = 'ok' | 'budget' | 'pacing';

export interface BudgetLedgerOptions {
  flushIntervalMs?: number;
  onError?: (error: unknown) => void;
}

export class BudgetLedger {
  private entries = new Map<number, LedgerEntry>();
  /** Charges for campaigns this process has not bid for yet: their time zone is read on flush. */
  private orphans: Orphans = new Map();
  private jobs = new Set<Promise<void>>();
  private flushing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly onError: (error: unknown) => void;

  constructor(
    private readonly db: Db,
    private readonly options: BudgetLedgerOptions = {},
  ) {
    this.onError =
      options.onError ??
      ((error) => process.emitWarning(`budget ledger: ${(error as Error).message}`, 'BudgetLedgerWarning'));
  }

  /** May `c` send a bid costing `priceMicros` now? Synchronous; a short allowance starts a refill. */
  check(c: LedgerCampaign, priceMicros: number, now: number): BudgetVerdict {
    if (this.stopped) return 'budget';
    const e = this.entryOf(c, now);
    if (priceMicros > e.maxPrice) e.maxPrice = priceMicros;
    const b = e.account.current;
    const paced =
      c.pacing === 'asap' ||
      pacingAllows({
        pacing: c.pacing,
        dailyBudgetMicros: c.dailyBudgetMicros,
        spentTodayMicros: spentToday(e),
        priceMicros,
        dayStart: b.start,
        dayEnd: b.end,
        now,
      });
    if (!paced) return 'pacing';
    if (b.allowance - priceMicros < chunkMicros(c, e.maxPrice) / 2) this.refill(e, now);
    return b.allowance >= priceMicros ? 'ok' : 'budget';
  }

  /** A bid was sent: its price leaves the allowance until its notice. Only after `check` said 'ok'. */
  hold(campaignId: number, priceMicros: number): void {
    this.entries.get(campaignId)?.account.hold(priceMicros);
  }

  /**
   * The win or billing notice: `chargedMicros` (≤ held) is spent, the rest of the hold comes back.
   * A notice with no hold here (held 0: its bid was made by another process, or its hold already
   * ran out and was released) is charged as `charge` does: the spend is real either way.
   */
  settle(campaignId: number, heldMicros: number, chargedMicros: number): void {
    const e = this.entries.get(campaignId);
    if (e) e.account.settle(heldMicros, chargedMicros);
    else if (chargedMicros > 0) this.charge(campaignId, chargedMicros);
  }

  /** A loss notice, or a hold that heard nothing in time (hold-book.ts): all of it comes back. */
  release(campaignId: number, heldMicros: number): void {
    this.entries.get(campaignId)?.account.settle(heldMicros, 0);
  }

  /**
   * Spend from outside the bid path (a CPC click, a CPA conversion) or a win that arrived after
   * its hold was released (HOLD_TTL_MS): it takes from the allowance while there is one, and
   * counts as spent in any case, so the budget sees it.
   */
  charge(campaignId: number, micros: number, now = Date.now()): void {
    if (micros <= 0) return;
    const e = this.entries.get(campaignId);
    if (e) {
      this.entryOf(e.campaign, now).account.charge(micros);
      return;
    }
    const o = this.orphans.get(campaignId);
    this.orphans.set(campaignId, { micros: (o?.micros ?? 0) + micros, at: o?.at ?? now });
  }

  /** The ledger's view of a campaign, for diagnostics and tests. */
  state(campaignId: number, now = Date.now()): LedgerState | null {
    const e = this.entries.get(campaignId);
    return e ? stateOf(e, now) : null;
  }

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => {
      this.flush().catch(this.onError);
    }, this.options.flushIntervalMs ?? 1_000);
    this.timer.unref();
  }

  /** Writes what was spent; returns yesterday's allowance after a campaign's midnight. */
  async flush(now = Date.now()): Promise<void> {
    while (this.flushing) await this.flushing.catch(() => undefined);
    this.flushing = this.flushOnce(now, false).finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  /** Stops bidding, waits for refills, and writes everything, giving all reservations back. */
  async stop(now = Date.now()): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.whenIdle();
    while (this.flushing) await this.flushing.catch(() => undefined);
    await this.flushOnce(now, true);
  }

  /** Resolves once no refill is under way (tests; stop). */
  async whenIdle(): Promise<void> {
    while (this.jobs.size > 0) await Promise.allSettled([...this.jobs]);
  }

  private entryOf(c: LedgerCampaign, now: number): LedgerEntry {
    const e = this.entries.get(c.id);
    if (e) follow(e, c, now);
    else this.entries.set(c.id, newEntry(c, now));
    return e ?? (this.entries.get(c.id) as LedgerEntry);
  }

  /** In the background: the hot path never waits for it, and one runs per campaign at a time. */
  private refill(e: LedgerEntry, now: number): void {
    if (e.refilling || this.stopped || now < e.outUntil || now < e.retryAt) return;
    const c = e.campaign;
    const b: DayBucket = e.account.current;
    const want = chunkMicros(c, e.maxPrice) - b.allowance;
    if (want <= 0) return;
    e.refilling = true;
    const request = {
      campaignId: c.id,
      day: b.day,
      wantMicros: want,
      dailyBudgetMicros: c.dailyBudgetMicros,
      totalBudgetMicros: c.totalBudgetMicros,
    };
    const job: Promise<void> = reserve(this.db, request)
      .then((r) => applyGrant(e, b, c, r, now))
      .catch((error: unknown) => {
        e.retryAt = now + RETRY_AFTER_ERROR_MS;
        this.onError(error);
      })
      .finally(() => {
        e.refilling = false;
        this.jobs.delete(job);
      });
    this.jobs.add(job);
  }

  private flushOnce(now: number, final: boolean): Promise<void> {
    return flushEntries(this.db, this.entries, this.orphans, now, final);
  }
}
