import {
  CREATIVE_MACHINE,
  type Creative,
  type CreativeAction,
  type CreativeStatus,
  describeStates,
  type MessageKey,
} from '@panel/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaigns } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { toCreative } from '../campaigns/campaign-mapper.ts';
import { bumpVersion } from '../campaigns/campaign-repository.ts';
import { findCreative, setCreativeStatus } from './creative-repository.ts';

const MESSAGE: Record<CreativeAction, MessageKey> = {
  start: 'errors.creativeStart',
  stop: 'errors.creativeStop',
  reject: 'errors.creativeReject',
};

const transitionError = (action: CreativeAction, from: CreativeStatus) =>
  // "Only when it is paused" would hide the real answer: a pending creative waits for the operator.
  action === 'start' && from === 'pending'
    ? new HttpError(409, 'INVALID_TRANSITION', 'errors.creativeInModeration')
    : new HttpError(409, 'INVALID_TRANSITION', MESSAGE[action], {
        states: describeStates(CREATIVE_MACHINE.allowedFrom(action)),
      });

/**
 * The advertiser's side of the creative state machine: pause, resume, retire. Approval is not
 * among its actions (see creative-moderation.ts). A reject keeps its reason until the content changes.
 */
export async function changeCreativeStatus(
  db: Db,
  advertiserId: number,
  id: number,
  action: CreativeAction,
  reason: string | null = null,
): Promise<Creative> {
  const row = await findCreative(db, advertiserId, id);
  if (!row) throw notFound();
  const next = CREATIVE_MACHINE.next(row.status, action);
  if (!next) throw transitionError(action, row.status);
  return db.transaction(async (tx) => {
    // The campaign's GET shows its creatives' states, so its version moves too; first, as every
    // writer takes the campaign before its creatives.
    await bumpVersion(tx, eq(campaigns.id, row.campaignId));
    const updated = await setCreativeStatus(tx, advertiserId, id, {
      status: next,
      rejectReason: action === 'reject' ? reason : null,
      from: CREATIVE_MACHINE.allowedFrom(action),
    });
    if (!updated) throw transitionError(action, row.status);
    return toCreative(updated);
  });
}
