import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface Server {
  url: string;
  port: number;
  dataDir: string;
  logFile: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The environment of the server and of the operator commands that talk to it. */
export function serverEnv(dataDir: string, port: number, logFile: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Test mode: no captcha, so every route is reachable by a script.
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO: '0',
    LOG_LEVEL: 'warn',
    LOG_FILE: logFile,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The scan's proxy gives every request its own X-Forwarded-For address, so the sign-in and
    // sign-up limits (10 sign-ups an hour per address) do not turn a scan into a run of 429s.
    TRUST_PROXY: '1',
  };
  // A throwaway embedded database, whatever the caller's shell points at.
  delete env.DATABASE_URL;
  return env;
}

/** Starts the real server (as the e2e does) on loopback and waits for /healthz. */
export async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort();
  const logFile = path.join(dataDir, 'server.log');
  const outFile = path.join(dataDir, 'server.out');
  const out = createWriteStream(outFile);
  const child: ChildProcess = spawn('node', ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(ROOT, 'apps/server'),
    env: serverEnv(path.join(dataDir, 'db'), port, logFile),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited) break;
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  const stop = async () => {
    if (exited) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await gone;
    clearTimeout(timer);
  };
  if (exited || Date.now() >= deadline) {
    await stop();
    throw new Error(`The server did not start:\n${readFileSync(outFile, 'utf8').slice(-3000)}`);
  }
  return { url, port, dataDir: path.join(dataDir, 'db'), logFile, stop };
}

interface LogEntry {
  level?: number;
  msg?: string;
  err?: { type?: string; message?: string; sqlState?: string; query?: string };
}

/**
 * Errors the server logged (level 50 and up), alike ones counted once: an unhandled error is a
 * 500, which must not happen. Its SQL is shown, since the log keeps it and the answer does not.
 */
export function serverErrors(logFile: string): string[] {
  let text = '';
  try {
    text = readFileSync(logFile, 'utf8');
  } catch {
    return [];
  }
  const counts = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line.startsWith('{')) continue;
    let entry: LogEntry;
    try {
      entry = JSON.parse(line) as LogEntry;
    } catch {
      continue; // A partial last line while the server was still writing.
    }
    if ((entry.level ?? 0) < 50) continue;
    const { err } = entry;
    const state = err?.sqlState ? ` (SQLSTATE ${err.sqlState})` : '';
    const detail = err?.message ?? err?.query?.slice(0, 300) ?? '';
    const key = `${entry.msg ?? ''}: ${err?.type ?? ''}${state} ${detail}`.trim();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => (n > 1 ? `${key} (${n} times)` : key));
}
