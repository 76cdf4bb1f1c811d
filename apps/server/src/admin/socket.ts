import { chmodSync, existsSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { runCommand } from './run.ts';

export const adminSocketPath = (dataDir: string) => path.join(dataDir, 'admin.sock');

/**
 * While the server holds the embedded database, operator commands reach it through a Unix
 * socket in the data folder (mode 0600: only the account that runs the server), so two
 * processes never open the PGlite files at once.
 */
export async function startAdminSocket(db: Db, config: Config): Promise<() => Promise<void>> {
  const socketPath = adminSocketPath(config.dataDir);
  if (existsSync(socketPath)) rmSync(socketPath);
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    req.on('end', () => {
      void (async () => {
        const reply = await runCommand(db, config, raw);
        res.writeHead(reply.ok ? 200 : 400, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(socketPath, resolve));
  chmodSync(socketPath, 0o600);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
