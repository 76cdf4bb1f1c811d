import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type Logger, repeatEvery } from '../../db/maintenance.ts';
import { type RoundResult, runRound } from './round.ts';

export interface PassResult {
  advertisers: number;
  rules: number;
  actions: number;
  expired: number;
  ms: number;
}

/**
 * Advertisers with work at `now`: an active rule whose turn has come, or a timed exclusion that
 * ran out. A rule's turn comes `intervalMs` after its last run, so after downtime every overdue
 * rule is judged on the first pass (once: it judges a sliding window, so the rounds missed have
 * nothing left to add) and exclusions that expired meanwhile are undone then.
 */
async function advertisersDue(db: Db, intervalMs: number, now: Date): Promise<number[]> {
  const before = new Date(now.getTime() - intervalMs);
  const result = (await db.execute(sql`
    select advertiser_id as id from optimization_rules
      where status = 'active' and (last_run_at is null or last_run_at <= ${before.toISOString()}::timestamptz)
    union
    select advertiser_id from optimization_actions
      where undone_at is null and expires_at is not null and expires_at <= ${now.toISOString()}::timestamptz
    order by 1`)) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => Number(r.id));
}

/** One pass: each advertiser's round in turn, each in its own transaction; one failing does not stop the others. */
export async function runDueRounds(
  db: Db,
  intervalMs: number,
  now = new Date(),
  log?: Logger,
): Promise<PassResult> {
  const started = performance.now();
  const total: PassResult = { advertisers: 0, rules: 0, actions: 0, expired: 0, ms: 0 };
  for (const advertiserId of await advertisersDue(db, intervalMs, now)) {
    let round: RoundResult;
    try {
      round = await runRound(db, advertiserId, intervalMs, now);
    } catch (err) {
      log?.error({ err, advertiserId }, 'optimization round failed');
      continue;
    }
    total.advertisers += round.roundId === null && round.expired === 0 ? 0 : 1;
    total.rules += round.rules;
    total.actions += round.actions;
    total.expired += round.expired;
  }
  total.ms = performance.now() - started;
  return total;
}

/**
 * Looks for due work every tenth of the interval (at least every second, at most every minute),
 * so a rule runs within a tenth of its interval after its turn comes.
 */
export function startRulesEvaluator(db: Db, log: Logger, intervalMs: number): () => Promise<void> {
  const tickMs = Math.min(60_000, Math.max(1_000, Math.floor(intervalMs / 10)));
  return repeatEvery(tickMs, () =>
    runDueRounds(db, intervalMs, new Date(), log)
      .then((r) => {
        if (r.actions + r.expired > 0) log.info(r, 'optimization rules judged');
      })
      .catch((err: unknown) => log.error({ err }, 'optimization pass failed')),
  );
}
