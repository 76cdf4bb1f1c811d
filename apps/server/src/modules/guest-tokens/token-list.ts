import type { GuestToken, GuestTokenListQuery, Paged } from '@panel/contract';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { advertiserSsps, guestSspTokens } from '../../db/supply-schema.ts';
import { likePattern } from '../../lib/list-search.ts';
import { publicName } from '../../lib/public-name.ts';
import {
  advertiserJoin,
  liveOf,
  requestsToday,
  selectView,
  settingsJoin,
  toGuestToken,
} from './token-view.ts';

const SORT_COLUMNS = {
  created_at: guestSspTokens.createdAt,
  name: sql`lower(${guestSspTokens.name})`,
  advertiser: sql`lower(${publicName})`,
  last_used_at: guestSspTokens.lastUsedAt,
  id: guestSspTokens.id,
};

const notDisabled = or(isNull(advertiserSsps.enabled), ne(advertiserSsps.enabled, false));

/** `disabled` is the advertiser's switch, the others the guest's own, as the list shows them. */
function statusFilter(statuses: GuestTokenListQuery['status']): SQL | undefined {
  if (!statuses) return undefined;
  const own = statuses.filter((s) => s !== 'disabled') as ('active' | 'paused')[];
  return or(
    own.length > 0 ? and(notDisabled, inArray(guestSspTokens.status, own)) : undefined,
    statuses.includes('disabled') ? eq(advertiserSsps.enabled, false) : undefined,
  );
}

export async function listGuestTokens(
  db: Db,
  guestId: number,
  q: GuestTokenListQuery,
): Promise<Paged<GuestToken>> {
  const pattern = q.search ? likePattern(q.search) : undefined;
  const where = and(
    statusFilter(q.status),
    pattern ? or(ilike(guestSspTokens.name, pattern), ilike(publicName, pattern)) : undefined,
  );
  const column = SORT_COLUMNS[q.sort.key];
  const [rows, totals] = await Promise.all([
    selectView(db, guestId, where)
      .orderBy(q.sort.descending ? sql`${column} desc nulls last` : asc(column), desc(guestSspTokens.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    countView(db, guestId, where),
  ]);
  const today = await requestsToday(
    db,
    guestId,
    rows.map((r) => r.token.id),
  );
  return { items: rows.map((r) => toGuestToken(r, today.get(r.token.id) ?? 0)), total: totals };
}

async function countView(db: Db, guestId: number, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(guestSspTokens)
    .innerJoin(users, advertiserJoin)
    .leftJoin(advertiserSsps, settingsJoin)
    .where(liveOf(guestId, where));
  return row?.n ?? 0;
}
