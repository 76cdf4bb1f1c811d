import { describe, expect, it } from 'vitest';
import { useApp } from '../helpers.ts';
import { collectRoutes, NOT_FUZZED, notFuzzedReason, suiteOf } from './fuzz-routes.ts';

/** The fuzz files pick their routes by prefix: a route that none of them covers shows up here. */
describe('fuzzing covers every route', () => {
  const routesOf = collectRoutes();
  const ctx = useApp('pglite');
  const fuzzed = () => routesOf(ctx.app).filter((r) => notFuzzedReason(r) === undefined);

  it('every route is in a fuzz suite, or listed as not fuzzed with a reason', () => {
    const uncovered = fuzzed()
      .filter((r) => suiteOf(r) === undefined)
      .map((r) => `${r.method} ${r.url}`);
    expect(uncovered, 'add each to FUZZ_SUITES or NOT_FUZZED in fuzz-routes.ts').toEqual([]);
  });

  it('every exclusion still matches a route and says why', () => {
    const used = new Set(routesOf(ctx.app).map(notFuzzedReason));
    for (const [pattern, reason] of Object.entries(NOT_FUZZED)) {
      expect(reason.length, pattern).toBeGreaterThan(20);
      expect(used.has(reason), `no route is excluded as "${pattern}" any more`).toBe(true);
    }
  });

  it('every fuzzed route declares a role the fuzzer has a session for', () => {
    const roles = ['advertiser', 'guest-ssp', 'publisher'];
    const unknown = fuzzed().filter((r) => Array.isArray(r.access) && !roles.includes(String(r.access[0])));
    expect(unknown.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });
});
