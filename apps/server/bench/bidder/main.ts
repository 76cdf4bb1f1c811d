/**
 * `npm run bench:bidder`: bid requests per second and their latency, with 1,000 active campaigns.
 *
 * Seeds a database directly (seed.ts: one advertiser, its campaigns and creatives, three SSP
 * endpoints, 90 days of statistics, a session), starts the real server on it as a child process
 * (server.ts), and drives OpenRTB 2.6 requests (requests.ts) with autocannon from a worker thread
 * (load.ts). Scenarios: one process on PGlite (a temporary DATA_DIR); then, on PostgreSQL
 * (a database created on BENCH_DATABASE_URL or TEST_DATABASE_URL, default the dev server of
 * /tmp/pgstart.sh, and dropped), WORKERS=1 and WORKERS=2. Phases of each, after a warm-up:
 *   - idle: nothing sent: the event-loop delay that a busy machine alone causes (noise floor);
 *   - max: `--connections` keep-alive connections sending as fast as answers come;
 *   - steady: half the max rate over `--steady-connections` (autocannon sends each second's
 *     quota as fast as it can, so this is the latency of that many requests in flight);
 *   - steady + report: the same while `--report-clients` loops fetch the 90-day statistics
 *     report by date, signed in as the advertiser (not for WORKERS=2);
 *   - report only: the report loops alone, to tell what the report does to the event loop from
 *     what sharing the machine's cores does to the bids.
 * The server's own event-loop delay and CPU time come from loop-probe.mjs. With `--profile`, a
 * max and a report-only phase more per single-process scenario are CPU-profiled (V8's sampling
 * profiler, as --cpu-prof, but over the phase alone) and their top costs printed.
 *
 * Options: --seconds 5, --connections 32, --steady-connections 8, --campaigns 1000,
 * --stats-campaigns 10, --report-clients 2, --quick (2 s phases, less history), --profile,
 * --skip-pglite, --skip-pg.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.ts';
import { runLoad, startReportLoop } from './load.ts';
import { profilesOf } from './profile.ts';
import { benchRequests } from './requests.ts';
import { type Seeded, seedBench } from './seed.ts';
import { startServer } from './server.ts';
import { profileTables, type Row, resultTable } from './tables.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string' },
    connections: { type: 'string', default: '32' },
    'steady-connections': { type: 'string', default: '8' },
    campaigns: { type: 'string', default: '1000' },
    'stats-campaigns': { type: 'string' },
    'report-clients': { type: 'string', default: '2' },
    quick: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    'skip-pglite': { type: 'boolean', default: false },
    'skip-pg': { type: 'boolean', default: false },
  },
});
const SECONDS = Number(args.seconds ?? (args.quick ? 2 : 5));
const WARMUP = args.quick ? 1 : 2;
const CONNECTIONS = Number(args.connections);
const STEADY_CONNECTIONS = Number(args['steady-connections']);
const CAMPAIGNS = Number(args.campaigns);
const STATS_CAMPAIGNS = Number(args['stats-campaigns'] ?? (args.quick ? 4 : 10));
const REPORT_CLIENTS = Number(args['report-clients']);
const PG_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://panel@127.0.0.1:55433/panel_test';

const rows: Row[] = [];
const notes: string[] = [];

async function scenario(
  name: string,
  driver: string,
  workers: number,
  seeded: Seeded,
  db: { dataDir: string; databaseUrl?: string },
) {
  const requests = benchRequests(seeded.endpoints);
  const server = await startServer({ ...db, workers }, requests[0] as (typeof requests)[number]);
  try {
    const phase = async (
      label: string,
      connections: number,
      rate: number,
      withReport = false,
      profile = false,
      seconds = SECONDS,
    ) => {
      const key = label.replace(/\W+/g, '-');
      const loadAverage = os.loadavg()[0] as number;
      await server.startPhase(key, profile);
      const report = withReport ? startReportLoop(server.port, seeded.sessionToken, REPORT_CLIENTS) : null;
      const load =
        connections > 0
          ? await runLoad({ port: server.port, requests, connections, seconds, rate })
          : await new Promise<null>((r) => setTimeout(() => r(null), seconds * 1000));
      const reportResult = await report?.stop();
      const probes = await server.endPhase(key);
      const row: Row = {
        scenario: name,
        processes: workers,
        driver,
        phase: label,
        connections,
        load,
        probes,
        loadAverage,
      };
      if (reportResult) row.report = reportResult;
      if (!profile) rows.push(row);
      return row;
    };
    await runLoad({ port: server.port, requests, connections: CONNECTIONS, seconds: WARMUP, rate: 0 });
    await phase('idle', 0, 0, false, false, Math.min(SECONDS, 2));
    const max = await phase('max', CONNECTIONS, 0);
    const rate = Math.max(100, Math.round((max.load?.perSecond ?? 0) / 2 / 100) * 100);
    await phase(`steady ${rate}/s`, STEADY_CONNECTIONS, rate);
    if (workers === 1) {
      await phase(`steady ${rate}/s + report`, STEADY_CONNECTIONS, rate, true);
      await phase('report only', 0, 0, true);
    }
    if (args.profile && workers === 1) {
      await phase('max-profiled', CONNECTIONS, 0, false, true);
      await phase('report-profiled', 0, 0, true, true);
      for (const [key, what] of [
        ['max-profiled', 'max load'],
        ['report-profiled', 'report loop alone'],
      ] as const)
        for (const file of profilesOf(server.probeDir, key))
          notes.push(profileTables(`${name}, ${what}`, file));
    }
  } finally {
    await server.stop();
    rmSync(server.probeDir, { recursive: true, force: true });
  }
}

async function seedInto(options: { dataDir: string; databaseUrl?: string }): Promise<Seeded> {
  const database = await openDatabase(options);
  try {
    await database.migrate();
    const seeded = await seedBench(database.db, CAMPAIGNS, STATS_CAMPAIGNS);
    notes.push(
      `${options.databaseUrl ? 'PostgreSQL' : 'PGlite'}: 90 days of statistics for ${STATS_CAMPAIGNS} campaigns, ` +
        `${seeded.stats.events.toLocaleString('en')} events in ${seeded.stats.rollupRows.toLocaleString('en')} rollup rows (${(seeded.stats.ms / 1000).toFixed(1)} s)`,
    );
    return seeded;
  } finally {
    await database.close();
  }
}

if (!args['skip-pglite']) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'panel-bench-bidder-'));
  try {
    const seeded = await seedInto({ dataDir });
    await scenario('single process', 'PGlite', 1, seeded, { dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!args['skip-pg']) {
  const name = `panel_bench_bidder_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  const connected = await admin.connect().then(
    () => true,
    (error: Error) => {
      notes.push(`PostgreSQL at ${PG_URL} unreachable (${error.message}): its scenarios were skipped.`);
      return false;
    },
  );
  if (connected) {
    await admin.query(`create database ${name}`);
    try {
      const target = new URL(PG_URL);
      target.pathname = `/${name}`;
      const db = {
        dataDir: mkdtempSync(path.join(os.tmpdir(), 'panel-bench-bidder-')),
        databaseUrl: target.toString(),
      };
      const seeded = await seedInto(db);
      await scenario('WORKERS=1', 'PostgreSQL', 1, seeded, db);
      await scenario('WORKERS=2', 'PostgreSQL', 2, seeded, db);
      rmSync(db.dataDir, { recursive: true, force: true });
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
}

console.log(
  `\nBid requests, ${CAMPAIGNS.toLocaleString('en')} active campaigns, ${SECONDS} s per phase (idle ${Math.min(SECONDS, 2)} s), loopback ` +
    `(Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()})\n`,
);
console.log(resultTable(rows));
console.log('\nGoal (issue 12): ≥ 5,000 req/s per core, p99 ≤ 5 ms, the same p99 while reports run.');
for (const note of notes) console.log(`\n${note}`);
