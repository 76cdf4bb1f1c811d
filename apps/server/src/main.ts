import cluster from 'node:cluster';
import { runPrimary } from './cluster.ts';
import { loadConfig } from './config.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { runServer } from './server-process.ts';

const config = loadConfig();
if (config.workers > 1 && cluster.isPrimary) runPrimary(config.workers);
else
  await runServer(config).catch((error: unknown) => {
    // A second server on one embedded database: say so in a line, not a stack.
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
