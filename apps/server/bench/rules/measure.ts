import type { Db } from '../../src/db/client.ts';
import { dryRun } from '../../src/modules/optimization/dry-run.ts';
import { runRound } from '../../src/modules/optimization/round.ts';
import { BENCH_RULES } from './rules.ts';

export interface PassFigures {
  phase: string;
  rounds: number;
  rules: number;
  actions: number;
  roundMs: number[];
  ruleMs: number[];
  totalMs: number;
}

export interface DryRunFigures {
  kind: string;
  days: number;
  ms: number[];
  items: number;
}

/**
 * One evaluator pass as the evaluator makes it: each advertiser's round in turn, every rule of it
 * due (the rules' last run is at least `intervalMs` before `now`), timed per round and per rule.
 */
export async function evaluatorPass(
  db: Db,
  phase: string,
  advertiserIds: number[],
  intervalMs: number,
  now: Date,
): Promise<PassFigures> {
  const figures: PassFigures = {
    phase,
    rounds: 0,
    rules: 0,
    actions: 0,
    roundMs: [],
    ruleMs: [],
    totalMs: 0,
  };
  const started = performance.now();
  for (const id of advertiserIds) {
    const t = performance.now();
    const round = await runRound(db, id, intervalMs, now);
    figures.roundMs.push(performance.now() - t);
    figures.rounds += round.roundId === null ? 0 : 1;
    figures.rules += round.rules;
    figures.actions += round.actions;
    figures.ruleMs.push(...round.ruleMs);
  }
  figures.totalMs = performance.now() - started;
  return figures;
}

/** Dry runs of the zone blocker and the zone bid cut over `days`, once per advertiser given. */
export async function dryRuns(
  db: Db,
  advertiserIds: number[],
  days: number,
  now: Date,
): Promise<DryRunFigures[]> {
  const out: DryRunFigures[] = [];
  for (const kind of ['traffic', 'bid'] as const) {
    const rule = BENCH_RULES.find((r) => r.kind === kind && r.input.dimension === 'zone');
    if (!rule) throw new Error(`no ${kind} zone rule`);
    const figures: DryRunFigures = { kind, days, ms: [], items: 0 };
    for (const id of advertiserIds) {
      const t = performance.now();
      const result = await dryRun(db, id, kind, rule.input, days, now);
      figures.ms.push(performance.now() - t);
      figures.items += result.total_items;
    }
    out.push(figures);
  }
  return out;
}

export function quantile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}
