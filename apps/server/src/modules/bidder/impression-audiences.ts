import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Bidder } from './bidder.ts';

/** Members written per statement: a flush after a busy second stays a few short statements. */
const BATCH = 1_000;

/**
 * Impression audiences (retargeting pixels of type 1) take every user who saw one of the
 * advertiser's ads: the bid path queues them, and this writes them once a second, one upsert per
 * batch, each membership running its pixel's length from now (as a click or a site visit does).
 */
export async function flushImpressionAudiences(db: Db, bidder: Bidder): Promise<void> {
  const queued = bidder.impressionAudience;
  if (queued.length === 0) return;
  bidder.impressionAudience = [];
  const rows = new Map<string, { pixelId: number; uid: string; days: number }>();
  for (const { advertiserId, userId } of queued)
    for (const pixel of bidder.snapshot.impressionPixels.get(advertiserId) ?? [])
      rows.set(`${pixel.id}:${userId}`, { pixelId: pixel.id, uid: userId, days: pixel.membershipDays });
  const all = [...rows.values()];
  for (let i = 0; i < all.length; i += BATCH) {
    const batch = all.slice(i, i + BATCH);
    const values = sql.join(
      batch.map(
        (r) => sql`(${r.pixelId}::int, ${r.uid}::text, now() + make_interval(days => ${r.days}::int))`,
      ),
      sql`, `,
    );
    // The pixel may have been deleted since the snapshot: join keeps only those that still exist.
    await db.execute(sql`
      insert into retargeting_members (pixel_id, uid, expires_at)
      select v.pixel_id, v.uid, v.expires_at
        from (values ${values}) as v(pixel_id, uid, expires_at)
        join retargeting_pixels p on p.id = v.pixel_id
      on conflict (pixel_id, uid) do update set expires_at = greatest(retargeting_members.expires_at, excluded.expires_at)`);
  }
}
