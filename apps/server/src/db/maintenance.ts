import { getTableName, sql } from 'drizzle-orm';
import type { Database, Db } from './client.ts';
import { CUBES, statsFloors } from './stats-schema.ts';

/** The tables ingestion and the bidder write to all day long. */
export const ROLLUP_TABLES: readonly string[] = [
  ...CUBES.map((c) => c.name),
  getTableName(statsFloors),
  'delivery_funnel',
  'campaign_spend',
  'campaign_spend_totals',
];

/**
 * VACUUM (ANALYZE) of the rollup tables. PostgreSQL's autovacuum does this by itself; PGlite runs
 * in one process with no background workers, so without it the planner would plan report queries
 * with no statistics at all and dead row versions left by upserts would only go where page
 * pruning reaches. Vacuum reads only pages changed since the last run, so an hourly run costs what
 * that hour wrote, not the history kept.
 */
export async function maintainRollups(db: Db): Promise<number> {
  const started = performance.now();
  await db.execute(sql.raw(`vacuum (analyze) ${ROLLUP_TABLES.join(', ')}`));
  return performance.now() - started;
}

export const MAINTENANCE_INTERVAL_MS = 3_600_000;

export interface Logger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * Runs `job` every `intervalMs` without holding the process open. A run that is still going when
 * the next is due makes that one skip. Returns the stop function, which waits for a run under way.
 */
export function repeatEvery(intervalMs: number, job: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = job().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** On PGlite, maintains the rollups once an hour; on PostgreSQL it leaves the job to autovacuum. */
export function startRollupMaintenance(
  database: Database,
  log: Logger,
  intervalMs = MAINTENANCE_INTERVAL_MS,
): () => Promise<void> {
  if (database.kind !== 'pglite') return async () => undefined;
  return repeatEvery(intervalMs, () =>
    maintainRollups(database.db)
      .then((ms) => log.info({ ms: Math.round(ms) }, 'rollup tables vacuumed and analyzed'))
      .catch((error: unknown) => log.error({ err: error }, 'rollup maintenance failed')),
  );
}
