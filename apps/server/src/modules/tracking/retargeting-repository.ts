import { type Paged, RETARGETING_PIXELS_MAX, type RetargetingListQuery } from '@panel/contract';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { retargetingPixels } from '../../db/tracking-schema.ts';
import { likePattern, searchedId } from '../../lib/list-search.ts';
import { sqlState } from '../../lib/sql-state.ts';
import { newTrackingToken } from './postback-repository.ts';
import { ownedPixel, type PixelListed, pixelColumns } from './retargeting-view.ts';

export interface PixelValues {
  name: string;
  type_id: number;
  membership_days: number;
}

export type PixelWritten =
  | { kind: 'ok'; id: number }
  | { kind: 'name' }
  | { kind: 'full' }
  | { kind: 'missing' }
  | { kind: 'type' };

/** The only unique index a client can hit is the name's (a token collision is a 2^-96 event). */
const nameTaken = (err: unknown) => sqlState(err) === '23505';

export async function findPixel(db: Db, advertiserId: number, id: number): Promise<PixelListed | undefined> {
  const [row] = await db.select(pixelColumns).from(retargetingPixels).where(ownedPixel(advertiserId, id));
  return row;
}

/** As postbacks: the advertiser's row is locked so that the cap holds under parallel calls. */
export async function insertPixel(db: Db, advertiserId: number, body: PixelValues): Promise<PixelWritten> {
  try {
    return await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, advertiserId)).for('no key update');
      const [held] = await tx
        .select({ n: count() })
        .from(retargetingPixels)
        .where(eq(retargetingPixels.advertiserId, advertiserId));
      if ((held?.n ?? 0) >= RETARGETING_PIXELS_MAX) return { kind: 'full' } as const;
      const [row] = await tx
        .insert(retargetingPixels)
        .values({
          advertiserId,
          token: newTrackingToken(),
          name: body.name,
          typeId: body.type_id,
          membershipDays: body.membership_days,
        })
        .returning({ id: retargetingPixels.id });
      if (!row) throw new Error('insert returned no row');
      return { kind: 'ok', id: row.id } as const;
    });
  } catch (err) {
    if (nameTaken(err)) return { kind: 'name' };
    throw err;
  }
}

/**
 * Name and membership change; the type never does. The UPDATE names the type it expects, so it
 * changes nothing when the body's differs; a second read tells that case from a missing pixel.
 */
export async function updatePixel(
  db: Db,
  advertiserId: number,
  id: number,
  body: PixelValues,
): Promise<PixelWritten> {
  try {
    const rows = await db
      .update(retargetingPixels)
      .set({ name: body.name, membershipDays: body.membership_days, updatedAt: sql`now()` })
      .where(and(ownedPixel(advertiserId, id), eq(retargetingPixels.typeId, body.type_id)))
      .returning({ id: retargetingPixels.id });
    if (rows[0]) return { kind: 'ok', id };
  } catch (err) {
    if (nameTaken(err)) return { kind: 'name' };
    throw err;
  }
  return (await findPixel(db, advertiserId, id)) ? { kind: 'type' } : { kind: 'missing' };
}

const SORT_COLUMNS = {
  name: sql`lower(${retargetingPixels.name})`,
  created_at: retargetingPixels.createdAt,
  id: retargetingPixels.id,
};

export async function listPixels(
  db: Db,
  advertiserId: number,
  q: RetargetingListQuery,
): Promise<Paged<PixelListed>> {
  const id = searchedId(q.search);
  const where: SQL | undefined = and(
    eq(retargetingPixels.advertiserId, advertiserId),
    q.type_id === undefined ? undefined : eq(retargetingPixels.typeId, q.type_id),
    q.search
      ? or(
          ilike(retargetingPixels.name, likePattern(q.search)),
          id === undefined ? undefined : eq(retargetingPixels.id, id),
        )
      : undefined,
  );
  const column = SORT_COLUMNS[q.sort.key];
  const [items, totals] = await Promise.all([
    db
      .select(pixelColumns)
      .from(retargetingPixels)
      .where(where)
      .orderBy(q.sort.descending ? desc(column) : asc(column), desc(retargetingPixels.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: count() }).from(retargetingPixels).where(where),
  ]);
  return { items, total: totals[0]?.total ?? 0 };
}
