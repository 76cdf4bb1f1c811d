import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PATHS, type Role } from '@panel/contract';
import { apiClient, serverErrors as setupServerErrors } from './api.ts';
import { setUp } from './fixtures.ts';
import { ensureScanners } from './install-scanners.ts';
import { type OpenApiDoc, readRoutes } from './openapi.ts';
import { prepare, requestTarget, type ScanRequest } from './prepare.ts';
import { pool } from './proc.ts';
import { startProxy } from './proxy.ts';
import { section, summaryTable } from './report.ts';
import { serverErrors, startServer } from './server.ts';
import { requestFile, runSqlmap, type SqlmapSettings } from './sqlmap.ts';
import { API_MODULES, PAGE_MODULES, runWapiti, type WapitiTarget } from './wapiti.ts';

/**
 * `npm run security:scan`: the real server on loopback with a throwaway database, sqlmap on
 * every documented route and wapiti on the GET routes and the web app, each with a session
 * of a role the route lets in. Exit 1 on any finding or 5xx, 2 when the scan could not run.
 */
const env = process.env;
const jobs = Number(env.SCAN_JOBS ?? 3);
const settings: SqlmapSettings = {
  level: Number(env.SQLMAP_LEVEL ?? 2),
  risk: Number(env.SQLMAP_RISK ?? 1),
  techniques: env.SQLMAP_TECHNIQUES ?? 'BEUST',
  timeSec: 2,
};
/** wapiti's bound per attack module and run (its crawl of the start URLs is short). */
const wapitiAttackSeconds = Number(env.WAPITI_ATTACK_SECONDS ?? 30);
const since = (start: number) => `${Math.round((Date.now() - start) / 1000)} s`;

