/**
 * `npm run bench:rules`: what the optimization rules' evaluator costs (issue 13).
 *
 * Seeds a database directly (seed.ts): `--advertisers` advertisers (1,000), each with
 * `--campaigns` active campaigns (3) and the ten rules of rules.ts (six traffic rules, one per
 * dimension the cubes hold, and four bid rules), and `--days` (9) of hourly statistics in the
 * three cubes the rules read, about 600 rollup rows per advertiser and day (the scale of the
 * demo's and bench:stats' advertisers); the first `--deep` (20) advertisers have `--deep-days`
 * (90). Then, as the evaluator does it, one advertiser's round after another:
 *   - first pass: every rule judged for the first time, acting (exclusions and bid changes
 *     written to the campaigns and the log);
 *   - next pass: RULES_INTERVAL later, the same rules again with little left to do (the
 *     steady state);
 * each timed per round and per rule (p50, p95, max), and the pass in all, which must stay well
 * under RULES_INTERVAL (300 s). Then dry runs of a traffic and a bid rule over 14 and 90 days for
 * the deep advertisers.
 *
 * Runs on PGlite (a temporary folder) and, when PostgreSQL is reachable (BENCH_DATABASE_URL,
 * TEST_DATABASE_URL, or the dev server of /tmp/pgstart.sh), on PostgreSQL in a database it
 * creates and drops. Options: --advertisers, --campaigns, --zones (12 per campaign), --days,
 * --deep, --deep-days, --quick (100 advertisers, 5 deep), --skip-pglite, --skip-pg.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../src/db/client.ts';
import { BENCH_PG_URL, withScratchDatabase } from '../pg-database.ts';
import { type DryRunFigures, dryRuns, evaluatorPass, type PassFigures, quantile } from './measure.ts';
import { seedRulesBench } from './seed.ts';

const { values: args } = parseArgs({
  options: {
    advertisers: { type: 'string' },
    campaigns: { type: 'string', default: '3' },
    zones: { type: 'string', default: '12' },
    days: { type: 'string', default: '9' },
    deep: { type: 'string' },
    'deep-days': { type: 'string', default: '90' },
    quick: { type: 'boolean', default: false },
    'skip-pglite': { type: 'boolean', default: false },
    'skip-pg': { type: 'boolean', default: false },
  },
});
const ADVERTISERS = Number(args.advertisers ?? (args.quick ? 100 : 1000));
const DEEP = Number(args.deep ?? (args.quick ? 5 : 20));
const INTERVAL_MS = 300_000;

const passes: { driver: string; p: PassFigures }[] = [];
const dries: { driver: string; d: DryRunFigures }[] = [];
const notes: string[] = [];
const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1);
const log = (text: string) => process.stderr.write(`  ${text}\n`);

async function run(driver: string, options: { dataDir: string; databaseUrl?: string }) {
  const database = await openDatabase(options);
  try {
    await database.migrate();
    const now = new Date();
    log(`${driver}: seeding ${ADVERTISERS} advertisers…`);
    const seeded = await seedRulesBench(
      database.db,
      {
        advertisers: ADVERTISERS,
        campaigns: Number(args.campaigns),
        zones: Number(args.zones),
        days: Number(args.days),
        deep: DEEP,
        deepDays: Number(args['deep-days']),
        now,
      },
      log,
    );
    notes.push(
      `${driver}: ${seeded.rollupRows.toLocaleString('en')} rollup rows, ${(ADVERTISERS * 10).toLocaleString('en')} rules, seeded in ${(seeded.ms / 1000).toFixed(0)} s`,
    );
    log(`${driver}: first pass…`);
    passes.push({
      driver,
      p: await evaluatorPass(database.db, 'first pass (acts)', seeded.advertiserIds, INTERVAL_MS, now),
    });
    log(`${driver}: next pass…`);
    const later = new Date(now.getTime() + INTERVAL_MS);
    passes.push({
      driver,
      p: await evaluatorPass(database.db, 'next pass', seeded.advertiserIds, INTERVAL_MS, later),
    });
    const deep = seeded.advertiserIds.slice(0, DEEP);
    for (const days of [14, 90]) {
      log(`${driver}: dry runs over ${days} days…`);
      for (const d of await dryRuns(database.db, deep, days, later)) dries.push({ driver, d });
    }
  } finally {
    await database.close();
  }
}

if (!args['skip-pglite']) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'panel-bench-rules-'));
  try {
    await run('PGlite', { dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!args['skip-pg'])
  await withScratchDatabase(BENCH_PG_URL, 'panel_bench_rules', notes, (databaseUrl) =>
    run('PostgreSQL', { dataDir: 'memory://', databaseUrl }),
  );

console.log(
  `\nOptimization rules: ${ADVERTISERS.toLocaleString('en')} advertisers × 10 rules, one round per advertiser in turn ` +
    `(Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()})\n`,
);
console.log(
  '| driver | pass | rounds | rules judged | actions | round p50 / p95 / max ms | rule p50 / p95 / max ms | pass s | share of RULES_INTERVAL |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
for (const { driver, p } of passes)
  console.log(
    `| ${driver} | ${p.phase} | ${p.rounds} | ${p.rules} | ${p.actions.toLocaleString('en')} | ` +
      `${ms(quantile(p.roundMs, 0.5))} / ${ms(quantile(p.roundMs, 0.95))} / ${ms(Math.max(0, ...p.roundMs))} | ` +
      `${ms(quantile(p.ruleMs, 0.5))} / ${ms(quantile(p.ruleMs, 0.95))} / ${ms(Math.max(0, ...p.ruleMs))} | ` +
      `${(p.totalMs / 1000).toFixed(1)} | ${((p.totalMs / INTERVAL_MS) * 100).toFixed(1)} % |`,
  );
console.log('\n| driver | dry run | days | runs | p50 ms | p95 ms | items acted on (mean) |');
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const { driver, d } of dries)
  console.log(
    `| ${driver} | ${d.kind} rule on zones | ${d.days} | ${d.ms.length} | ${ms(quantile(d.ms, 0.5))} | ` +
      `${ms(quantile(d.ms, 0.95))} | ${(d.items / Math.max(1, d.ms.length)).toFixed(1)} |`,
  );
for (const note of notes) console.log(`\n${note}`);
