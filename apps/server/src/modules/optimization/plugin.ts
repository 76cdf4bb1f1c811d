import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { actionRoutes } from './action-routes.ts';
import { dryRunRoutes } from './dry-run-routes.ts';
import { ruleRoutes } from './rule-routes.ts';

/** Traffic and bid optimization rules, their dry run and their action log (docs/optimization.md). */
export const optimizationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(ruleRoutes, { db, kind: 'traffic' });
  await app.register(ruleRoutes, { db, kind: 'bid' });
  await app.register(dryRunRoutes, { db });
  await app.register(actionRoutes, { db });
};
