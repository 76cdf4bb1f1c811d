/**
 * `npm run simulate -- --qps 200 --minutes 5`: plays SSPs, guest SSPs and publisher zones against a
 * running server, with users who see, click and buy (docs/bidder.md, apps/server/src/simulate).
 *
 * Options: --qps 200, --minutes N or --seconds N (default 1 minute), --url (default PUBLIC_URL,
 * else http://localhost:PORT), --seed N (default: new each run, printed), --concurrency 64,
 * --database-url (a server on PostgreSQL; default DATABASE_URL). Progress once a second on
 * stderr, a summary at the end; Ctrl-C ends the run early with the summary.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { describePlan, loadPlan } from './plan-source.ts';
import { Player } from './player.ts';
import { progressLine, summaryLines } from './stats.ts';

const USAGE =
  'Usage: npm run simulate -- [--qps 200] [--minutes 1 | --seconds 60] [--url http://localhost:8080] [--seed N] [--concurrency 64] [--database-url postgres://…]';

function options() {
  const { values } = parseArgs({
    options: {
      qps: { type: 'string', default: '200' },
      minutes: { type: 'string' },
      seconds: { type: 'string' },
      url: { type: 'string' },
      seed: { type: 'string' },
      concurrency: { type: 'string', default: '64' },
      'database-url': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const number = (name: string, value: string | undefined, min: number, max: number) => {
    const n = Number(value);
    if (!Number.isFinite(n) || n < min || n > max)
      throw new Error(`--${name} must be a number from ${min} to ${max}`);
    return n;
  };
  const seconds =
    values.seconds !== undefined
      ? number('seconds', values.seconds, 1, 86_400)
      : number('minutes', values.minutes ?? '1', 1 / 60, 1_440) * 60;
  return {
    help: values.help,
    qps: number('qps', values.qps, 0.1, 100_000),
    seconds,
    url: values.url,
    seed:
      values.seed === undefined
        ? Math.floor(Math.random() * 2 ** 31)
        : number('seed', values.seed, 0, 2 ** 32),
    concurrency: Math.floor(number('concurrency', values.concurrency, 1, 10_000)),
    databaseUrl: values['database-url'],
  };
}

async function main(): Promise<number> {
  const opts = options();
  if (opts.help) {
    console.error(USAGE);
    return 0;
  }
  const config = loadConfig();
  const plan = await loadPlan(config, opts.databaseUrl ?? config.databaseUrl);
  for (const line of describePlan(plan)) console.error(line);
  const player = new Player(plan, {
    baseUrl: opts.url ?? config.publicUrl,
    qps: opts.qps,
    seed: opts.seed,
    concurrency: opts.concurrency,
  });
  if (!player.hasTargets) {
    console.error('Nothing to send traffic to: no active endpoint, guest token or zone.');
    return 1;
  }
  console.error(
    `Sending ${opts.qps} requests/s for ${opts.seconds} s to ${opts.url ?? config.publicUrl} (seed ${opts.seed})`,
  );
  const started = performance.now();
  player.start();
  let last = started;
  const progress = setInterval(() => {
    const now = performance.now();
    console.error(
      progressLine(
        (now - started) / 1000,
        player.stats.takeWindow(),
        player.stats.total,
        (now - last) / 1000,
      ),
    );
    last = now;
  }, 1_000);
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, opts.seconds * 1000);
    process.once('SIGINT', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  clearInterval(progress);
  const elapsed = (performance.now() - started) / 1000;
  console.error('Finishing: the clicks and conversions still on their way…');
  await player.stop();
  for (const line of summaryLines(player.stats, elapsed)) console.error(line);
  return 0;
}

try {
  process.exitCode = await main();
} catch (err) {
  console.error(`Error: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
