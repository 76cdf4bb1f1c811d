import { describeStates, type MessageKey } from '@panel/contract';
import { HttpError, notFound } from './http-error.ts';

/**
 * Why a conditional status UPDATE changed nothing: no such row of the caller's is a 404, else
 * its state refused the action, a 409 whose message names the states that allow it.
 */
export const transitionRefusal = (exists: boolean, key: MessageKey, allowedFrom: readonly string[]) =>
  exists
    ? new HttpError(409, 'INVALID_TRANSITION', key, { states: describeStates(allowedFrom) })
    : notFound();
