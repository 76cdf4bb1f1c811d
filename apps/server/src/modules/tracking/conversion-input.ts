import { type ConversionRefusal, TRACKER_VALUE_MAX } from '@panel/contract';

/** A goal token as the panel makes them; anything else cannot be one and is not looked up. */
const GOAL = /^[A-Za-z0-9_-]{1,32}$/;
/** Whole USD up to five digits, then up to six decimals: linear, it cannot backtrack. */
const PAYOUT = /^\d{1,5}(\.\d{1,6})?$/;
const PAYOUT_MAX_MICROS = 10_000_000_000;

/** The query of GET/POST /track/conversion; trackers add parameters of their own, which are ignored. */
export interface ConversionQuery {
  goal?: string | undefined;
  click_id?: string | undefined;
  payout?: string | undefined;
  txid?: string | undefined;
  test?: string | undefined;
}

export const isGoalToken = (goal: string | undefined): goal is string =>
  goal !== undefined && goal.length <= TRACKER_VALUE_MAX.goal && GOAL.test(goal);

/** A macro the tracker left unfilled counts as absent, as an empty value does. */
export const given = (value: string | undefined, macro: string): string | undefined =>
  value === undefined || value === '' || value === `{${macro}}` ? undefined : value;

/** USD text to micros without floating point; null when it is not an amount from 0 to 10,000. */
export function payoutMicros(text: string): number | null {
  if (text.length > TRACKER_VALUE_MAX.payout || !PAYOUT.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const micros = Number(whole) * 1_000_000 + Number(fraction.padEnd(6, '0'));
  return micros <= PAYOUT_MAX_MICROS ? micros : null;
}

export const usdText = (micros: number) => (micros / 1_000_000).toFixed(6);

/** The HTTP answer to each refusal, and the parameter it names. */
export const REFUSAL_ANSWER: Record<ConversionRefusal, { status: number; field: 'click_id' | 'payout' }> = {
  missing_click_id: { status: 400, field: 'click_id' },
  forged_click: { status: 400, field: 'click_id' },
  bad_payout: { status: 400, field: 'payout' },
  unknown_click: { status: 404, field: 'click_id' },
  expired: { status: 410, field: 'click_id' },
  duplicate: { status: 409, field: 'click_id' },
};
