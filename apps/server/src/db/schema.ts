import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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

/** Failed sign-in attempts, by `email:<address>` and `ip:<address>`: shared by every server process. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_key_idx').on(t.key, t.createdAt)],
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
