import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { MAINTENANCE_INTERVAL_MS, repeatEvery } from '../db/maintenance.ts';
import { rateCounters } from '../db/schema.ts';

/** At most `limit` attempts per `key` in each fixed window of `windowMs`. */
export interface RateRule {
  key: string;
  limit: number;
  windowMs: number;
}

export type Attempt =
  | {
      allowed: true;
      /** Takes the attempt back (a successful sign-in does not count against anyone). */
      release(): Promise<void>;
    }
  | { allowed: false; retryAfterMs: number };

const windowOf = (rule: RateRule, now: number) => new Date(Math.floor(now / rule.windowMs) * rule.windowMs);

async function takeBack(db: Db, rows: { key: string; windowStart: Date }[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .update(rateCounters)
    .set({ count: sql`greatest(${rateCounters.count} - 1, 0)` })
    .where(
      or(...rows.map((r) => and(eq(rateCounters.key, r.key), eq(rateCounters.windowStart, r.windowStart)))),
    );
}

/**
 * Counts one attempt against every rule in a single upsert: the check and the count are one
 * step, so of 200 parallel attempts exactly `limit` see a number within it, whichever process
 * serves them. A refused attempt is taken back at once, so hammering a closed door never
 * lengthens the wait.
 */
export async function attempt(db: Db, rules: readonly RateRule[], now = Date.now()): Promise<Attempt> {
  const byKey = new Map(rules.map((rule) => [rule.key, rule]));
  const counted = await db
    .insert(rateCounters)
    .values(
      [...byKey.values()].map((rule) => ({ key: rule.key, windowStart: windowOf(rule, now), count: 1 })),
    )
    .onConflictDoUpdate({
      target: [rateCounters.key, rateCounters.windowStart],
      set: { count: sql`${rateCounters.count} + 1` },
    })
    .returning();
  const over = counted.filter((row) => row.count > (byKey.get(row.key)?.limit ?? Number.POSITIVE_INFINITY));
  if (over.length === 0) return { allowed: true, release: () => takeBack(db, counted) };
  await takeBack(db, counted);
  const reopens = Math.max(
    ...over.map((row) => row.windowStart.getTime() + (byKey.get(row.key)?.windowMs ?? 0)),
  );
  return { allowed: false, retryAfterMs: Math.max(reopens - now, 1_000) };
}

/** Drops windows that ended long ago; run from the periodic maintenance. */
export async function sweepRateCounters(db: Db, olderThanMs: number, now = Date.now()): Promise<void> {
  await db.delete(rateCounters).where(lt(rateCounters.windowStart, new Date(now - olderThanMs)));
}

/** No window lasts longer than a day; rows older than that only take room. */
export function startRateCounterSweep(
  db: Db,
  log: { error(object: object, message: string): void },
  intervalMs = MAINTENANCE_INTERVAL_MS,
): () => Promise<void> {
  return repeatEvery(intervalMs, () =>
    sweepRateCounters(db, 24 * 3_600_000).catch((error: unknown) =>
      log.error({ err: error }, 'rate counter sweep failed'),
    ),
  );
}
