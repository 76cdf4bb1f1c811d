import { translateMessage } from '@panel/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, DRIVERS, signUpAndIn, type TestContext, useApp } from '../helpers.ts';

/**
 * Values a schema let through but the database refuses, raised for real on each driver by a
 * route only this test adds: whatever gap lets one through, the client gets a 4xx without SQL.
 */
const REFUSED_VALUES = {
  nul: sql`select ${'a\u0000b'}::text`,
  'number-out-of-range': sql`select ${'1e400'}::float8`,
  'date-out-of-range': sql`select ${'2024-02-30'}::date`,
  'not-a-number': sql`select ${'twelve'}::integer`,
  'integer-overflow': sql`select ${'99999999999'}::integer`,
  'division-by-zero': sql`select 1 / ${0}::integer`,
};
type Kind = keyof typeof REFUSED_VALUES;

function addFailingRoutes(app: TestContext['app'], ctx: TestContext) {
  app.get<{ Params: { kind: Kind } }>('/test/refused/:kind', async (request) =>
    ctx.database.db.execute(REFUSED_VALUES[request.params.kind]),
  );
  app.post<{ Params: { user: string; kind: string } }>('/test/race/:kind/:user', async (request) => {
    const user = Number(request.params.user);
    // A second writer got there first: the same name twice, or a row whose owner just went.
    return request.params.kind === 'unique'
      ? ctx.database.db.execute(
          sql`insert into campaign_groups (advertiser_id, name) values (${user}, 'Twin'), (${user}, 'twin')`,
        )
      : ctx.database.db.execute(
          sql`insert into campaign_groups (advertiser_id, name) values (${-user}, 'Orphan')`,
        );
  });
}

describe.each(DRIVERS)('database errors on %s', (driver) => {
  const ctx: TestContext = useApp(driver, {}, (app) => addFailingRoutes(app, ctx));

  it.each(Object.keys(REFUSED_VALUES))('a data exception (%s) is a 400 that shows no SQL', async (kind) => {
    const res = await call(ctx.app, { method: 'GET', url: `/test/refused/${kind}` });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: true,
      code: 'BAD_REQUEST',
      message: translateMessage('errors.invalidValue'),
    });
  });

  it.each(['unique', 'foreign-key'])('a %s violation lost to a racing request is a 409', async (kind) => {
    const { user } = await signUpAndIn(ctx.app);
    const res = await call(ctx.app, { method: 'POST', url: `/test/race/${kind}/${user.id}` });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: true, code: 'CONFLICT', message: translateMessage('errors.conflict') });
  });
});
