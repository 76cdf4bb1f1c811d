import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { DataDirInUseError } from '../../src/db/data-dir-lock.ts';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

describe('an embedded database folder', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'panel-lock-'));
  const lock = path.join(dataDir, 'pglite.lock');
  let first: Database | undefined;
  afterAll(async () => {
    await first?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is held by one opener at a time, and the holder keeps working', async () => {
    first = await openDatabase({ dataDir });
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(process.pid));
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirInUseError);
    await first.db.execute(sql`create table if not exists kept (n int)`);
    await first.db.execute(sql`insert into kept values (1)`);
    await first.close();
    first = undefined;
    expect(existsSync(lock)).toBe(false);
    first = await openDatabase({ dataDir });
    const rows = (await first.db.execute(sql`select count(*)::int as n from kept`)) as {
      rows: { n: number }[];
    };
    expect(rows.rows[0]?.n).toBe(1);
  });

  it('refuses a second server process with one line naming the holder, and leaves the data whole', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        PORT: '0',
        DEMO: 'off',
        SIMULATE: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(new DataDirInUseError(path.join(dataDir, 'pglite'), process.pid).message);
    const rows = (await first?.db.execute(sql`select count(*)::int as n from kept`)) as {
      rows: { n: number }[];
    };
    expect(rows.rows[0]?.n).toBe(1);
  }, 60_000);

  it('is free again when the process that held it is gone', async () => {
    await first?.close();
    first = undefined;
    // A process that has ended: its pid runs nothing now (a crash leaves such a file behind).
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(lock, `${ended}\n`);
    first = await openDatabase({ dataDir });
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(process.pid));
  });
});
