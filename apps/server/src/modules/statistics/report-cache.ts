import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { executeNamed } from '../../db/named-statement.ts';
import type { CubeScope } from '../../db/stats-schema.ts';
import { Lru } from '../../lib/lru.ts';

interface Entry<T> {
  /** The owner's stats version the value was read under. */
  version: string;
  /** The database's write count when that version was last confirmed (PGlite only). */
  writes: number | undefined;
  value: Promise<T>;
}

/**
 * Report pages kept by the question asked (report.ts questionOf) and served again while the
 * owner's statistics have not changed since.
 *
 * Every write to an owner's cube rows bumps the owner's row in `stats_versions` in the same
 * transaction (triggers of migration 0015, whoever writes), so each read first asks the
 * database for that version, one primary-key lookup, and recomputes when it moved. Nothing
 * served is older than the last committed write, in this process or any other. Names are not
 * kept: they are looked up for each answer, so a campaign renamed shows at once.
 *
 * Where the database counts its writes (PGlite: this process is its only client), a kept page
 * whose version was confirmed at the count the database still shows is served without asking
 * for the version: no write of any kind has been sent since, so none can have moved it.
 *
 * Reads of the same question under the same version share one computation. At most `maxRows`
 * rows and `maxEntries` questions are kept (a question's key holds its filters, up to a few kB,
 * even for an empty page); the least recently used go first.
 */
export class ReportCache<T> {
  readonly #entries: Lru<string, Entry<T>>;

  constructor(
    private readonly sizeOf: (value: T) => number,
    maxRows = 100_000,
    maxEntries = 2_000,
    private readonly writes?: () => number,
  ) {
    this.#entries = new Lru(maxRows, maxEntries);
  }

  async read(db: Db, scope: CubeScope, scopeId: number, key: string, compute: () => Promise<T>): Promise<T> {
    const id = `${scope}:${scopeId}:${key}`;
    // Read before the version is: a write sent after it moves the count past it.
    const writes = this.writes?.();
    const kept = this.#entries.get(id);
    if (kept && writes !== undefined && kept.writes === writes) return kept.value;
    const version = await versionOf(db, scope, scopeId);
    const hit = this.#entries.get(id);
    if (hit && hit.version === version) {
      hit.writes = writes;
      return hit.value;
    }
    // Weighed once it has come; until then it holds no rows.
    const entry: Entry<T> = { version, writes, value: compute() };
    this.#entries.set(id, entry);
    try {
      const value = await entry.value;
      if (this.#entries.get(id) === entry) this.#entries.set(id, entry, this.sizeOf(value));
      return value;
    } catch (error) {
      if (this.#entries.get(id) === entry) this.#entries.delete(id);
      throw error;
    }
  }

  /** How many questions are kept (for tests). */
  get size(): number {
    return this.#entries.size;
  }
}

/** The owner's statistics version: '0' until its first write. */
async function versionOf(db: Db, scope: CubeScope, scopeId: number): Promise<string> {
  const { rows } = await executeNamed<{ version: string | number }>(
    db,
    sql`select version::text as version from stats_versions where scope = ${scope} and scope_id = ${scopeId}`,
  );
  return String(rows[0]?.version ?? '0');
}
