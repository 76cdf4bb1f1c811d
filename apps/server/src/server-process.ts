import { startAdminSocket } from './admin/socket.ts';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { startRollupMaintenance } from './db/maintenance.ts';
import { seedDemo, shouldSeedDemo } from './demo/seed.ts';
import { startRateCounterSweep } from './lib/rate-limit.ts';
import { startImageSweep } from './modules/creatives/image-sweep.ts';
import { startRulesEvaluator } from './modules/optimization/evaluator.ts';
import { startTrackingSweep } from './modules/tracking/tracking-sweep.ts';
import { ownUrl, simulationWanted, startSimulation } from './simulate/in-process.ts';

/** One server process: the whole server as it runs alone, or as one of WORKERS (cluster.ts). */
export async function runServer(config: Config): Promise<void> {
  const database = await openDatabase(config);
  const fresh = await database.migrate();
  const app = await buildApp(config, database);

  if (shouldSeedDemo(config, fresh)) {
    const started = performance.now();
    const { password, created, traffic } = await seedDemo(
      database.db,
      config.demoPassword,
      config.uploadsDir,
    );
    if (created.length > 0) {
      app.log.info(`Demo accounts created: ${created.join(', ')}`);
      if (traffic)
        app.log.info(
          `Demo traffic: ${traffic.events} events in ${traffic.rollupRows} rollup rows (${Math.round(performance.now() - started)} ms)`,
        );
      console.log(`\n  Demo accounts (${created.join(', ')})\n  password: ${password}\n`);
    }
  }

  const stopAdmin = config.databaseUrl ? null : await startAdminSocket(database.db, config, app.log);
  const stopMaintenance = startRollupMaintenance(database, app.log);
  const stopImageSweep = startImageSweep(database.db, config.uploadsDir, app.log);
  const stopRateSweep = startRateCounterSweep(database.db, app.log);
  const stopTrackingSweep = startTrackingSweep(database.db, app.log);
  const stopRules = startRulesEvaluator(database.db, app.log, config.rulesIntervalMs);
  await app.listen({ port: config.port, host: config.host });
  console.log(`  Panel and API on ${config.publicUrl}  (API docs: ${config.publicUrl}/api/docs)\n`);
  // After listen: the simulator calls this process's own port, as an SSP would.
  const stopSimulation = (await simulationWanted(config, database.db))
    ? await startSimulation(database.db, { baseUrl: ownUrl(app.server.address()), log: app.log })
    : null;

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await stopSimulation?.();
    await app.close();
    await stopAdmin?.();
    await stopMaintenance();
    await stopImageSweep();
    await stopRateSweep();
    await stopTrackingSweep();
    await stopRules();
    await database.close();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
