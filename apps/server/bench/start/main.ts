/**
 * `npm run bench:start`: how long the server takes to answer, and how much memory it holds, when
 * run as `npm start` runs it (compiled JavaScript in dist/, issue 14) and as it ran before
 * (TypeScript through tsx's loader). Each variant starts `--runs` times (default 5, alternating)
 * on one embedded data folder made beforehand, so neither pays for initdb or migrations; demo,
 * simulation and captcha off. Start-up: from spawn to the first 200 of /healthz. Memory: the
 * process's resident set (VmRSS, the PGlite thread included) right then and 3 s later.
 * Needs `npm run build -w @panel/contract && npm run build -w @panel/server` first.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../bidder/server.ts';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(args.runs);
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const VARIANTS = {
  'compiled (node dist/main.js)': ['--conditions=panel-compiled', 'dist/main.js'],
  'tsx loader (src/main.ts)': ['--import', 'tsx', 'src/main.ts'],
} as const;
type Variant = keyof typeof VARIANTS;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const rssMb = (pid: number) => {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
};

async function startOnce(variant: Variant, dataDir: string) {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...VARIANTS[variant]], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: 'off',
      CAPTCHA: 'off',
      SIMULATE: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${variant} exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      await sleep(10);
    }
    const readyMs = performance.now() - started;
    const rssReady = rssMb(child.pid as number);
    await sleep(3_000);
    return { readyMs, rssReady, rssSettled: rssMb(child.pid as number) };
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

if (!existsSync(path.join(SERVER_DIR, 'dist/main.js')))
  throw new Error(
    'no dist/main.js: run `npm run build -w @panel/contract && npm run build -w @panel/server` first',
  );
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'panel-bench-start-'));
try {
  await startOnce('compiled (node dist/main.js)', dataDir); // makes and migrates the database
  const results = new Map<Variant, Awaited<ReturnType<typeof startOnce>>[]>();
  for (let run = 0; run < RUNS; run++)
    for (const variant of Object.keys(VARIANTS) as Variant[])
      results.set(variant, [...(results.get(variant) ?? []), await startOnce(variant, dataDir)]);
  console.log(`\nStart-up, median of ${RUNS} (one process, PGlite, NODE_ENV=production)\n`);
  console.log(
    '| variant | ready (ms) | RSS at ready (MB) | RSS 3 s later (MB) |\n| --- | ---: | ---: | ---: |',
  );
  for (const [variant, runs] of results) {
    const cell = (pick: (r: (typeof runs)[number]) => number) => median(runs.map(pick)).toFixed(0);
    console.log(
      `| ${variant} | ${cell((r) => r.readyMs)} | ${cell((r) => r.rssReady)} | ${cell((r) => r.rssSettled)} |`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
