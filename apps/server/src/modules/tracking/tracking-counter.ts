import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { TrafficEvent } from '../statistics/events.ts';
import { StatsIngestor } from '../statistics/ingest.ts';
import { clickContextSchema } from './click-link.ts';
import { addCharges, type Charge, chargeOf, spendEventOf } from './spend-charge.ts';

/** Rows claimed per table and pass: a pass stays one short transaction even after a backlog. */
const BATCH = 5_000;
const INTERVAL_MS = 1_000;

interface Claimed {
  advertiser_id: number;
  campaign_id: number;
  context: unknown;
  created_at: Date | string;
  payout_micros?: number | string;
}

/** The dimensions of a click's statistics, from what its link carried. */
function dimensionsOf(row: Claimed): Omit<TrafficEvent, 'kind' | 'at'> {
  const parsed = clickContextSchema.safeParse(row.context);
  // A context that no longer parses (an older shape) still counts, under its campaign alone.
  if (!parsed.success) return { advertiserId: row.advertiser_id, campaignId: row.campaign_id };
  const c = parsed.data;
  return {
    advertiserId: row.advertiser_id,
    campaignId: row.campaign_id,
    creativeId: c.creativeId,
    sspId: c.sspId,
    sspEndpointId: c.sspEndpointId,
    guestSspId: c.guestSspId,
    publisherId: c.publisherId,
    siteId: c.siteId,
    zoneId: c.zoneId,
    country: c.country,
    region: c.region,
    os: c.os,
    browser: c.browser,
    deviceType: c.deviceType,
    connectionType: c.connectionType,
    carrier: c.carrier,
    adFormat: c.adFormat,
    language: c.language,
  };
}

const claim = (table: 'clicks' | 'conversions', extra: string) =>
  sql.raw(`update ${table} set counted = true where id in (
      select id from ${table} where not counted order by created_at limit ${BATCH} for update skip locked)
    returning advertiser_id, campaign_id, context, created_at${extra}`);

/**
 * Moves recorded clicks and conversions into statistics, each exactly once: one transaction
 * marks a batch counted and adds it to the rollups, so a crash before the commit leaves the
 * rows for the next pass and a commit has done both. SKIP LOCKED lets every server process
 * run a counter on the same database without two of them claiming one row.
 */
export async function countPass(db: Db): Promise<{ clicks: number; conversions: number }> {
  return db.transaction(async (tx) => {
    const clicks = ((await tx.execute(claim('clicks', ''))) as { rows: Claimed[] }).rows;
    const conversions = ((await tx.execute(claim('conversions', ', payout_micros'))) as { rows: Claimed[] })
      .rows;
    if (clicks.length === 0 && conversions.length === 0) return { clicks: 0, conversions: 0 };
    const ingestor = new StatsIngestor(db, Number.POSITIVE_INFINITY);
    const charges: Charge[] = [];
    const count = (kind: 'click' | 'conversion', row: Claimed, extra: Partial<TrafficEvent>) => {
      const at = new Date(row.created_at).getTime();
      const dims = dimensionsOf(row);
      ingestor.add({ kind, at, ...extra, ...dims });
      const parsed = clickContextSchema.safeParse(row.context);
      const charge = parsed.success ? chargeOf(kind, parsed.data, row.campaign_id, at) : null;
      if (charge) {
        charges.push(charge);
        ingestor.add(spendEventOf(charge, dims));
      }
    };
    for (const row of clicks) count('click', row, {});
    for (const row of conversions) count('conversion', row, { payoutMicros: Number(row.payout_micros ?? 0) });
    await ingestor.flushIn(tx);
    await addCharges(tx, charges);
    return { clicks: clicks.length, conversions: conversions.length };
  });
}

export interface TrackingCounter {
  /** Runs a pass now (after the one under way, if any); what it counted. */
  runOnce(): Promise<{ clicks: number; conversions: number }>;
  stop(): Promise<void>;
}

/** A pass every second, never two at once in this process; the timer does not keep Node alive. */
export function startTrackingCounter(
  db: Db,
  log: FastifyBaseLogger,
  intervalMs = INTERVAL_MS,
): TrackingCounter {
  let running: Promise<{ clicks: number; conversions: number }> | null = null;
  let stopped = false;
  const runOnce = async () => {
    while (running) await running.catch(() => undefined);
    running = countPass(db);
    try {
      return await running;
    } finally {
      running = null;
    }
  };
  const timer = setInterval(() => {
    if (running || stopped) return;
    runOnce().catch((err: unknown) => log.error({ err }, 'counting clicks and conversions failed'));
  }, intervalMs);
  timer.unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
