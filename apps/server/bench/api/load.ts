import { createRequire } from 'node:module';

/** The part of autocannon's API the bench uses (it ships no types). */
interface Instance
  extends PromiseLike<{
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
  }> {
  on(event: 'response', listener: (client: unknown, status: number) => void): void;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: Record<string, unknown>,
) => Instance;

export interface CallResult {
  perSecond: number;
  p50: number;
  p99: number;
  /** Answers with another status than the call expects, errors and timeouts. */
  wrong: number;
}

/**
 * `connections` keep-alive connections asking for one GET as fast as answers come, for
 * `seconds`: requests per second and latency (autocannon keeps whole milliseconds; p50 and p99
 * come from its histogram).
 */
export async function hammer(
  url: string,
  headers: Record<string, string>,
  expected: number,
  connections: number,
  seconds: number,
): Promise<CallResult> {
  let wrong = 0;
  const instance = autocannon({ url, headers, connections, duration: seconds, pipelining: 1 });
  instance.on('response', (_client, status) => {
    if (status !== expected) wrong++;
  });
  const result = await instance;
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    wrong: wrong + result.errors + result.timeouts,
  };
}
