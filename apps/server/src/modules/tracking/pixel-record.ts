import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Retargeting type of a pixel placed on the advertiser's own pages (/resources/retargeting_types). */
const SITE_VISIT = 4;
/** A pixel token as the panel makes them; anything else is not looked up. */
const PIXEL_TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

export const isPixelToken = (token: string) => PIXEL_TOKEN.test(token);

/**
 * Puts the visitor into the site-visit pixel's audience until now + its membership days (a
 * later visit extends it), in one statement. false when no site-visit pixel has the token.
 */
export async function recordPixelHit(db: Db, token: string, uid: string): Promise<boolean> {
  if (!isPixelToken(token)) return false;
  const result = (await db.execute(sql`
    insert into retargeting_members (pixel_id, uid, expires_at)
    select id, ${uid}, now() + membership_days * interval '1 day' from retargeting_pixels
    where token = ${token} and type_id = ${SITE_VISIT}
    on conflict (pixel_id, uid) do update set expires_at = greatest(retargeting_members.expires_at, excluded.expires_at)
    returning pixel_id`)) as { rows: unknown[] };
  return result.rows.length > 0;
}
