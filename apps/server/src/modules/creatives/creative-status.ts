import {
  CREATIVE_MACHINE,
  type Creative,
  type CreativeAction,
  describeStates,
  type MessageKey,
} from '@panel/contract';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { toCreative } from '../campaigns/campaign-mapper.ts';
import { findCreative, setCreativeStatus } from './creative-repository.ts';

const MESSAGE: Record<CreativeAction, MessageKey> = {
  start: 'errors.creativeStart',
  stop: 'errors.creativeStop',
  reject: 'errors.creativeReject',
};

const transitionError = (action: CreativeAction) =>
  new HttpError(409, 'INVALID_TRANSITION', MESSAGE[action], {
    states: describeStates(CREATIVE_MACHINE.allowedFrom(action)),
  });

/** The creative state machine of the contract; a reject keeps its reason until the content changes. */
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
  if (!next) throw transitionError(action);
  const updated = await setCreativeStatus(db, advertiserId, id, {
    status: next,
    rejectReason: action === 'reject' ? reason : null,
    from: CREATIVE_MACHINE.allowedFrom(action),
  });
  if (!updated) throw transitionError(action);
  return toCreative(updated);
}
