import cluster, { type Worker } from 'node:cluster';

/**
 * WORKERS=N: the first process forks N server processes and does nothing else. They share the
 * listening port (the operating system hands each new connection to one of them) and the
 * PostgreSQL database; each migrates under the migration lock and runs its own background tasks,
 * all of which are safe to run several times at once (docs/bidder.md). A process that dies is
 * replaced after a pause that grows while they keep dying, so a broken start does not spin.
 */
export function runPrimary(workers: number): void {
  let stopping = false;
  let failures = 0;
  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.once('listening', () => {
      failures = 0;
    });
    return worker;
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    failures += 1;
    const pause = Math.min(30_000, 500 * 2 ** Math.min(failures, 6));
    console.error(
      `server process ${worker.process.pid} ended (${signal ?? code}); another starts in ${pause} ms`,
    );
    setTimeout(fork, pause).unref();
  });
  for (let i = 0; i < workers; i++) fork();
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
