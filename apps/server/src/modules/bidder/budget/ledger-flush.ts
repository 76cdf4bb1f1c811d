import type { Db } from '../../../db/client.ts';
import type { CampaignAccount, DayBucket } from './campaign-account.ts';
import { follow, type LedgerEntry, newEntry } from './ledger-entry.ts';
import { type DaySpent, ledgerCampaigns, type SpendDelta, writeSpend } from './spend-store.ts';

/** Charges for campaigns this process never bid for: their time zone is read on flush. */
export type Orphans = Map<number, { micros: number; at: number }>;

/**
 * One flush of the ledger: what was spent and given back since the last one goes to the database
 * in one transaction, and the day's spend of all processes comes back for pacing. Campaigns past
 * their midnight give yesterday's allowance back here; `final` gives everything back (stop).
 * What was captured is taken off only once written, so a failed flush is simply retried by the
 * next one, and the bid path keeps counting meanwhile.
 */
export async function flushEntries(
  db: Db,
  entries: Map<number, LedgerEntry>,
  orphans: Orphans,
  now: number,
  final: boolean,
): Promise<void> {
  if (orphans.size > 0) {
    const ids = [...orphans.keys()];
    const found = new Map((await ledgerCampaigns(db, ids)).map((c) => [c.id, c]));
    // Read after the await, so charges that came meanwhile are taken too; a campaign that no
    // longer exists has nothing left to charge.
    for (const id of ids) {
      const o = orphans.get(id);
      const c = found.get(id);
      orphans.delete(id);
      if (!o || !c) continue;
      let e = entries.get(id);
      if (!e) {
        e = newEntry(c, o.at);
        entries.set(id, e);
      }
      e.account.charge(o.micros);
    }
  }
  const captured: { account: CampaignAccount; bucket: DayBucket; delta: SpendDelta }[] = [];
  const read: DaySpent[] = [];
  for (const e of entries.values()) {
    follow(e, e.campaign, now);
    if (final) e.account.giveBack(true);
    for (const { bucket, delta } of e.account.deltas()) captured.push({ account: e.account, bucket, delta });
    read.push({ campaignId: e.account.id, day: e.account.current.day, spentMicros: 0 });
  }
  const spent = await writeSpend(
    db,
    captured.map((x) => x.delta),
    read,
  );
  for (const x of captured) x.account.written(x.bucket, x.delta);
  const byId = new Map(spent.map((s) => [s.campaignId, s]));
  for (const e of entries.values()) {
    const s = byId.get(e.account.id);
    // A day rolled over during the write is read on the next flush; until then it has no spend.
    e.readDay = e.account.current.day;
    e.readSpent = s && s.day === e.readDay ? s.spentMicros : 0;
  }
}
