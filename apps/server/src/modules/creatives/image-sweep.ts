import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_TYPES, IMAGE_UNUSED_HOURS, type ImageMime } from '@panel/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type Logger, MAINTENANCE_INTERVAL_MS, repeatEvery } from '../../db/maintenance.ts';
import { creatives, uploadOwners, uploads } from '../../db/schema.ts';

/**
 * (advertiser, image) pairs that some creative uses: the content fields that hold an uploaded
 * image's url (those creativeImages() reads), `/uploads/<sha256>.<ext>` by the contract's rule.
 * One pass over the creatives, joined by hash, not one search of them per image.
 */
const inUse = sql`
  select distinct ${creatives.advertiserId} as advertiser_id, substring(image.url from 10 for 64) as upload_id
  from ${creatives}
  cross join lateral (values (${creatives.content} ->> 'image_url'), (${creatives.content} ->> 'icon_url')) as image(url)
  where image.url like '/uploads/%'`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** An upload no account owns and no creative uses, still so when the row is locked for deletion. */
const unowned = (id: SQL) => sql`
  not exists (select 1 from ${uploadOwners} where ${uploadOwners.uploadId} = ${id})
  and not exists (select 1 from in_use where in_use.upload_id = ${id})`;

function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23503') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export interface SweepResult {
  /** Claims of an account on an image none of its creatives uses. */
  released: number;
  /** Images (rows and files) that no account owned any more and no creative used. */
  deleted: number;
}

/**
 * Deletes what uploads nobody uses, IMAGE_UNUSED_HOURS after the last upload, so an image sent
 * for a creative not yet saved survives. First each account's claim on images none of its own
 * creatives use; then the images no account claims and no creative at all uses (one row lock at
 * a time), with their files. A file is shared when two accounts upload the same content, and
 * goes only with the last claim: the owners' foreign key makes the database refuse to delete an
 * image that an upload running in parallel has just claimed again.
 */
export async function sweepImages(db: Db, uploadsDir: string, now = new Date()): Promise<SweepResult> {
  const cutoff = new Date(now.getTime() - IMAGE_UNUSED_HOURS * 3_600_000).toISOString();
  const released = rowsOf(
    await db.execute(sql`
      with in_use as (${inUse})
      delete from ${uploadOwners} as o
      where o.uploaded_at < ${cutoff}::timestamptz
        and not exists (
          select 1 from in_use where in_use.advertiser_id = o.advertiser_id and in_use.upload_id = o.upload_id
        )
      returning o.upload_id`),
  ).length;

  const candidates = rowsOf<{ id: string }>(
    await db.execute(sql`
      with in_use as (${inUse})
      select u.id from ${uploads} as u
      where u.created_at < ${cutoff}::timestamptz and ${unowned(sql`u.id`)}`),
  );
  let deleted = 0;
  for (const { id } of candidates) {
    try {
      await db.transaction(async (tx) => {
        const gone = rowsOf<{ mime: ImageMime }>(
          await tx.execute(sql`
            with in_use as (${inUse})
            delete from ${uploads} as u where u.id = ${id} and ${unowned(sql`u.id`)}
            returning u.mime`),
        );
        const mime = gone[0]?.mime;
        if (!mime) return;
        // Inside the transaction: an upload of the same content waits on this row until the file
        // is gone, then writes it again.
        await unlink(path.join(uploadsDir, `${id}.${IMAGE_TYPES[mime]}`)).catch((error: unknown) => {
          if ((error as { code?: string }).code !== 'ENOENT') throw error;
        });
        deleted += 1;
      });
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
    }
  }
  return { released, deleted };
}

/** The sweep once an interval, on every driver: any number of server processes may run it at once. */
export function startImageSweep(
  db: Db,
  uploadsDir: string,
  log: Logger,
  intervalMs = MAINTENANCE_INTERVAL_MS,
): () => Promise<void> {
  return repeatEvery(intervalMs, () =>
    sweepImages(db, uploadsDir)
      .then((result) => log.info(result, 'unused images swept'))
      .catch((error: unknown) => log.error({ err: error }, 'image sweep failed')),
  );
}
