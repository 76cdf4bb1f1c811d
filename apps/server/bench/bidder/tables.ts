import type { LoadResult } from './load.ts';
import { summarise } from './profile.ts';
import type { ProbeResult } from './server.ts';

/** One measured phase: what autocannon saw, what each server process saw of itself. */
export interface Row {
  scenario: string;
  processes: number;
  driver: string;
  phase: string;
  connections: number;
  /** Null for a phase without bid requests (the report loop alone). */
  load: LoadResult | null;
  probes: ProbeResult[];
  report?: { reports: number; p50: number; failed: number };
  loadAverage: number;
}

const f1 = (n: number) => n.toFixed(1);
/** Cores the server processes kept busy: their CPU time over the phase's wall time. */
const cores = (r: Row) => r.probes.reduce((s, p) => s + p.cpuMs / p.wallMs, 0);

export function resultTable(rows: readonly Row[]): string {
  const lines = [
    '| scenario | processes | driver | load | conns | req/s | req/s per server core | p50 ms | p99 ms | bid rate | errors | loop delay p99 / max ms | server CPU cores | reports (p50 ms) | load avg 1m |',
    '|---|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const loopP99 = Math.max(0, ...r.probes.map((p) => p.loop.p99));
    const loopMax = Math.max(0, ...r.probes.map((p) => p.loop.max));
    const report = r.report
      ? `${r.report.reports} (${r.report.p50.toFixed(0)})${r.report.failed ? `, ${r.report.failed} failed` : ''}`
      : '';
    const l = r.load;
    const bids = l
      ? `${l.perSecond.toFixed(0)} | ${(l.perSecond / Math.max(0.01, cores(r))).toFixed(0)} | ${f1(l.p50)} | ` +
        `${f1(l.p99)} | ${(l.bidRate * 100).toFixed(0)} % | ${l.errors}`
      : '– | – | – | – | – | –';
    lines.push(
      `| ${r.scenario} | ${r.processes} | ${r.driver} | ${r.phase} | ${r.connections} | ${bids} | ` +
        `${f1(loopP99)} / ${f1(loopMax)} | ${cores(r).toFixed(2)} | ${report} | ${r.loadAverage.toFixed(2)} |`,
    );
  }
  return lines.join('\n');
}

export function profileTables(name: string, file: string): string {
  const { functions, owners, inclusive, samples } = summarise(file);
  const lines = [`CPU profile, ${name} (${samples} samples, idle left out)`, ''];
  lines.push('| function (file:line name) | self % |', '|---|---:|');
  for (const f of functions) lines.push(`| ${f.name} | ${(f.share * 100).toFixed(1)} |`);
  lines.push('', '| file or package | self % |', '|---|---:|');
  for (const o of owners) lines.push(`| ${o.name} | ${(o.share * 100).toFixed(1)} |`);
  lines.push('', '| the repository’s functions, with what they call | total % |', '|---|---:|');
  for (const i of inclusive) lines.push(`| ${i.name} | ${(i.share * 100).toFixed(1)} |`);
  return lines.join('\n');
}
