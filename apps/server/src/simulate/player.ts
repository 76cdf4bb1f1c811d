import { random } from '../lib/random.ts';
import { playFeed } from './feed-traffic.ts';
import { FormatMix } from './format-mix.ts';
import { HttpClient } from './http-client.ts';
import type { PlanGoal, SimulationPlan } from './plan-types.ts';
import { playRtb } from './rtb-traffic.ts';
import { SimulationStats } from './stats.ts';
import { type Targets, targetsOf } from './targets.ts';
import type { PlayContext } from './user-actions.ts';
import { UserPool } from './users.ts';
import { playZone } from './zone-traffic.ts';

/** How long a new guest secret is left alone: the bidder reloads within a second of a change. */
const GUEST_WARMUP_MS = 2_000;

export interface PlayerOptions {
  baseUrl: string;
  /** Ad requests per second, spread evenly. */
  qps: number;
  seed: number;
  /** Ad requests awaiting an answer at most; past it a request is skipped and counted late. */
  concurrency?: number;
}

/**
 * Plays a plan against a server: ad requests at `qps`, evenly spaced, each followed by what its
 * SSP and user do (notices, pixel, click, conversion) on timers of their own. `start` returns at
 * once; `stop` ends the requests, runs the steps still waiting and closes the connections.
 */
export class Player {
  readonly stats = new SimulationStats();
  private readonly ctx: PlayContext;
  private readonly pending = new Map<NodeJS.Timeout, () => Promise<void>>();
  private readonly running = new Set<Promise<void>>();
  private readonly users: UserPool;
  private readonly mix = new FormatMix();
  private targets: Targets;
  private timer: NodeJS.Timeout | null = null;
  private warmup: NodeJS.Timeout | null = null;
  private planned = 0;
  private inFlight = 0;
  private sent = 0;
  private startedAt = 0;
  private stopped = false;

  constructor(
    plan: SimulationPlan,
    private readonly options: PlayerOptions,
  ) {
    const rand = random(options.seed);
    this.targets = targetsOf(plan, false);
    // About a minute of requests' worth of distinct people: enough that caps bite for some.
    this.users = new UserPool(rand, Math.max(2_000, options.qps * 60));
    this.ctx = {
      http: new HttpClient(options.baseUrl, options.concurrency ?? 64),
      stats: this.stats,
      rand,
      campaigns: new Map(),
      goalsByAdvertiser: new Map(),
      later: (ms, step) => this.later(ms, step),
    };
    this.usePlan(plan);
  }

  /** Whether the plan has anything to send to (guests whose secret is new included). */
  get hasTargets(): boolean {
    return this.planned > 0;
  }

  /** Takes a new plan (a running simulator re-plans as the panel changes). */
  usePlan(plan: SimulationPlan): void {
    this.planned = targetsOf(plan).size;
    this.targets = targetsOf(plan, false);
    if (this.warmup) clearTimeout(this.warmup);
    if (plan.guests.some((g) => g.renewed))
      this.warmup = setTimeout(() => {
        this.targets = targetsOf(plan);
      }, GUEST_WARMUP_MS);
    this.ctx.campaigns = new Map(plan.campaigns.map((c) => [c.id, c]));
    const goals = new Map<number, PlanGoal[]>();
    for (const goal of plan.goals)
      goals.set(goal.advertiser_id, [...(goals.get(goal.advertiser_id) ?? []), goal]);
    this.ctx.goalsByAdvertiser = goals;
  }

  start(): void {
    this.startedAt = performance.now();
    this.tick();
  }

  private track(work: Promise<void>): void {
    const guarded = work.catch((err: Error) => this.stats.error(err.message));
    this.running.add(guarded);
    void guarded.finally(() => this.running.delete(guarded));
  }

  private later(ms: number, step: () => Promise<void>): void {
    if (this.stopped) {
      this.track(step());
      return;
    }
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      this.track(step());
    }, ms);
    this.pending.set(timer, step);
  }

  /** Starts every request that is due by now, then sleeps until the next one is. */
  private tick(): void {
    if (this.stopped) return;
    const due = Math.floor(((performance.now() - this.startedAt) / 1000) * this.options.qps);
    while (this.sent < due) {
      this.sent += 1;
      if (this.targets.size === 0) continue;
      if (this.inFlight >= (this.options.concurrency ?? 64)) {
        this.stats.count('late');
        continue;
      }
      this.inFlight += 1;
      const { target } = this.targets.pick(this.ctx.rand);
      const work =
        target.kind === 'zone'
          ? playZone(this.ctx, target.zone, this.users)
          : target.rtb.feed
            ? playFeed(this.ctx, target.rtb, this.users)
            : playRtb(this.ctx, target.rtb, this.users, this.mix);
      this.track(work.finally(() => (this.inFlight -= 1)));
    }
    const nextAt = this.startedAt + ((this.sent + 1) / this.options.qps) * 1000;
    this.timer = setTimeout(() => this.tick(), Math.max(1, nextAt - performance.now()));
  }

  /** Stops sending, lets waiting steps run now (up to `drainMs` for their answers), closes connections. */
  async stop(drainMs = 10_000): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.warmup) clearTimeout(this.warmup);
    for (const [timer, step] of this.pending) {
      clearTimeout(timer);
      this.track(step());
    }
    this.pending.clear();
    const deadline = new Promise((resolve) => setTimeout(resolve, drainMs).unref());
    // Steps started while draining add more (a click, then its conversion): wait until none is left.
    while (this.running.size > 0) {
      const done = await Promise.race([
        Promise.all(this.running).then(() => 'done'),
        deadline.then(() => 'late'),
      ]);
      if (done === 'late') break;
    }
    await this.ctx.http.close();
  }
}
