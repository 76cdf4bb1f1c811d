import type { BidDryRunBody, BidRuleBody, TrafficDryRunBody, TrafficRuleBody } from '@panel/contract';

/** Working examples for the OpenAPI document; the test suite sends each one. */
export const trafficRuleExamples: TrafficRuleBody[] = [
  {
    name: 'Block zones that spend without converting',
    status: 'active',
    campaign_ids: [],
    dimension: 'zone',
    window: { unit: 'days', value: 3 },
    min_evidence: { metric: 'spend', value: 5 },
    conditions: [{ metric: 'conversions', operator: 'lt', value: 1 }],
    conversion_delay_hours: 6,
    action: { type: 'exclude', duration_hours: null },
  },
  {
    name: 'Rest low-CTR sites for a day',
    status: 'paused',
    campaign_ids: [],
    dimension: 'site',
    window: { unit: 'hours', value: 24 },
    min_evidence: { metric: 'impressions', value: 5000 },
    conditions: [{ metric: 'ctr', operator: 'lt', value: 0.1 }],
    action: { type: 'exclude', duration_hours: 24 },
  },
];
export const trafficRuleUpdateExamples: TrafficRuleBody[] = [
  {
    ...(trafficRuleExamples[0] as TrafficRuleBody),
    name: 'Block zones over a $4 CPA',
    conditions: [{ metric: 'cpa', operator: 'gt', value: 4 }],
  },
];

export const bidRuleExamples: BidRuleBody[] = [
  {
    name: 'Lower bids where CPA is over $4',
    status: 'active',
    campaign_ids: [],
    dimension: 'zone',
    window: { unit: 'days', value: 7 },
    min_evidence: { metric: 'spend', value: 10 },
    conditions: [{ metric: 'cpa', operator: 'gt', value: 4 }],
    conversion_delay_hours: 12,
    action: { type: 'decrease_percent', value: 20, min_bid: 0.5, max_bid: null },
  },
  {
    name: 'Raise bids on converting countries',
    status: 'paused',
    campaign_ids: [],
    dimension: 'country',
    window: { unit: 'days', value: 14 },
    min_evidence: { metric: 'impressions', value: 10000 },
    conditions: [
      { metric: 'roi', operator: 'gt', value: 30 },
      { metric: 'conversions', operator: 'gte', value: 5 },
    ],
    action: { type: 'increase_percent', value: 10, min_bid: null, max_bid: 3 },
  },
];
export const bidRuleUpdateExamples: BidRuleBody[] = [
  {
    ...(bidRuleExamples[0] as BidRuleBody),
    name: 'Set CPA-heavy zones to $0.80',
    action: { type: 'set', value: 0.8 },
  },
];

export const trafficDryRunExamples: TrafficDryRunBody[] = [
  { days: 14 },
  { days: 7, rule: trafficRuleExamples[0] },
];
export const bidDryRunExamples: BidDryRunBody[] = [{ days: 30 }, { days: 7, rule: bidRuleExamples[0] }];
export const trafficNewDryRunExamples = [{ days: 14, rule: trafficRuleExamples[0] }];
export const bidNewDryRunExamples = [{ days: 14, rule: bidRuleExamples[0] }];
