import type { DeliveryOutcome, FrequencyCap } from '@panel/contract';
import type { StatsIngestor } from '../statistics/ingest.ts';
import { type ClickContext, encodeContext } from '../tracking/click-link.ts';
import type { Signer } from '../tracking/signing.ts';
import { type BudgetGate, type CapGate, type FunnelSink, runAuction, type WinningBid } from './auction.ts';
import { AudienceStore } from './audiences.ts';
import { contextOf, eventOf, requestEvent } from './bid-context.ts';
import type { BidRequestView, Source } from './bid-request.ts';
import type { CampaignEntry, CreativeEntry } from './campaign-entry.ts';
import { cityOf } from './city-names.ts';
import { FormatTally, type FunnelCounts } from './format-tally.ts';
import { HoldBook } from './hold-book.ts';
import { emptySnapshot, type Snapshot } from './snapshot.ts';

/** The budget ledger as the bidder drives it (budget/budget-ledger.ts). */
export interface Ledger extends BudgetGate {
  hold(campaignId: number, micros: number): void;
  settle(campaignId: number, heldMicros: number, chargedMicros: number): void;
  release(campaignId: number, heldMicros: number): void;
  /** Resolves once the refills under way are done. */
  whenIdle?(): Promise<void>;
}
export interface Caps extends CapGate {
  /** `cap` lets a process count an impression of a campaign it never checked (another served it). */
  record(campaignId: number, userId: string, now: number, cap?: FrequencyCap): void;
}
export interface Funnel extends FunnelSink, FunnelCounts {
  outcome(campaignId: number, outcome: DeliveryOutcome): void;
}

export interface BidderParts {
  signer: Signer;
  ledger: Ledger;
  caps: Caps;
  funnel: Funnel;
  ingestor: StatsIngestor;
}

/** A winning bid with the context its notices and click link carry. */
export interface ServedBid extends WinningBid {
  creative: CreativeEntry;
  context: ClickContext;
  /** The signed context: names the bid in its notices and click link. */
  token: string;
}

/** What the supply side keeps of a sale: the publisher's share of a zone's spend (docs/bidder.md). */
export const PUBLISHER_SHARE = 0.7;

/**
 * The auction and what follows it, in memory: which campaigns a request reaches, who wins, the
 * budget held for each bid and what the notices do with it, the statistics events. Everything
 * here is synchronous; the database is read and written by the timers of bidder-service.ts.
 */
export class Bidder {
  snapshot: Snapshot = emptySnapshot();
  readonly audiences = new AudienceStore();
  readonly holds = new HoldBook();
  /** Users to add to their advertiser's impression audiences on the next flush. */
  impressionAudience: { advertiserId: number; userId: string }[] = [];
  private rotation = new Map<number, number>();
  /** Requests that met no campaign of a format, summed for the funnel (format-tally.ts). */
  readonly tally = new FormatTally();

  constructor(readonly parts: BidderParts) {}

  private creativeOf(c: CampaignEntry): CreativeEntry {
    const n = this.rotation.get(c.id) ?? 0;
    this.rotation.set(c.id, n + 1);
    return c.creatives[n % c.creatives.length] as CreativeEntry;
  }

  /**
   * Runs the auction of a request over the campaigns of `index` (by format: an advertiser's, or
   * every advertiser's for a zone; none when the endpoint took nothing of the request) and records
   * its events. `advertiserId` is the endpoint's or token's owner (0 for a zone). Every winner's
   * budget is held until its notice.
   */
  auction(
    view: BidRequestView,
    index: ReadonlyMap<string, readonly CampaignEntry[]> | null,
    advertiserId: number,
  ): ServedBid[] {
    const { ingestor, funnel, ledger } = this.parts;
    if (view.audience.cityName) view.audience.city = cityOf(this.snapshot.cityNames, view.audience);
    for (const p of view.placements)
      ingestor.add(requestEvent(view, advertiserId, p.formats[0] ?? '', p.floorMicros));
    if (!index) return [];
    const offered = new Set<string>();
    for (const p of view.placements) for (const f of p.formats) offered.add(f);
    this.tally.seen(advertiserId, offered);
    const campaigns: CampaignEntry[] = [];
    for (const f of offered) {
      const list = index.get(f);
      if (list) for (const c of list) campaigns.push(c);
    }
    const winners = runAuction(view, campaigns, {
      audiences: this.audiences,
      budget: ledger,
      caps: this.parts.caps,
      funnel,
    });
    return winners.map((win) => {
      const creative = this.creativeOf(win.campaign);
      const context = contextOf(view, win, creative);
      const held =
        win.campaign.pricingModel === 'cpc' || win.campaign.pricingModel === 'cpa' ? 0 : impressionPrice(win);
      if (held > 0) ledger.hold(win.campaign.id, held);
      this.holds.add(context.bidId, win.campaign.id, held, view.at);
      funnel.outcome(win.campaign.id, 'bid');
      ingestor.add(eventOf('bid', context, view.at));
      return { ...win, creative, context, token: encodeContext(this.parts.signer, context) };
    });
  }