async function scan(work: string): Promise<number> {
  const started = Date.now();
  await ensureScanners();
  const server = await startServer(work);
  const sqlProxy = await startProxy(server.port);
  const wapitiProxy = await startProxy(server.port);
  try {
    const api = apiClient(server.url);
    const doc = (await (await fetch(`${server.url}/api/docs/openapi.json`)).json()) as OpenApiDoc;
    // SCAN_ONLY narrows the scan to matching routes ("PUT /api/v1/groups"), for a quick re-check.
    const only = env.SCAN_ONLY ? new RegExp(env.SCAN_ONLY) : null;
    const documented = readRoutes(doc);
    const routes = documented.filter((r) => !only || only.test(`${r.method} ${r.path}`));
    const fixtures = await setUp(api, documented, server.dataDir);
    console.log(`Server up, accounts and objects made in ${since(started)}`);
    const prepared: ScanRequest[] = [];
    for (const route of routes) prepared.push(...(await prepare(route, fixtures)));
    console.log(`Routes probed in ${since(started)}`);
    const host = `127.0.0.1:${server.port}`;
    const skipped = prepared.filter((r) => r.skipped).map((r) => `${r.name}: ${r.skipped}`);
    const forSqlmap = prepared.filter((r) => !r.skipped && requestFile(r, host).points > 0);
    for (const r of prepared) {
      if (!r.skipped && !forSqlmap.includes(r)) skipped.push(`${r.name}: public, nothing to inject`);
    }
    console.log(
      `${routes.length} of ${documented.length} documented routes, ${forSqlmap.length} for sqlmap (${jobs} at a time)`,
    );

    const byRole = new Map<Role, string[]>();
    for (const r of prepared.filter((p) => p.route.method === 'GET' && !p.skipped)) {
      byRole.set(r.role, [...(byRole.get(r.role) ?? []), `${server.url}${requestTarget(r)}`]);
    }
    const home = await fetch(`${server.url}/`);
    const pages =
      !only && home.headers.get('content-type')?.startsWith('text/html')
        ? Object.values(PATHS).map((p) => `${server.url}${p.replace(':id', fixtures.shared.campaign)}`)
        : [];
    const wapitiTargets: WapitiTarget[] = [...byRole].map(([role, urls]) => ({
      label: role,
      token: fixtures.tokens[role],
      modules: env.WAPITI_MODULES?.split(',') ?? API_MODULES,
      urls,
    }));
    if (pages.length > 0) {
      wapitiTargets.push({
        label: 'web-app',
        token: fixtures.tokens.advertiser,
        modules: PAGE_MODULES,
        urls: pages,
      });
    }

    const sqlDir = path.join(work, 'sqlmap');
    const sqlStart = Date.now();
    // SCAN_TOOLS=sqlmap or =wapiti runs one of them.
    const tools = env.SCAN_TOOLS ?? 'sqlmap,wapiti';
    if (!tools.includes('wapiti')) wapitiTargets.length = 0;
    let sqlSeconds = 0;
    const [sqlResults, wapitiResults] = await Promise.all([
      pool(tools.includes('sqlmap') ? forSqlmap : [], jobs, (r) =>
        runSqlmap(r, { host, proxy: sqlProxy.url, dir: sqlDir, settings }).then((res) => {
          console.log(
            `  sqlmap ${res.failure ? 'FAILED' : 'done  '} ${r.name} (${Math.round(res.seconds)} s)`,
          );
          return res;
        }),
      ).then((results) => {
        sqlSeconds = (Date.now() - sqlStart) / 1000;
        return results;
      }),
      (async () => {
        const results = [];
        for (const target of wapitiTargets) {
          const res = await runWapiti(target, {
            base: server.url,
            proxy: wapitiProxy.url,
            dir: path.join(work, 'wapiti'),
            maxScanSeconds: 60,
            maxAttackSeconds: wapitiAttackSeconds,
          });
          console.log(
            `  wapiti ${res.failure ? 'FAILED' : 'done  '} ${target.label} (${Math.round(res.seconds)} s)`,
          );
          results.push(res);
        }
        return results;
      })(),
    ]);
    const wapitiSecondsUsed = wapitiResults.reduce((s, r) => s + r.seconds, 0);

    const sqlFindings = sqlResults.flatMap((r) => r.findings.map((f) => `${r.name}\n${f}`));
    const wapitiFindings = wapitiResults.flatMap((r) => r.findings.map((f) => `[${r.label}] ${f}`));
    const fiveHundreds = [
      ...setupServerErrors.map((e) => `setup/probe: ${e}`),
      ...sqlProxy.stats.serverErrors.map((e) => `sqlmap: ${e}`),
      ...wapitiProxy.stats.serverErrors.map((e) => `wapiti: ${e}`),
      ...serverErrors(server.logFile).map((e) => `server log: ${e}`),
    ];
    const failures = [
      ...sqlResults.filter((r) => r.failure).map((r) => `sqlmap ${r.name}: ${r.failure}`),
      ...wapitiResults.filter((r) => r.failure).map((r) => `wapiti ${r.label}: ${r.failure}`),
      ...[...sqlProxy.stats.refused, ...wapitiProxy.stats.refused].map((e) => `blocked, not loopback: ${e}`),
    ];
    const notAccepted = prepared
      .filter((r) => !r.skipped && (r.baseline < 200 || r.baseline >= 300))
      .map((r) => `${r.name}: ${r.baseline} as ${r.role} ${r.refusedFields ?? ''}`.trim());
    const omitted = prepared.filter((r) => r.omitted.length).map((r) => `${r.name}: ${r.omitted.join(', ')}`);

    console.log(section('Not scanned', skipped));
    console.log(
      section('Scanned from a request the server refused (payloads may stop at validation)', notAccepted),
    );
    console.log(section('Query parameters left out (no value the server accepted)', omitted));
    console.log(section('sqlmap injections', sqlFindings));
    console.log(section('wapiti vulnerabilities and anomalies', wapitiFindings));
    console.log(section('5xx answers and server errors', fiveHundreds));
    console.log(section('Scanner failures', failures));
    console.log('\nSecurity scan summary:');
    console.log(
      summaryTable([
        {
          tool: 'sqlmap',
          routes: forSqlmap.length,
          targets: sqlResults.reduce((s, r) => s + r.points, 0),
          requests: sqlProxy.stats.requests,
          serverErrors: sqlProxy.stats.serverErrors.length,
          findings: sqlFindings.length,
          seconds: sqlSeconds,
        },
        {
          tool: 'wapiti',
          routes: wapitiTargets.reduce((s, t) => s + t.urls.length, 0) - pages.length,
          targets: wapitiTargets.reduce((s, t) => s + t.urls.length, 0),
          requests: wapitiProxy.stats.requests,
          serverErrors: wapitiProxy.stats.serverErrors.length,
          findings: wapitiFindings.length,
          seconds: wapitiSecondsUsed,
        },
      ]),
    );
    console.log(`  total ${Math.round((Date.now() - started) / 1000)} s; files in ${work}`);
    if (failures.length > 0) return 2;
    return sqlFindings.length + wapitiFindings.length + fiveHundreds.length > 0 ? 1 : 0;
  } finally {
    await Promise.all([sqlProxy.close(), wapitiProxy.close()]);
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
else console.log(code === 0 ? '' : `Security scan failed (exit ${code}); files kept in ${work}`);
process.exit(code);
