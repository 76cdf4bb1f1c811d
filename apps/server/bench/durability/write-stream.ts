import { performance } from 'node:perf_hooks';
import type { Rand } from '../../src/lib/random.ts';
import { type ApiClient, popunder } from './api-client.ts';
import { type Ledger, saveBudget, saveName, type TrackedCampaign } from './ledger.ts';

export interface StreamOptions {
  /** Acknowledged writes to wait for before the kill may come, so it lands in a running stream. */
  minAcks: number;
  /** Then the kill comes after a random delay up to this. */
  maxDelayMs: number;
  rand: Rand;
}

export interface StreamResult {
  acked: { saves: number; statuses: number; creates: number };
  /** Answers other than 2xx, and calls that failed before the kill: the stream was not what it claims. */
  failures: string[];
  /** From the first write to the kill. */
  ms: number;
}

type Outcome = 'acked' | 'rejected' | 'unanswered';

/**
 * One client per tracked campaign, each writing one call at a time (saves of the name and budget,
 * stop/start, now and then a new campaign) until `kill` is called at a random point.
 */
export async function streamUntilKilled(
  api: ApiClient,
  ledger: Ledger,
  kill: () => Promise<void>,
  options: StreamOptions,
): Promise<StreamResult> {
  const result: StreamResult = { acked: { saves: 0, statuses: 0, creates: 0 }, failures: [], ms: 0 };
  let stopping = false;
  let created = 0;
  const ackCount = () => result.acked.saves + result.acked.statuses + result.acked.creates;

  const send = async (method: string, route: string, payload?: Record<string, unknown>) => {
    try {
      const reply = await api.call(method, route, payload);
      if (reply.status >= 200 && reply.status < 300) return { outcome: 'acked' as Outcome, reply };
      result.failures.push(`${method} ${route}: ${reply.status} ${JSON.stringify(reply.body)}`);
      return { outcome: 'rejected' as Outcome, reply };
    } catch (error) {
      if (!stopping) result.failures.push(`${method} ${route}: ${String(error)}`);
      return { outcome: 'unanswered' as Outcome, reply: undefined };
    }
  };

  const save = async (c: TrackedCampaign, worker: number) => {
    const n = c.nextSave++;
    const { outcome } = await send('PUT', `/api/v1/campaigns/${c.id}`, {
      name: saveName(worker, n),
      budget: { daily: saveBudget(n) },
    });
    if (outcome === 'acked') {
      c.saved = n;
      c.savedAcks.push(n);
      result.acked.saves++;
    } else if (outcome === 'unanswered') c.savesUnanswered.add(n);
    return outcome;
  };
  const toggle = async (c: TrackedCampaign) => {
    const [action, next] =
      c.status === 'active' ? (['stop', 'paused'] as const) : (['start', 'active'] as const);
    const { outcome } = await send('PUT', `/api/v1/campaigns/${c.id}/status/${action}`);
    if (outcome === 'acked') {
      c.status = next;
      c.statusAcks++;
      result.acked.statuses++;
    } else if (outcome === 'unanswered') c.statusUnanswered.add(next);
    return outcome;
  };
  const create = async (worker: number) => {
    const name = `durability w${worker} new ${++created}`;
    const { outcome, reply } = await send('POST', '/api/v1/campaigns', popunder(name, 10));
    const id = (reply?.body.ext as { id?: number } | undefined)?.id;
    if (outcome === 'acked') {
      ledger.created.push({ id, name });
      result.acked.creates++;
    }
    return outcome;
  };

  const work = async (c: TrackedCampaign, worker: number) => {
    while (!stopping) {
      const r = options.rand();
      const outcome = await (r < 0.6 ? save(c, worker) : r < 0.85 ? toggle(c) : create(worker));
      // Past a call with no answer this client no longer knows what is stored: it stops here.
      if (outcome !== 'acked') return;
    }
  };

  const started = performance.now();
  const workers = ledger.campaigns.map((c, worker) => work(c, worker));
  let running = true;
  void Promise.all(workers).then(() => {
    running = false;
  });
  while (running && ackCount() < options.minAcks) await sleep(5);
  await sleep(options.rand() * options.maxDelayMs);
  stopping = true;
  result.ms = performance.now() - started;
  await kill();
  await Promise.all(workers);
  return result;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
