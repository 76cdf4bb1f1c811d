import { randomBytes } from 'node:crypto';
import { type Paged, POSTBACKS_MAX, type PostbackListQuery, toMicros } from '@panel/contract';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { postbacks } from '../../db/tracking-schema.ts';
import { likePattern, searchedId } from '../../lib/list-search.ts';
import { sqlState } from '../../lib/sql-state.ts';
import { ownedPostback, type PostbackRow, postbackColumns } from './postback-view.ts';

export interface PostbackValues {
  name: string;
  payout: number | null;
  conversion_window_days: number;
  allow_repeats: boolean;
}
type Listed = { row: PostbackRow; today: number; last: Date | null };

/** 12 random bytes: 16 URL-safe characters, 96 bits nobody guesses. */
export const newTrackingToken = () => randomBytes(12).toString('base64url');

const columnsOf = (body: PostbackValues) => ({
  name: body.name,
  payoutMicros: body.payout === null ? null : toMicros(body.payout),
  windowDays: body.conversion_window_days,
  allowRepeats: body.allow_repeats,
});

/** The only unique index a client can hit is the name's (a token collision is a 2^-96 event). */
const nameTaken = (err: unknown) => sqlState(err) === '23505';

export async function findPostback(db: Db, advertiserId: number, id: number): Promise<Listed | undefined> {
  const [row] = await db.select(postbackColumns).from(postbacks).where(ownedPostback(advertiserId, id));
  return row;
}

export type Written = { kind: 'ok'; id: number } | { kind: 'name' } | { kind: 'full' } | { kind: 'missing' };

/**
 * The advertiser's row is locked first, so parallel creations count one after the other and the
 * cap holds exactly; a name taken meanwhile is the unique index's refusal, not a 500.
 */
export async function insertPostback(db: Db, advertiserId: number, body: PostbackValues): Promise<Written> {
  try {
    return await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, advertiserId)).for('no key update');
      const [held] = await tx
        .select({ n: count() })
        .from(postbacks)
        .where(eq(postbacks.advertiserId, advertiserId));
      if ((held?.n ?? 0) >= POSTBACKS_MAX) return { kind: 'full' } as const;
      const [row] = await tx
        .insert(postbacks)
        .values({ advertiserId, token: newTrackingToken(), ...columnsOf(body) })
        .returning({ id: postbacks.id });
      if (!row) throw new Error('insert returned no row');
      return { kind: 'ok', id: row.id } as const;
    });
  } catch (err) {
    if (nameTaken(err)) return { kind: 'name' };
    throw err;
  }
}

/** The whole goal is replaced; its token (and so its URL) stays. */
export async function updatePostback(
  db: Db,
  advertiserId: number,
  id: number,
  body: PostbackValues,
): Promise<Written> {
  try {
    const rows = await db
      .update(postbacks)
      .set({ ...columnsOf(body), updatedAt: sql`now()` })
      .where(ownedPostback(advertiserId, id))
      .returning({ id: postbacks.id });
    return rows[0] ? { kind: 'ok', id } : { kind: 'missing' };
  } catch (err) {
    if (nameTaken(err)) return { kind: 'name' };
    throw err;
  }
}

/** Its conversions and its log go with it (foreign keys on delete cascade). */
export async function deletePostback(db: Db, advertiserId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(postbacks)
    .where(ownedPostback(advertiserId, id))
    .returning({ id: postbacks.id });
  return rows.length > 0;
}

const SORT_COLUMNS = {
  name: sql`lower(${postbacks.name})`,
  created_at: postbacks.createdAt,
  id: postbacks.id,
};

export async function listPostbacks(
  db: Db,
  advertiserId: number,
  q: PostbackListQuery,
): Promise<Paged<Listed>> {
  const id = searchedId(q.search);
  const where: SQL | undefined = and(
    eq(postbacks.advertiserId, advertiserId),
    q.search
      ? or(ilike(postbacks.name, likePattern(q.search)), id === undefined ? undefined : eq(postbacks.id, id))
      : undefined,
  );
  const column = SORT_COLUMNS[q.sort.key];
  const [items, totals] = await Promise.all([
    db
      .select(postbackColumns)
      .from(postbacks)
      .where(where)
      .orderBy(q.sort.descending ? desc(column) : asc(column), desc(postbacks.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: count() }).from(postbacks).where(where),
  ]);
  return { items, total: totals[0]?.total ?? 0 };
}
