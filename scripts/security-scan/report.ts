import type { ScanRequest } from './prepare.ts';
import type { ProxyStats } from './proxy.ts';
import type { ToolRuns } from './run-tools.ts';

export interface ToolRow {
  tool: string;
  routes: number;
  /** sqlmap: injection points; wapiti: start URLs. */
  targets: number;
  requests: number;
  serverErrors: number;
  findings: number;
  seconds: number;
}

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  return rows
    .map((r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))))
    .map((r) => `  ${r.join('   ')}`)
    .join('\n');
}

export function summaryTable(rows: ToolRow[]): string {
  return table([
    ['tool', 'routes', 'points/URLs', 'requests', '5xx', 'findings', 'time'],
    ...rows.map((r) => [
      r.tool,
      String(r.routes),
      String(r.targets),
      String(r.requests),
      String(r.serverErrors),
      String(r.findings),
      `${Math.round(r.seconds)} s`,
    ]),
  ]);
}

/** A titled list, or nothing when it is empty. */
export function section(title: string, lines: string[], limit = 50): string {
  if (lines.length === 0) return '';
  const shown = lines.slice(0, limit).map((l) => `  - ${l.replace(/\n/g, '\n    ')}`);
  if (lines.length > limit) shown.push(`  … and ${lines.length - limit} more`);
  return `\n${title} (${lines.length}):\n${shown.join('\n')}\n`;
}

const unique = (lines: string[]) => [...new Set(lines)];

export interface ScanOutcome {
  prepared: ScanRequest[];
  skipped: string[];
  runs: ToolRuns;
  routes: { sqlmap: number; wapiti: number };
  wapitiUrls: number;
  proxies: { sqlmap: ProxyStats; wapiti: ProxyStats };
  setupErrors: string[];
  serverLogErrors: string[];
  seconds: number;
  work: string;
}

/** Prints what was found and the summary table; returns the exit code (1 findings, 2 failures). */
export function report(o: ScanOutcome): number {
  const { runs, proxies } = o;
  const sqlFindings = runs.sqlmap.flatMap((r) => r.findings.map((f) => `${r.name} (${r.legend})\n${f}`));
  const wapitiFindings = runs.wapiti.flatMap((r) => r.findings.map((f) => `[${r.label}] ${f}`));
  const fiveHundreds = unique([
    ...o.setupErrors.map((e) => `setup/probe: ${e}`),
    ...proxies.sqlmap.serverErrors.map((e) => `sqlmap: ${e}`),
    ...proxies.wapiti.serverErrors.map((e) => `wapiti: ${e}`),
    ...o.serverLogErrors.map((e) => `server log: ${e}`),
  ]);
  const failures = [
    ...runs.sqlmap.filter((r) => r.failure).map((r) => `sqlmap ${r.name}: ${r.failure}`),
    ...runs.wapiti.filter((r) => r.failure).map((r) => `wapiti ${r.label}: ${r.failure}`),
    ...[...proxies.sqlmap.refused, ...proxies.wapiti.refused].map((e) => `blocked, not loopback: ${e}`),
  ];
  const scanned = o.prepared.filter((r) => !r.skipped);
  const refused = scanned
    .filter((r) => r.baseline < 200 || r.baseline >= 300)
    .map((r) => `${r.name}: ${r.baseline} as ${r.role} ${r.refusedFields ?? ''}`.trim());
  const omitted = scanned.filter((r) => r.omitted.length).map((r) => `${r.name}: ${r.omitted.join(', ')}`);

  const sections = [
    section('Not scanned', o.skipped),
    section('Scanned from a request the server answered with an error', refused),
    section('Query parameters left out (no value the server accepted)', omitted),
    section('sqlmap injections', sqlFindings),
    section('wapiti vulnerabilities and anomalies', wapitiFindings),
    section('5xx answers and server errors', fiveHundreds),
    section('Scanner failures', failures),
  ];
  console.log(sections.filter(Boolean).join(''));
  console.log('\nSecurity scan summary:');
  console.log(
    summaryTable([
      {
        tool: 'sqlmap',
        routes: o.routes.sqlmap,
        targets: runs.sqlmap.reduce((s, r) => s + r.points, 0),
        requests: proxies.sqlmap.requests,
        serverErrors: proxies.sqlmap.serverErrors.length,
        findings: sqlFindings.length,
        seconds: runs.sqlmapSeconds,
      },
      {
        tool: 'wapiti',
        routes: o.routes.wapiti,
        targets: o.wapitiUrls,
        requests: proxies.wapiti.requests,
        serverErrors: proxies.wapiti.serverErrors.length,
        findings: wapitiFindings.length,
        seconds: runs.wapitiSeconds,
      },
    ]),
  );
  console.log(`  total ${Math.round(o.seconds)} s; files in ${o.work}`);
  if (failures.length > 0) return 2;
  return sqlFindings.length + wapitiFindings.length + fiveHundreds.length > 0 ? 1 : 0;
}
