/**
 * What the simulator counted: ad requests and their answers, the notices and user actions that
 * followed, failures, and the ad requests' latency (the server's answer time as the SSP sees it).
 */
export const COUNTERS = [
  'requests',
  'bids',
  'noBids',
  'wins',
  'losses',
  'impressions',
  'clicks',
  'conversions',
  /** Conversions the postback endpoint refused (a duplicate or an expired click). */
  'refused',
  'errors',
  /** Ad requests not sent because `concurrency` answers were still awaited: the server is behind. */
  'late',
] as const;
export type Counter = (typeof COUNTERS)[number];
export type Counts = Record<Counter, number>;

const zero = (): Counts => Object.fromEntries(COUNTERS.map((c) => [c, 0])) as Counts;

/** Keeps every latency of the last second and a fixed-size random sample of the whole run. */
const RESERVOIR = 100_000;

export const percentile = (sorted: Float64Array | number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number);

export class SimulationStats {
  readonly total: Counts = zero();
  private window: Counts = zero();
  private windowLatency: number[] = [];
  private readonly sample = new Float64Array(RESERVOIR);
  private seen = 0;
  /** The first few error messages, to say what went wrong rather than only how often. */
  readonly errorSamples = new Map<string, number>();

  count(counter: Counter, n = 1): void {
    this.total[counter] += n;
    this.window[counter] += n;
  }

  error(what: string): void {
    this.count('errors');
    if (this.errorSamples.size < 20 || this.errorSamples.has(what))
      this.errorSamples.set(what, (this.errorSamples.get(what) ?? 0) + 1);
  }

  latency(ms: number): void {
    this.windowLatency.push(ms);
    // Reservoir sampling: every latency of the run is equally likely to be kept.
    if (this.seen < RESERVOIR) this.sample[this.seen] = ms;
    else {
      const slot = Math.floor(Math.random() * (this.seen + 1));
      if (slot < RESERVOIR) this.sample[slot] = ms;
    }
    this.seen += 1;
  }

  /** The counts and latencies since the last call, and a fresh window. */
  takeWindow(): { counts: Counts; p50: number; p99: number } {
    const counts = this.window;
    const sorted = this.windowLatency.sort((a, b) => a - b);
    this.window = zero();
    this.windowLatency = [];
    return { counts, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
  }

  runLatency(): { p50: number; p99: number } {
    const sorted = this.sample.slice(0, Math.min(this.seen, RESERVOIR)).sort();
    return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
  }
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`;
const share = (part: number, whole: number) => (whole > 0 ? `${Math.round((100 * part) / whole)} %` : '-');

/** One progress line: the last second's rate and latency, the run's totals. */
export function progressLine(
  elapsedS: number,
  window: { counts: Counts; p50: number; p99: number },
  total: Counts,
  windowS: number,
): string {
  const answered = window.counts.bids + window.counts.noBids;
  return [
    `${String(Math.round(elapsedS)).padStart(4)} s`,
    `${int(window.counts.requests / windowS).padStart(5)} req/s`,
    `bids ${share(window.counts.bids, answered).padStart(5)}`,
    `wins ${int(total.wins)}`,
    `imps ${int(total.impressions)}`,
    `clicks ${int(total.clicks)}`,
    `conv ${int(total.conversions)}`,
    `err ${int(total.errors)}`,
    ...(total.late > 0 ? [`late ${int(total.late)}`] : []),
    `p50 ${ms(window.p50)}`,
    `p99 ${ms(window.p99)}`,
  ].join('  ');
}

/** The end of a run: totals, rates and what failed. */
export function summaryLines(stats: SimulationStats, elapsedS: number): string[] {
  const t = stats.total;
  const { p50, p99 } = stats.runLatency();
  const lines = [
    `Ran ${elapsedS.toFixed(1)} s: ${int(t.requests)} ad requests (${int(t.requests / Math.max(elapsedS, 0.001))}/s), p50 ${ms(p50)}, p99 ${ms(p99)}`,
    `  bids ${int(t.bids)} (${share(t.bids, t.bids + t.noBids)} of answers), no bid ${int(t.noBids)}`,
    `  wins ${int(t.wins)}, losses ${int(t.losses)}, impressions ${int(t.impressions)}`,
    `  clicks ${int(t.clicks)} (${t.impressions > 0 ? ((100 * t.clicks) / t.impressions).toFixed(2) : '-'} % of impressions; a pop's or direct link's visit is its click), conversions ${int(t.conversions)}` +
      (t.refused > 0 ? `, refused ${int(t.refused)}` : ''),
    `  errors ${int(t.errors)}${t.late > 0 ? `, late (not sent, server behind) ${int(t.late)}` : ''}`,
  ];
  for (const [what, n] of stats.errorSamples) lines.push(`    ${n} × ${what}`);
  return lines;
}
