import type { PostbackBody } from '@panel/contract';

export const postbackExamples: PostbackBody[] = [
  { name: 'Sign-up', payout: 1.5, conversion_window_days: 30, allow_repeats: false },
  { name: 'Deposit', payout: null, conversion_window_days: 90, allow_repeats: true },
];

/** One name, none of the above: put on some goal, it never takes a name the examples gave another. */
export const postbackUpdateExamples: PostbackBody[] = [
  { name: 'Sign-up (EU)', payout: 2, conversion_window_days: 14, allow_repeats: false },
];

/** A payout other than the default, as the debugger's form sends it. */
export const postbackTestExamples = [{ payout: 2.5 }, {}];