  /**
   * The SSP's win notice (or a zone's ad served): the impression is bought at `clearingCpmMicros`
   * (never above the bid; the bid when the SSP sent no price). Counted once per bid.
   */
  win(context: ClickContext, clearingCpmMicros: number | null, at: number): boolean {
    const hold = this.holds.take(context.bidId);
    if (hold === 'seen') return false;
    const { ledger, ingestor, funnel } = this.parts;
    const cpm = Math.min(clearingCpmMicros ?? context.costMicros, context.costMicros);
    const charged =
      context.pricingModel === 'cpc' || context.pricingModel === 'cpa' ? 0 : Math.round(cpm / 1000);
    if (hold) ledger.settle(context.campaignId, hold.heldMicros, charged);
    else if (charged > 0) ledger.settle(context.campaignId, 0, charged);
    funnel.outcome(context.campaignId, 'win');
    ingestor.add(eventOf('win', context, at));
    if (charged > 0)
      ingestor.add({
        ...eventOf('spend', context, at),
        spendMicros: charged,
        revenueMicros: Math.round(charged * this.shareOf(context)),
      });
    return true;
  }

  /** The SSP's loss notice: the held budget goes back. */
  loss(context: ClickContext): void {
    const hold = this.holds.take(context.bidId);
    if (hold && hold !== 'seen') this.parts.ledger.release(context.campaignId, hold.heldMicros);
  }

  /** The ad was shown (billing notice or the ad's own pixel), once per bid. */
  impression(context: ClickContext, cap: FrequencyCap | null, at: number): boolean {
    if (!this.holds.mark(context.bidId, 'impression')) return false;
    const { caps, ingestor, funnel } = this.parts;
    if (cap) caps.record(context.campaignId, context.userId, at, cap);
    funnel.outcome(context.campaignId, 'impression');
    ingestor.add(eventOf('impression', context, at));
    if (context.userId && this.snapshot.impressionPixels.has(context.advertiserId))
      this.impressionAudience.push({ advertiserId: context.advertiserId, userId: context.userId });
    return true;
  }

  /**
   * A request refused over the QPS limit: answered at once, counted as a request of the source
   * (the QPS and request statistics show what the SSP sent, not only what was let through).
   */
  throttled(source: Source, advertiserId: number): void {
    this.parts.ingestor.add({ kind: 'request', at: Date.now(), advertiserId, ...source });
  }

  /**
   * What the supply side keeps of what a bid's advertiser pays: the publisher's share on the
   * platform's zones; on an SSP's traffic all of it less the margin the advertiser set for that SSP.
   */
  shareOf(context: ClickContext): number {
    if (context.publisherId > 0) return PUBLISHER_SHARE;
    const endpoint = this.snapshot.endpoints.get(context.sspEndpointId);
    const margin =
      endpoint?.marginBp ?? this.snapshot.guestTokensById.get(context.sspEndpointId)?.marginBp ?? 0;
    return Math.max(0, 1 - margin / 10_000);
  }

  /** Bids whose notice never came: their budget goes back. */
  expireHolds(now: number): void {
    for (const hold of this.holds.expired(now)) this.parts.ledger.release(hold.campaignId, hold.heldMicros);
  }
}

/** One impression at the bid's price, in micros (the price is per thousand). */
export const impressionPrice = (win: WinningBid) => Math.ceil(win.priceCpmMicros / 1000);
