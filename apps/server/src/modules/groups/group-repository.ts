import { type Group, type GroupListQuery, NO_GROUP, type Paged } from '@panel/contract';
import { and, asc, count, desc, eq, ilike, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaignGroups, campaigns } from '../../db/schema.ts';

type GroupRow = typeof campaignGroups.$inferSelect;

const owned = (advertiserId: number, id: number) =>
  and(eq(campaignGroups.advertiserId, advertiserId), eq(campaignGroups.id, id));

const campaignsCount =
  sql<number>`(select count(*) from ${campaigns} where ${campaigns}.group_id = ${campaignGroups}.id)`.mapWith(
    Number,
  );

const toGroup = (row: GroupRow, campaignsInGroup: number): Group => ({
  id: row.id,
  name: row.name,
  campaigns_count: campaignsInGroup,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** PostgreSQL's unique_violation, whether the driver error arrives bare or wrapped by Drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (e: unknown) =>
    e && typeof e === 'object' && 'code' in e ? (e as { code: unknown }).code : undefined;
  return code(err) === '23505' || code((err as { cause?: unknown })?.cause) === '23505';
}

export async function findGroup(db: Db, advertiserId: number, id: number): Promise<Group | undefined> {
  const rows = await db
    .select({ group: campaignGroups, n: campaignsCount })
    .from(campaignGroups)
    .where(owned(advertiserId, id));
  return rows[0] && toGroup(rows[0].group, rows[0].n);
}

export async function nameTaken(
  db: Db,
  advertiserId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: campaignGroups.id })
    .from(campaignGroups)
    .where(
      and(
        eq(campaignGroups.advertiserId, advertiserId),
        sql`lower(${campaignGroups.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(campaignGroups.id, exceptId),
      ),
    );
  return rows.length > 0;
}

/** Undefined when the advertiser already has a group of that name (any case). */
export async function insertGroup(db: Db, advertiserId: number, name: string): Promise<Group | undefined> {
  const rows = await db
    .insert(campaignGroups)
    .values({ advertiserId, name })
    .onConflictDoNothing()
    .returning();
  return rows[0] && toGroup(rows[0], 0);
}

/**
 * A campaign's GET shows its group's name, so renaming or deleting a group moves the version
 * (ETag) of each campaign in it. The group is locked first: a campaign joining it meanwhile
 * (whose foreign key check waits on that lock) is either in the group when the versions move
 * or joins only after the change. Answers how many campaigns it holds, null when not found.
 */
async function lockWithCampaigns(
  tx: Db,
  advertiserId: number,
  id: number,
  set: { groupId?: null } = {},
): Promise<number | null> {
  const locked = await tx
    .select({ id: campaignGroups.id })
    .from(campaignGroups)
    .where(owned(advertiserId, id))
    .for('update');
  if (locked.length === 0) return null;
  const moved = await tx
    .update(campaigns)
    .set({ ...set, version: sql`${campaigns.version} + 1` })
    .where(eq(campaigns.groupId, id))
    .returning({ id: campaigns.id });
  return moved.length;
}

export async function renameGroup(db: Db, advertiserId: number, id: number, name: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if ((await lockWithCampaigns(tx, advertiserId, id)) === null) return false;
    await tx.update(campaignGroups).set({ name, updatedAt: new Date() }).where(owned(advertiserId, id));
    return true;
  });
}

/** Deletes the group; its campaigns stay, out of any group. Null when not found. */
export async function deleteGroup(db: Db, advertiserId: number, id: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const ungrouped = await lockWithCampaigns(tx, advertiserId, id, { groupId: null });
    if (ungrouped !== null) await tx.delete(campaignGroups).where(owned(advertiserId, id));
    return ungrouped;
  });
}

const SORT_COLUMNS = {
  name: sql`lower(${campaignGroups.name})`,
  created_at: campaignGroups.createdAt,
  id: campaignGroups.id,
};

export async function listGroups(db: Db, advertiserId: number, q: GroupListQuery): Promise<Paged<Group>> {
  const pattern = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where: SQL | undefined = and(
    eq(campaignGroups.advertiserId, advertiserId),
    pattern ? ilike(campaignGroups.name, pattern) : undefined,
  );
  const column = SORT_COLUMNS[q.sort.key];
  const [rows, totals] = await Promise.all([
    db
      .select({ group: campaignGroups, n: campaignsCount })
      .from(campaignGroups)
      .where(where)
      .orderBy(q.sort.descending ? desc(column) : asc(column), asc(campaignGroups.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: count() }).from(campaignGroups).where(where),
  ]);
  const items = rows.map((r) => toGroup(r.group, r.n));
  if (q.with_no_group && q.page === 1) {
    const ungrouped = await db
      .select({ n: count() })
      .from(campaigns)
      .where(and(eq(campaigns.advertiserId, advertiserId), isNull(campaigns.groupId)));
    items.unshift({ ...NO_GROUP, campaigns_count: ungrouped[0]?.n ?? 0, created_at: null, updated_at: null });
  }
  return { items, total: totals[0]?.total ?? 0 };
}
