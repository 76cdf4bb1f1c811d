import { type ChildProcess, spawn } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

/**
 * The real server as a child process, started the way `npm start` and the Playwright config do,
 * so a kill hits everything the process holds (PGlite's files, the pool, the admin socket).
 * `node --import tsx` and not the `tsx` command: that one forks a second process, which a
 * SIGKILL of the first would leave running.
 */
const serverDir = path.resolve(import.meta.dirname, '../..');

/** Settings of ours, not of whoever runs the test: they would change which database is used. */
const CONFIG_VARIABLES = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'UPLOADS_DIR',
  'DATABASE_URL',
  'DEMO',
  'DEMO_PASSWORD',
  'NODE_ENV',
  'CAPTCHA',
  'PUBLIC_URL',
  'WEB_DIST',
  'LOG_LEVEL',
  'LOG_FILE',
  'TRUST_PROXY',
  'INIT_CWD',
];

export interface ServerOptions {
  dataDir: string;
  databaseUrl: string | undefined;
}

export interface RunningServer {
  url: string;
  /** Milliseconds from spawning the process to the first healthy answer. */
  startMs: number;
  kill(): Promise<void>;
  stop(): Promise<void>;
}

const live = new Set<ChildProcess>();
// A runner that dies between rounds must not leave servers holding the data folder.
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startServer(options: ServerOptions, timeoutMs = 120_000): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of CONFIG_VARIABLES) delete env[name];
  Object.assign(env, {
    NODE_ENV: 'test',
    CAPTCHA: 'off',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: options.dataDir,
    WEB_DIST: path.join(options.dataDir, 'no-web-app'),
    DEMO: '0',
    LOG_LEVEL: 'warn',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      live.delete(child);
      resolve(code);
    }),
  );

  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  while (!(await healthy(url))) {
    if (exitCode !== undefined)
      throw new Error(`the server exited (${exitCode}) before it was healthy:\n${output}`);
    if (performance.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`the server was not healthy after ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const startMs = performance.now() - started;
  const end = async (signal: NodeJS.Signals) => {
    if (exitCode === undefined) child.kill(signal);
    await exited;
  };
  return { url, startMs, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}

async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
    return res.ok && ((await res.json()) as { ok?: boolean }).ok === true;
  } catch {
    return false;
  }
}
