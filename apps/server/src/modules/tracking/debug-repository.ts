import {
  CONVERSION_REFUSALS,
  type ConversionRefusal,
  POSTBACK_LOG_SIZE,
  type PostbackLogEntry,
} from '@panel/contract';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaigns } from '../../db/schema.ts';
import { clicks, conversions, postbackLog } from '../../db/tracking-schema.ts';

export interface RecentClick {
  key: string;
  createdAt: Date;
  campaignId: number;
  campaignName: string;
}

/**
 * The advertiser's latest click still inside the goal's window: a backward walk of
 * clicks_recent_idx (advertiser_id, created_at) that stops at the first row.
 */
export async function recentClick(
  db: Db,
  advertiserId: number,
  windowDays: number,
): Promise<RecentClick | undefined> {
  const [row] = await db
    .select({
      key: clicks.id,
      createdAt: clicks.createdAt,
      campaignId: clicks.campaignId,
      campaignName: campaigns.name,
    })
    .from(clicks)
    .innerJoin(campaigns, and(eq(campaigns.id, clicks.campaignId), eq(campaigns.advertiserId, advertiserId)))
    .where(
      and(
        eq(clicks.advertiserId, advertiserId),
        gt(clicks.createdAt, sql`now() - make_interval(days => ${windowDays})`),
      ),
    )
    .orderBy(desc(clicks.createdAt))
    .limit(1);
  return row;
}

const REFUSALS: ReadonlySet<string> = new Set(CONVERSION_REFUSALS);
export const refusalOf = (text: string | null | undefined): ConversionRefusal | null =>
  text && REFUSALS.has(text) ? (text as ConversionRefusal) : null;

/** The goal's last calls, newest first (postback_log_goal_idx). */
export async function receivedCalls(db: Db, postbackId: number): Promise<PostbackLogEntry[]> {
  const rows = await db
    .select()
    .from(postbackLog)
    .where(eq(postbackLog.postbackId, postbackId))
    .orderBy(desc(postbackLog.id))
    .limit(POSTBACK_LOG_SIZE);
  return rows.map((r) => ({
    at: r.at.toISOString(),
    status: r.status,
    reason: refusalOf(r.reason),
    click_id: r.clickId,
    payout: r.payout,
    campaign_id: r.campaignId,
    test: r.test,
  }));
}

/** A counted conversion of this goal, with its campaign's name, by the id the endpoint answered. */
export async function conversionById(db: Db, postbackId: number, id: number) {
  const [row] = await db
    .select({ conversion: conversions, campaignName: campaigns.name })
    .from(conversions)
    .innerJoin(campaigns, eq(campaigns.id, conversions.campaignId))
    .where(and(eq(conversions.id, id), eq(conversions.postbackId, postbackId)));
  return row;
}
