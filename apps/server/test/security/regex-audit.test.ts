import { checkSync } from 'recheck';
import { describe, expect, it } from 'vitest';
import { firstSlowCall, fromAttack, GENERIC_PUMPS } from './adversarial-inputs.ts';
import { AUDITED_FOLDERS, collectRegexSites } from './regex-literals.ts';

/**
 * Issue 9: one pattern with a nested quantifier over user text let any advertiser stall the
 * event loop. Every regular expression in the contract, server and web sources must be one that
 * recheck proves free of super-linear backtracking, and must answer fast on long hostile input
 * on the engine that runs it. recheck answers 'unknown' when it cannot decide (a timeout, a
 * feature it lacks): then rewrite the pattern, or match without a regular expression.
 */
const LIMIT_MS = 50;
const MAX_LENGTH = 100_000;

const sites = collectRegexSites();
const cases = sites.literal.map((site) => [`${site.where} /${site.source}/${site.flags}`, site] as const);

describe(`regular expressions in ${AUDITED_FOLDERS.join(', ')}`, () => {
  it('are all found: the collector reads the folders', () => {
    expect(sites.literal.length).toBeGreaterThan(50);
    expect(sites.literal.map((s) => s.where)).toContainEqual(
      expect.stringMatching(/^packages\/contract\/src\/campaigns\/creative-content\.ts:\d+$/),
    );
  });

  it('are all written as literals, so this audit sees what each matches', () => {
    expect(sites.dynamic).toEqual([]);
  });

  it.each(cases)('%s: recheck proves it safe, and it stays fast on 100 kB of hostile input', (_, site) => {
    const diagnostics = checkSync(site.source, site.flags);
    const pattern = new RegExp(site.source, site.flags);
    const inputs =
      diagnostics.status === 'vulnerable'
        ? [fromAttack(diagnostics.attack), ...GENERIC_PUMPS]
        : GENERIC_PUMPS;
    const slowCalls = inputs
      .map((input) => firstSlowCall(pattern, input, LIMIT_MS, MAX_LENGTH))
      .filter(Boolean);
    const why = diagnostics.status === 'unknown' ? diagnostics.error.kind : diagnostics.complexity.summary;
    const verdict = `recheck: ${diagnostics.status} (${why})`;
    expect({ status: diagnostics.status, slowCalls }, verdict).toEqual({ status: 'safe', slowCalls: [] });
  });
});
