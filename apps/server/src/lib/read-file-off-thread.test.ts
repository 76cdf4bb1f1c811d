import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { readFileOffThread } from './read-file-off-thread.ts';

describe('readFileOffThread', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'read-off-thread-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 251));

  it('gives a file’s bytes as they are, or gunzipped', async () => {
    const plain = path.join(dir, 'plain.bin');
    const packed = path.join(dir, 'packed.bin.gz');
    writeFileSync(plain, bytes);
    writeFileSync(packed, gzipSync(bytes));
    expect((await readFileOffThread(plain, { gunzip: false })).equals(bytes)).toBe(true);
    expect((await readFileOffThread(packed, { gunzip: true })).equals(bytes)).toBe(true);
  });

  it('rejects with the reading’s own message: a missing file, bytes that are not gzip', async () => {
    await expect(readFileOffThread(path.join(dir, 'none.gz'), { gunzip: true })).rejects.toMatchObject({
      code: 'ENOENT',
      message: expect.stringMatching(/^ENOENT: no such file or directory/),
    });
    const notGzip = path.join(dir, 'not.gz');
    writeFileSync(notGzip, 'plain text');
    await expect(readFileOffThread(notGzip, { gunzip: true })).rejects.toMatchObject({
      code: 'Z_DATA_ERROR',
      message: 'incorrect header check',
    });
  });
});
