import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BenchRequest } from './requests.ts';

/**
 * The real server as production runs it (`npm start`'s compiled `dist/main.js`, which the bench
 * scripts build first; NODE_ENV=production, its own process,
 * WORKERS=N through node:cluster), with the bench's probe preloaded (loop-probe.mjs). Logs go to
 * a file in the probe folder, as LOG_FILE would in production.
 */
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const PROBE = new URL('./loop-probe.mjs', import.meta.url).href;

export interface ProbeResult {
  pid: number;
  role: 'server' | 'worker' | 'primary';
  wallMs: number;
  cpuMs: number;
  loop: { p50: number; p99: number; max: number; mean: number };
}

export interface RunningServer {
  port: number;
  probeDir: string;
  /** Starts a phase in every serving process; `profile` also starts a CPU profile. */
  startPhase(phase: string, profile: boolean): Promise<void>;
  /** Ends it: one result per serving process (the cluster's primary serves nothing). */
  endPhase(phase: string): Promise<ProbeResult[]>;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A port nothing listens on now, for a server of the bench's own. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as { port: number };
  await new Promise((r) => probe.close(r));
  return port;
}

export async function startServer(
  env: { dataDir: string; databaseUrl?: string; workers: number },
  ready: BenchRequest,
): Promise<RunningServer> {
  const port = await freePort();
  const probeDir = mkdtempSync(path.join(os.tmpdir(), 'panel-bench-bidder-probe-'));
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: env.dataDir,
    DEMO: 'off',
    CAPTCHA: 'off',
    SIMULATE: 'off',
    LOG_FILE: path.join(probeDir, 'server.log'),
    BENCH_PROBE_DIR: probeDir,
    WORKERS: String(env.workers),
  };
  delete childEnv.DATABASE_URL;
  delete childEnv.LOG_LEVEL;
  if (env.databaseUrl) childEnv.DATABASE_URL = env.databaseUrl;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=panel-compiled', '--import', PROBE, 'dist/main.js'],
    {
      cwd: SERVER_DIR,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));

  const serving = () =>
    readdirSync(probeDir)
      .filter((f) => f.endsWith('.pid') && readFileSync(path.join(probeDir, f), 'utf8') !== 'primary')
      .map((f) => Number.parseInt(f, 10));

  // Ready: every process registered, and ten bids in a row (round-robin reaches each process).
  const deadline = Date.now() + 120_000;
  const log = () => {
    const file = path.join(probeDir, 'server.log');
    return existsSync(file) ? readFileSync(file, 'utf8').slice(-3000) : '';
  };
  let streak = 0;
  while (streak < 10) {
    if (child.exitCode !== null) throw new Error(`the server ended while starting:\n${output}${log()}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer bids within 120 s:\n${output}${log()}`);
    }
    const status = await fetch(`http://127.0.0.1:${port}${ready.path}`, {
      method: 'POST',
      headers: ready.headers,
      body: ready.body.replaceAll('[<id>]', String(Date.now())),
    }).then(
      (r) => r.arrayBuffer().then(() => r.status),
      () => 0,
    );
    streak = status === 200 && serving().length === env.workers ? streak + 1 : 0;
    if (streak === 0) await sleep(250);
  }

  const signal = (action: string, phase: string, profile = false) => {
    writeFileSync(path.join(probeDir, 'control.json'), JSON.stringify({ action, phase, profile }));
    for (const pid of serving()) process.kill(pid, 'SIGUSR2');
  };
  return {
    port,
    probeDir,
    async startPhase(phase, profile) {
      signal('start', phase, profile);
      await sleep(50);
    },
    async endPhase(phase) {
      signal('end', phase);
      const files = serving().map((pid) => path.join(probeDir, `${pid}-${phase}.json`));
      const until = Date.now() + 15_000;
      while (!files.every(existsSync) && Date.now() < until) await sleep(50);
      return files.filter(existsSync).map((f) => JSON.parse(readFileSync(f, 'utf8')) as ProbeResult);
    },
    async stop() {
      child.kill('SIGTERM');
      const late = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(late);
    },
  };
}
