import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { executeNamed } from '../../db/named-statement.ts';
import type { CubeScope } from '../../db/stats-schema.ts';

interface Entry<T> {
  /** The owner's stats version the value was read under. */
  version: string;
  value: Promise<T>;
  /** Rows the value holds, once it has come. */
  size: number;
}

/**
 * Report sums kept by what was asked (the statement and its values) and served again while the
 * owner's statistics have not changed since.
 *
 * Every write to an owner's cube rows bumps the owner's row in `stats_versions` in the same
 * transaction (triggers of migration 0015, whoever writes), so each read first asks the
 * database for that version, one primary-key lookup, and recomputes when it moved. Nothing
 * served is older than the last committed write, in this process or any other. Only sums are
 * kept: names (a campaign renamed) and derived metrics are made for each answer.
 *
 * Reads of the same question under the same version share one computation. At most `maxRows`
 * rows and `maxEntries` questions are kept (a question's key holds its filters, up to a few kB,
 * even for an empty page); the least recently used go first.
 */
export class ReportCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  #rows = 0;

  constructor(
    private readonly sizeOf: (value: T) => number,
    private readonly maxRows = 100_000,
    private readonly maxEntries = 2_000,
  ) {}

  async read(db: Db, scope: CubeScope, scopeId: number, key: string, compute: () => Promise<T>): Promise<T> {
    const version = await versionOf(db, scope, scopeId);
    const id = `${scope}:${scopeId}:${key}`;
    const hit = this.#entries.get(id);
    if (hit && hit.version === version) {
      // Most recently used last, so eviction takes from the front.
      this.#entries.delete(id);
      this.#entries.set(id, hit);
      return hit.value;
    }
    if (hit) this.#drop(id, hit);
    const entry: Entry<T> = { version, value: compute(), size: 0 };
    this.#entries.set(id, entry);
    try {
      const value = await entry.value;
      if (this.#entries.get(id) === entry) {
        entry.size = this.sizeOf(value);
        this.#rows += entry.size;
        this.#evict();
      }
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

  #drop(id: string, entry: Entry<T>) {
    this.#entries.delete(id);
    this.#rows -= entry.size;
  }

  #evict() {
    for (const [id, entry] of this.#entries) {
      if (this.#rows <= this.maxRows && this.#entries.size <= this.maxEntries) return;
      this.#drop(id, entry);
    }
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
