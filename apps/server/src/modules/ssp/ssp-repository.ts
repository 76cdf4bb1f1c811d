import {
  marginFromBp,
  marginToBp,
  SSP_LIST,
  type Ssp,
  type SspListQuery,
  type SspListResponse,
  type SspSettingsBody,
  type SspTokenCreated,
} from '@panel/contract';
import { and, count, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { advertiserSsps, sspEndpoints } from '../../db/supply-schema.ts';
import { hashToken, newToken } from '../../lib/secrets.ts';
import { ensurePartnerCode } from './partner-code.ts';
import { guestSspsOf, type SspRef } from './ssp-directory.ts';

type SettingsRow = typeof advertiserSsps.$inferSelect;

/** The defaults an SSP has until the advertiser changes something (no row). */
function toSsp(ref: SspRef, row: SettingsRow | undefined, endpoints: number): Ssp {
  return {
    ...ref,
    enabled: row?.enabled ?? true,
    qps_cap: row?.qpsCap ?? null,
    margin_percent: marginFromBp(row?.marginBp ?? 0),
    notes: row?.notes ?? null,
    token:
      row?.tokenHash && row.tokenPrefix && row.tokenCreatedAt
        ? {
            prefix: row.tokenPrefix,
            created_at: row.tokenCreatedAt.toISOString(),
            last_used_at: row.tokenLastUsedAt?.toISOString() ?? null,
          }
        : null,
    endpoints_count: endpoints,
  };
}

/** Endpoints per SSP, archived ones left out: they take no traffic. */
async function endpointCounts(db: Db, advertiserId: number, sspId?: number) {
  const rows = await db
    .select({ sspId: sspEndpoints.sspId, n: count() })
    .from(sspEndpoints)
    .where(
      and(
        eq(sspEndpoints.advertiserId, advertiserId),
        ne(sspEndpoints.status, 'archived'),
        sspId === undefined ? undefined : eq(sspEndpoints.sspId, sspId),
      ),
    )
    .groupBy(sspEndpoints.sspId);
  return new Map(rows.map((r) => [r.sspId, r.n]));
}

const settingsOf = (advertiserId: number, sspId?: number) =>
  and(
    eq(advertiserSsps.advertiserId, advertiserId),
    sspId === undefined ? undefined : eq(advertiserSsps.sspId, sspId),
  );

export async function findSsp(db: Db, advertiserId: number, ref: SspRef): Promise<Ssp> {
  const [rows, counts] = await Promise.all([
    db.select().from(advertiserSsps).where(settingsOf(advertiserId, ref.id)),
    endpointCounts(db, advertiserId, ref.id),
  ]);
  return toSsp(ref, rows[0], counts.get(ref.id) ?? 0);
}

/** Partners in the list's order, then guests by name; the list is short, so it pages in memory. */
export async function listSsps(db: Db, advertiserId: number, q: SspListQuery): Promise<SspListResponse> {
  const [guests, rows, counts, partnerCode] = await Promise.all([
    guestSspsOf(db, advertiserId),
    db.select().from(advertiserSsps).where(settingsOf(advertiserId)),
    endpointCounts(db, advertiserId),
    ensurePartnerCode(db, advertiserId),
  ]);
  const settings = new Map(rows.map((r) => [r.sspId, r]));
  const needle = q.search?.toLowerCase();
  const all = [
    ...SSP_LIST.map((p) => ({ id: Number(p.id), name: p.name, kind: 'partner' as const })),
    ...guests,
  ]
    .filter((ref) => (!q.kind || ref.kind === q.kind) && (!needle || ref.name.toLowerCase().includes(needle)))
    .map((ref) => toSsp(ref, settings.get(ref.id), counts.get(ref.id) ?? 0));
  const start = (q.page - 1) * q.per_page;
  return { items: all.slice(start, start + q.per_page), total: all.length, partner_code: partnerCode };
}

/** One statement: fields not sent keep their stored value, or take the defaults on a new row. */
export async function upsertSettings(db: Db, advertiserId: number, sspId: number, body: SspSettingsBody) {
  const set = {
    ...(body.enabled === undefined ? {} : { enabled: body.enabled }),
    ...(body.qps_cap === undefined ? {} : { qpsCap: body.qps_cap }),
    ...(body.margin_percent === undefined ? {} : { marginBp: marginToBp(body.margin_percent) }),
    ...(body.notes === undefined ? {} : { notes: body.notes }),
  };
  await db
    .insert(advertiserSsps)
    .values({ advertiserId, sspId, ...set })
    .onConflictDoUpdate({
      target: [advertiserSsps.advertiserId, advertiserSsps.sspId],
      set: { ...set, updatedAt: sql`now()` },
    });
}

/** The token's first characters, enough to tell tokens apart in a list and in logs. */
const PREFIX_LENGTH = 12;

/** A new token replaces the old one in the same statement: the old digest is gone at once. */
export async function issueToken(db: Db, advertiserId: number, sspId: number): Promise<SspTokenCreated> {
  const token = `ssp_${newToken()}`;
  const fields = {
    tokenHash: hashToken(token),
    tokenPrefix: token.slice(0, PREFIX_LENGTH),
    tokenCreatedAt: new Date(),
    tokenLastUsedAt: null,
  };
  await db
    .insert(advertiserSsps)
    .values({ advertiserId, sspId, ...fields })
    .onConflictDoUpdate({
      target: [advertiserSsps.advertiserId, advertiserSsps.sspId],
      set: { ...fields, updatedAt: sql`now()` },
    });
  return { token, prefix: fields.tokenPrefix, created_at: fields.tokenCreatedAt.toISOString() };
}

/** False when the SSP had no token to revoke. */
export async function revokeToken(db: Db, advertiserId: number, sspId: number): Promise<boolean> {
  const rows = await db
    .update(advertiserSsps)
    .set({
      tokenHash: null,
      tokenPrefix: null,
      tokenCreatedAt: null,
      tokenLastUsedAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(settingsOf(advertiserId, sspId), isNotNull(advertiserSsps.tokenHash)))
    .returning({ sspId: advertiserSsps.sspId });
  return rows.length > 0;
}
