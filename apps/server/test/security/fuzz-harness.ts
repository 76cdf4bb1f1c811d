import { apiErrorSchema } from '@panel/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DRIVERS, type TestContext, uniqueIp, useApp } from '../helpers.ts';
import { type FuzzRequest, requestArbitrary } from './fuzz-input.ts';
import { collectRoutes, type FuzzRoute, type FuzzSuite, notFuzzedReason, suiteOf } from './fuzz-routes.ts';
import { type FuzzWorld, tokenFor, useFuzzWorld } from './fuzz-world.ts';
import { bodyText } from './hostile-values.ts';

/**
 * Inputs per route. On CI (CI set) 1,000 on one driver and SECOND_DRIVER_RUNS on the
 * other, to keep the suite's cost in check: PostgreSQL gets the full count when it runs (what
 * production uses, and the cheaper of the two here), else PGlite. 100 while developing.
 * FUZZ_RUNS sets every driver's count (to measure, or to dig deeper); FUZZ_SEED replays the
 * run that a failure names.
 */
const CI_RUNS = 1_000;
const SECOND_DRIVER_RUNS = 200;
function runsOn(driver: string): number {
  if (process.env.FUZZ_RUNS) return Number(process.env.FUZZ_RUNS);
  if (!process.env.CI) return 100;
  const full = DRIVERS.includes('postgres') ? 'postgres' : 'pglite';
  return driver === full ? CI_RUNS : SECOND_DRIVER_RUNS;
}
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

/**
 * The contract's error body, held to more than its type: nothing else in it, a message a person
 * can read, field messages too, and a validation error that names at least one field.
 */
const errorBody = z.strictObject({
  ...apiErrorSchema.shape,
  message: z.string().trim().min(1),
  fields: z.record(z.string(), z.string().min(1)).optional(),
});

/** Counted on the parsed JSON, not on zod's copy: a field named `__proto__` is still a field. */
const namesAField = (body: unknown) => {
  const { code, fields } = body as { code?: unknown; fields?: object };
  return code !== 'VALIDATION_ERROR' || (fields !== undefined && Object.keys(fields).length > 0);
};

/** What is wrong with an answer, or null: never a 5xx, and every 4xx in the one error shape. */
export function answerProblem(res: Pick<LightMyRequestResponse, 'statusCode' | 'body'>): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (res.statusCode < 400) return null;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `a ${res.statusCode} whose body is not JSON: ${res.body.slice(0, 100)}`;
  }
  return errorBody.safeParse(body).success && namesAField(body)
    ? null
    : `a ${res.statusCode} not in the error shape: ${res.body.slice(0, 300)}`;
}

async function send(ctx: TestContext, route: FuzzRoute, world: FuzzWorld, input: FuzzRequest) {
  const token = tokenFor(route, world);
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (input.contentType) headers['content-type'] = input.contentType;
  const payload =
    input.body === undefined ? undefined : Buffer.isBuffer(input.body) ? input.body : bodyText(input.body);
  return ctx.app.inject({
    method: route.method as 'GET',
    url: input.url,
    headers,
    remoteAddress: uniqueIp(),
    ...(payload === undefined ? {} : { payload }),
  });
}

async function fuzzRoute(ctx: TestContext, route: FuzzRoute, world: FuzzWorld, runs: number) {
  const property = fc.asyncProperty(requestArbitrary(route, world.params), async (input) => {
    const problem = answerProblem(await send(ctx, route, world, input));
    if (problem) throw new Error(problem);
  });
  await fc.assert(property, {
    numRuns: runs,
    includeErrorInReport: true,
    ...(SEED === undefined ? {} : { seed: SEED }),
  });
}

/**
 * Fuzzes every route of the suite on each driver: generated, nearly valid and hostile inputs
 * with the session of the role the route declares. Every route runs even after one fails, so
 * one run reports every 5xx there is.
 */
export function fuzzSuite(suite: FuzzSuite) {
  describe.each(DRIVERS)(`fuzzing the ${suite} routes on %s`, (driver) => {
    const routesOf = collectRoutes();
    const ctx = useApp(driver);
    const world = useFuzzWorld(ctx);

    it('never answers 5xx, and every 4xx has the error shape', { timeout: 30 * 60_000 }, async () => {
      const routes = routesOf(ctx.app).filter((r) => !notFuzzedReason(r) && suiteOf(r) === suite);
      expect(routes.length).toBeGreaterThan(0);
      const failures: string[] = [];
      for (const route of routes) {
        try {
          await fuzzRoute(ctx, route, world, runsOn(driver));
        } catch (err) {
          failures.push(`${route.method} ${route.url}: ${(err as Error).message}`);
        }
      }
      expect(failures, failures.join('\n\n')).toEqual([]);
    });
  });
}
