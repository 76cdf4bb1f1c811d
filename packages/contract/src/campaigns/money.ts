import { z } from 'zod';

/**
 * Money crosses the API as decimal US dollars (1.25) and is stored as integer micros
 * (1 250 000), so sums and comparisons in the database are exact. Six decimals is therefore
 * the finest amount the API accepts.
 */
export const MICROS_PER_USD = 1_000_000;

export const BID_LIMITS = { min: 0.001, max: 1_000 } as const;
export const BUDGET_LIMITS = { min: 10, max: 10_000_000 } as const;
/** What one conversion may be worth, as a postback's default or a tracker's `payout`. */
export const PAYOUT_LIMITS = { min: 0, max: 10_000 } as const;

export const toMicros = (usd: number) => Math.round(usd * MICROS_PER_USD);
export const fromMicros = (micros: number) => micros / MICROS_PER_USD;

const hasMicroPrecision = (usd: number) => Math.abs(usd * MICROS_PER_USD - toMicros(usd)) < 1e-6;

const usd = (limits: { min: number; max: number }, message: string) =>
  z
    .number({ error: message })
    .min(limits.min, message)
    .max(limits.max, message)
    .refine(hasMicroPrecision, 'validation.moneyPrecision');

/** A bid in USD: per thousand impressions (CPM, Smart CPM), per click (CPC) or per conversion (CPA). */
export const bidField = () => usd(BID_LIMITS, 'validation.bid');
export const budgetField = () => usd(BUDGET_LIMITS, 'validation.budget');
/** A conversion's value in USD (a postback's default payout). */
export const payoutField = () => usd(PAYOUT_LIMITS, 'validation.payout');
