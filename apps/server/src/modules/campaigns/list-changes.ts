import type { Database } from '../../db/client.ts';
import { SESSION_CACHE_TTL_MS } from '../auth/session-cache.ts';

/** Migration 0016: the advertisers (or `*`, all) whose campaigns, creatives, groups or figures changed. */
export const LIST_CHANNEL = 'campaign_lists';

/** Owners whose notices are counted one by one; past it they are forgotten with every count moved. */
const MAX_OWNERS = 100_000;

/**
 * What a kept campaign list (campaign-list-cache.ts) is checked against: `count(owner)`, read
 * before an owner's list is read, moves with every change that list may show; null says "keep
 * nothing now".
 */
export interface ListChanges {
  count(owner: number): number | null;
  /** How long a kept list is believed at most. */
  maxAgeMs: number;
  close(): Promise<void>;
}

/**
 * PGlite: the database's own count of writes (db/pglite-thread.ts), exact, since this process is
 * its only client; any write moves every owner's.
 *
 * PostgreSQL: four counts summed, each of which only grows:
 * - this process's own writes (db/write-count.ts), counted before the writer learns that its
 *   statement or COMMIT answered: a change made through this process shows in every answer after
 *   it, here, with no wait;
 * - notices on LIST_CHANNEL (migration 0016) naming the owner, which PostgreSQL sends at each
 *   commit that changed one of their campaigns, creatives, groups or figures, whoever wrote it
 *   (another worker, another server, an operator's SQL): another process's change shows here once
 *   its notice has arrived, a few milliseconds after its commit;
 * - notices naming every owner (`*`);
 * - the LISTEN connection's losses and returns: while it is down nothing is kept (count() is null),
 *   and what was kept before it went down is read again.
 * As with the session cache, nothing is believed past SESSION_CACHE_TTL_MS: the bound if a notice
 * were ever missed without the connection being seen to drop (a half-open socket).
 */
export async function watchListChanges(database: Database): Promise<ListChanges | null> {
  const { writes, localWrites, listening, listen } = database;
  if (writes) return { count: writes, maxAgeMs: Number.POSITIVE_INFINITY, close: async () => {} };
  if (!localWrites || !listening || !listen) return null;
  const notices = new OwnerNotices();
  const unlisten = await listen(LIST_CHANNEL, (payload) => notices.note(payload));
  return {
    count: (owner) => {
      const epoch = listening();
      return epoch === null ? null : localWrites() + notices.count(owner) + epoch;
    },
    maxAgeMs: SESSION_CACHE_TTL_MS,
    close: unlisten,
  };
}

/** Notices counted per owner named, and those that named all. */
export class OwnerNotices {
  readonly #byOwner = new Map<number, number>();
  #all = 0;

  note(payload: string) {
    if (payload === '*') {
      this.#all++;
      return;
    }
    if (this.#byOwner.size > MAX_OWNERS) this.#forget();
    for (const id of payload.split(',')) {
      const owner = Number(id);
      this.#byOwner.set(owner, (this.#byOwner.get(owner) ?? 0) + 1);
    }
  }

  /** Every owner's count ends past any it had: none can meet a count a list was kept under. */
  #forget() {
    let most = 0;
    for (const count of this.#byOwner.values()) most = Math.max(most, count);
    this.#byOwner.clear();
    this.#all += most + 1;
  }

  count(owner: number): number {
    return this.#all + (this.#byOwner.get(owner) ?? 0);
  }
}
