import type { RuleCondition } from '@panel/contract';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { campaigns, users } from './schema.ts';

/**
 * Optimization rules (docs/optimization.md): the advertiser's traffic and bid rules, the rounds
 * in which the evaluator judged them, and the log of what each round did to which campaign, so
 * every action can be shown and undone.
 */
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const optimizationRules = pgTable(
  'optimization_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['traffic', 'bid'] }).notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: ['active', 'paused'] }).notNull(),
    /** Empty: every campaign of the advertiser. */
    campaignIds: jsonb('campaign_ids').$type<number[]>().notNull(),
    dimension: text('dimension').notNull(),
    windowUnit: text('window_unit', { enum: ['hours', 'days'] }).notNull(),
    windowValue: integer('window_value').notNull(),
    evidenceMetric: text('evidence_metric', { enum: ['spend', 'impressions'] }).notNull(),
    /** Micros for spend, a count for impressions. */
    evidenceValue: bigint('evidence_value', { mode: 'number' }).notNull(),
    conditions: jsonb('conditions').$type<RuleCondition[]>().notNull(),
    conversionDelayHours: integer('conversion_delay_hours').notNull(),
    /** The kind's action as the contract outputs it (bids in USD). */
    action: jsonb('action').$type<Record<string, unknown>>().notNull(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('optimization_rules_name_key').on(t.advertiserId, t.kind, sql`lower(${t.name})`),
    index('optimization_rules_due_idx').on(t.status, t.lastRunAt),
  ],
);

/** One pass of the evaluator over one advertiser's due rules. */
export const optimizationRounds = pgTable(
  'optimization_rounds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rules: integer('rules').notNull(),
    actions: integer('actions').notNull().default(0),
    startedAt: createdAt(),
  },
  (t) => [index('optimization_rounds_advertiser_idx').on(t.advertiserId, t.startedAt)],
);

export const optimizationActions = pgTable(
  'optimization_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roundId: integer('round_id')
      .notNull()
      .references(() => optimizationRounds.id, { onDelete: 'cascade' }),
    /** Kept (null) when the rule is deleted, with its name and kind, so the log still reads. */
    ruleId: integer('rule_id').references(() => optimizationRules.id, { onDelete: 'set null' }),
    ruleKind: text('rule_kind', { enum: ['traffic', 'bid'] }).notNull(),
    ruleName: text('rule_name').notNull(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    dimension: text('dimension').notNull(),
    item: text('item').notNull(),
    /** The item's figures over the window (micros for money). */
    figures: jsonb('figures').$type<Record<string, number>>().notNull(),
    listMode: text('list_mode', { enum: ['include', 'exclude'] }),
    /** An OS or browser entry taken out of an include list, versions and all, so undo puts back the same. */
    previous: jsonb('previous').$type<unknown>(),
    bidBeforeMicros: bigint('bid_before_micros', { mode: 'number' }),
    bidAfterMicros: bigint('bid_after_micros', { mode: 'number' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: text('undone_by', { enum: ['user', 'expired', 'reset'] }),
    createdAt: createdAt(),
  },
  (t) => [
    index('optimization_actions_rule_idx').on(t.advertiserId, t.ruleId, t.createdAt),
    index('optimization_actions_campaign_idx').on(t.campaignId, t.createdAt),
    index('optimization_actions_round_idx').on(t.roundId),
    index('optimization_actions_item_idx').on(t.ruleId, t.campaignId, t.item),
    index('optimization_actions_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.undoneAt} is null and ${t.expiresAt} is not null`),
  ],
);
