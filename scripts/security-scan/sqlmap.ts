import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isRateLimited, requestTarget, type ScanRequest } from './prepare.ts';
import { run } from './proc.ts';

export interface SqlmapSettings {
  level: number;
  risk: number;
  techniques: string;
  timeSec: number;
}

export interface SqlmapResult {
  name: string;
  /** Injection points sqlmap tested. */
  points: number;
  findings: string[];
  /** sqlmap could not do its job (connection refused, crash): the scan must not pass. */
  failure?: string;
  seconds: number;
}

const MARK = '*';
let addressSerial = 0;

/** JSON body with a marker after every string value: numbers and booleans only reach the parser. */
function markedBody(body: unknown): { text: string; points: number } {
  let points = 0;
  const text = JSON.stringify(body, (_key, value) => {
    if (typeof value !== 'string' || value.includes(MARK)) return value;
    points++;
    return `${value}${MARK}`;
  });
  return { text, points };
}

/**
 * The raw request sqlmap reads with -r. Path ids, query values and the body's strings are
 * marked; a route with none of those has its bearer token marked instead, so the session
 * lookup every protected route shares is tested too.
 */
export function requestFile(request: ScanRequest, host: string): { text: string; points: number } {
  const target = requestTarget(request, MARK);
  let points = Object.keys(request.pathValues).length + request.query.length;
  const body = request.body === undefined ? null : markedBody(request.body);
  points += body?.points ?? 0;
  const tokenMark = points === 0 && request.token ? MARK : '';
  if (tokenMark) points++;
  const lines = [
    `${request.route.method} ${target} HTTP/1.1`,
    `Host: ${host}`,
    'Accept: application/json',
    `X-Forwarded-For: 203.0.113.${(addressSerial++ % 254) + 1}`,
  ];
  if (request.token) lines.push(`Authorization: Bearer ${request.token}${tokenMark}`);
  if (body) lines.push('Content-Type: application/json');
  return { text: `${lines.join('\r\n')}\r\n\r\n${body?.text ?? ''}`, points };
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
  request: ScanRequest,
  options: { host: string; proxy: string; dir: string; settings: SqlmapSettings },
): Promise<SqlmapResult> {
  const slug = request.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const dir = path.join(options.dir, slug);
  mkdirSync(dir, { recursive: true });
  const { text, points } = requestFile(request, options.host);
  const file = path.join(dir, 'request.txt');
  writeFileSync(file, text);
  const { level, risk, techniques, timeSec } = options.settings;
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
    `--level=${level}`,
    `--risk=${risk}`,
    `--time-sec=${timeSec}`,
    '--timeout=30',
    '--retries=1',
    '--skip-waf',
    // A refused sign-in is a 401 and the answer to compare, not a reason to stop.
    '--ignore-code=401,403,429',
  ];
  // Every payload from another made-up address, so the sign-in and sign-up limits never answer 429.
  if (isRateLimited(request.route)) args.push('--tamper=xforwardedfor');
  const result = await run('sqlmap', args, { logFile: path.join(dir, 'sqlmap.log'), timeoutMs: 600_000 });
  return {
    name: request.name,
    points,
    findings: parseFindings(result.output),
    failure: parseFailure(result.output, result.code),
    seconds: result.seconds,
  };
}
