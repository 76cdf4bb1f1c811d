import type { ApiClient } from './api-client.ts';

/**
 * What the clients were told was written, and what might have been written without anyone being
 * told (a request the kill cut off). Each campaign is written by one client only, one call at a
 * time, so its stored values can only be the last acknowledged one or one still unanswered.
 */
export type CampaignStatus = 'active' | 'paused';

export interface TrackedCampaign {
  id: number;
  /** The save number in the name and the daily budget: the last one acknowledged. */
  saved: number;
  /** Saves acknowledged since the last check, oldest first. */
  savedAcks: number[];
  /** Saves sent that got no answer: the kill may have come before or after their commit. */
  savesUnanswered: Set<number>;
  nextSave: number;
  status: CampaignStatus;
  statusAcks: number;
  statusUnanswered: Set<CampaignStatus>;
}

export interface Ledger {
  campaigns: TrackedCampaign[];
  /** Campaigns whose creation was acknowledged since the last check. */
  /** The id is unknown when the kill cut off the body of the 201: then the unique name finds it. */
  created: { id: number | undefined; name: string }[];
}

export interface Verdict {
  /** Acknowledged writes the server no longer shows. */
  lost: number;
  problems: string[];
}

/** A save writes its number twice, into the name and the daily budget, so a torn row shows. */
export const saveName = (worker: number, save: number) => `durability w${worker} #${save}`;
export const saveBudget = (save: number) => 10 + save;
const saveOf = (name: string) => Number(/#(\d+)$/.exec(name)?.[1] ?? Number.NaN);

export function track(id: number, status: CampaignStatus): TrackedCampaign {
  return {
    id,
    saved: 0,
    savedAcks: [],
    savesUnanswered: new Set(),
    nextSave: 1,
    status,
    statusAcks: 0,
    statusUnanswered: new Set(),
  };
}

interface StoredCampaign {
  name: string;
  status: string;
  budget: { daily: number | null };
}

/** Reads every tracked campaign back; with `settle`, the ledger then starts over from what is stored. */
export async function verify(api: ApiClient, ledger: Ledger, settle = true): Promise<Verdict> {
  const verdict: Verdict = { lost: 0, problems: [] };
  const lose = (count: number, problem: string) => {
    verdict.lost += count;
    verdict.problems.push(problem);
  };
  for (const c of ledger.campaigns) {
    const res = await api.call('GET', `/api/v1/campaigns/${c.id}`);
    const stored = res.body.ext as StoredCampaign | undefined;
    if (res.status !== 200 || !stored) {
      lose(
        c.savedAcks.length + c.statusAcks + 1,
        `campaign ${c.id}: ${res.status} ${JSON.stringify(res.body)}`,
      );
      continue;
    }
    const save = saveOf(stored.name);
    if (stored.budget.daily !== saveBudget(save))
      verdict.problems.push(
        `campaign ${c.id}: torn save, name "${stored.name}" with daily ${stored.budget.daily}`,
      );
    if (!(save >= c.saved))
      lose(
        c.savedAcks.filter((s) => !(s <= save)).length,
        `campaign ${c.id}: save ${save} stored, save ${c.saved} was acknowledged`,
      );
    else if (save !== c.saved && !c.savesUnanswered.has(save))
      verdict.problems.push(`campaign ${c.id}: save ${save} stored, which was never sent`);
    const status = stored.status as CampaignStatus;
    if (status !== c.status && !c.statusUnanswered.has(status))
      lose(1, `campaign ${c.id}: ${status} stored, ${c.status} was acknowledged`);
    if (settle) {
      Object.assign(c, {
        saved: Number.isFinite(save) ? save : c.saved,
        savedAcks: [],
        status,
        statusAcks: 0,
      });
      c.savesUnanswered.clear();
      c.statusUnanswered.clear();
    }
  }
  for (const { id, name } of ledger.created) {
    const found =
      id === undefined ? await findByName(api, name) : await api.call('GET', `/api/v1/campaigns/${id}`);
    const stored = found.body.ext as StoredCampaign | undefined;
    if (found.status !== 200 || stored?.name !== name)
      lose(1, `created campaign ${id ?? '?'} ("${name}"): ${found.status} ${JSON.stringify(found.body)}`);
  }
  if (settle) ledger.created = [];
  return verdict;
}

async function findByName(api: ApiClient, name: string) {
  const list = await api.call('GET', `/api/v1/campaigns?search=${encodeURIComponent(name)}`);
  const items = (list.body.ext as { items?: StoredCampaign[] } | undefined)?.items ?? [];
  return { status: list.status, body: { ext: items.find((item) => item.name === name) } };
}
