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
