import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { BenchRequest } from './requests.ts';

/**
 * autocannon in a worker thread, so the bench's own work (the report loop, the tables) never
 * delays its clients. Latencies are taken from every answer as autocannon measured it (its
 * histogram keeps whole milliseconds only), and the status of each answer is counted.
 */
export interface LoadOptions {
  port: number;
  requests: BenchRequest[];
  connections: number;
  seconds: number;
  /** Requests per second over all connections; 0 sends as fast as answers come. */
  rate: number;
}

export interface LoadResult {
  sent: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Share of answers that were 200 (a bid); the rest should be 204 (no bid). */
  bidRate: number;
  /** Errors, timeouts and answers other than 200 and 204. */
  errors: number;
  statuses: Record<string, number>;
}

const CLIENT_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const autocannon = require(workerData.autocannon);
const { port, requests, connections, seconds, rate } = workerData;
const latencies = [];
// A fresh id for every request and user (autocannon's own idReplacement miscounts Content-Length).
let next = 0;
const id = () => 'b' + (++next).toString(36) + '-' + workerData.seed;
const fresh = (r) => ({ ...r, setupRequest: (req) => ({ ...req, body: r.body.replaceAll('[<id>]', id) }) });
const statuses = {};
const started = performance.now();
const instance = autocannon({
  url: 'http://127.0.0.1:' + port,
  connections,
  duration: seconds,
  pipelining: 1,
  ...(rate > 0 ? { overallRate: rate, ignoreCoordinatedOmission: true } : {}),
  requests: requests.map(fresh),
}, (error, result) => {
  if (error) throw error;
  parentPort.postMessage({
    elapsed: result.duration || (performance.now() - started) / 1000,
    latencies,
    statuses,
    errors: result.errors + result.timeouts,
  });
});
instance.on('response', (_client, status, _bytes, ms) => {
  latencies.push(ms);
  statuses[status] = (statuses[status] || 0) + 1;
});
`;

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  const autocannon = createRequire(import.meta.url).resolve('autocannon');
  return new Promise((resolve, reject) => {
    const worker = new Worker(CLIENT_CODE, {
      eval: true,
      workerData: { ...options, autocannon, seed: Date.now().toString(36) },
    });
    worker.once('error', reject);
    worker.once(
      'message',
      (m: { elapsed: number; latencies: number[]; statuses: Record<string, number>; errors: number }) => {
        void worker.terminate();
        const sorted = Float64Array.from(m.latencies).sort();
        const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
        const answered = sorted.length;
        const ok = (m.statuses['200'] ?? 0) + (m.statuses['204'] ?? 0);
        resolve({
          sent: answered,
          perSecond: answered / m.elapsed,
          p50: pct(0.5),
          p99: pct(0.99),
          bidRate: answered ? (m.statuses['200'] ?? 0) / answered : 0,
          errors: m.errors + answered - ok,
          statuses: m.statuses,
        });
      },
    );
  });
}

export interface ReportLoop {
  /** Stops the loop; resolves with how many reports ran and their median time. */
  stop(): Promise<{ reports: number; p50: number; failed: number }>;
}

/**
 * `clients` loops, each asking for the 90-day report by date as soon as the last one answered,
 * signed in as the advertiser: what a few people with the statistics page open would cause.
 */
export function startReportLoop(port: number, token: string, clients: number): ReportLoop {
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);
  const url = `http://127.0.0.1:${port}/api/v1/statistics/advertiser?from=${from}&to=${to}&group_by=date`;
  const times: number[] = [];
  let failed = 0;
  let running = true;
  const loop = async () => {
    while (running) {
      const t0 = performance.now();
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } }).catch(() => null);
      const text = await response?.text();
      if (response?.status === 200 && text?.includes('"rows"')) times.push(performance.now() - t0);
      else failed++;
    }
  };
  const loops = Array.from({ length: clients }, loop);
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      times.sort((a, b) => a - b);
      return { reports: times.length, p50: times[Math.floor(times.length / 2)] ?? 0, failed };
    },
  };
}
