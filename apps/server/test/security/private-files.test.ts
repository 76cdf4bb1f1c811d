import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sendToServer } from '../../src/admin/client.ts';
import { adminSocketPath, startAdminSocket } from '../../src/admin/socket.ts';
import { testConfig } from '../../src/config.ts';
import { type Database, type Db, openDatabase } from '../../src/db/client.ts';

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('files only the server account may read', () => {
  const parent = mkdtempSync(path.join(tmpdir(), 'panel-private-'));
  const dataDir = path.join(parent, 'data');
  let database: Database | undefined;
  afterAll(async () => database?.close());

  it('creates the data folder and the database folder 0700', async () => {
    database = await openDatabase({ dataDir });
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'pglite'))).toBe(0o700);
  });

  it('puts the admin socket, 0600, inside a 0700 folder, even one that existed with looser rights', async () => {
    const other = mkdtempSync(path.join(tmpdir(), 'panel-socket-'));
    const config = { ...testConfig(), dataDir: other };
    const socket = adminSocketPath(other);
    const stop = await startAdminSocket({} as Db, config, { error: () => undefined });
    try {
      expect(modeOf(path.dirname(socket))).toBe(0o700);
      expect(modeOf(socket)).toBe(0o600);
    } finally {
      await stop();
    }
  });

  it('answers an operator command that fails unexpectedly with a message, and keeps serving', async () => {
    const other = mkdtempSync(path.join(tmpdir(), 'panel-socket-'));
    const error = vi.fn();
    const broken = new Proxy({} as Db, {
      get: () => {
        throw new Error('database went away');
      },
    });
    const stop = await startAdminSocket(broken, { ...testConfig(), dataDir: other }, { error });
    try {
      const command = JSON.stringify({ command: 'create-user', email: 'x@y.test', role: 'advertiser' });
      const first = await sendToServer(adminSocketPath(other), command);
      expect(first).toEqual({ ok: false, error: 'The command failed: database went away' });
      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.any(Error) }),
        'operator command failed',
      );
      expect(await sendToServer(adminSocketPath(other), command)).toMatchObject({ ok: false });
    } finally {
      await stop();
    }
  });
});
