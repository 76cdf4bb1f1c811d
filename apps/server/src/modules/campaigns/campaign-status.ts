import {
  type BulkStatusResponse,
  CAMPAIGN_MACHINE,
  type Campaign,
  type CampaignAction,
  type CampaignStatus,
  type CampaignStatusAction,
  CREATIVE_STATUSES_TO_START_CAMPAIGN,
  describeStates,
  ENGLISH_MESSAGES,
  type MessageCatalog,
  type MessageKey,
  translateMessage,
} from '@panel/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaigns, creatives } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { findCampaignRow, loadCampaign, updateCampaign } from './campaign-repository.ts';

/**
 * The campaign state machine of the contract, enforced: an action from a state that does not
 * allow it is a 409 INVALID_TRANSITION whose message names the states that do.
 */
const MESSAGE: Record<CampaignAction, MessageKey> = {
  start: 'errors.campaignStart',
  stop: 'errors.campaignStop',
  archive: 'errors.campaignArchive',
  dearchive: 'errors.campaignDearchive',
  edit: 'errors.campaignEdit',
};

const transitionParams = (action: CampaignAction) => ({
  states: describeStates(CAMPAIGN_MACHINE.allowedFrom(action)),
});

export const campaignTransitionError = (action: CampaignAction) =>
  new HttpError(409, 'INVALID_TRANSITION', MESSAGE[action], transitionParams(action));

export function assertCampaignAllows(status: CampaignStatus, action: CampaignAction) {
  if (!CAMPAIGN_MACHINE.canTransition(status, action)) throw campaignTransitionError(action);
}

type StartCheck = { ok: true } | { ok: false; why: MessageKey };

/**
 * Why each of `ids` may not start, if it may not: a campaign starts only with a creative that
 * moderation approved and that is running (CREATIVE_STATUSES_TO_START_CAMPAIGN). A campaign
 * whose approved creatives are all paused is told so, since starting one of them is the fix.
 */
async function startChecks(db: Db, ids: number[]): Promise<Map<number, StartCheck>> {
  const checks = new Map<number, StartCheck>(
    ids.map((id) => [id, { ok: false, why: 'errors.noApprovedCreative' }]),
  );
  if (ids.length === 0) return checks;
  const rows = await db
    .selectDistinct({ id: creatives.campaignId, status: creatives.status })
    .from(creatives)
    .where(and(inArray(creatives.campaignId, ids), inArray(creatives.status, ['active', 'paused'])));
  for (const row of rows) {
    if (CREATIVE_STATUSES_TO_START_CAMPAIGN.includes(row.status)) checks.set(row.id, { ok: true });
    else if (!checks.get(row.id)?.ok)
      checks.set(row.id, { ok: false, why: 'errors.approvedCreativesPaused' });
  }
  return checks;
}

export async function changeCampaignStatus(
  db: Db,
  advertiserId: number,
  id: number,
  action: CampaignStatusAction,
): Promise<Campaign> {
  // Locked from the check to the write: an edit (which takes the same lock) runs wholly before
  // or after an archive, and a PUT cannot take away the approved creative a start relied on.
  return db.transaction(async (tx) => {
    const row = await findCampaignRow(tx, advertiserId, id, true);
    if (!row) throw notFound();
    const next = CAMPAIGN_MACHINE.next(row.status, action);
    if (!next) throw campaignTransitionError(action);
    if (action === 'start') {
      const check = (await startChecks(tx, [id])).get(id);
      if (check && !check.ok) throw new HttpError(409, 'CONFLICT', check.why);
    }
    await updateCampaign(tx, advertiserId, id, { status: next });
    const campaign = await loadCampaign(tx, advertiserId, id);
    if (!campaign) throw notFound();
    return campaign;
  });
}

/**
 * One action for many campaigns: each id of the caller's whose state allows the action changes;
 * the others are reported, never failed as a whole. Ids of other advertisers read as not found.
 */
export async function bulkCampaignStatus(
  db: Db,
  advertiserId: number,
  ids: number[],
  action: CampaignStatusAction,
  catalog: MessageCatalog = ENGLISH_MESSAGES,
): Promise<BulkStatusResponse> {
  return db.transaction((tx) => bulkLocked(tx, advertiserId, ids, action, catalog));
}

async function bulkLocked(
  db: Db,
  advertiserId: number,
  ids: number[],
  action: CampaignStatusAction,
  catalog: MessageCatalog,
): Promise<BulkStatusResponse> {
  // Locked in id order (as every bulk call locks them), so two bulk calls never deadlock and an
  // edit of one of the campaigns waits, as it does for a single status change.
  const rows = await db
    .select({ id: campaigns.id, status: campaigns.status })
    .from(campaigns)
    .where(and(eq(campaigns.advertiserId, advertiserId), inArray(campaigns.id, ids)))
    .orderBy(asc(campaigns.id))
    .for('update');
  const status = new Map(rows.map((r) => [r.id, r.status]));
  const allowed = rows.filter((r) => CAMPAIGN_MACHINE.canTransition(r.status, action)).map((r) => r.id);
  const checks = action === 'start' ? await startChecks(db, allowed) : new Map<number, StartCheck>();
  const changing = allowed.filter((id) => checks.get(id)?.ok !== false);
  const next = CAMPAIGN_MACHINE.table[action].to ?? 'draft';
  const changed =
    changing.length === 0
      ? new Set<number>()
      : new Set(
          (
            await db
              .update(campaigns)
              .set({ status: next, updatedAt: sql`now()`, version: sql`${campaigns.version} + 1` })
              .where(
                and(
                  eq(campaigns.advertiserId, advertiserId),
                  inArray(campaigns.id, changing),
                  inArray(campaigns.status, [...CAMPAIGN_MACHINE.allowedFrom(action)]),
                ),
              )
              .returning({ id: campaigns.id })
          ).map((r) => r.id),
        );
  const results = ids.map((id) => {
    if (!status.has(id))
      return {
        id,
        result: 'not_found' as const,
        status: null,
        message: translateMessage('errors.notFound', {}, catalog),
      };
    if (changed.has(id)) return { id, result: 'changed' as const, status: next, message: null };
    const check = checks.get(id);
    const why = check && !check.ok ? check.why : MESSAGE[action];
    return {
      id,
      result: 'skipped' as const,
      status: status.get(id) ?? null,
      message: translateMessage(why, transitionParams(action), catalog),
    };
  });
  const tally = (r: string) => results.filter((x) => x.result === r).length;
  return { results, changed: tally('changed'), skipped: tally('skipped'), not_found: tally('not_found') };
}
