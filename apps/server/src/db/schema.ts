import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['advertiser', 'publisher', 'guest-ssp'] }).notNull(),
    accountType: text('account_type', {
      enum: ['advertiser', 'publisher', 'ad-network', 'guest-ssp'],
    }).notNull(),
    legalType: text('legal_type', { enum: ['company', 'individual'] }).notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    country: text('country'),
    city: text('city'),
    address: text('address'),
    zipCode: text('zip_code'),
    tradingName: text('trading_name'),
    legalCompanyName: text('legal_company_name'),
    websiteUrl: text('website_url'),
    companyRegistrationNumber: text('company_registration_number'),
    vatNumber: text('vat_number'),
    billingEmail: text('billing_email'),
    phoneNumberCode: text('phone_number_code').notNull(),
    phoneNumber: text('phone_number').notNull(),
    teams: text('teams'),
    telegram: text('telegram').notNull(),
    /** The panel's language the user chose (a tag of the contract's UI_LANGUAGES); null: the browser's. */
    language: text('language'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** True for a session opened through an `at` link: someone acts as this user. */
    acting: boolean('acting').notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** One-time codes of `at` links: stored hashed, short-lived, exchanged once. */
export const actCodes = pgTable(
  'act_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    codeHash: text('code_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuedBy: text('issued_by').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * A handoff carries a session to another host: the session it opens ends when the one it
     * came from would have, so handing off again and again never extends a session.
     */
    sessionExpiresAt: timestamp('session_expires_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('act_codes_code_hash_key').on(t.codeHash)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    action: text('action').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    actor: text('actor').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Attempts counted per key (`login-pair:<email>|<ip>`, `register-ip:<ip>`, …) in fixed windows.
 * One row per key and window, incremented by a single upsert, so every server process shares
 * the counts and parallel attempts each see their own number (see lib/rate-limit.ts).
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_counters_window_idx').on(t.windowStart),
  ],
);

/** Captcha payloads already accepted, so a solved challenge cannot be replayed. */
export const captchaUses = pgTable('captcha_uses', {
  challengeId: text('challenge_id').primaryKey(),
  createdAt: createdAt(),
});

/** Server-generated secrets (captcha HMAC keys), created once per database. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Campaign groups: a folder per advertiser. Deleting one leaves its campaigns outside every group. */
export const campaignGroups = pgTable(
  'campaign_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('campaign_groups_name_key').on(t.advertiserId, sql`lower(${t.name})`)],
);

/**
 * A campaign. What the list filters and sorts on are columns; the rest of its settings
 * (targeting, schedule, per-target bids) is jsonb checked by the contract. Money is micros.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => campaignGroups.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    status: text('status', { enum: ['draft', 'active', 'paused', 'archived'] }).notNull(),
    adFormat: text('ad_format').notNull(),
    pricingModel: text('pricing_model').notNull(),
    bidMicros: bigint('bid_micros', { mode: 'number' }).notNull(),
    dailyBudgetMicros: bigint('daily_budget_micros', { mode: 'number' }),
    totalBudgetMicros: bigint('total_budget_micros', { mode: 'number' }),
    pacing: text('pacing', { enum: ['asap', 'even'] }).notNull(),
    destinationUrl: text('destination_url').notNull(),
    timeZone: text('time_zone').notNull(),
    startDate: date('start_date'),
    endDate: date('end_date'),
    frequencyCap: jsonb('frequency_cap').$type<{ impressions: number; period_hours: number } | null>(),
    schedule: jsonb('schedule').$type<Record<string, number[]> | null>(),
    targeting: jsonb('targeting').$type<Record<string, unknown>>().notNull(),
    /** Per-target bids in micros: { "US": 1500000 }. */
    bidByCountry: jsonb('bid_by_country').$type<Record<string, number>>().notNull().default({}),
    bidBySite: jsonb('bid_by_site').$type<Record<string, number>>().notNull().default({}),
    bidByZone: jsonb('bid_by_zone').$type<Record<string, number>>().notNull().default({}),
    /** The traffic optimizer ignores what it learned before this moment. */
    trafficOptimizerResetAt: timestamp('traffic_optimizer_reset_at', { withTimezone: true }),
    /**
     * Goes up by one with every change of what GET shows of the campaign (settings, status,
     * creatives, protected zones, group): the ETag that If-Match on PUT is checked against.
     */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('campaigns_list_idx').on(t.advertiserId, t.status, t.createdAt),
    index('campaigns_group_idx').on(t.advertiserId, t.groupId),
  ],
);

export const creatives = pgTable(
  'creatives',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** The campaign's advertiser, kept here so every creative query is scoped without a join. */
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: ['pending', 'active', 'paused', 'rejected'] }).notNull(),
    rejectReason: text('reject_reason'),
    /** The type's own fields (creative-content.ts), as the contract output them. */
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('creatives_campaign_idx').on(t.campaignId),
    index('creatives_advertiser_idx').on(t.advertiserId, t.createdAt),
  ],
);

/** Zones the traffic optimizer must never blacklist for a campaign, by SSP and the SSP's zone id. */
export const campaignProtectedZones = pgTable(
  'campaign_protected_zones',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    sspId: integer('ssp_id').notNull(),
    zoneId: text('zone_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('campaign_protected_zones_key').on(t.campaignId, t.sspId, t.zoneId)],
);

/**
 * Uploaded images, named by the SHA-256 of their content: the file lives in the uploads
 * folder, this row keeps what was read from it, so creatives are checked without reading files.
 */
export const uploads = pgTable('uploads', {
  id: text('id').primaryKey(),
  mime: text('mime').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * Which advertiser stored which image, and when last: what the image quota counts and the sweep
 * of unused images clears (modules/creatives/image-sweep.ts). Two accounts that upload the same
 * content share its file and `uploads` row but each have a row here. No cascade from `uploads`:
 * the database itself refuses to delete an image that someone still owns.
 */
export const uploadOwners = pgTable(
  'upload_owners',
  {
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.advertiserId, t.uploadId] }),
    index('upload_owners_upload_idx').on(t.uploadId),
  ],
);
export * from './stats-schema.ts';
