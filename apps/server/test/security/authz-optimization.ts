import type { Role } from '@panel/contract';
import { optimizationActions, optimizationRounds } from '../../src/db/optimization-schema.ts';
import { call, type TestContext } from '../helpers.ts';

/** An advertiser's optimization rules and one logged action; 0 and nothing for other roles. */
export interface Optimization {
  trafficRule: number;
  bidRule: number;
  round: number;
  action: number;
  names: string[];
}

const window = { unit: 'days', value: 3 };
const evidence = { metric: 'spend', value: 5 };

/** A rule of each kind through the API, and a round with one action on the campaign, as the evaluator writes them. */
export async function optimizationOf(
  ctx: TestContext,
  role: Role,
  token: string,
  tag: string,
  owner: { id: number; campaign: number },
): Promise<Optimization> {
  if (role !== 'advertiser') return { trafficRule: 0, bidRule: 0, round: 0, action: 0, names: [] };
  const names = [`Traffic rule ${tag}`, `Bid rule ${tag}`];
  const make = async (url: string, payload: Record<string, unknown>) => {
    const res = await call(ctx.app, { method: 'POST', url, token, payload });
    if (res.status !== 201) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
    return (res.body.ext as { id: number }).id;
  };
  const common = { campaign_ids: [owner.campaign], window, min_evidence: evidence, dimension: 'zone' };
  const trafficRule = await make('/api/v1/traffic_optimization_rules', {
    ...common,
    name: names[0],
    conditions: [{ metric: 'conversions', operator: 'lt', value: 1 }],
    action: { type: 'exclude', duration_hours: null },
  });
  const bidRule = await make('/api/v1/bid_optimization/rules', {
    ...common,
    name: names[1],
    conditions: [{ metric: 'cpa', operator: 'gt', value: 3 }],
    action: { type: 'decrease_percent', value: 10 },
  });
  const db = ctx.database.db;
  const [round] = await db
    .insert(optimizationRounds)
    .values({ advertiserId: owner.id, rules: 1, actions: 1 })
    .returning();
  const [action] = await db
    .insert(optimizationActions)
    .values({
      advertiserId: owner.id,
      roundId: round?.id ?? 0,
      ruleId: trafficRule,
      ruleKind: 'traffic',
      ruleName: names[0] ?? '',
      campaignId: owner.campaign,
      dimension: 'zone',
      item: `zone-${tag}`,
      figures: { impressions: 10, clicks: 0, conversions: 0, spend_micros: 2_000_000, payout_micros: 0 },
      listMode: 'exclude',
    })
    .returning();
  return {
    trafficRule,
    bidRule,
    round: round?.id ?? 0,
    action: action?.id ?? 0,
    names: [...names, `zone-${tag}`],
  };
}

/** What the owner reads of its rules and their log. */
export function optimizationReads(role: Role, o: Optimization, campaign: number): string[] {
  if (role !== 'advertiser') return [];
  return [
    '/api/v1/traffic_optimization_rules',
    `/api/v1/traffic_optimization_rules/${o.trafficRule}`,
    `/api/v1/traffic_optimization_rules/${o.trafficRule}/actions`,
    '/api/v1/bid_optimization/rules',
    `/api/v1/bid_optimization/rules/${o.bidRule}`,
    `/api/v1/bid_optimization/rules/${o.bidRule}/actions`,
    `/api/v1/campaigns/${campaign}/optimization_actions`,
  ];
}
