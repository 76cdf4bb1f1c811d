/**
 * `npm run bench:api`: the panel's calls against a bare Fastify route, in the same run (issue 16).
 *
 * Seeds a database directly (../bidder/seed.ts: one advertiser with `--campaigns` campaigns, 90
 * days of statistics for `--stats-campaigns` of them, a session), starts the real server as
 * production runs it (../bidder/server.ts: its own process, NODE_ENV=production, one process),
 * and a bare Fastify route answering 20 small rows in a process of its own (bare.mjs). Each call
 * of calls.ts, and the bare route before them, gets `--connections` keep-alive connections for
 * `--seconds` after a second of warm-up (autocannon): requests per second, p50 and p99, and the
 * ratio to the bare route. On PGlite (a temporary folder), then on PostgreSQL when reachable
 * (BENCH_DATABASE_URL, TEST_DATABASE_URL, or the dev server of /tmp/pgstart.sh), in a database
 * it creates and drops.
 *
 * Options: --seconds 6, --connections 10, --campaigns 100, --stats-campaigns 10, --quick (2 s),
 * --profile <text> (one more run of each call whose name contains the text, CPU-profiled in the
 * server, its top costs printed), --skip-pglite, --skip-pg.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../src/db/client.ts';
import { profilesOf } from '../bidder/profile.ts';
import { benchRequests } from '../bidder/requests.ts';
import { type Seeded, seedBench } from '../bidder/seed.ts';
import { freePort, startServer } from '../bidder/server.ts';
import { profileTables } from '../bidder/tables.ts';
import { BENCH_PG_URL, withScratchDatabase } from '../pg-database.ts';
import { type ApiCall, apiCalls } from './calls.ts';
import { type CallResult, hammer } from './load.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string' },
    connections: { type: 'string', default: '10' },
    campaigns: { type: 'string', default: '100' },
    'stats-campaigns': { type: 'string', default: '10' },
    quick: { type: 'boolean', default: false },
    profile: { type: 'string' },
    'skip-pglite': { type: 'boolean', default: false },
    'skip-pg': { type: 'boolean', default: false },
  },
});
const SECONDS = Number(args.seconds ?? (args.quick ? 2 : 6));
const CONNECTIONS = Number(args.connections);

interface Row {
  driver: string;
  /** Null for the bare route of 20 rows. */
  call: Pick<ApiCall, 'name' | 'goal'> | null;
  result: CallResult;
  bare: number;
}
const rows: Row[] = [];
const notes: string[] = [];
const log = (text: string) => process.stderr.write(`  ${text}\n`);

async function startBare(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [new URL('./bare.mjs', import.meta.url).pathname, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', () => reject(new Error('the bare Fastify server ended')));
  });
  return { url: `http://127.0.0.1:${port}/rows`, child };
}

async function measure(url: string, headers: Record<string, string>, status: number) {
  await hammer(url, headers, status, CONNECTIONS, 1);
  return hammer(url, headers, status, CONNECTIONS, SECONDS);
}

async function run(driver: string, db: { dataDir: string; databaseUrl?: string }, bareUrl: string) {
  const database = await openDatabase(db);
  let seeded: Seeded;
  try {
    await database.migrate();
    log(`${driver}: seeding…`);
    seeded = await seedBench(database.db, Number(args.campaigns), Number(args['stats-campaigns']));
  } finally {
    await database.close();
  }
  notes.push(
    `${driver}: ${Number(args.campaigns)} campaigns, 90 days of statistics for ${args['stats-campaigns']} (${seeded.stats.rollupRows.toLocaleString('en')} rollup rows)`,
  );
  const server = await startServer({ ...db, workers: 1 }, benchRequests(seeded.endpoints)[0] as never);
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const etag = (await fetch(`${base}/resources/countries`)).headers.get('etag') ?? '';
    log(`${driver}: bare Fastify…`);
    const bare = await measure(bareUrl, {}, 200);
    rows.push({ driver, call: null, result: bare, bare: bare.perSecond });
    // The country list's own bytes from the bare route: what sending 29 kB costs without the panel.
    const countries = Buffer.from(
      await (
        await fetch(`${base}/resources/countries`, { headers: { 'accept-encoding': 'identity' } })
      ).arrayBuffer(),
    );
    const bodyUrl = bareUrl.replace(/\/rows$/, '/body');
    await fetch(bodyUrl, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: countries,
    });
    log(`${driver}: bare Fastify, the country list's bytes…`);
    const bareCountries = await measure(bodyUrl, {}, 200);
    const sameBytes = `bare Fastify, the country list's ${(countries.length / 1024).toFixed(0)} kB`;
    rows.push({ driver, call: { name: sameBytes, goal: null }, result: bareCountries, bare: bare.perSecond });
    for (const call of apiCalls()) {
      log(`${driver}: ${call.name}…`);
      const headers: Record<string, string> = {};
      if (call.auth) headers.authorization = `Bearer ${seeded.sessionToken}`;
      for (const [k, v] of Object.entries(call.headers ?? {})) headers[k] = v.replace('<etag>', etag);
      rows.push({
        driver,
        call,
        result: await measure(`${base}${call.path}`, headers, call.status),
        bare: bare.perSecond,
      });
      if (call.path === '/resources/countries' && !call.headers) {
        const share = (rows.at(-1)?.result.perSecond ?? 0) / bareCountries.perSecond;
        notes.push(
          `${driver}: the country list with no encoding runs at ${share.toFixed(2)} of ${sameBytes}.`,
        );
      }
      if (args.profile && call.name.includes(args.profile)) {
        const key = `profile-${call.name.replace(/\W+/g, '-')}`;
        await server.startPhase(key, true);
        await hammer(`${base}${call.path}`, headers, call.status, CONNECTIONS, SECONDS);
        await server.endPhase(key);
        for (const file of profilesOf(server.probeDir, key))
          notes.push(profileTables(`${driver}, ${call.name}`, file));
      }
    }
  } finally {
    await server.stop();
    rmSync(server.probeDir, { recursive: true, force: true });
  }
}

const bare = await startBare();
try {
  if (!args['skip-pglite']) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'panel-bench-api-'));
    try {
      await run('PGlite', { dataDir }, bare.url);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (!args['skip-pg'])
    await withScratchDatabase(BENCH_PG_URL, 'panel_bench_api', notes, async (databaseUrl) => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'panel-bench-api-'));
      try {
        await run('PostgreSQL', { dataDir, databaseUrl }, bare.url);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
} finally {
  bare.child.kill();
}

console.log(
  `\nAPI calls, ${CONNECTIONS} connections, ${SECONDS} s each after 1 s of warm-up, loopback, one server process ` +
    `(Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()})\n`,
);
console.log(
  '| driver | call | req/s | p50 ms | p99 ms | × bare Fastify | goal (PostgreSQL) | wrong answers |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|');
for (const r of rows)
  console.log(
    `| ${r.driver} | ${r.call?.name ?? 'bare Fastify, 20 rows'} | ${r.result.perSecond.toFixed(0)} | ${r.result.p50} | ` +
      `${r.result.p99} | ${(r.result.perSecond / r.bare).toFixed(2)} | ${r.call?.goal?.toLocaleString('en') ?? ''} | ${r.result.wrong} |`,
  );
for (const note of notes) console.log(`\n${note}`);
