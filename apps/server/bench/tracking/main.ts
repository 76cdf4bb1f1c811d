/**
 * `npm run bench:tracking`: conversions per second the postback endpoint sustains.
 *
 * Starts the real server listening on loopback (PGlite in a temporary folder, then PostgreSQL
 * in a database it creates and drops when BENCH_DATABASE_URL or TEST_DATABASE_URL is set), makes
 * an advertiser, a campaign, a goal that counts repeats and `--clicks` clicks, then fires
 * conversions (a new txid each, so each one is counted) from `--clients` keep-alive connections
 * for `--seconds`. Prints per driver: conversions/s, p50/p99 latency, errors, and how long after
 * the last answer the last conversion showed in the statistics rollups.
 *
 * Options: --seconds 10, --clients 32, --clicks 2000, --skip-pglite.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createUser } from '../../src/admin/commands.ts';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { clickContextOf } from '../../src/modules/tracking/click-link.ts';
import { recordClick } from '../../src/modules/tracking/click-record.ts';
import { loadSigner } from '../../src/modules/tracking/signing.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    clients: { type: 'string', default: '32' },
    clicks: { type: 'string', default: '2000' },
    'skip-pglite': { type: 'boolean', default: false },
  },
});
const SECONDS = Number(args.seconds);
const CLIENTS = Number(args.clients);
const CLICKS = Number(args.clicks);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

interface Result {
  driver: string;
  sent: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  visibleMs: number;
}

async function run(driver: string, databaseUrl: string | undefined): Promise<Result> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'panel-bench-tracking-'));
  const config = testConfig({ databaseUrl, dataDir, logLevel: 'warn' });
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp(config, database);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const { db } = database;
  try {
    const user = await createUser(
      db,
      { email: `bench-${Date.now()}@bench.test`, role: 'advertiser' },
      'bench',
    );
    const campaign = (await db.execute(sql`
      insert into campaigns (advertiser_id, name, status, ad_format, pricing_model, bid_micros, pacing, destination_url, time_zone, targeting)
      values (${user.id}, 'Bench', 'active', 'popunder', 'cpm', 1000000, 'asap', 'https://offer.example.com/?c={click_id}', 'UTC', '{}')
      returning id`)) as { rows: { id: number }[] };
    const campaignId = Number(campaign.rows[0]?.id);
    await db.execute(sql`insert into postbacks (advertiser_id, token, name, payout_micros, window_days, allow_repeats)
      values (${user.id}, 'bench-goal', 'Bench', 1000000, 30, true)`);
    const signer = await loadSigner(db);
    const clickIds: string[] = [];
    for (let i = 0; i < CLICKS; i++) {
      const click = await recordClick(db, signer, context(user.id, campaignId, i), null);
      if (click) clickIds.push(new URL(click.location).searchParams.get('c') as string);
    }
    await app.trackingCounter.runOnce();

    // The clients run in a worker thread, so the server's event loop measures the server alone.
    const load = await fireConversions(port, clickIds);
    const lastAnswer = performance.now();
    const { sent, errors, elapsed } = load;
    const latencies = Float64Array.from(load.latencies);
    const counted = sent - errors;
    for (;;) {
      const shown = (await db.execute(
        sql`select coalesce(sum(conversions), 0)::int as n from stats_adv_total where advertiser_id = ${user.id}`,
      )) as { rows: { n: number }[] };
      if ((shown.rows[0]?.n ?? 0) >= counted) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const visibleMs = performance.now() - lastAnswer;
    latencies.sort();
    const pct = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
    return { driver, sent, perSecond: sent / elapsed, p50: pct(0.5), p99: pct(0.99), errors, visibleMs };
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The load: CLIENTS keep-alive connections, each sending its next conversion as soon as the last
 * one is answered, for SECONDS. Plain JavaScript evaluated in a worker thread (no TypeScript
 * loader needed there), so its work is not done on the server's event loop.
 */
const CLIENT_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { port, clickIds, clients, seconds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
const latencies = [];
let sent = 0, errors = 0;
const get = (path) => new Promise((resolve) => {
  const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
    res.resume();
    res.on('end', () => resolve(res.statusCode));
  });
  req.on('error', () => resolve(0));
});
const started = performance.now();
const deadline = started + seconds * 1000;
const client = async () => {
  while (performance.now() < deadline) {
    const n = sent++;
    const t0 = performance.now();
    const status = await get('/track/conversion?goal=bench-goal&click_id=' + clickIds[n % clickIds.length] + '&txid=' + n + '&payout=0.5');
    latencies.push(performance.now() - t0);
    if (status !== 204) errors++;
  }
};
Promise.all(Array.from({ length: clients }, client)).then(() => {
  agent.destroy();
  parentPort.postMessage({ sent, errors, latencies, elapsed: (performance.now() - started) / 1000 });
});
`;

interface Load {
  sent: number;
  errors: number;
  latencies: number[];
  elapsed: number;
}

function fireConversions(port: number, clickIds: string[]): Promise<Load> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CLIENT_CODE, {
      eval: true,
      workerData: { port, clickIds, clients: CLIENTS, seconds: SECONDS },
    });
    worker.once('message', (load: Load) => {
      void worker.terminate();
      resolve(load);
    });
    worker.once('error', reject);
  });
}

function context(advertiserId: number, campaignId: number, i: number) {
  return clickContextOf({
    advertiserId,
    campaignId,
    sspId: 1 + (i % 9),
    zoneId: String(1000 + (i % 300)),
    adFormat: 'popunder',
    country: ['US', 'DE', 'GB', 'FR', 'BR'][i % 5] as string,
    language: 'en',
    os: 1 + (i % 4),
    browser: 1 + (i % 5),
    deviceType: 1 + (i % 3),
    servedAt: Math.floor(Date.now() / 1000),
  });
}

/** A database of its own on the PostgreSQL server, dropped afterwards. */
async function withPgDatabase<T>(url: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = `panel_bench_tracking_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  try {
    const target = new URL(url);
    target.pathname = `/${name}`;
    return await fn(target.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const results: Result[] = [];
if (!args['skip-pglite']) results.push(await run('PGlite', undefined));
if (PG_URL) results.push(await withPgDatabase(PG_URL, (url) => run('PostgreSQL', url)));
console.log(
  `\nConversions, ${CLIENTS} keep-alive clients on loopback, ${SECONDS} s each (Node ${process.version})\n`,
);
console.log('| driver | conversions | conversions/s | p50 ms | p99 ms | errors | in statistics after |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const r of results)
  console.log(
    `| ${r.driver} | ${r.sent} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} | ${(r.visibleMs / 1000).toFixed(2)} s |`,
  );
