import { findStatsCube, GUEST_SSP_ID_BASE, type GuestToken, type GuestTokenStatus } from '@panel/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { CUBE_DIMENSION_COLUMNS } from '../../db/stats-schema.ts';
import { advertiserSsps, guestSspTokens } from '../../db/supply-schema.ts';
import { publicName } from '../../lib/public-name.ts';

/**
 * How a guest sees its tokens: joined to the advertiser's public name and to the advertiser's
 * settings for this guest (an SSP whose id is GUEST_SSP_ID_BASE + the guest's account id).
 */

const viewStatus = sql<GuestTokenStatus>`case when ${advertiserSsps.enabled} = false then 'disabled' else ${guestSspTokens.status} end`;

const viewColumns = {
  token: guestSspTokens,
  advertiserName: publicName,
  status: viewStatus,
};

export const advertiserJoin = eq(users.id, guestSspTokens.advertiserId);
export const settingsJoin = and(
  eq(advertiserSsps.advertiserId, guestSspTokens.advertiserId),
  eq(advertiserSsps.sspId, sql`${GUEST_SSP_ID_BASE} + ${guestSspTokens.guestId}`),
);
/** The guest's own tokens; revoked ones are gone for it (kept only so statistics name them). */
export const liveOf = (guestId: number, where?: SQL) =>
  and(eq(guestSspTokens.guestId, guestId), sql`${guestSspTokens.status} <> 'revoked'`, where);

export function selectView(db: Db, guestId: number, where?: SQL) {
  return db
    .select(viewColumns)
    .from(guestSspTokens)
    .innerJoin(users, advertiserJoin)
    .leftJoin(advertiserSsps, settingsJoin)
    .where(liveOf(guestId, where));
}

type ViewRow = { token: typeof guestSspTokens.$inferSelect; advertiserName: string; status: string };

export const toGuestToken = (row: ViewRow, requestsToday: number): GuestToken => ({
  id: row.token.id,
  name: row.token.name,
  prefix: row.token.tokenPrefix,
  status: row.status as GuestTokenStatus,
  paused: row.token.status === 'paused',
  advertiser: { name: row.advertiserName },
  created_at: row.token.createdAt.toISOString(),
  last_used_at: row.token.lastUsedAt?.toISOString() ?? null,
  requests_today: requestsToday,
});

const HOUR_MS = 3_600_000;

/** Requests each token sent since 00:00 UTC, from the guest's rollup that is keyed by token. */
export async function requestsToday(
  db: Db,
  guestId: number,
  tokenIds: readonly number[],
  now = Date.now(),
): Promise<Map<number, number>> {
  const cube = findStatsCube('guest_ssp', ['token']);
  if (!cube || tokenIds.length === 0) return new Map();
  const fromHour = Math.floor(now / (24 * HOUR_MS)) * 24;
  const tokenColumn = sql.identifier(CUBE_DIMENSION_COLUMNS.token.column);
  const result = (await db.execute(sql`
    select ${tokenColumn} as id, sum(requests)::float8 as n from ${sql.identifier(cube.name)}
    where guest_ssp_id = ${guestId} and hour >= ${fromHour}
      and ${tokenColumn} in (${sql.join(
        tokenIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    group by 1`)) as unknown as { rows: { id: number; n: number }[] };
  return new Map(result.rows.map((r) => [Number(r.id), Number(r.n)]));
}

/** One token as its guest sees it; undefined when it is not the guest's or is revoked. */
export async function findGuestToken(db: Db, guestId: number, id: number): Promise<GuestToken | undefined> {
  const [row] = await selectView(db, guestId, eq(guestSspTokens.id, id));
  if (!row) return undefined;
  const today = await requestsToday(db, guestId, [id]);
  return toGuestToken(row, today.get(id) ?? 0);
}
