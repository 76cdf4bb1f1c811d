import {
  actionIdParamsSchema,
  campaignIdParamsSchema,
  envelope,
  listOf,
  roundIdParamsSchema,
  ruleActionListQuerySchema,
  ruleActionSchema,
  ruleIdParamsSchema,
  undoResultSchema,
} from '@panel/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { optimizationActions, optimizationRounds } from '../../db/optimization-schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { requireSession } from '../../plugins/auth.ts';
import { findCampaignRow } from '../campaigns/campaign-repository.ts';
import { actionsByIds, listActions } from './action-repository.ts';
import { findRule } from './rule-repository.ts';
import { RULE_KIND_SETTINGS } from './rule-settings.ts';
import { undoActions } from './undo.ts';

const access = ['advertiser'] as const;
const tags = ['optimization log'];
const LOG = `Each entry is one thing a rule did to one campaign: the item, its figures over the rule's window when it acted, and what changed (\`list_mode\`: added to the exclude list, or taken out of the include list; or \`bid_before\` → \`bid_after\`). Newest first.`;

export const actionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const kind of ['traffic', 'bid'] as const) {
    app.get(`${RULE_KIND_SETTINGS[kind].base}/:rule_id/actions`, {
      config: { access },
      schema: {
        tags,
        summary: `What a ${kind} rule did`,
        description: `${LOG} \`round_id\` and \`campaign_id\` narrow it.`,
        params: ruleIdParamsSchema,
        querystring: ruleActionListQuerySchema,
        response: { 200: envelope(listOf(ruleActionSchema)) },
      },
      handler: async (request) => {
        const advertiserId = requireSession(request).user.id;
        if (!(await findRule(db, advertiserId, kind, request.params.rule_id))) throw notFound();
        return {
          ext: await listActions(
            db,
            advertiserId,
            eq(optimizationActions.ruleId, request.params.rule_id),
            request.query,
          ),
        };
      },
    });
  }

  app.get('/api/v1/campaigns/:campaign_id/optimization_actions', {
    config: { access },
    schema: {
      tags,
      summary: 'What the rules did to a campaign',
      description: `${LOG} Both kinds of rule, deleted rules included.`,
      params: campaignIdParamsSchema,
      querystring: ruleActionListQuerySchema.omit({ campaign_id: true }),
      response: { 200: envelope(listOf(ruleActionSchema)) },
    },
    handler: async (request) => {
      const advertiserId = requireSession(request).user.id;
      const { campaign_id } = request.params;
      if (!(await findCampaignRow(db, advertiserId, campaign_id))) throw notFound();
      return { ext: await listActions(db, advertiserId, undefined, { ...request.query, campaign_id }) };
    },
  });

  app.post('/api/v1/optimization_actions/:action_id/undo', {
    config: { access },
    schema: {
      tags,
      summary: 'Undo one action',
      description:
        'Puts the item back as it was: into the include list or out of the exclude list, or the bid before. An action already undone (by you, its expiry or a reset) is answered as it is, with `undone: 0`. A bid changed again since is a 409: undo the later change first. The rule will not exclude that item in that campaign again by itself.',
      params: actionIdParamsSchema,
      response: { 200: envelope(undoResultSchema) },
    },
    handler: async (request) => {
      const advertiserId = requireSession(request).user.id;
      const id = request.params.action_id;
      const result = await db.transaction(async (tx) => {
        const [found] = await tx
          .select({ undoneAt: optimizationActions.undoneAt })
          .from(optimizationActions)
          .where(and(eq(optimizationActions.advertiserId, advertiserId), eq(optimizationActions.id, id)))
          .for('update');
        if (!found) throw notFound();
        if (found.undoneAt) return 0;
        const done = await undoActions(tx, advertiserId, eq(optimizationActions.id, id), 'user', new Date());
        if (done.superseded.length > 0) throw new HttpError(409, 'CONFLICT', 'errors.actionSuperseded');
        if (done.undone.length === 0) throw new HttpError(409, 'CONFLICT', 'errors.actionArchived');
        return 1;
      });
      return { ext: { undone: result, actions: await actionsByIds(db, advertiserId, [id]) } };
    },
  });

  app.post('/api/v1/optimization_rounds/:round_id/undo', {
    config: { access },
    schema: {
      tags,
      summary: 'Undo everything a round did',
      description:
        'Undoes the round’s actions that are still in force, newest first, and answers those it undid. Bids changed again since and actions on archived campaigns stay as they are.',
      params: roundIdParamsSchema,
      response: { 200: envelope(undoResultSchema) },
    },
    handler: async (request) => {
      const advertiserId = requireSession(request).user.id;
      const roundId = request.params.round_id;
      const undone = await db.transaction(async (tx) => {
        const [round] = await tx
          .select({ id: optimizationRounds.id })
          .from(optimizationRounds)
          .where(and(eq(optimizationRounds.advertiserId, advertiserId), eq(optimizationRounds.id, roundId)))
          .for('update');
        if (!round) throw notFound();
        return (
          await undoActions(tx, advertiserId, eq(optimizationActions.roundId, roundId), 'user', new Date())
        ).undone;
      });
      return { ext: { undone: undone.length, actions: await actionsByIds(db, advertiserId, undone) } };
    },
  });
};
