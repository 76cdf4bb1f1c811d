import { type KeptAnswer, keptAnswer } from '../../lib/kept-answer.ts';
import { Lru } from '../../lib/lru.ts';

/**
 * At most this many bytes of kept list answers per process (their JSON; the compressed copies, a
 * fifth to a third of it, come on top), and this many lists.
 */
const MAX_BYTES = 16 * 1024 * 1024;
const MAX_LISTS = 5_000;

/**
 * Campaign list answers kept as written while the database has taken no write since they were
 * read (issue 16: the list on PGlite, half of 3,000 answers/s). Only where the database counts
 * its writes (PGlite, which this process alone uses: db/pglite-thread.ts `writes`); on
 * PostgreSQL other processes write too, and the list is read each time.
 *
 * The count is read before the list is. A write that runs after that moves it (counted as it
 * answers, before the connection is let go), so the answer is kept under a count that no longer
 * holds and is read anew next time; a write that ran before it was counted already. Any write
 * moves it, another account's or a flush of statistics too (a flush with nothing in it changes no
 * row and moves nothing), so a platform with live traffic keeps a list for about a second (the
 * ingestion flushes each second); an idle one keeps it until the next change. The key is the
 * owner, the parsed query and, for a list with figures, the hours they cover (they move with the
 * clock); the session is checked before, so a signed-out or revoked session never reaches it.
 */
export class CampaignListCache {
  readonly #entries = new Lru<string, { writes: number; answer: KeptAnswer }>(MAX_BYTES, MAX_LISTS);

  constructor(private readonly writes: () => number) {}

  async answer(key: string, write: () => Promise<string | Buffer | ArrayBuffer>): Promise<KeptAnswer> {
    const writes = this.writes();
    const kept = this.#entries.get(key);
    if (kept?.writes === writes) return kept.answer;
    const answer = keptAnswer(await write());
    this.#entries.set(key, { writes, answer }, answer.body.length);
    return answer;
  }
}
