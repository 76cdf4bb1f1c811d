import {
  BID_MAP_MAX,
  type Campaign,
  countriesNotBought,
  defaultTargeting,
  type Targeting,
  type TargetMode,
  toMicros,
} from '@panel/contract';
import type { Db } from '../../db/client.ts';
import { fieldError, HttpError, notFound } from '../../lib/http-error.ts';
import { text } from '../../lib/i18n.ts';
import type { CampaignInsert, CampaignRow } from './campaign-mapper.ts';
import { findCampaignRow, loadCampaign, updateCampaign } from './campaign-repository.ts';
import { assertCampaignAllows } from './campaign-status.ts';
import { checkCountries, FieldErrors, groupIsOwned } from './store-checks.ts';
import { placesFitCountries } from './targeting-checks.ts';

/**
 * The single-purpose calls that change one part of a campaign: include/exclude lists, bids by
 * country/site/zone, the group, and (optimizer-settings.ts) the traffic optimizer. Each locks the
 * caller's campaign (404 otherwise), refuses an archived one (409), changes its part and answers
 * the whole campaign, all in one transaction (saveLocked): parts live in shared jsonb columns, so
 * a read-merge-write without the lock would lose a parallel call's change.
 */
async function reload(db: Db, advertiserId: number, id: number): Promise<Campaign> {
  const campaign = await loadCampaign(db, advertiserId, id);
  if (!campaign) throw notFound();
  return campaign;
}

/**
 * Every change of a part of a campaign: the row stays locked from the read to the write, so a
 * merge never overwrites a parallel change and two calls cannot both pass a check that only one
 * of them may (a cap, the archived state). `change` runs inside the transaction and must use the
 * `tx` it is given. The answer is read in the same transaction: it is this change's version.
 */
export async function saveLocked(
  db: Db,
  advertiserId: number,
  id: number,
  change: (row: CampaignRow, tx: Db) => Promise<Partial<CampaignInsert>>,
): Promise<Campaign> {
  return db.transaction(async (tx) => {
    const row = await findCampaignRow(tx, advertiserId, id, true);
    if (!row) throw notFound();
    assertCampaignAllows(row.status, 'edit');
    await updateCampaign(tx, advertiserId, id, await change(row, tx));
    return reload(tx, advertiserId, id);
  });
}

function knownCountries(codes: string[], field: string) {
  const errors = new FieldErrors();
  checkCountries(errors, codes, (i) => `${field}.${i}`);
  errors.throwIfAny();
}

export type ListDimension = 'countries' | 'sites' | 'zones';

export async function setTargetList(
  db: Db,
  advertiserId: number,
  id: number,
  change: { dimension: ListDimension; mode: TargetMode; values: string[] },
): Promise<Campaign> {
  if (change.dimension === 'countries') knownCountries(change.values, 'countries');
  return saveLocked(db, advertiserId, id, async (row) => {
    const targeting = {
      ...(row.targeting as Partial<Targeting>),
      [change.dimension]: { mode: change.mode, values: [...new Set(change.values)] },
    };
    if (
      change.dimension === 'countries' &&
      !(await placesFitCountries({ ...defaultTargeting(), ...targeting }))
    )
      throw fieldError('countries', text('validation.placesOutsideCountries'));
    if (
      change.dimension === 'countries' &&
      countriesNotBought(targeting.countries, Object.keys(row.bidByCountry)).length > 0
    )
      throw fieldError('countries', text('validation.countriesLeaveBids'));
    return { targeting };
  });
}

export type BidDimension = 'country' | 'site' | 'zone';
const BID_COLUMN = { country: 'bidByCountry', site: 'bidBySite', zone: 'bidByZone' } as const;

/** Sets the bids listed, keeps the others. */
export async function putBids(
  db: Db,
  advertiserId: number,
  id: number,
  dimension: BidDimension,
  bids: { key: string; bid: number }[],
): Promise<Campaign> {
  if (dimension === 'country')
    knownCountries(
      bids.map((b) => b.key),
      'bids',
    );
  const column = BID_COLUMN[dimension];
  return saveLocked(db, advertiserId, id, async (row) => {
    const stored = Object.keys(row[column]).length;
    if (dimension === 'country') {
      const [outside] = countriesNotBought(
        (row.targeting as Partial<Targeting>).countries,
        bids.map((b) => b.key),
      );
      if (outside !== undefined)
        throw fieldError(`bids.${outside}.country`, text('validation.bidCountryNotBought'));
    }
    const map = { ...row[column], ...Object.fromEntries(bids.map((b) => [b.key, toMicros(b.bid)])) };
    const added = Object.keys(map).length - stored;
    const max = BID_MAP_MAX[dimension];
    if (Object.keys(map).length > max) {
      const params = { max, kind: dimension, count: stored, added };
      throw new HttpError(409, 'CONFLICT', 'errors.bidsFull', params, {
        bids: text('errors.bidsFull', params),
      });
    }
    return { [column]: map };
  });
}

/** Removes the bids named, or all of the kind when none are named. */
export async function deleteBids(
  db: Db,
  advertiserId: number,
  id: number,
  dimension: BidDimension,
  keys: string[] | undefined,
): Promise<Campaign> {
  const column = BID_COLUMN[dimension];
  return saveLocked(db, advertiserId, id, async (row) => ({
    [column]: keys ? Object.fromEntries(Object.entries(row[column]).filter(([k]) => !keys.includes(k))) : {},
  }));
}

/** Group 0 takes the campaign out of its group. */
export async function linkGroup(
  db: Db,
  advertiserId: number,
  id: number,
  groupId: number,
): Promise<Campaign> {
  return saveLocked(db, advertiserId, id, async (_row, tx) => {
    if (groupId !== 0 && !(await groupIsOwned(tx, advertiserId, groupId)))
      throw new HttpError(
        404,
        'NOT_FOUND',
        'errors.notFound',
        {},
        { group_id: text('validation.groupNotFound') },
      );
    return { groupId: groupId === 0 ? null : groupId };
  });
}
