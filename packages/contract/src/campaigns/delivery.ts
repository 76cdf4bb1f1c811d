import { z } from 'zod';
import { budgetField } from './money.ts';

/**
 * How a campaign delivers: budget and pacing, frequency cap, the weekly schedule and the
 * flight dates. All of them are read in the campaign's time zone (`time_zone`): the daily
 * budget resets at its midnight, the schedule's hours and the dates are its local ones.
 */
export const PACINGS = ['asap', 'even'] as const;
export type Pacing = (typeof PACINGS)[number];

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone such as `Europe/London` or `UTC`. */
export const timeZoneField = () =>
  z
    .string({ error: 'validation.timeZone' })
    .trim()
    .max(64, 'validation.timeZone')
    .refine(isTimeZone, 'validation.timeZone');

/** A calendar date, `2026-03-01`. */
export const dateField = () => z.iso.date({ error: 'validation.date' });

/**
 * Budget fields; null means no limit. The budget object of a PUT is merged into the stored one,
 * field by field, and the result checked as a whole (see campaignRules).
 */
export const budgetShape = {
  daily: budgetField().nullable(),
  total: budgetField().nullable(),
  /** `asap` spends as fast as traffic allows; `even` spreads the daily budget over the day. */
  pacing: z.enum(PACINGS, { error: 'validation.pacing' }),
};

export const budgetSchema = z.strictObject({
  daily: budgetShape.daily.default(null),
  total: budgetShape.total.default(null),
  pacing: budgetShape.pacing.default('asap'),
});
export type Budget = z.output<typeof budgetSchema>;
export const budgetPatchSchema = z.strictObject(budgetShape).partial();

export const FREQUENCY_LIMITS = {
  impressions: { min: 1, max: 100 },
  periodHours: { min: 1, max: 168 },
} as const;

/** At most `impressions` ads of this campaign per user in any `period_hours` hours. */
export const frequencyCapSchema = z.strictObject({
  impressions: z
    .number({ error: 'validation.frequencyImpressions' })
    .int('validation.frequencyImpressions')
    .min(FREQUENCY_LIMITS.impressions.min, 'validation.frequencyImpressions')
    .max(FREQUENCY_LIMITS.impressions.max, 'validation.frequencyImpressions'),
  period_hours: z
    .number({ error: 'validation.frequencyPeriod' })
    .int('validation.frequencyPeriod')
    .min(FREQUENCY_LIMITS.periodHours.min, 'validation.frequencyPeriod')
    .max(FREQUENCY_LIMITS.periodHours.max, 'validation.frequencyPeriod'),
});
export type FrequencyCap = z.output<typeof frequencyCapSchema>;

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const hoursOfDay = () =>
  z
    .array(
      z
        .number({ error: 'validation.hour' })
        .int('validation.hour')
        .min(0, 'validation.hour')
        .max(23, 'validation.hour'),
      {
        error: 'validation.hours',
      },
    )
    .max(24, 'validation.hours')
    .refine((hours) => new Set(hours).size === hours.length, 'validation.hoursRepeated')
    .transform((hours) => [...hours].sort((a, b) => a - b));

/**
 * The weekday x hour grid: for each day, the hours (0-23, local to `time_zone`) in which the
 * campaign runs. Every day must be listed, empty when it does not run that day; a grid with
 * no hour at all is refused, since such a campaign could never run (send null to run always).
 */
export const scheduleSchema = z
  .strictObject(
    Object.fromEntries(WEEKDAYS.map((d) => [d, hoursOfDay()])) as Record<
      Weekday,
      ReturnType<typeof hoursOfDay>
    >,
  )
  .refine((grid) => WEEKDAYS.some((d) => grid[d].length > 0), 'validation.scheduleEmpty');
export type Schedule = z.output<typeof scheduleSchema>;
