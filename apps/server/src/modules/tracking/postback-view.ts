import { fromMicros, type Postback } from '@panel/contract';
import { and, eq, sql } from 'drizzle-orm';
import { conversions, postbacks } from '../../db/tracking-schema.ts';

export type PostbackRow = typeof postbacks.$inferSelect;

export const ownedPostback = (advertiserId: number, id: number) =>
  and(eq(postbacks.advertiserId, advertiserId), eq(postbacks.id, id));

/** USD as the API writes money: the shortest decimal, `1.5`, `0.000125`, `3`. */
export const usdText = (micros: number) => String(fromMicros(micros));

/** The URL the advertiser's tracker calls, its macros left in braces for the tracker to fill. */
export const postbackUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/track/conversion?goal=${token}&click_id={click_id}&payout={payout}`;

// Qualified by hand: inside a subquery Drizzle writes bare column names, which would read the outer table.
const startOfTodayUtc = sql`(date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')`;

/** Both read conversions_goal_idx (postback_id, created_at): one index range per goal. */
export const conversionsToday = sql<number>`(select count(*) from ${conversions}
  where ${conversions}.postback_id = ${postbacks}.id and ${conversions}.created_at >= ${startOfTodayUtc})`.mapWith(
  Number,
);
export const lastConversionAt = sql<Date | null>`(select max(${conversions}.created_at) from ${conversions}
  where ${conversions}.postback_id = ${postbacks}.id)`.mapWith(conversions.createdAt);

export const postbackColumns = { row: postbacks, today: conversionsToday, last: lastConversionAt };

export function toPostback(
  publicUrl: string,
  { row, today, last }: { row: PostbackRow; today: number; last: Date | null },
): Postback {
  return {
    id: row.id,
    name: row.name,
    payout: row.payoutMicros === null ? null : fromMicros(row.payoutMicros),
    conversion_window_days: row.windowDays,
    allow_repeats: row.allowRepeats,
    url: postbackUrl(publicUrl, row.token),
    conversions_today: today,
    last_conversion_at: last ? last.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
