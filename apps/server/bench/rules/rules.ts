import {
  type BidRuleBody,
  bidRuleBodySchema,
  type RuleKind,
  type TrafficRuleBody,
  trafficRuleBodySchema,
} from '@panel/contract';
import type { RuleInput } from '../../src/modules/optimization/rule-view.ts';

/**
 * The ten rules every bench advertiser keeps: six traffic rules over each dimension the cubes
 * hold, four bid rules, with windows from a day to a week and the evidence, delays and actions
 * advertisers set (the documented examples, varied).
 */
const TRAFFIC: TrafficRuleBody[] = [
  {
    name: 'Zones spending without converting',
    dimension: 'zone',
    window: { unit: 'days', value: 7 },
    min_evidence: { metric: 'spend', value: 1 },
    conditions: [
      { metric: 'spend', operator: 'gt', value: 1 },
      { metric: 'conversions', operator: 'lt', value: 1 },
    ],
    action: { type: 'exclude', duration_hours: null },
  },
  {
    name: 'Low-CTR sites rest a day',
    dimension: 'site',
    window: { unit: 'days', value: 1 },
    min_evidence: { metric: 'impressions', value: 1000 },
    conditions: [{ metric: 'ctr', operator: 'lt', value: 0.3 }],
    action: { type: 'exclude', duration_hours: 24 },
  },
  {
    name: 'Countries over a $4 CPA',
    dimension: 'country',
    window: { unit: 'days', value: 7 },
    min_evidence: { metric: 'spend', value: 5 },
    conditions: [{ metric: 'cpa', operator: 'gt', value: 4 }],
    conversion_delay_hours: 24,
    action: { type: 'exclude', duration_hours: 72 },
  },
  {
    name: 'OS losing half the spend',
    dimension: 'os',
    window: { unit: 'days', value: 3 },
    min_evidence: { metric: 'spend', value: 2 },
    conditions: [{ metric: 'roi', operator: 'lt', value: -50 }],
    action: { type: 'exclude', duration_hours: null },
  },
  {
    name: 'Browsers nobody clicks',
    dimension: 'browser',
    window: { unit: 'days', value: 2 },
    min_evidence: { metric: 'impressions', value: 2000 },
    conditions: [{ metric: 'ctr', operator: 'lt', value: 0.2 }],
    action: { type: 'exclude', duration_hours: 48 },
  },
  {
    name: 'Endpoints without conversions',
    dimension: 'ssp_endpoint',
    window: { unit: 'hours', value: 24 },
    min_evidence: { metric: 'spend', value: 5 },
    conditions: [{ metric: 'conversions', operator: 'lt', value: 1 }],
    action: { type: 'exclude', duration_hours: 24 },
  },
];

const BID: BidRuleBody[] = [
  {
    name: 'Zones over a $3 CPA pay 20% less',
    dimension: 'zone',
    window: { unit: 'days', value: 7 },
    min_evidence: { metric: 'spend', value: 2 },
    conditions: [{ metric: 'cpa', operator: 'gt', value: 3 }],
    action: { type: 'decrease_percent', value: 20, min_bid: 0.1 },
  },
  {
    name: 'Profitable countries pay 10% more',
    dimension: 'country',
    window: { unit: 'days', value: 7 },
    min_evidence: { metric: 'spend', value: 5 },
    conditions: [{ metric: 'roi', operator: 'gt', value: 50 }],
    conversion_delay_hours: 24,
    action: { type: 'increase_percent', value: 10, max_bid: 3 },
  },
  {
    name: 'Cheap sites at $0.50',
    dimension: 'site',
    window: { unit: 'days', value: 3 },
    min_evidence: { metric: 'impressions', value: 5000 },
    conditions: [{ metric: 'ecpm', operator: 'lt', value: 1 }],
    action: { type: 'set', value: 0.5 },
  },
  {
    name: 'Converting zones pay 15% more',
    dimension: 'zone',
    window: { unit: 'hours', value: 72 },
    min_evidence: { metric: 'spend', value: 1 },
    conditions: [{ metric: 'conversions', operator: 'gte', value: 3 }],
    action: { type: 'increase_percent', value: 15, max_bid: 5 },
  },
];

export const BENCH_RULES: { kind: RuleKind; input: RuleInput }[] = [
  ...TRAFFIC.map((body) => ({ kind: 'traffic' as const, input: trafficRuleBodySchema.parse(body) })),
  ...BID.map((body) => ({ kind: 'bid' as const, input: bidRuleBodySchema.parse(body) })),
];
