import {
  DELIVERY_DROP_STAGES,
  DELIVERY_WINDOW_MINUTES,
  type DeliveryReport,
  ENGLISH_MESSAGES,
  fromMicros,
  type MessageCatalog,
} from '@panel/contract';
import { and, eq, gte, sql } from 'drizzle-orm';
import { deliveryFunnel } from '../../db/bidder-schema.ts';
import type { Db } from '../../db/client.ts';
import { campaigns, creatives } from '../../db/schema.ts';
import { FUNNEL_REQUESTS } from '../bidder/delivery-funnel.ts';
import { adviseDelivery, type PriceRange } from './delivery-advice.ts';

const MINUTE_MS = 60_000;

interface StageSum {
  stage: string;
  count: number;
  min: number | null;
  max: number | null;
}

const range = (row: StageSum | undefined): PriceRange | null =>
  row && row.min !== null && row.max !== null ? { min: fromMicros(row.min), max: fromMicros(row.max) } : null;

/**
 * The delivery funnel of one of the advertiser's campaigns over the last DELIVERY_WINDOW_MINUTES
 * (the current minute included, as far as the bidders have flushed it), with its advice;
 * undefined when the advertiser has no such campaign.
 */
export async function deliveryReport(
  db: Db,
  advertiserId: number,
  id: number,
  now = Date.now(),
  catalog: MessageCatalog = ENGLISH_MESSAGES,
): Promise<DeliveryReport | undefined> {
  const [campaign] = await db
    .select({ status: campaigns.status, adFormat: campaigns.adFormat, pricingModel: campaigns.pricingModel })
    .from(campaigns)
    .where(and(eq(campaigns.advertiserId, advertiserId), eq(campaigns.id, id)));
  if (!campaign) return undefined;
  const fromMinute = Math.floor(now / MINUTE_MS) - DELIVERY_WINDOW_MINUTES + 1;
  const sums: StageSum[] = (
    await db
      .select({
        stage: deliveryFunnel.stage,
        count: sql<string>`sum(${deliveryFunnel.count})`,
        min: sql<string | null>`min(${deliveryFunnel.minPriceMicros})`,
        max: sql<string | null>`max(${deliveryFunnel.maxPriceMicros})`,
      })
      .from(deliveryFunnel)
      .where(and(eq(deliveryFunnel.campaignId, id), gte(deliveryFunnel.minute, fromMinute)))
      .groupBy(deliveryFunnel.stage)
  ).map((r) => ({
    stage: r.stage,
    count: Number(r.count),
    min: r.min === null ? null : Number(r.min),
    max: r.max === null ? null : Number(r.max),
  }));
  const byStage = new Map(sums.map((s) => [s.stage, s]));
  const countOf = (stage: string) => byStage.get(stage)?.count ?? 0;
  const requests = countOf(FUNNEL_REQUESTS);
  const stages = DELIVERY_DROP_STAGES.map((stage) => ({ stage, dropped: countOf(stage) }));
  const winningPrice = range(byStage.get('lost'));
  const floorPrice = range(byStage.get('floor'));
  const hasAds =
    requests > 0 ||
    (
      await db
        .select({ id: creatives.id })
        .from(creatives)
        .where(and(eq(creatives.campaignId, id), eq(creatives.status, 'active')))
        .limit(1)
    ).length > 0;
  return {
    campaign_id: id,
    status: campaign.status,
    from: new Date(fromMinute * MINUTE_MS).toISOString(),
    to: new Date(now).toISOString(),
    requests,
    stages,
    bids: countOf('bid'),
    wins: countOf('win'),
    impressions: countOf('impression'),
    winning_price: winningPrice,
    floor_price: floorPrice,
    advice: adviseDelivery({ ...campaign, hasAds, requests, stages, winningPrice, floorPrice }, catalog),
  };
}
