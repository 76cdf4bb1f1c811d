import { bidRuleBodySchema, bidRuleSchema, trafficRuleBodySchema, trafficRuleSchema } from '@panel/contract';
import {
  bidRuleExamples,
  bidRuleUpdateExamples,
  trafficRuleExamples,
  trafficRuleUpdateExamples,
} from './rule-examples.ts';

/** What differs between the two kinds of rule: their address, schemas, examples and description. */
export const RULE_KIND_SETTINGS = {
  traffic: {
    base: '/api/v1/traffic_optimization_rules',
    tag: 'traffic optimization',
    body: trafficRuleBodySchema,
    out: trafficRuleSchema,
    examples: trafficRuleExamples,
    updateExamples: trafficRuleUpdateExamples,
    about:
      'A traffic rule judges each item (zone, site, country, OS or browser) of its campaigns over its look-back window, once the item has the evidence asked for, and excludes the items that meet every condition: it adds them to the campaign’s exclude list (or takes them out of an include list), for `duration_hours` or for good. Protected zones are never excluded; a campaign’s traffic_optimizer/reset undoes what the rules did there.',
  },
  bid: {
    base: '/api/v1/bid_optimization/rules',
    tag: 'bid optimization',
    body: bidRuleBodySchema,
    out: bidRuleSchema,
    examples: bidRuleExamples,
    updateExamples: bidRuleUpdateExamples,
    about:
      'A bid rule judges each zone, site or country of its campaigns over its look-back window and changes the campaign’s bid for the items that meet every condition (the bid_by_zone, bid_by_site or bid_by_country map): lower or raise it by a percentage of the bid that applies there, or set it, never below `min_bid` or above `max_bid`. It acts on an item at most once per window.',
  },
} as const;
