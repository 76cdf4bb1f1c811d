import {
  CAMPAIGN_NAME_MAX,
  type Campaign,
  type CampaignUpdate,
  type CampaignValues,
  campaignCreateSchema,
  issuesToFields,
  type MessageKey,
} from '@panel/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaignProtectedZones, creatives } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { text } from '../../lib/i18n.ts';
import { assertVersion, type Precondition } from './campaign-etag.ts';
import { toColumns, toValuesInput } from './campaign-mapper.ts';
import { findCampaignRow, insertCampaign, loadCampaign, updateCampaign } from './campaign-repository.ts';
import { assertCampaignAllows } from './campaign-status.ts';
import { remoderateForNewDestination, syncCreatives } from './creative-sync.ts';
import { checkAgainstStore } from './store-checks.ts';

async function reload(db: Db, advertiserId: number, id: number): Promise<Campaign> {
  const campaign = await loadCampaign(db, advertiserId, id);
  if (!campaign) throw notFound();
  return campaign;
}

/** A new campaign is a draft, its creatives wait for moderation. */
export async function createCampaign(
  db: Db,
  advertiserId: number,
  values: CampaignValues,
): Promise<Campaign> {
  await checkAgainstStore(db, advertiserId, values);
  const id = await db.transaction(async (tx) => {
    const row = await insertCampaign(tx, { ...toColumns(values), advertiserId, status: 'draft' });
    await syncCreatives(tx, row, values.creatives, []);
    return row.id;
  });
  return reload(db, advertiserId, id);
}

/** Budget and targeting merge one level deep; every other field replaces the stored one. */
function merge(stored: Record<string, unknown>, patch: CampaignUpdate): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...stored, ...patch };
  if (patch.budget) merged.budget = { ...(stored.budget as object), ...patch.budget };
  if (patch.targeting) merged.targeting = { ...(stored.targeting as object), ...patch.targeting };
  return merged;
}

/**
 * The merge reads what is stored and writes it all back, so the row is locked from the read to
 * the write (a parallel partial update waits instead of being overwritten), and the version and
 * archived checks are made on the locked row: a stale If-Match is a 412, an archive that got the
 * lock first makes this a 409, never a change of an archived campaign.
 */
export async function updateCampaignSettings(
  db: Db,
  advertiserId: number,
  id: number,
  patch: CampaignUpdate,
  precondition: Precondition = undefined,
): Promise<Campaign> {
  return db.transaction(async (tx) => {
    const row = await findCampaignRow(tx, advertiserId, id, true);
    if (!row) throw notFound();
    assertVersion(precondition, row.version);
    assertCampaignAllows(row.status, 'edit');
    const current = await reload(tx, advertiserId, id);
    const values = validMerge(current, patch);
    await checkAgainstStore(tx, advertiserId, values, new Set(current.creatives.map((c) => c.id)));
    await updateCampaign(tx, advertiserId, id, toColumns(values));
    if (patch.creatives) {
      const existing = await tx
        .select()
        .from(creatives)
        .where(eq(creatives.campaignId, id))
        .orderBy(asc(creatives.id));
      await syncCreatives(tx, { id, advertiserId }, values.creatives, existing);
    }
    if (values.destination_url !== current.destination_url) await remoderateForNewDestination(tx, id);
    return reload(tx, advertiserId, id);
  });
}

/** The stored campaign with the patch merged in, checked by every rule of a new campaign. */
function validMerge(current: Campaign, patch: CampaignUpdate): CampaignValues {
  const parsed = campaignCreateSchema.safeParse(merge(toValuesInput(current), patch));
  if (!parsed.success)
    throw new HttpError(
      400,
      'VALIDATION_ERROR',
      'errors.validation',
      {},
      issuesToFields(parsed.error.issues, (key, params) => text(key as MessageKey, params)),
    );
  return parsed.data;
}

/**
 * A copy to start from: every setting, the creatives with their moderation verdicts (same
 * content, same verdict) and the protected zones. Not copied: status (a draft), the name (gets
 * " (copy)") and the time the optimizer was last reset.
 */
export async function cloneCampaign(db: Db, advertiserId: number, id: number): Promise<Campaign> {
  const suffix = ' (copy)';
  const cloneId = await db.transaction(async (tx) => {
    // Locked, so the settings, creatives and zones copied are of one version, not of two edits.
    const row = await findCampaignRow(tx, advertiserId, id, true);
    if (!row) throw notFound();
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      trafficOptimizerResetAt: _r,
      version: _v,
      ...settings
    } = row;
    const copy = await insertCampaign(tx, {
      ...settings,
      name: `${row.name.slice(0, CAMPAIGN_NAME_MAX - suffix.length)}${suffix}`,
      status: 'draft',
    });
    // In id order, so the copies keep the order a person sees the creatives in.
    const originals = await tx
      .select()
      .from(creatives)
      .where(eq(creatives.campaignId, id))
      .orderBy(asc(creatives.id));
    if (originals.length > 0)
      await tx
        .insert(creatives)
        .values(
          originals.map(({ id: _i, createdAt: _a, updatedAt: _b, ...c }) => ({ ...c, campaignId: copy.id })),
        );
    const zones = await tx
      .select()
      .from(campaignProtectedZones)
      .where(eq(campaignProtectedZones.campaignId, id));
    if (zones.length > 0)
      await tx
        .insert(campaignProtectedZones)
        .values(zones.map((z) => ({ campaignId: copy.id, sspId: z.sspId, zoneId: z.zoneId })));
    return copy.id;
  });
  return reload(db, advertiserId, cloneId);
}
