import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get('/healthz', {
    schema: {
      tags: ['health'],
      summary: 'Liveness and database reachability',
      response: { 200: z.object({ ok: z.literal(true), database: z.enum(['pglite', 'postgres']) }) },
    },
    handler: async () => {
      await database.db.execute(sql`select 1`);
      return { ok: true as const, database: database.kind };
    },
  });
};
