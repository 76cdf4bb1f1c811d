import { CONVERSION_WINDOW_DAYS, POSTBACK_LOG_SIZE } from '@panel/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type Logger, repeatEvery } from '../../db/maintenance.ts';

const rowCount = (result: unknown) => result as { affectedRows?: number; rowCount?: number | null };
const countOf = (result: unknown) => {
  const r = rowCount(result);
  return Number(r.affectedRows ?? r.rowCount ?? 0);
};

export interface TrackingSweepResult {
  /** postback_log rows beyond each goal's last POSTBACK_LOG_SIZE. */
  logRows: number;
  /** Audience memberships that ran out. */
  members: number;
  /** Counted clicks and conversions older than the longest conversion window. */
  clicks: number;
  conversions: number;
}

/**
 * Keeps the tracking tables the size of what they are for:
 * - a goal's log keeps its last POSTBACK_LOG_SIZE calls (the debugger shows no more), found
 *   per goal from the (postback_id, id) index, so a run costs the goals plus what it deletes;
 * - memberships that ran out leave their audience (audience_size ignores them already);
 * - a click older than the longest conversion window can no longer convert, so it and its
 *   conversions go, once counted (an uncounted row waits for the counting worker).
 */
export async function sweepTracking(db: Db, now: Date = new Date()): Promise<TrackingSweepResult> {
  const oldest = new Date(now.getTime() - CONVERSION_WINDOW_DAYS.max * 86_400_000).toISOString();
  const logRows = await db.execute(sql`
    delete from postback_log l using (
      select p.id as postback_id,
        (select x.id from postback_log x where x.postback_id = p.id
          order by x.id desc offset ${POSTBACK_LOG_SIZE - 1} limit 1) as keep_from
      from postbacks p
    ) k
    where l.postback_id = k.postback_id and l.id < k.keep_from`);
  const members = await db.execute(
    sql`delete from retargeting_members where expires_at <= ${now.toISOString()}::timestamptz`,
  );
  const conversions = await db.execute(
    sql`delete from conversions where counted and created_at < ${oldest}::timestamptz`,
  );
  const clicks = await db.execute(
    sql`delete from clicks where counted and created_at < ${oldest}::timestamptz`,
  );
  return {
    logRows: countOf(logRows),
    members: countOf(members),
    clicks: countOf(clicks),
    conversions: countOf(conversions),
  };
}

/**
 * Once a minute: a goal receiving a thousand conversions a second adds 60,000 log rows a minute,
 * which is what the trim then deletes; the other deletes find nothing most of the time.
 */
export const TRACKING_SWEEP_INTERVAL_MS = 60_000;

export function startTrackingSweep(db: Db, log: Logger, intervalMs = TRACKING_SWEEP_INTERVAL_MS) {
  return repeatEvery(intervalMs, () =>
    sweepTracking(db)
      .then((r) => {
        if (r.logRows + r.members + r.clicks + r.conversions > 0) log.info(r, 'tracking tables swept');
      })
      .catch((error: unknown) => log.error({ err: error }, 'tracking sweep failed')),
  );
}
