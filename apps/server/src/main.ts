import cluster from 'node:cluster';
import { runPrimary } from './cluster.ts';
import { loadConfig } from './config.ts';
import { runServer } from './server-process.ts';

const config = loadConfig();
if (config.workers > 1 && cluster.isPrimary) runPrimary(config.workers);
else await runServer(config);
