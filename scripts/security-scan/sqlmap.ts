import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { render } from './points.ts';
import type { ScanRequest } from './prepare.ts';
import { run } from './proc.ts';

export interface SqlmapSettings {
  risk: number;
  techniques: string;
  timeSec: number;
}

export interface SqlmapResult {
  name: string;
  /** Injection points sqlmap tested. */
  points: number;
  /** Which sqlmap's `#N` is: URI marks count first (path, then query), body marks on their own. */
  legend: string;
  findings: string[];
  /** sqlmap could not do its job (connection refused, crash): the scan must not pass. */
  failure?: string;
  seconds: number;
}

const MARK = '*';

/** One sqlmap run: a request with some of its points marked, at one level. */
export interface SqlmapJob {
  name: string;
  request: ScanRequest;
  marked: string[];
  level: number;
}

export function legend(marked: string[]): string {
  const uri = marked.filter((p) => !p.startsWith('body:'));
  const body = marked.filter((p) => p.startsWith('body:'));
  return [...uri.map((p, i) => `URI #${i + 1} = ${p}`), ...body.map((p, i) => `JSON #${i + 1} = ${p}`)].join(
    ', ',
  );
}

/** The raw request sqlmap reads with -r, a marker after each value to inject into. */
export function requestFile(job: SqlmapJob, host: string): string {
  const { target, body, token } = render(job.request, (id) => (job.marked.includes(id) ? MARK : ''));
  const lines = [
    `${job.request.route.method} ${target} HTTP/1.1`,
    `Host: ${host}`,
    'Accept: application/json',
  ];
  if (token) lines.push(`Authorization: Bearer ${token}`);
  if (body !== undefined) lines.push('Content-Type: application/json');
  return `${lines.join('\r\n')}\r\n\r\n${body === undefined ? '' : JSON.stringify(body)}`;
}

/** Injection points sqlmap reported: its summary block, else its "is vulnerable" lines. */
export function parseFindings(output: string): string[] {
  const block = /identified the following injection point\(s\)[^\n]*\n---\n([\s\S]*?)\n---/.exec(output);
  if (block?.[1]) return [block[1].trim()];
  return output.split('\n').filter((line) => /is vulnerable/.test(line) && !/not vulnerable/.test(line));
}

/** sqlmap's CRITICAL lines that are results, not failures. */
const EXPECTED_CRITICAL = [
  /all tested parameters do not appear to be injectable/,
  // Followed by a retry with --text-only; a real failure after it has its own CRITICAL line.
  /heavily dynamic\. sqlmap is going to retry/,
  // Slow answers (another job's payload held the database): sqlmap goes on, double-checking.
  /considerable lagging has been detected/,
  // After an injection is found: the finding fails the scan by itself.
  /not able to fingerprint the back-end database/,
];

export function parseFailure(output: string, code: number | null): string | undefined {
  const critical = output
    .split('\n')
    .filter((line) => line.includes('[CRITICAL]') && !EXPECTED_CRITICAL.some((p) => p.test(line)));
  if (critical.length > 0) return critical.join('\n');
  if (!output.includes('ending @')) return `sqlmap ended early (exit ${code}):\n${output.slice(-1500)}`;
  return undefined;
}

export async function runSqlmap(
  job: SqlmapJob,
  options: { host: string; proxy: string; dir: string; settings: SqlmapSettings },
): Promise<SqlmapResult> {
  const slug = job.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const dir = path.join(options.dir, slug);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'request.txt');
  writeFileSync(file, requestFile(job, options.host));
  const { risk, techniques, timeSec } = options.settings;
  const args = [
    '-r',
    file,
    '--batch',
    '--ignore-stdin',
    '--non-interactive',
    '--disable-coloring',
    '--flush-session',
    `--output-dir=${path.join(dir, 'out')}`,
    `--proxy=${options.proxy}`,
    '--dbms=PostgreSQL',
    `--technique=${techniques}`,
    `--level=${job.level}`,
    `--risk=${risk}`,
    `--time-sec=${timeSec}`,
    '--timeout=30',
    '--retries=1',
    '--skip-waf',
    // A click link answers with a redirect to the campaign's landing page, which is not ours:
    // the scan tests the answer, never the place it points to.
    '--ignore-redirects',
    // Without a bound, a 400 to every payload can read as "ORDER BY works" and send sqlmap
    // counting columns up to 999, thousands of requests for nothing.
    '--union-cols=1-10',
    // A refused sign-in is a 401 and the answer to compare, not a reason to stop.
    '--ignore-code=401,403,429',
  ];
  // sqlmap marks every value of a JSON body it finds unmarked: this job's points are elsewhere.
  if (job.request.body !== undefined && !job.marked.some((p) => p.startsWith('body:'))) {
    args.push('--answers=JSON data found=N');
  }
  const result = await run('sqlmap', args, { logFile: path.join(dir, 'sqlmap.log'), timeoutMs: 600_000 });
  return {
    name: job.name,
    points: job.marked.length,
    legend: legend(job.marked),
    findings: parseFindings(result.output),
    failure: parseFailure(result.output, result.code),
    seconds: result.seconds,
  };
}
