import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { UserRow } from './session-repository.ts';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

export type NewUser = typeof users.$inferInsert;

/** Inserts a user; null when the e-mail is taken (the unique index decides, not a prior read). */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow | null> {
  const rows = await db.insert(users).values(user).onConflictDoNothing().returning();
  return rows[0] ?? null;
}
