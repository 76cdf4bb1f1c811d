import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { campaigns } from './schema.ts';

/**
 * What the bidder keeps in the database: money it has spent or set aside, and the delivery
 * funnel. Nothing here is read on the bid path; each server process reads and writes these
 * rows in the background (docs/bidder.md).
 */
const campaign = () =>
  integer('campaign_id')
    .notNull()
    .references(() => campaigns.id, { onDelete: 'cascade' });
const micros = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * A campaign's spend per day of its own time zone. `reserved_micros` is budget that a server
 * process has taken for itself and not yet spent: a process bids only against what it holds,
 * so the processes together never spend more than the budget (one bid's price at most, from a
 * price that arrives after the bid).
 */
export const campaignSpend = pgTable(
  'campaign_spend',
  {
    campaignId: campaign(),
    day: date('day').notNull(),
    spentMicros: micros('spent_micros'),
    reservedMicros: micros('reserved_micros'),
  },
  (t) => [primaryKey({ name: 'campaign_spend_pkey', columns: [t.campaignId, t.day] })],
);

/** The same over the campaign's whole life, against its total budget. */
export const campaignSpendTotals = pgTable('campaign_spend_totals', {
  campaignId: campaign().primaryKey(),
  spentMicros: micros('spent_micros'),
  reservedMicros: micros('reserved_micros'),
});

/**
 * The delivery funnel: per campaign and minute, how many requests reached each stage of the
 * campaign's filters and where the others stopped (`stage` is a DELIVERY_STAGES code). For
 * lost auctions the winning prices' range is kept too. Summed by every process on flush.
 */
export const deliveryFunnel = pgTable(
  'delivery_funnel',
  {
    campaignId: campaign(),
    /** Minutes since 1970-01-01T00:00Z. */
    minute: integer('minute').notNull(),
    stage: text('stage').notNull(),
    count: micros('count'),
    minPriceMicros: bigint('min_price_micros', { mode: 'number' }),
    maxPriceMicros: bigint('max_price_micros', { mode: 'number' }),
  },
  (t) => [primaryKey({ name: 'delivery_funnel_pkey', columns: [t.campaignId, t.minute, t.stage] })],
);
