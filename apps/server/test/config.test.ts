import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

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

  it('turns the captcha on for production unless CAPTCHA=off', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).captcha).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', CAPTCHA: 'off' }).captcha).toBe(false);
  });

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
