import path from 'node:path';
import { pool } from './proc.ts';
import { runSqlmap, type SqlmapJob, type SqlmapResult, type SqlmapSettings } from './sqlmap.ts';
import { runWapiti, type WapitiResult, type WapitiTarget } from './wapiti.ts';

export interface ToolRuns {
  sqlmap: SqlmapResult[];
  wapiti: WapitiResult[];
  sqlmapSeconds: number;
  wapitiSeconds: number;
}

const done = (tool: string, what: string, failed: boolean, seconds: number) =>
  console.log(`  ${tool} ${failed ? 'FAILED' : 'done  '} ${what} (${Math.round(seconds)} s)`);

/**
 * sqlmap jobs `jobs` at a time beside one wapiti run after another: wapiti is one Python
 * process, so the two share the machine's cores instead of queuing.
 */
export async function runTools(options: {
  sqlmapJobs: SqlmapJob[];
  wapitiTargets: WapitiTarget[];
  jobs: number;
  work: string;
  host: string;
  base: string;
  sqlmapProxy: string;
  wapitiProxy: string;
  settings: SqlmapSettings;
  wapitiAttackSeconds: number;
}): Promise<ToolRuns> {
  const started = Date.now();
  let sqlmapSeconds = 0;
  const [sqlmap, wapiti] = await Promise.all([
    pool(options.sqlmapJobs, options.jobs, async (job) => {
      const result = await runSqlmap(job, {
        host: options.host,
        proxy: options.sqlmapProxy,
        dir: path.join(options.work, 'sqlmap'),
        settings: options.settings,
      });
      done('sqlmap', `${job.name} (level ${job.level})`, !!result.failure, result.seconds);
      return result;
    }).then((results) => {
      sqlmapSeconds = (Date.now() - started) / 1000;
      return results;
    }),
    (async () => {
      const results: WapitiResult[] = [];
      for (const target of options.wapitiTargets) {
        const result = await runWapiti(target, {
          base: options.base,
          proxy: options.wapitiProxy,
          dir: path.join(options.work, 'wapiti'),
          maxScanSeconds: 60,
          maxAttackSeconds: options.wapitiAttackSeconds,
        });
        done('wapiti', target.label, !!result.failure, result.seconds);
        results.push(result);
      }
      return results;
    })(),
  ]);
  const wapitiSeconds = wapiti.reduce((sum, r) => sum + r.seconds, 0);
  return { sqlmap, wapiti, sqlmapSeconds, wapitiSeconds };
}
