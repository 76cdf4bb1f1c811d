import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema.ts';
import { newToken } from './secrets.ts';

/**
 * A random secret made once per database and shared by every server process on it (the
 * captcha's HMAC key, the tracking links' signing key). The first process to ask creates it;
 * the others read the same row, so a link signed by one is verified by any other.
 */
export async function databaseSecret(db: Db, key: string): Promise<string> {
  await db.insert(settings).values({ key, value: newToken() }).onConflictDoNothing();
  const rows = await db.select().from(settings).where(eq(settings.key, key));
  const value = rows[0]?.value;
  if (!value) throw new Error(`${key} missing`);
  return value;
}
