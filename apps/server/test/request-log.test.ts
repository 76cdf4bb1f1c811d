import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { useApp } from './helpers.ts';

describe('the request log', () => {
  const logFile = path.join(tmpdir(), `panel-request-log-${process.pid}.log`);
  const ctx = useApp('pglite', { logLevel: 'info', logFile });

  it('writes one line per request, with what was asked, the status and the time, and no code from the address', async () => {
    const marker = `probe-${Date.now()}`;
    await ctx.app.inject({ method: 'GET', url: `/resources/countries?at=SECRET-CODE&m=${marker}` });
    await ctx.app.inject({ method: 'GET', url: `/api/v1/groups?m=${marker}` });
    const lines = () =>
      readFileSync(logFile, 'utf8')
        .trim()
        .split('\n')
        .filter((l) => l.includes(marker))
        .map((l) => JSON.parse(l));
    // The log file is written asynchronously: wait for the lines, not for a time.
    await vi.waitFor(() => expect(lines()).toHaveLength(2));
    const [first, second] = lines();
    expect(first).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: `/resources/countries?at=[redacted]&m=${marker}` },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(second).toMatchObject({ res: { statusCode: 401 } });
    expect(readFileSync(logFile, 'utf8')).not.toContain('SECRET-CODE');
    expect(readFileSync(logFile, 'utf8')).not.toContain('incoming request');
  });
});
