import { describe, expect, it, vi } from 'vitest';

describe('statement names', () => {
  it('names the same text the same, other texts apart, and stops naming new ones past the limit', async () => {
    // The names are the process's: a module of its own, not the one other suites of this worker
    // filled (the server suites share their modules: vitest.config.ts).
    vi.resetModules();
    const { MAX_NAMED_STATEMENTS, statementName } = await import('./named-statement.ts');
    const first = statementName('select 1');
    expect(first).toMatch(/^h_[\w-]{27}$/);
    expect(statementName('select 1')).toBe(first);
    expect(statementName('select 2')).not.toBe(first);
    for (let i = 3; i <= MAX_NAMED_STATEMENTS; i++) expect(statementName(`select ${i}`)).toBeDefined();
    expect(statementName(`select ${MAX_NAMED_STATEMENTS + 1}`)).toBeUndefined();
    // Those already named keep their name: their connections have them prepared.
    expect(statementName('select 1')).toBe(first);
  });
});
