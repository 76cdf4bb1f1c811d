import { IMAGE_QUOTA, IMAGE_UNUSED_HOURS } from '@panel/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploadOwners, uploads, users } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { text } from '../../lib/i18n.ts';

const MB = 1024 * 1024;
const megabytes = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/**
 * Refuses (409) an image that would take the advertiser past IMAGE_QUOTA; one the account already
 * stores adds nothing and always passes. Runs inside the upload's transaction and locks the
 * account's row first, so parallel uploads of one account are counted one after the other and
 * cannot both take the last place.
 */
export async function assertImageFits(tx: Db, advertiserId: number, imageId: string, bytes: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, advertiserId)).for('no key update');
  const owned = await tx
    .select({ id: uploadOwners.uploadId })
    .from(uploadOwners)
    .where(and(eq(uploadOwners.advertiserId, advertiserId), eq(uploadOwners.uploadId, imageId)));
  if (owned.length > 0) return;
  const [usage] = await tx
    .select({
      images: count(),
      bytes: sql<number>`coalesce(sum(${uploads.bytes}), 0)`.mapWith(Number),
    })
    .from(uploadOwners)
    .innerJoin(uploads, eq(uploads.id, uploadOwners.uploadId))
    .where(eq(uploadOwners.advertiserId, advertiserId));
  const images = usage?.images ?? 0;
  const stored = usage?.bytes ?? 0;
  if (images < IMAGE_QUOTA.images && stored + bytes <= IMAGE_QUOTA.bytes) return;
  const params = {
    count: images,
    megabytes: megabytes(stored),
    maxImages: IMAGE_QUOTA.images.toLocaleString('en'),
    maxMegabytes: megabytes(IMAGE_QUOTA.bytes),
    hours: IMAGE_UNUSED_HOURS,
  };
  throw new HttpError(409, 'CONFLICT', 'errors.imageQuota', params, {
    file: text('errors.imageQuota', params),
  });
}
