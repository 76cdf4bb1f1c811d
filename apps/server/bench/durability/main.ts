/**
 * `npm run bench:durability`: the durability part of the security suite (issue 9).
 *
 * Starts the real server, signs up an advertiser, and for each round lets four clients write
 * (campaign saves, stop/start, new campaigns) until a SIGKILL at a random point, starts the
 * server again on the same data and checks every acknowledged write. 50 rounds on PGlite, and
 * on PostgreSQL too when BENCH_DATABASE_URL or `--pg <url>` names a server (in a database it
 * creates and drops). test/security/durability.test.ts runs 3 rounds per driver.
 *
 *   npm run bench:durability                                  50 rounds on PGlite
 *   npm run bench:durability -- --rounds 10 --pg postgres://user@host:5432/db
 *
 * Options: --rounds N, --clients N, --seed N, --skip-pglite. Exits 1 when a write was lost.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { DurabilitySession, type RoundResult } from './durability-session.ts';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '50' },
    clients: { type: 'string', default: '4' },
    seed: { type: 'string' },
    pg: { type: 'string' },
    'skip-pglite': { type: 'boolean', default: false },
  },
  strict: true,
});
const ROUNDS = Number(args.rounds);
const CLIENTS = Number(args.clients);
const PG = args.pg ?? process.env.BENCH_DATABASE_URL;

interface DriverSummary {
  driver: string;
  seed: number;
  firstStartMs: number;
  rounds: RoundResult[];
}

async function bench(driver: 'pglite' | 'postgres'): Promise<DriverSummary> {
  const session = new DurabilitySession({
    driver,
    databaseUrl: PG,
    clients: CLIENTS,
    seed: args.seed === undefined ? undefined : Number(args.seed),
  });
  const rounds: RoundResult[] = [];
  try {
    await session.open();
    for (let i = 1; i <= ROUNDS; i++) {
      const r = await session.round();
      rounds.push(r);
      const acked = r.acked.saves + r.acked.statuses + r.acked.creates;
      log(
        `${driver} round ${i}/${ROUNDS}: ${acked} acknowledged in ${ms(r.streamMs)}, ${r.lost} lost, ` +
          `recovery ${ms(r.recoveryMs)}${r.problems.length + r.failures.length ? `\n  ${[...r.problems, ...r.failures].join('\n  ')}` : ''}`,
      );
    }
  } finally {
    await session.close();
  }
  return { driver, seed: session.seed, firstStartMs: session.firstStartMs, rounds };
}

const ms = (x: number) => (x >= 1000 ? `${(x / 1000).toFixed(2)} s` : `${Math.round(x)} ms`);
const log = (text = '') => console.log(text);
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
}

function table(header: string[], body: string[][]): string {
  const cells = [header, ...body];
  const widths = header.map((_, i) => Math.max(3, ...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    `| ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`;
  return [line(header), rule, ...body.map(line)].join('\n');
}

function row({ driver, firstStartMs, rounds }: DriverSummary): string[] {
  const kind = (k: keyof RoundResult['acked']) => sum(rounds.map((r) => r.acked[k]));
  const acked = kind('saves') + kind('statuses') + kind('creates');
  const recovery = rounds.map((r) => r.recoveryMs);
  return [
    driver,
    String(rounds.length),
    `${acked} (${kind('saves')} / ${kind('statuses')} / ${kind('creates')})`,
    String(sum(rounds.map((r) => r.lost))),
    String(sum(rounds.map((r) => r.problems.length + r.failures.length))),
    ms(firstStartMs),
    ms(percentile(recovery, 0.5)),
    ms(percentile(recovery, 0.95)),
    String(Math.round(acked / (sum(rounds.map((r) => r.streamMs)) / 1000))),
  ];
}

async function main() {
  log(`# bench:durability ${new Date().toISOString()}`);
  // Writes/s and recovery times move with whatever else the machine runs: the load says how much.
  const load = os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
  log(
    `Node ${process.version}, ${os.cpus().length} cores (load ${load}), ${ROUNDS} rounds of ${CLIENTS} clients per driver.`,
  );
  const results: DriverSummary[] = [];
  if (!args['skip-pglite']) results.push(await bench('pglite'));
  if (PG) results.push(await bench('postgres'));
  log();
  log(
    table(
      [
        'driver',
        'rounds',
        'acknowledged (saves / statuses / creates)',
        'writes lost',
        'other problems',
        'first start',
        'recovery p50',
        'recovery p95',
        'writes/s',
      ],
      results.map(row),
    ),
  );
  log();
  log(
    `Seeds: ${results.map((r) => `${r.driver} ${r.seed}`).join(', ')}. Recovery: spawn to first healthy /healthz.`,
  );
  log(
    `Writes/s: acknowledged writes of all ${CLIENTS} clients over the time from the first write to the kill.`,
  );
  const lost = sum(results.flatMap((r) => r.rounds.map((x) => x.lost + x.problems.length)));
  process.exitCode = lost > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
