import { describe, expect, it } from 'vitest';
import { createUser } from '../../src/admin/commands.ts';
import { loadConfig } from '../../src/config.ts';
import { DEMO_ACCOUNTS } from '../../src/demo/seed.ts';
import { ownUrl, simulationWanted, startSimulation } from '../../src/simulate/in-process.ts';
import { useApp } from '../helpers.ts';

describe('SIMULATE', () => {
  it('is read as a flag', () => {
    expect(loadConfig({ SIMULATE: '1' }).simulate).toBe(true);
    expect(loadConfig({ SIMULATE: 'off' }).simulate).toBe(false);
    expect(loadConfig({}).simulate).toBeUndefined();
    expect(() => loadConfig({ SIMULATE: 'sometimes' })).toThrow(/SIMULATE/);
  });

  it('calls the server’s own port: loopback when it listens everywhere', () => {
    expect(ownUrl({ address: '0.0.0.0', family: 'IPv4', port: 8080 })).toBe('http://127.0.0.1:8080');
    expect(ownUrl({ address: '::', family: 'IPv6', port: 8080 })).toBe('http://127.0.0.1:8080');
    expect(ownUrl({ address: '::1', family: 'IPv6', port: 81 })).toBe('http://[::1]:81');
    expect(() => ownUrl('/tmp/socket')).toThrow();
  });
});

describe('SIMULATE in the server process', () => {
  const ctx = useApp('pglite');
  const base = { simulate: undefined, demo: undefined, databaseUrl: undefined, env: 'production' };

  it('is on by default only for the demo on the embedded database, and as set otherwise', async () => {
    const db = ctx.database.db;
    expect(await simulationWanted(base, db)).toBe(false);
    const [demo] = DEMO_ACCOUNTS;
    if (!demo) throw new Error('no demo account');
    await createUser(db, { email: demo.email, role: demo.role }, 'test');
    expect(await simulationWanted(base, db)).toBe(true);
    // The end-to-end tests ask for the demo with DEMO=1: their figures must hold still.
    expect(await simulationWanted({ ...base, demo: true }, db)).toBe(false);
    expect(await simulationWanted({ ...base, databaseUrl: 'postgres://x/y' }, db)).toBe(false);
    expect(await simulationWanted({ ...base, env: 'test' }, db)).toBe(false);
    expect(await simulationWanted({ ...base, simulate: false }, db)).toBe(false);
    expect(await simulationWanted({ ...base, demo: true, simulate: true }, db)).toBe(true);
  });

  it('plays against the listening server and stops cleanly', async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const lines: string[] = [];
    const log = {
      info: (_: object, m: string) => lines.push(m),
      warn: (_: object, m: string) => lines.push(m),
    };
    const stop = await startSimulation(ctx.database.db, {
      baseUrl: ownUrl(ctx.app.server.address()),
      log,
      qps: 20,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await stop();
    expect(lines).toEqual(['simulated traffic started (SIMULATE)']);
  });
});
