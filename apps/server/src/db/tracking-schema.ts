import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

/**
 * Tracking (docs/tracking.md): the advertiser's conversion goals (postbacks) and retargeting
 * pixels, and the clicks and conversions the public /track endpoints record.
 */
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A conversion goal. `token` is the unguessable `goal` of its postback URL. */
export const postbacks = pgTable(
  'postbacks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    name: text('name').notNull(),
    payoutMicros: bigint('payout_micros', { mode: 'number' }),
    windowDays: integer('window_days').notNull(),
    allowRepeats: boolean('allow_repeats').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('postbacks_token_key').on(t.token),
    uniqueIndex('postbacks_name_key').on(t.advertiserId, sql`lower(${t.name})`),
    index('postbacks_list_idx').on(t.advertiserId, t.createdAt),
  ],
);

/**
 * A click on an ad, recorded by GET /track/click/{link}. `id` is the random part of the click id
 * handed to the landing page (the signature is checked before any lookup, so it is not stored).
 * `context` is what the click link carried: the traffic event's dimensions (campaign, creative,
 * zone, site, SSP, country, ...), which a conversion of this click is attributed to.
 * `counted` turns true in the transaction that adds the click to the statistics (exactly once).
 */
export const clicks = pgTable(
  'clicks',
  {
    id: text('id').primaryKey(),
    advertiserId: integer('advertiser_id').notNull(),
    campaignId: integer('campaign_id').notNull(),
    context: jsonb('context').$type<Record<string, unknown>>().notNull(),
    /** The visitor's first-party id (the uid cookie), for click and conversion audiences; no personal data. */
    uid: text('uid'),
    createdAt: createdAt(),
    counted: boolean('counted').notNull().default(false),
  },
  (t) => [
    index('clicks_recent_idx').on(t.advertiserId, t.createdAt),
    index('clicks_uncounted_idx').on(t.createdAt).where(sql`not ${t.counted}`),
  ],
);

/**
 * A counted conversion. (postback, click, dedupe_key) is unique: '' for a goal that counts a
 * click once, the tracker's txid (or a random key without one) for a goal that counts repeats,
 * so concurrent duplicates insert one row and the rest conflict.
 */
export const conversions = pgTable(
  'conversions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    postbackId: integer('postback_id')
      .notNull()
      .references(() => postbacks.id, { onDelete: 'cascade' }),
    clickId: text('click_id').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    advertiserId: integer('advertiser_id').notNull(),
    campaignId: integer('campaign_id').notNull(),
    payoutMicros: bigint('payout_micros', { mode: 'number' }).notNull(),
    /** The click's context, copied so that counting needs no join. */
    context: jsonb('context').$type<Record<string, unknown>>().notNull(),
    test: boolean('test').notNull().default(false),
    createdAt: createdAt(),
    counted: boolean('counted').notNull().default(false),
  },
  (t) => [
    uniqueIndex('conversions_dedupe_key').on(t.postbackId, t.clickId, t.dedupeKey),
    index('conversions_goal_idx').on(t.postbackId, t.createdAt),
    index('conversions_uncounted_idx').on(t.createdAt).where(sql`not ${t.counted}`),
  ],
);

/** Calls a goal received, counted or refused, for its debugger; trimmed to the last 100 per goal. */
export const postbackLog = pgTable(
  'postback_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    postbackId: integer('postback_id')
      .notNull()
      .references(() => postbacks.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: ['counted', 'refused'] }).notNull(),
    reason: text('reason'),
    clickId: text('click_id'),
    payout: text('payout'),
    campaignId: integer('campaign_id'),
    test: boolean('test').notNull().default(false),
  },
  (t) => [index('postback_log_goal_idx').on(t.postbackId, t.id)],
);

/** A retargeting pixel (audience). `token` names it in the pixel's public URL. */
export const retargetingPixels = pgTable(
  'retargeting_pixels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    name: text('name').notNull(),
    /** An id of /resources/retargeting_types. */
    typeId: integer('type_id').notNull(),
    membershipDays: integer('membership_days').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('retargeting_pixels_token_key').on(t.token),
    uniqueIndex('retargeting_pixels_name_key').on(t.advertiserId, sql`lower(${t.name})`),
    index('retargeting_pixels_list_idx').on(t.advertiserId, t.createdAt),
  ],
);

/** Who is in an audience until when: a visitor's random first-party id, nothing personal. */
export const retargetingMembers = pgTable(
  'retargeting_members',
  {
    pixelId: integer('pixel_id')
      .notNull()
      .references(() => retargetingPixels.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by a trigger on every change, so the bidder reads only what changed since its last look. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'retargeting_members_pkey', columns: [t.pixelId, t.uid] }),
    index('retargeting_members_size_idx').on(t.pixelId, t.expiresAt),
    index('retargeting_members_changed_idx').on(t.updatedAt),
  ],
);
