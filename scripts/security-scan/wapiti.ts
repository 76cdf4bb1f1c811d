import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Role } from '@panel/contract';
import { requestTarget, type ScanRequest } from './prepare.ts';
import { run } from './proc.ts';

export interface WapitiTarget {
  label: string;
  token: string;
  modules: string[];
  /** The documented routes among the URLs (method and path). */
  routes: string[];
  /** Start URLs: the GET routes with their query strings, and web app pages. */
  urls: string[];
}

export interface WapitiResult {
  label: string;
  targets: number;
  findings: string[];
  failure?: string;
  seconds: number;
}

/**
 * Attacks that mean something for a JSON API. No ssrf, xxe, wapp or nikto: they fetch from or
 * report to hosts on the internet. No permanentxss: it re-reads every URL after each payload,
 * and JSON answers are not rendered as pages. No blindsql: its time-based payloads were 80 %
 * of wapiti's requests, and sqlmap's time-based technique already covers every parameter.
 */
export const API_MODULES = ['sql', 'exec', 'file', 'crlf', 'xss', 'redirect', 'backup', 'htaccess'];
/**
 * The web app's pages: the server answers index.html to any page-like path (client routing),
 * so the backup module would take /login.bak for a backup; it runs on the API only.
 */
export const PAGE_MODULES = API_MODULES.filter((m) => m !== 'backup');

interface Entry {
  method?: string;
  path?: string;
  parameter?: string;
  info?: string;
}
type Report = Record<'vulnerabilities' | 'anomalies', Record<string, Entry[]> | undefined>;

/** Every vulnerability and every anomaly (a 500, a timeout) of wapiti's JSON report. */
export function parseReport(report: Report): string[] {
  const out: string[] = [];
  for (const kind of ['vulnerabilities', 'anomalies'] as const) {
    for (const [category, entries] of Object.entries(report[kind] ?? {})) {
      for (const e of entries ?? []) {
        const where = `${e.method ?? ''} ${e.path ?? ''}`.trim();
        const parameter = e.parameter ? ` (parameter ${e.parameter})` : '';
        out.push(`${category}: ${where}${parameter}: ${e.info ?? ''}`);
      }
    }
  }
  return out;
}

export async function runWapiti(
  target: WapitiTarget,
  options: { base: string; proxy: string; dir: string; maxScanSeconds: number; maxAttackSeconds: number },
): Promise<WapitiResult> {
  const dir = path.join(options.dir, target.label);
  mkdirSync(dir, { recursive: true });
  const reportFile = path.join(dir, 'report.json');
  // Every module is built at start, and the wapp one downloads its database when it finds none.
  mkdirSync(path.join(dir, 'config'), { recursive: true });
  writeFileSync(path.join(dir, 'config', 'apps.json'), '{}');
  const args = [
    '-u',
    `${options.base}/`,
    // Only the start URLs (which wapiti always takes as in scope) and the base: nothing crawled past them.
    '--scope',
    'url',
    ...target.urls.flatMap((url) => ['-s', url]),
    '-m',
    target.modules.join(','),
    '-H',
    `Authorization: Bearer ${target.token}`,
    '-p',
    `${options.proxy}/`,
    '--flush-session',
    '--store-session',
    path.join(dir, 'session'),
    '--store-config',
    path.join(dir, 'config'),
    '-f',
    'json',
    '-o',
    reportFile,
    '--max-scan-time',
    String(options.maxScanSeconds),
    '--max-attack-time',
    String(options.maxAttackSeconds),
    '-t',
    '15',
    '-v',
    '1',
    '--no-bugreport',
  ];
  writeFileSync(path.join(dir, 'args.txt'), `wapiti ${args.join(' ')}\n`);
  const env: NodeJS.ProcessEnv = { ...process.env, HOME: dir };
  for (const name of ['NO_PROXY', 'no_proxy', 'HTTP_PROXY', 'http_proxy', 'HTTPS_PROXY', 'https_proxy']) {
    delete env[name];
  }
  const result = await run('wapiti', args, {
    env,
    logFile: path.join(dir, 'wapiti.log'),
    timeoutMs: 900_000,
  });
  const base = { label: target.label, targets: target.urls.length, seconds: result.seconds };
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
    const crashed = /Traceback \(most recent call last\)/.test(result.output);
    return {
      ...base,
      findings: parseReport(report),
      ...(crashed ? { failure: `an attack module crashed (see ${dir}/wapiti.log)` } : {}),
    };
  } catch {
    return {
      ...base,
      findings: [],
      failure: `no report (exit ${result.code}):\n${result.output.slice(-1500)}`,
    };
  }
}

/**
 * One wapiti run per role, over the GET routes that role was let into (with their query
 * strings), and one over the web app's pages.
 */
export function wapitiTargets(
  requests: ScanRequest[],
  tokens: Record<Role, string>,
  base: string,
  pages: string[],
  modules: string[] = API_MODULES,
): WapitiTarget[] {
  const byRole = new Map<Role, ScanRequest[]>();
  for (const r of requests.filter((p) => p.route.method === 'GET' && !p.skipped)) {
    byRole.set(r.role, [...(byRole.get(r.role) ?? []), r]);
  }
  const targets: WapitiTarget[] = [...byRole].map(([role, list]) => ({
    label: role,
    token: tokens[role],
    modules,
    urls: list.map((r) => `${base}${requestTarget(r)}`),
    routes: list.map((r) => `GET ${r.route.path}`),
  }));
  if (pages.length > 0) {
    targets.push({
      label: 'web-app',
      token: tokens.advertiser,
      modules: PAGE_MODULES,
      urls: pages,
      routes: [],
    });
  }
  return targets;
}
