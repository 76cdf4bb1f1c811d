import type { CampaignEntry } from './campaign-entry.ts';
import type { Snapshot } from './snapshot.ts';

/**
 * The funnel's first stage without looking at every campaign on every request. A request only
 * meets the campaigns of the formats it offers (the snapshot indexes them by format); every
 * other campaign it reached stopped at 'format'. Those are counted here as sums, per scope (an
 * advertiser, for its endpoints' and guests' requests; 0, for zone requests, which reach every
 * advertiser) and per format, and spread over the campaigns once a second: a campaign of format f
 * reached by R requests of its scope, O of them offering f, gets R − O requests dropped at
 * 'format' (the other O it counted itself in the auction).
 */
export interface FunnelCounts {
  addCount(campaignId: number, stage: 'requests' | 'format', n: number): void;
}

interface Scope {
  total: number;
  offered: Map<string, number>;
}

export const ZONES_SCOPE = 0;

export class FormatTally {
  private scopes = new Map<number, Scope>();

  seen(scope: number, formats: ReadonlySet<string>): void {
    let s = this.scopes.get(scope);
    if (!s) {
      s = { total: 0, offered: new Map() };
      this.scopes.set(scope, s);
    }
    s.total += 1;
    for (const f of formats) s.offered.set(f, (s.offered.get(f) ?? 0) + 1);
  }

  /** Adds the sums to the funnel's campaigns and starts again. */
  drain(snapshot: Snapshot, funnel: FunnelCounts): void {
    if (this.scopes.size === 0) return;
    const scopes = this.scopes;
    this.scopes = new Map();
    const spread = (scope: Scope | undefined, campaigns: Iterable<CampaignEntry>) => {
      if (!scope) return;
      for (const c of campaigns) {
        const missed = scope.total - (scope.offered.get(c.adFormat) ?? 0);
        if (missed <= 0) continue;
        funnel.addCount(c.id, 'requests', missed);
        funnel.addCount(c.id, 'format', missed);
      }
    };
    for (const [key, scope] of scopes)
      spread(
        scope,
        key === ZONES_SCOPE ? snapshot.campaigns.values() : (snapshot.byAdvertiser.get(key) ?? []),
      );
  }
}
