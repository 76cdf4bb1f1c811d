import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import type { Db } from '../db/client.ts';
import { DEMO_ACCOUNTS } from '../demo/seed.ts';
import { findUserByEmail } from '../modules/auth/user-repository.ts';
import { buildSimulationPlan } from './plan.ts';
import { Player } from './player.ts';

/** Enough for the dashboard to move every few seconds, little enough to go unnoticed on a laptop. */
export const IN_PROCESS_QPS = 5;
/** The panel changes while it runs (a new zone, a paused endpoint): the plan follows. */
const REPLAN_MS = 60_000;
const REPORT_MS = 60_000;

interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * SIMULATE: on when set (in the first server process only); left unset, on for the demo, that is an embedded database holding the
 * demo accounts that this start did not seed on request (DEMO=1 is how the end-to-end tests ask
 * for them, and their figures must hold still). Never by default on PostgreSQL.
 */
export async function simulationWanted(
  config: {
    simulate: boolean | undefined;
    demo: boolean | undefined;
    databaseUrl: string | undefined;
    env: string;
  },
  db: Db,
): Promise<boolean> {
  // With WORKERS=N one process plays: the guest secrets it holds would be renewed under the others.
  if (cluster.isWorker && cluster.worker?.id !== 1) return false;
  if (config.simulate !== undefined) return config.simulate;
  if (config.databaseUrl || config.demo !== undefined || config.env === 'test') return false;
  const [first] = DEMO_ACCOUNTS;
  return first !== undefined && (await findUserByEmail(db, first.email)) !== null;
}

/** The server's own address as seen from inside: loopback when it listens on every interface. */
export function ownUrl(address: AddressInfo | string | null): string {
  if (!address || typeof address === 'string') throw new Error('the server is not listening on a TCP port');
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * Plays the simulator inside the server, against its own port, at a low rate, until the returned
 * stop is called. Plans from the database directly (the same plan as the operator command, sharing
 * its guest secrets: see processSecrets), and re-plans every minute; a minute's counts go to the log.
 */
export async function startSimulation(
  db: Db,
  options: { baseUrl: string; log: Logger; qps?: number },
): Promise<() => Promise<void>> {
  const plan = await buildSimulationPlan(db);
  const player = new Player(plan, {
    baseUrl: options.baseUrl,
    qps: options.qps ?? IN_PROCESS_QPS,
    seed: Date.now() % 2 ** 31,
    concurrency: 16,
  });
  player.start();
  options.log.info(
    { qps: options.qps ?? IN_PROCESS_QPS, url: options.baseUrl },
    'simulated traffic started (SIMULATE)',
  );
  const replan = setInterval(() => {
    buildSimulationPlan(db)
      .then((next) => player.usePlan(next))
      .catch((err: Error) => options.log.warn({ err }, 'simulated traffic: planning failed'));
  }, REPLAN_MS);
  const report = setInterval(() => {
    const { counts, p50, p99 } = player.stats.takeWindow();
    options.log.info({ ...counts, p50, p99 }, 'simulated traffic, last minute');
  }, REPORT_MS);
  return async () => {
    clearInterval(replan);
    clearInterval(report);
    await player.stop(2_000);
  };
}
