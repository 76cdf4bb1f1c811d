import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadedImage } from '@panel/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploadOwners, uploads } from '../../db/schema.ts';
import { checkImage } from './image-check.ts';
import { assertImageFits } from './image-quota.ts';

/** Files are named `<sha256>.<ext>`: nothing a client sends ever becomes part of a path. */
export const STORED_NAME = /^[0-9a-f]{64}\.(png|jpg|gif|webp)$/;

export const MIME_BY_EXT: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

async function exists(file: string) {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/** Written under a temporary name and renamed, so a reader never sees half a file. */
async function writeOnce(uploadsDir: string, name: string, content: Buffer) {
  const file = path.join(uploadsDir, name);
  if (await exists(file)) return;
  await mkdir(uploadsDir, { recursive: true });
  const temporary = path.join(uploadsDir, `.${name}.${randomUUID()}.tmp`);
  await writeFile(temporary, content);
  await rename(temporary, file);
}

/**
 * Checks the content and the account's quota, then stores it once under its hash: the same image
 * uploaded again is the same row and file, and only renews the account's claim on it (the sweep
 * of unused images counts from the last upload).
 */
export async function storeImage(
  db: Db,
  uploadsDir: string,
  content: Buffer,
  userId: number,
): Promise<UploadedImage> {
  const image = checkImage(content);
  const id = createHash('sha256').update(content).digest('hex');
  const name = `${id}.${image.ext}`;
  await db.transaction(async (tx) => {
    await assertImageFits(tx, userId, id, content.length);
    // A no-op update rather than DO NOTHING, for its row lock: a sweep deleting this image waits
    // for this upload and is then refused by the owner row below; one that got there first has
    // finished, file and all, before this goes on and writes the file again.
    await tx
      .insert(uploads)
      .values({
        id,
        mime: image.mime,
        width: image.width,
        height: image.height,
        bytes: content.length,
        uploadedBy: userId,
      })
      .onConflictDoUpdate({ target: uploads.id, set: { uploadedBy: sql`${uploads.uploadedBy}` } });
    await tx
      .insert(uploadOwners)
      .values({ uploadId: id, advertiserId: userId })
      .onConflictDoUpdate({
        target: [uploadOwners.advertiserId, uploadOwners.uploadId],
        set: { uploadedAt: sql`now()` },
      });
    await writeOnce(uploadsDir, name, content);
  });
  return {
    id,
    url: `/uploads/${name}`,
    width: image.width,
    height: image.height,
    mime: image.mime,
    bytes: content.length,
  };
}

/** The stored file of a checked name, or null. */
export async function readImage(uploadsDir: string, name: string): Promise<Buffer | null> {
  if (!STORED_NAME.test(name)) return null;
  try {
    return await readFile(path.join(uploadsDir, name));
  } catch {
    return null;
  }
}
