import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { shouldSeedDemo } from '../src/demo/seed.ts';

describe('configuration', () => {
  it('defaults to the embedded database in ./data of the folder npm was called from, on port 8080', () => {
    const config = loadConfig({ INIT_CWD: '/srv/panel' });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/panel/data',
      databaseUrl: undefined,
      captcha: false,
    });
  });

  it('keeps twice the cores and one PostgreSQL connections per process, or DATABASE_POOL_SIZE', () => {
    expect(loadConfig({}).databasePoolSize).toBe(os.availableParallelism() * 2 + 1);
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('turns the captcha on for production unless CAPTCHA=off', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).captcha).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', CAPTCHA: 'off' }).captcha).toBe(false);
  });

  it('trusts no proxy by default, a hop count or a list of proxy addresses when told', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
    ]);
  });

  it.each(['true', 'everyone', '10.0.0.0/33', '10.0.0.1/8/8'])(
    'refuses TRUST_PROXY=%s, naming it',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );

  it('reads DEMO as a flag and leaves it unset by default', () => {
    expect(loadConfig({}).demo).toBeUndefined();
    expect(loadConfig({ DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ DEMO: 'no' }).demo).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ DEMO: 'maybe' }, 'DEMO'],
  ])('stops with a message naming the bad variable for %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });
});

describe('demo seeding', () => {
  const pg = 'postgres://x@127.0.0.1/db';
  it.each([
    [{}, true, true],
    [{}, false, false],
    [{ DATABASE_URL: pg }, true, false],
    [{ DATABASE_URL: pg, DEMO: '1' }, true, true],
    [{ DEMO: '0' }, true, false],
    [{ DEMO: '1' }, false, true],
  ])('with %j on a database that is fresh=%s seeds: %s', (env, fresh, expected) => {
    expect(shouldSeedDemo(loadConfig(env), fresh)).toBe(expected);
  });
});
