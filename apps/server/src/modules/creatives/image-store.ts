import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadedImage } from '@panel/contract';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';
import { checkImage } from './image-check.ts';

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

/**
 * Checks the content, then stores it once under its hash. The file is written under a temporary
 * name and renamed, so a reader never sees half a file; the same image uploaded again is the same row.
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
  const file = path.join(uploadsDir, name);
  if (!(await exists(file))) {
    await mkdir(uploadsDir, { recursive: true });
    const temporary = path.join(uploadsDir, `.${name}.${randomUUID()}.tmp`);
    await writeFile(temporary, content);
    await rename(temporary, file);
  }
  await db
    .insert(uploads)
    .values({
      id,
      mime: image.mime,
      width: image.width,
      height: image.height,
      bytes: content.length,
      uploadedBy: userId,
    })
    .onConflictDoNothing();
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
