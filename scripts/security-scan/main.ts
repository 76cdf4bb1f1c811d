import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PATHS } from '@panel/contract';
import { apiClient, serverErrors as setupErrors } from './api.ts';
import { classify } from './classify.ts';
import { setUp } from './fixtures.ts';
import { ensureScanners } from './install-scanners.ts';
import { type OpenApiDoc, readRoutes } from './openapi.ts';
import { prepare, type ScanRequest } from './prepare.ts';
import { startProxy } from './proxy.ts';
import { report } from './report.ts';
import { runTools } from './run-tools.ts';
import { serverErrors, startServer } from './server.ts';
import type { SqlmapJob } from './sqlmap.ts';
import { API_MODULES, wapitiTargets } from './wapiti.ts';

/**
 * `npm run security:scan`: the real server on loopback with a throwaway database, sqlmap on
 * every documented route and wapiti on the GET routes and the web app, each with a session
 * of a role the route lets in. Exit 1 on any finding or 5xx, 2 when the scan could not run.
 */
const env = process.env;
const jobs = Number(env.SCAN_JOBS ?? 3);
/** sqlmap's level for values the schemas refuse with a quote in them, and for free text. */
const quickLevel = Number(env.SQLMAP_LEVEL ?? 1);
const freeTextLevel = Number(env.SQLMAP_FREE_TEXT_LEVEL ?? 2);
const settings = {
  risk: Number(env.SQLMAP_RISK ?? 1),
  techniques: env.SQLMAP_TECHNIQUES ?? 'BEUST',
  timeSec: 2,
};
/** wapiti's bound per attack module (its crawl is short: only the start URLs are in scope). */
const wapitiAttackSeconds = Number(env.WAPITI_ATTACK_SECONDS ?? 30);
/** SCAN_TOOLS=sqlmap or =wapiti runs one of them; SCAN_ONLY=<regex> the matching routes. */
const tools = env.SCAN_TOOLS ?? 'sqlmap,wapiti';
const only = env.SCAN_ONLY ? new RegExp(env.SCAN_ONLY) : null;

const since = (start: number) => `${Math.round((Date.now() - start) / 1000)} s`;

async function scan(work: string): Promise<number> {
  const started = Date.now();
  await ensureScanners();
  const server = await startServer(work);
  const sqlmapProxy = await startProxy(server.port);
  const wapitiProxy = await startProxy(server.port);
  try {
    const api = apiClient(server.url);
    const doc = (await (await fetch(`${server.url}/api/docs/openapi.json`)).json()) as OpenApiDoc;
    const documented = readRoutes(doc);
    const routes = documented.filter((r) => !only || only.test(`${r.method} ${r.path}`));
    const fixtures = await setUp(api, documented, server.dataDir);
    console.log(`Server up, accounts and objects made in ${since(started)}`);

    const prepared: ScanRequest[] = [];
    for (const route of routes) prepared.push(...(await prepare(route, fixtures)));
    const sqlmapJobs: SqlmapJob[] = [];
    const skipped = prepared.filter((r) => r.skipped).map((r) => `${r.name}: ${r.skipped}`);
    for (const request of prepared.filter((r) => !r.skipped)) {
      const { validated, free } = await classify(api, request);
      const { name } = request;
      if (free.length) sqlmapJobs.push({ name: `${name} free`, request, marked: free, level: freeTextLevel });
      if (validated.length) sqlmapJobs.push({ name, request, marked: validated, level: quickLevel });
      if (!free.length && !validated.length) skipped.push(`${name}: public, nothing to inject`);
    }
    // The long jobs first, so the last ones to finish are short.
    sqlmapJobs.sort((a, b) => b.level - a.level || b.marked.length - a.marked.length);
    console.log(
      `${routes.length} of ${documented.length} documented routes probed in ${since(started)}; ` +
        `${sqlmapJobs.length} sqlmap jobs, ${jobs} at a time`,
    );

    const home = await fetch(`${server.url}/`);
    const pages =
      !only && home.headers.get('content-type')?.startsWith('text/html')
        ? Object.values(PATHS).map((p) => `${server.url}${p.replace(':id', fixtures.shared.campaign)}`)
        : [];
    const modules = env.WAPITI_MODULES?.split(',') ?? API_MODULES;
    const targets = tools.includes('wapiti')
      ? wapitiTargets(prepared, fixtures.tokens, server.url, pages, modules)
      : [];
    const runs = await runTools({
      sqlmapJobs: tools.includes('sqlmap') ? sqlmapJobs : [],
      wapitiTargets: targets,
      jobs,
      work,
      host: `127.0.0.1:${server.port}`,
      base: server.url,
      sqlmapProxy: sqlmapProxy.url,
      wapitiProxy: wapitiProxy.url,
      settings,
      wapitiAttackSeconds,
    });
    const wapitiUrls = targets.reduce((sum, t) => sum + t.urls.length, 0);
    return report({
      prepared,
      skipped,
      runs,
      routes: {
        sqlmap: runs.sqlmap.length ? new Set(sqlmapJobs.map((j) => j.request.route)).size : 0,
        wapiti: targets.length ? new Set(targets.flatMap((t) => t.routes)).size : 0,
      },
      wapitiUrls,
      proxies: { sqlmap: sqlmapProxy.stats, wapiti: wapitiProxy.stats },
      setupErrors,
      serverLogErrors: serverErrors(server.logFile),
      seconds: (Date.now() - started) / 1000,
      work,
    });
  } finally {
    await Promise.all([sqlmapProxy.close(), wapitiProxy.close()]);
    await server.stop();
  }
}

const work = mkdtempSync(path.join(tmpdir(), 'panel-security-'));
let code = 2;
try {
  code = await scan(work);
} catch (error) {
  console.error(`Security scan could not run: ${error instanceof Error ? error.message : String(error)}`);
}
if (code === 0 && !env.SCAN_KEEP) rmSync(work, { recursive: true, force: true });
else if (code !== 0) console.log(`Security scan failed (exit ${code}); files kept in ${work}`);
process.exit(code);
