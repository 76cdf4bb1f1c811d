import { chmodSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { type CommandReply, runCommand } from './run.ts';

/** The socket sits in a folder only the server's account may enter, so it is never reachable by others, not even for the moment before its own mode is set. */
export const adminSocketPath = (dataDir: string) => path.join(dataDir, 'admin', 'admin.sock');

interface Logger {
  error(object: object, message: string): void;
}

async function reply(db: Db, config: Config, raw: string, log: Logger): Promise<CommandReply> {
  try {
    return await runCommand(db, config, raw);
  } catch (err) {
    // A command that fails in an unexpected way must not take the server down with it.
    log.error({ err }, 'operator command failed');
    return { ok: false, error: `The command failed: ${err instanceof Error ? err.message : String(err)}` };
  }
}

/**
 * While the server holds the embedded database, operator commands reach it through a Unix
 * socket in the data folder (folder 0700, socket 0600: only the account that runs the server),
 * so two processes never open the PGlite files at once.
 */
export async function startAdminSocket(db: Db, config: Config, log: Logger): Promise<() => Promise<void>> {
  const socketPath = adminSocketPath(config.dataDir);
  const folder = path.dirname(socketPath);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  if (existsSync(socketPath)) rmSync(socketPath);
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    req.on('error', () => res.destroy());
    req.on('end', () => {
      void reply(db, config, raw, log).then((answer) => {
        res.writeHead(answer.ok ? 200 : 400, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(socketPath, resolve));
  chmodSync(socketPath, 0o600);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
