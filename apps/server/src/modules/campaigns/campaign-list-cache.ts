import { type KeptAnswer, keptAnswer } from '../../lib/kept-answer.ts';
import { Lru } from '../../lib/lru.ts';
import type { ListChanges } from './list-changes.ts';

/**
 * At most this many bytes of kept list answers per process (their JSON; the compressed copies, a
 * fifth to a third of it, come on top), and this many lists.
 */
const MAX_BYTES = 16 * 1024 * 1024;
const MAX_LISTS = 5_000;

/**
 * Campaign list answers kept as written while nothing they show has changed since they were read
 * (issue 16: the list at 0.15 of bare Fastify on PostgreSQL, half of 3,000 answers/s on PGlite).
 * `changes` says what "changed" means on each database (list-changes.ts).
 *
 * The count is read before the list is. A change that lands after that moves it, so the answer is
 * kept under a count that no longer holds and is read anew next time; a change that landed before
 * it was counted already. On PGlite any write moves it; on PostgreSQL any write of this process,
 * and another process's change to the owner's campaigns, creatives, groups or figures. So a platform
 * with live traffic keeps a list for about a second (the ingestion flushes each second); an idle
 * one keeps it until the next change. The key is the owner, the parsed query and, for a list with
 * figures, the hours they cover (they move with the clock); the session is checked before, so a
 * signed-out or revoked session never reaches it.
 */
export class CampaignListCache {
  readonly #entries = new Lru<string, { count: number; at: number; answer: KeptAnswer }>(
    MAX_BYTES,
    MAX_LISTS,
  );

  constructor(
    private readonly changes: Pick<ListChanges, 'count' | 'maxAgeMs'>,
    /** Monotonic: a clock set back does not stretch a kept list's age. */
    private readonly now: () => number = () => performance.now(),
  ) {}

  async answer(
    owner: number,
    key: string,
    write: () => Promise<string | Buffer | ArrayBuffer>,
  ): Promise<KeptAnswer> {
    const count = this.changes.count(owner);
    const at = this.now();
    if (count === null) return keptAnswer(await write());
    const kept = this.#entries.get(key);
    if (kept?.count === count && at - kept.at < this.changes.maxAgeMs) return kept.answer;
    const answer = keptAnswer(await write());
    this.#entries.set(key, { count, at, answer }, answer.body.length);
    return answer;
  }
}
