import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { TrafficEvent } from '../statistics/events.ts';
import type { ClickContext } from './click-link.ts';

/**
 * CPC campaigns pay for the click and CPA campaigns for the conversion, at their bid (the click
 * link carries the pricing model and bid the ad was served with). The charge is a spend event in
 * statistics and an addition to the campaign's spend of its local day and in total, the rows the
 * bidder's budget ledger reads, in the same transaction as the count, so neither can happen alone.
 * The supply side's share is the publisher's 70 % on the platform's zones, else all of it (an
 * SSP's margin is applied to impressions, which the bidder prices itself).
 */
export const PUBLISHER_SHARE = 0.7;

export interface Charge {
  campaignId: number;
  at: number;
  micros: number;
}

/** The charge of a click (CPC) or conversion (CPA) of this context, or null when it pays nothing. */
export function chargeOf(
  kind: 'click' | 'conversion',
  c: ClickContext,
  campaignId: number,
  at: number,
): Charge | null {
  const pays = kind === 'click' ? c.pricingModel === 'cpc' : c.pricingModel === 'cpa';
  return pays && c.bidMicros > 0 ? { campaignId, at, micros: c.bidMicros } : null;
}

export const spendEventOf = (charge: Charge, dims: Omit<TrafficEvent, 'kind' | 'at'>): TrafficEvent => ({
  ...dims,
  kind: 'spend',
  at: charge.at,
  spendMicros: charge.micros,
  revenueMicros: Math.round(charge.micros * ((dims.publisherId ?? 0) > 0 ? PUBLISHER_SHARE : 1)),
});

/** Adds the charges to campaign_spend (the campaign's local day) and campaign_spend_totals. */
export async function addCharges(tx: Pick<Db, 'execute'>, charges: readonly Charge[]): Promise<void> {
  if (charges.length === 0) return;
  const values: SQL = sql.join(
    charges.map((c) => sql`(${c.campaignId}::int, ${c.at}::float8, ${c.micros}::bigint)`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into campaign_spend (campaign_id, day, spent_micros)
    select c.id, (to_timestamp(v.at / 1000) at time zone c.time_zone)::date, sum(v.micros)
      from (values ${values}) as v(campaign_id, at, micros) join campaigns c on c.id = v.campaign_id
     group by 1, 2
    on conflict (campaign_id, day) do update set spent_micros = campaign_spend.spent_micros + excluded.spent_micros`);
  await tx.execute(sql`
    insert into campaign_spend_totals (campaign_id, spent_micros)
    select c.id, sum(v.micros)
      from (values ${values}) as v(campaign_id, at, micros) join campaigns c on c.id = v.campaign_id
     group by 1
    on conflict (campaign_id) do update set spent_micros = campaign_spend_totals.spent_micros + excluded.spent_micros`);
}
