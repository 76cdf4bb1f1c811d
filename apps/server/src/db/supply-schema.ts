import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

/**
 * The supply side (docs/supply.md): who sends traffic to an advertiser's campaigns, and the
 * publishers' own sites and zones.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const owner = (column: string) =>
  integer(column)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * SSP endpoints and guest SSP tokens draw their ids from one sequence: both are "the endpoint the
 * traffic came in through", recorded in the statistics' `ssp_endpoint_id`, so an id never means
 * an endpoint in one row and a guest token in another.
 */
export const supplyEndpointIds = pgSequence('supply_endpoint_ids', { startWith: 1 });
const endpointId = () => integer('id').primaryKey().default(sql`nextval('supply_endpoint_ids')`);

/**
 * An advertiser's settings for one SSP: a partner of /resources/ssps, or a guest SSP (whose SSP id
 * is GUEST_SSP_ID_BASE + its account id) that sends it traffic. No row means the defaults
 * (enabled, no cap, no margin). The API token authenticates that SSP's bid requests and its own
 * report of the traffic it sent; only its SHA-256 digest is kept.
 */
export const advertiserSsps = pgTable(
  'advertiser_ssps',
  {
    advertiserId: owner('advertiser_id'),
    sspId: integer('ssp_id').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    qpsCap: integer('qps_cap'),
    /** The advertiser's margin on this SSP's traffic, in hundredths of a percent (1250 = 12.5 %). */
    marginBp: integer('margin_bp').notNull().default(0),
    notes: text('notes'),
    tokenHash: text('token_hash'),
    tokenPrefix: text('token_prefix'),
    tokenCreatedAt: timestamp('token_created_at', { withTimezone: true }),
    tokenLastUsedAt: timestamp('token_last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.advertiserId, t.sspId] }),
    uniqueIndex('advertiser_ssps_token_key').on(t.tokenHash),
  ],
);

/** Where an SSP sends an advertiser its bid requests (the answer's `url`), and what it accepts there. */
export const sspEndpoints = pgTable(
  'ssp_endpoints',
  {
    id: endpointId(),
    advertiserId: owner('advertiser_id'),
    sspId: integer('ssp_id').notNull(),
    name: text('name').notNull(),
    /** An id of /resources/ssp_parsers. */
    parserId: integer('parser_id').notNull(),
    /** Ad format codes accepted; never empty. */
    adFormats: jsonb('ad_formats').$type<string[]>().notNull(),
    /** ISO alpha-2 codes accepted; empty: every country. */
    countries: jsonb('countries').$type<string[]>().notNull().default([]),
    qpsLimit: integer('qps_limit'),
    bidFloorMicros: bigint('bid_floor_micros', { mode: 'number' }).notNull().default(0),
    /** Bid requests must carry the SSP's API token (off by default, as most SSPs sign nothing). */
    requireToken: boolean('require_token').notNull().default(false),
    status: text('status', { enum: ['active', 'paused', 'archived'] }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ssp_endpoints_list_idx').on(t.advertiserId, t.status, t.createdAt)],
);

/**
 * A guest SSP's token for one advertiser: the guest sends that advertiser traffic with it. Made
 * by the guest with the advertiser's partner code; revoking keeps the row (statistics still name
 * it) and drops the secret's digest.
 */
export const guestSspTokens = pgTable(
  'guest_ssp_tokens',
  {
    id: endpointId(),
    guestId: owner('guest_id'),
    advertiserId: owner('advertiser_id'),
    name: text('name').notNull(),
    tokenHash: text('token_hash'),
    tokenPrefix: text('token_prefix').notNull(),
    status: text('status', { enum: ['active', 'paused', 'revoked'] }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('guest_ssp_tokens_token_key').on(t.tokenHash),
    index('guest_ssp_tokens_guest_idx').on(t.guestId, t.createdAt),
    index('guest_ssp_tokens_advertiser_idx').on(t.advertiserId),
  ],
);

/**
 * The code an advertiser gives a guest SSP so the guest can make a token for it; made on first
 * use. Kept apart from `users` so the code can be replaced without touching the account.
 */
export const partnerCodes = pgTable(
  'partner_codes',
  {
    advertiserId: owner('advertiser_id').primaryKey(),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('partner_codes_code_key').on(t.code)],
);

/** A publisher's site (or app); its zones are the ad places on it. */
export const publisherSites = pgTable(
  'publisher_sites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publisherId: owner('publisher_id'),
    name: text('name').notNull(),
    url: text('url').notNull(),
    /** An id of /resources/traffic_categories. */
    categoryId: integer('category_id'),
    status: text('status', { enum: ['active', 'stopped', 'archived'] }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('publisher_sites_list_idx').on(t.publisherId, t.status, t.createdAt)],
);

export const publisherZones = pgTable(
  'publisher_zones',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publisherId: owner('publisher_id'),
    siteId: integer('site_id')
      .notNull()
      .references(() => publisherSites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** An ad format code of /resources/ad_formats. */
    adFormat: text('ad_format').notNull(),
    /** Banner sizes; null for formats that have none. */
    width: integer('width'),
    height: integer('height'),
    status: text('status', { enum: ['active', 'stopped', 'archived'] }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('publisher_zones_list_idx').on(t.publisherId, t.status, t.createdAt),
    index('publisher_zones_site_idx').on(t.siteId),
  ],
);
