import {
  bidDryRunBodySchema,
  bidRuleBodySchema,
  DRY_RUN_DAYS,
  dryRunResultSchema,
  envelope,
  ruleIdParamsSchema,
  trafficDryRunBodySchema,
  trafficRuleBodySchema,
} from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { requireSession } from '../../plugins/auth.ts';
import { dryRun } from './dry-run.ts';
import {
  bidDryRunExamples,
  bidNewDryRunExamples,
  trafficDryRunExamples,
  trafficNewDryRunExamples,
} from './rule-examples.ts';
import { findRule } from './rule-repository.ts';
import { RULE_KIND_SETTINGS } from './rule-settings.ts';
import { type RuleInput, ruleInputOf } from './rule-view.ts';

const access = ['advertiser'] as const;

const KINDS = {
  traffic: {
    body: trafficDryRunBodySchema,
    newBody: trafficDryRunBodySchema.extend({ rule: trafficRuleBodySchema }),
    examples: trafficDryRunExamples,
    newExamples: trafficNewDryRunExamples,
    estimate:
      'the spend (and conversions) each excluded item had after that hour, which the exclusion would have saved (and lost)',
  },
  bid: {
    body: bidDryRunBodySchema,
    newBody: bidDryRunBodySchema.extend({ rule: bidRuleBodySchema }),
    examples: bidDryRunExamples,
    newExamples: bidNewDryRunExamples,
    estimate:
      'the spend and conversions each item had after that hour, and their estimate at the new bid from the item’s own history (it pays the bid’s ratio more or less per unit; its volume follows a lowered bid and grows with a raised one only as far as its win rate leaves room)',
  },
} as const;

const ABOUT = (estimate: string) =>
  `Judges the rule at the end of every hour of the last \`days\` days (default ${DRY_RUN_DAYS.default}, at most ${DRY_RUN_DAYS.max}) over the statistics, as the evaluator would have, and answers which items it would have acted on, when (the first hour its conditions held), and ${estimate}. Nothing changes. Items come most spend first, at most 500 (\`total_items\` counts all); \`series\` gives actions and spend saved per UTC day.`;

export const dryRunRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const kind of ['traffic', 'bid'] as const) {
    const k = KINDS[kind];
    const tags = [RULE_KIND_SETTINGS[kind].tag];
    app.post(`${RULE_KIND_SETTINGS[kind].base}/:rule_id/dry_run`, {
      config: { access, examples: k.examples },
      schema: {
        tags,
        summary: `Try a ${kind} rule on the past`,
        description: `${ABOUT(k.estimate)} Without \`rule\`, the saved rule; with it, the rule as the editor holds it.`,
        params: ruleIdParamsSchema,
        body: k.body,
        response: { 200: envelope(dryRunResultSchema) },
      },
      handler: async (request) => {
        const advertiserId = requireSession(request).user.id;
        const found = await findRule(db, advertiserId, kind, request.params.rule_id);
        if (!found) throw notFound();
        const rule = (request.body.rule ?? ruleInputOf(found.row)) as RuleInput;
        return { ext: await dryRun(db, advertiserId, kind, rule, request.body.days) };
      },
    });
    app.post(`${RULE_KIND_SETTINGS[kind].base}/dry_run`, {
      config: { access, examples: k.newExamples },
      schema: {
        tags,
        summary: `Try a new ${kind} rule on the past, before saving it`,
        description: ABOUT(k.estimate),
        body: k.newBody,
        response: { 200: envelope(dryRunResultSchema) },
      },
      handler: async (request) => ({
        ext: await dryRun(
          db,
          requireSession(request).user.id,
          kind,
          request.body.rule as RuleInput,
          request.body.days,
        ),
      }),
    });
  }
};
