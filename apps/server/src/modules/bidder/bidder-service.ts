import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AudienceStore } from './audiences.ts';
import type { Bidder } from './bidder.ts';
import { flushImpressionAudiences } from './impression-audiences.ts';
import type { Snapshot } from './snapshot.ts';
import { loadSnapshot } from './snapshot-loader.ts';

/**
 * The bidder's background: it reads what the panel configured into a new snapshot when the
 * database says something changed (LISTEN bidder_changes, migration 0010; within a second of the
 * change), and every RELOAD_MS in any case, in case a notice was lost while a connection was
 * down; it keeps the audiences current; and once a second it writes what the bid path counted
 * (statistics, the funnel) and gives back budget held for bids that heard nothing.
 */
export const RELOAD_MS = 30_000;
const FLUSH_MS = 1_000;
/**
 * The funnel is written every tenth flush: its rows are per minute, so writing them each second
 * would update every row sixty times a minute for nothing (and bloat PGlite, which has no
 * autovacuum) while the statistics, which must show a win within seconds, still go every second.
 */
const FUNNEL_EVERY = 10;
const CHANGE_DEBOUNCE_MS = 100;
const MEMBERS_DEBOUNCE_MS = 500;

export type Listen = (channel: string, onNotice: () => void) => Promise<() => Promise<void>>;

export interface BidderServiceParts {
  db: Db;
  bidder: Bidder;
  listen?: Listen | undefined;
  log: FastifyBaseLogger;
  /** Writes the funnel's counts (delivery-funnel.ts). */
  flushFunnel: () => Promise<void>;
  /** Moves the funnel's counting on to the current minute (it never reads the clock itself). */
  tickFunnel?: () => void;
}

export interface BidderService {
  /** Reads the snapshot now; resolves once it is in use. */
  reload(): Promise<void>;
  /** Writes everything counted so far (the funnel too). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs `run` `ms` after the last `schedule()`, never two at once; `now()` runs it at once (after
 * the one under way) and resolves when a run that started after the call has finished.
 */
function debounced(ms: number, run: () => Promise<void>, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const runOnce = async () => {
    while (running) await running;
    running = run()
      .catch((error) => log.warn({ err: error }, 'bidder background task failed'))
      .finally(() => {
        running = null;
      });
    await running;
  };
  return {
    schedule: () => {
      timer ??= setTimeout(() => {
        timer = null;
        void runOnce();
      }, ms);
    },
    now: async () => {
      if (timer) clearTimeout(timer);
      timer = null;
      await runOnce();
    },
    cancel: () => {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

/**
 * A campaign bids only against budget its process holds, which the first check of a campaign
 * starts to fetch: asking for every campaign of a new snapshot before it is used means a campaign
 * is ready to bid from its first request, not from the one after its allowance arrived.
 */
async function primeBudgets(bidder: Bidder, snapshot: Snapshot): Promise<void> {
  const now = Date.now();
  for (const c of snapshot.campaigns.values())
    bidder.parts.ledger.check(c, Math.ceil(c.estimatedCpmMicros / 1000), now);
  await bidder.parts.ledger.whenIdle?.();
}

export async function startBidderService(parts: BidderServiceParts): Promise<BidderService> {
  const { db, bidder, log } = parts;
  const reloadNow = async () => {
    const snapshot = await loadSnapshot(db, (id) =>
      log.warn({ campaignId: id }, 'campaign left out of the auction: its stored targeting does not parse'),
    );
    await bidder.audiences.sync(db, AudienceStore.namedBy(snapshot));
    await primeBudgets(bidder, snapshot);
    bidder.snapshot = snapshot;
  };
  const reload = debounced(CHANGE_DEBOUNCE_MS, reloadNow, log);
  const members = debounced(
    MEMBERS_DEBOUNCE_MS,
    () => bidder.audiences.sync(db, AudienceStore.namedBy(bidder.snapshot)),
    log,
  );
  let flushing: Promise<void> | null = null;
  let flushes = 0;
  const flushNow = async (all: boolean) => {
    bidder.expireHolds(Date.now());
    bidder.tally.drain(bidder.snapshot, bidder.parts.funnel);
    parts.tickFunnel?.();
    if (bidder.parts.ingestor.pending > 0) await bidder.parts.ingestor.flush();
    if (all || ++flushes % FUNNEL_EVERY === 0) await parts.flushFunnel();
    await flushImpressionAudiences(db, bidder);
  };
  const flush = async (all = true) => {
    while (flushing) await flushing;
    flushing = flushNow(all).finally(() => {
      flushing = null;
    });
    return flushing;
  };
  await reloadNow();
  const unlisten = [
    await parts.listen?.('bidder_changes', reload.schedule),
    await parts.listen?.('bidder_members', members.schedule),
  ];
  const flushTimer = setInterval(
    () => void flush(false).catch((error) => log.warn({ err: error }, 'bidder flush failed')),
    FLUSH_MS,
  );
  const reloadTimer = setInterval(reload.schedule, RELOAD_MS);
  flushTimer.unref();
  reloadTimer.unref();
  return {
    reload: async () => {
      await reload.now();
    },
    flush,
    async stop() {
      clearInterval(flushTimer);
      clearInterval(reloadTimer);
      reload.cancel();
      members.cancel();
      for (const off of unlisten) await off?.();
      await flush().catch((error) => log.warn({ err: error }, 'bidder flush failed'));
    },
  };
}
