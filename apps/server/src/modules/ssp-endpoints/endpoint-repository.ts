import {
  type Paged,
  SSP_ENDPOINT_MACHINE,
  type SspEndpoint,
  type SspEndpointListQuery,
  type SspEndpointStatus,
  type SspEndpointValues,
  toMicros,
} from '@panel/contract';
import { and, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sspEndpoints } from '../../db/supply-schema.ts';
import { likePattern, searchedId } from '../../lib/list-search.ts';
import { sspNames } from '../ssp/ssp-directory.ts';
import { type EndpointRow, toEndpoint } from './endpoint-mapper.ts';

const owned = (advertiserId: number, id: number) =>
  and(eq(sspEndpoints.advertiserId, advertiserId), eq(sspEndpoints.id, id));

/** `require_token` left out (a PUT from a client that predates it) keeps the column as it is. */
const columns = (v: SspEndpointValues) => ({
  name: v.name,
  sspId: v.ssp_id,
  parserId: v.parser_id,
  adFormats: v.ad_formats,
  countries: v.countries,
  qpsLimit: v.qps_limit,
  bidFloorMicros: toMicros(v.bid_floor),
  ...(v.require_token === undefined ? {} : { requireToken: v.require_token }),
});

export async function withNames(db: Db, rows: EndpointRow[], publicUrl: string): Promise<SspEndpoint[]> {
  const names = await sspNames(
    db,
    rows.map((r) => r.sspId),
  );
  return rows.map((r) => toEndpoint(r, names.get(r.sspId) ?? `SSP ${r.sspId}`, publicUrl));
}

export async function findEndpointRow(db: Db, advertiserId: number, id: number) {
  return (await db.select().from(sspEndpoints).where(owned(advertiserId, id)))[0];
}

export async function insertEndpoint(
  db: Db,
  advertiserId: number,
  values: SspEndpointValues,
  status: SspEndpointStatus,
): Promise<EndpointRow> {
  const rows = await db
    .insert(sspEndpoints)
    .values({ advertiserId, ...columns(values), status })
    .returning();
  return rows[0] as EndpointRow;
}

/**
 * One conditional statement: the row changes only while its status allows an edit, so an
 * archive racing the edit either comes first (edit refused) or after (archived as edited).
 */
export async function updateEndpoint(db: Db, advertiserId: number, id: number, values: SspEndpointValues) {
  const rows = await db
    .update(sspEndpoints)
    .set({ ...columns(values), updatedAt: sql`now()` })
    .where(
      and(
        owned(advertiserId, id),
        inArray(sspEndpoints.status, [...SSP_ENDPOINT_MACHINE.allowedFrom('edit')]),
      ),
    )
    .returning();
  return rows[0];
}

/** Moves the row only from a state the machine allows; undefined when it was not moved. */
export async function setEndpointStatus(db: Db, advertiserId: number, id: number, to: SspEndpointStatus) {
  const rows = await db
    .update(sspEndpoints)
    .set({ status: to, updatedAt: sql`now()` })
    .where(
      and(owned(advertiserId, id), inArray(sspEndpoints.status, [...SSP_ENDPOINT_MACHINE.allowedFrom(to)])),
    )
    .returning();
  return rows[0];
}

/** A copy in one INSERT ... SELECT, paused so it takes no traffic before its owner looks at it. */
export async function cloneEndpoint(db: Db, advertiserId: number, id: number) {
  const rows = await db
    .insert(sspEndpoints)
    .select(
      db
        .select({
          id: sql`nextval('supply_endpoint_ids')`.as('id'),
          advertiserId: sspEndpoints.advertiserId,
          sspId: sspEndpoints.sspId,
          name: sql<string>`left(${sspEndpoints.name}, 93) || ' (copy)'`.as('name'),
          parserId: sspEndpoints.parserId,
          adFormats: sspEndpoints.adFormats,
          countries: sspEndpoints.countries,
          qpsLimit: sspEndpoints.qpsLimit,
          bidFloorMicros: sspEndpoints.bidFloorMicros,
          requireToken: sspEndpoints.requireToken,
          status: sql<SspEndpointStatus>`'paused'`.as('status'),
          createdAt: sql`now()`.as('created_at'),
          updatedAt: sql`now()`.as('updated_at'),
        })
        .from(sspEndpoints)
        .where(owned(advertiserId, id)),
    )
    .returning();
  return rows[0];
}

const SORT_COLUMNS = {
  created_at: sspEndpoints.createdAt,
  name: sql`lower(${sspEndpoints.name})`,
  status: sspEndpoints.status,
  bid_floor: sspEndpoints.bidFloorMicros,
  qps_limit: sspEndpoints.qpsLimit,
  id: sspEndpoints.id,
};

export async function listEndpointRows(
  db: Db,
  advertiserId: number,
  q: SspEndpointListQuery,
): Promise<Paged<EndpointRow>> {
  const pattern = q.search ? likePattern(q.search) : undefined;
  const searchId = searchedId(q.search);
  const where: SQL | undefined = and(
    eq(sspEndpoints.advertiserId, advertiserId),
    q.status ? inArray(sspEndpoints.status, q.status) : ne(sspEndpoints.status, 'archived'),
    q.ssp_id === undefined ? undefined : eq(sspEndpoints.sspId, q.ssp_id),
    q.parser_id === undefined ? undefined : eq(sspEndpoints.parserId, q.parser_id),
    pattern
      ? or(
          ilike(sspEndpoints.name, pattern),
          searchId === undefined ? undefined : eq(sspEndpoints.id, searchId),
        )
      : undefined,
  );
  const column = SORT_COLUMNS[q.sort.key];
  // Nulls (no QPS limit) sort as the largest value, as "unlimited" reads.
  const order = q.sort.descending ? sql`${column} desc nulls first` : sql`${column} asc nulls last`;
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(sspEndpoints)
      .where(where)
      .orderBy(order, desc(sspEndpoints.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: count() }).from(sspEndpoints).where(where),
  ]);
  return { items, total: totals[0]?.total ?? 0 };
}
