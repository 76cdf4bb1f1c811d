import {
  envelope,
  listOf,
  RULE_SORT_KEYS,
  RULES_MAX,
  type RuleKind,
  ruleIdParamsSchema,
  ruleListQuerySchema,
} from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fieldError, HttpError, notFound } from '../../lib/http-error.ts';
import { text } from '../../lib/i18n.ts';
import { requireSession } from '../../plugins/auth.ts';
import { cloneName } from './clone-name.ts';
import { deleteRule, findRule, insertRule, listRules, updateRule, type Written } from './rule-repository.ts';
import { RULE_KIND_SETTINGS } from './rule-settings.ts';
import { type RuleInput, ruleInputOf, toRule } from './rule-view.ts';

const COMMON = `Conditions are ANDed over the window's figures (CTR and CR in percent, CPA and eCPM in USD, ROI in percent, only where a payout exists); the window ends \`conversion_delay_hours\` before now. \`campaign_ids\` empty means all the advertiser's campaigns; another's campaign is a 400 naming it. The evaluator runs every few minutes (docs/optimization.md).`;

const access = ['advertiser'] as const;

export const ruleRoutes: FastifyPluginAsyncZod<{ db: Db; kind: RuleKind }> = async (app, { db, kind }) => {
  const k = RULE_KIND_SETTINGS[kind];
  const tags = [k.tag];
  const about = `${k.about} ${COMMON}`;

  const load = async (advertiserId: number, id: number) => {
    const found = await findRule(db, advertiserId, kind, id);
    if (!found) throw notFound();
    return { ext: toRule(found.row, found.actions) };
  };
  const written = (result: Written): number => {
    if (result.kind === 'name')
      throw new HttpError(409, 'CONFLICT', 'errors.ruleName', {}, { name: text('errors.ruleName') });
    if (result.kind === 'full') throw new HttpError(409, 'CONFLICT', 'errors.rulesMax', { max: RULES_MAX });
    if (result.kind === 'campaigns')
      throw fieldError(`campaign_ids.${result.index}`, text('validation.ruleCampaign'));
    if (result.kind === 'missing') throw notFound();
    return result.id;
  };

  app.get(k.base, {
    config: { access },
    schema: {
      tags,
      summary: `The advertiser’s ${kind} optimization rules`,
      description: `${about} Sort by ${RULE_SORT_KEYS.join(', ')} (default -created_at); \`search\` matches the name or the id; \`status\` filters.`,
      querystring: ruleListQuerySchema,
      response: { 200: envelope(listOf(k.out)) },
    },
    handler: async (request) => {
      const page = await listRules(db, requireSession(request).user.id, kind, request.query);
      return { ext: { items: page.items.map((r) => toRule(r.row, r.actions)), total: page.total } };
    },
  });

  app.get(`${k.base}/:rule_id`, {
    config: { access },
    schema: {
      tags,
      summary: `One ${kind} rule`,
      params: ruleIdParamsSchema,
      response: { 200: envelope(k.out) },
    },
    handler: async (request) => load(requireSession(request).user.id, request.params.rule_id),
  });

  app.post(k.base, {
    config: { access, examples: k.examples },
    schema: {
      tags,
      summary: `Add a ${kind} rule`,
      description: `${about} Names are unique per advertiser and kind, whatever the case (409 naming \`name\`); at most ${RULES_MAX} rules of a kind.`,
      body: k.body,
      response: { 201: envelope(k.out) },
    },
    handler: async (request, reply) => {
      const advertiserId = requireSession(request).user.id;
      const id = written(await insertRule(db, advertiserId, kind, request.body as RuleInput));
      return reply.status(201).send(await load(advertiserId, id));
    },
  });

  app.put(`${k.base}/:rule_id`, {
    config: { access, examples: k.updateExamples },
    schema: {
      tags,
      summary: `Change a ${kind} rule`,
      description:
        'Replaces the whole rule (pausing is a PUT with `status: paused`); fields left out take their defaults. Its action log stays.',
      params: ruleIdParamsSchema,
      body: k.body,
      response: { 200: envelope(k.out) },
    },
    handler: async (request) => {
      const advertiserId = requireSession(request).user.id;
      written(await updateRule(db, advertiserId, kind, request.params.rule_id, request.body as RuleInput));
      return load(advertiserId, request.params.rule_id);
    },
  });

  app.delete(`${k.base}/:rule_id`, {
    config: { access },
    schema: {
      tags,
      summary: `Delete a ${kind} rule`,
      description:
        'What it did stays in place and in the log (undoable there); it stops judging. The panel asks for confirmation; the call does not.',
      params: ruleIdParamsSchema,
      response: { 204: z.null().describe('Deleted') },
    },
    handler: async (request, reply) => {
      if (!(await deleteRule(db, requireSession(request).user.id, kind, request.params.rule_id)))
        throw notFound();
      return reply.status(204).send(null);
    },
  });

  app.post(`${k.base}/:rule_id/clone`, {
    config: { access },
    schema: {
      tags,
      summary: `Copy a ${kind} rule`,
      description:
        'A paused copy named “<name> (copy)” (or “(copy 2)”, … when taken), with no log and no last run, to change before it runs.',
      params: ruleIdParamsSchema,
      response: { 201: envelope(k.out) },
    },
    handler: async (request, reply) => {
      const advertiserId = requireSession(request).user.id;
      const found = await findRule(db, advertiserId, kind, request.params.rule_id);
      if (!found) throw notFound();
      const source = ruleInputOf(found.row);
      for (let n = 1; ; n++) {
        const result = await insertRule(db, advertiserId, kind, {
          ...source,
          status: 'paused',
          name: cloneName(source.name, n),
        });
        if (result.kind === 'name' && n < 50) continue;
        return reply.status(201).send(await load(advertiserId, written(result)));
      }
    },
  });
};
