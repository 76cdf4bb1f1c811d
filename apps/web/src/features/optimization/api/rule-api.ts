import {
  type BidRule,
  bidRuleSchema,
  type RuleKind,
  type TrafficRule,
  trafficRuleSchema,
} from '@panel/contract';

/** Either kind of rule as the lists and the editor handle it: the kind says which fields `action` has. */
export type AnyRule = TrafficRule | BidRule;

/** Where each kind of rule lives on the server (spec section 7), and the schema its answers follow. */
export const RULE_API = {
  traffic: { base: '/api/v1/traffic_optimization_rules', schema: trafficRuleSchema },
  bid: { base: '/api/v1/bid_optimization/rules', schema: bidRuleSchema },
} as const satisfies Record<RuleKind, { base: string; schema: unknown }>;

/** Query keys: everything of a kind under one prefix, so a change refreshes its lists, rules and dry runs. */
export const rulesQueryKey = (kind: RuleKind) => ['optimization-rules', kind] as const;
export const ruleListKey = (kind: RuleKind, query: Record<string, string>) =>
  [...rulesQueryKey(kind), 'list', query] as const;
export const ruleKey = (kind: RuleKind, id: number) => [...rulesQueryKey(kind), 'one', id] as const;
