import type { RetargetingTarget } from '@panel/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { retargetingPixels } from '../../db/tracking-schema.ts';
import { text } from '../../lib/i18n.ts';
import type { FieldErrors } from './store-checks.ts';

/**
 * Every retargeting id names a pixel of this advertiser, read in one query for both lists.
 * Another advertiser's pixel is refused exactly as one that does not exist, so the answer never
 * tells which ids are taken.
 */
export async function checkRetargetingPixels(
  db: Db,
  errors: FieldErrors,
  advertiserId: number,
  target: RetargetingTarget,
) {
  const wanted = [...new Set([...target.include, ...target.exclude])];
  if (wanted.length === 0) return;
  const rows = await db
    .select({ id: retargetingPixels.id })
    .from(retargetingPixels)
    .where(and(eq(retargetingPixels.advertiserId, advertiserId), inArray(retargetingPixels.id, wanted)));
  const owned = new Set(rows.map((r) => r.id));
  for (const list of ['include', 'exclude'] as const) {
    if (target[list].some((id) => !owned.has(id)))
      errors.add(`targeting.retargeting.${list}`, text('validation.retargetingPixel'));
  }
}
