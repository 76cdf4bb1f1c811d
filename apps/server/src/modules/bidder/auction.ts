import type { DeliveryDropStage, FrequencyCap } from '@panel/contract';
import type { AudienceStore } from './audiences.ts';
import type { BidRequestView, Placement } from './bid-request.ts';
import type { CampaignEntry } from './campaign-entry.ts';
import { effectiveCpmMicros, refusal } from './matcher.ts';

/** What the auction needs of the budget ledger, the frequency caps and the funnel. */
export interface BudgetGate {
  /** May the campaign pay `priceMicros` for one impression now ('budget' / 'pacing' if not)? */
  check(c: CampaignEntry, priceMicros: number, now: number): 'ok' | 'budget' | 'pacing';
}
export interface CapGate {
  allows(campaignId: number, cap: FrequencyCap, userId: string, now: number): boolean;
}
export interface FunnelSink {
  reached(campaignId: number): void;
  /** `priceMicros`: for 'floor', the floor that refused the bid (the funnel keeps their range). */
  drop(campaignId: number, stage: DeliveryDropStage, priceMicros?: number): void;
  lost(campaignId: number, winningPriceMicros: number): void;
}

export interface AuctionDeps {
  audiences: AudienceStore;
  budget: BudgetGate;
  caps: CapGate;
  funnel: FunnelSink;
}

export interface WinningBid {
  placement: Placement;
  campaign: CampaignEntry;
  /** The campaign's bid for this traffic, CPM micros. */
  bidCpmMicros: number;
  /** The price sent: the bid, or for Smart CPM just above the floor and the runner-up. */
  priceCpmMicros: number;
}

/** Smart CPM outbids the runner-up (or the floor) by one cent per thousand, never above its bid. */
const SMART_STEP_MICROS = 10_000;

interface Candidate {
  campaign: CampaignEntry;
  bid: number;
}

/**
 * One auction over the campaigns a request can reach. Each campaign is checked against the first
 * placement that takes its format, stage by stage as the funnel reports (matcher.ts, then budget,
 * pacing, frequency cap and floor); the highest effective bid of each placement wins it. Nothing here awaits or reads the database.
 */
export function runAuction(
  view: BidRequestView,
  campaigns: readonly CampaignEntry[],
  deps: AuctionDeps,
): WinningBid[] {
  const { audience, source, at } = view;
  const perPlacement = new Map<Placement, Candidate[]>();
  // Each format's first placement, found once per request rather than once per campaign.
  const placementOf = new Map<string, Placement>();
  for (const p of view.placements) for (const f of p.formats) if (!placementOf.has(f)) placementOf.set(f, p);
  for (const c of campaigns) {
    deps.funnel.reached(c.id);
    const placement = placementOf.get(c.adFormat);
    if (!placement) {
      deps.funnel.drop(c.id, 'format');
      continue;
    }
    const stage = refusal(c, audience, source, deps.audiences, at);
    if (stage) {
      deps.funnel.drop(c.id, stage);
      continue;
    }
    const bid = effectiveCpmMicros(c, audience, source);
    const gate = deps.budget.check(c, Math.ceil(bid / 1000), at);
    if (gate !== 'ok') {
      deps.funnel.drop(c.id, gate);
      continue;
    }
    if (c.frequencyCap && !deps.caps.allows(c.id, c.frequencyCap, audience.userId, at)) {
      deps.funnel.drop(c.id, 'frequency');
      continue;
    }
    if (bid <= 0 || bid < placement.floorMicros) {
      deps.funnel.drop(c.id, 'floor', placement.floorMicros);
      continue;
    }
    const list = perPlacement.get(placement);
    if (list) list.push({ campaign: c, bid });
    else perPlacement.set(placement, [{ campaign: c, bid }]);
  }
  const winners: WinningBid[] = [];
  // Each campaign is in one placement's list only, so it wins at most one placement.
  for (const placement of view.placements) {
    const list = perPlacement.get(placement);
    if (!list) continue;
    // Highest bid first; a tie goes to the older campaign (lower id), so the order is stable.
    list.sort((x, y) => y.bid - x.bid || x.campaign.id - y.campaign.id);
    const [first, second] = list as [Candidate, Candidate | undefined];
    const price =
      first.campaign.pricingModel === 'smart_cpm'
        ? Math.min(first.bid, Math.max(placement.floorMicros, (second?.bid ?? 0) + SMART_STEP_MICROS))
        : first.bid;
    winners.push({ placement, campaign: first.campaign, bidCpmMicros: first.bid, priceCpmMicros: price });
    for (let i = 1; i < list.length; i++) deps.funnel.lost((list[i] as Candidate).campaign.id, price);
  }
  return winners;
}
