import { bidRuleBodySchema, trafficRuleBodySchema } from '@panel/contract';
import type { Db } from '../db/client.ts';
import { optimizationRules } from '../db/optimization-schema.ts';
import { bidRuleExamples, trafficRuleExamples } from '../modules/optimization/rule-examples.ts';
import { ruleColumns } from '../modules/optimization/rule-view.ts';

/**
 * The demo advertiser's optimization rules: the documented examples, paused, so the pages and
 * their dry runs show what the rules would do to the demo traffic without changing the demo
 * campaigns behind anyone's back (the advertiser starts them).
 */
export async function seedDemoRules(db: Db, advertiserId: number) {
  const rows = [
    ...trafficRuleExamples.map((r) => ({
      kind: 'traffic' as const,
      ...ruleColumns(trafficRuleBodySchema.parse(r)),
    })),
    ...bidRuleExamples.map((r) => ({ kind: 'bid' as const, ...ruleColumns(bidRuleBodySchema.parse(r)) })),
  ];
  await db
    .insert(optimizationRules)
    .values(rows.map((r) => ({ ...r, advertiserId, status: 'paused' as const })))
    .onConflictDoNothing();
}
