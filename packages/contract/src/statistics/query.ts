import { z } from 'zod';
import { AD_FORMAT_CODES } from '../campaigns/formats.ts';
import { pagingQuery } from '../campaigns/list-query.ts';
import { STATISTICS_ENTITIES, type StatisticsRole } from '../resources/statistics-entities.ts';
import { MAX_RANGE_DAYS } from './limits.ts';
import { dayNumber, isTimeZone } from './time.ts';

export { MAX_RANGE_DAYS };
export const GROUP_BY_MAX = 2;
export const STATS_PER_PAGE_MAX = 1000;
export const STATS_PER_PAGE_DEFAULT = 100;
/** Values one filter may list (`country=US,GB,...`). */
export const FILTER_VALUES_MAX = 100;
export const TIME_DIMENSIONS = ['date', 'hour'] as const;

/** Dimensions whose values are numeric ids; the others are codes (country, region, language, format) or source ids. */
export const NUMERIC_DIMENSIONS: ReadonlySet<string> = new Set([
  'campaign',
  'creative',
  'os',
  'browser',
  'device_type',
  'connection_type',
  'carrier',
  'ssp',
  'ssp_endpoint',
  'token',
]);

const TEXT_VALUE: Record<string, RegExp> = {
  country: /^[A-Z]{2}$/,
  region: /^[A-Z]{2}-[A-Z0-9]{1,3}$/,
  language: /^[a-z]{2}$/,
};
const SOURCE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export type FilterValue = string | number;

function filterField(dimension: string) {
  const numeric = NUMERIC_DIMENSIONS.has(dimension);
  const pattern = TEXT_VALUE[dimension] ?? SOURCE_ID;
  return z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          numeric
            ? z
                .string()
                .regex(/^\d{1,9}$/, 'validation.id')
                .transform(Number)
            : dimension === 'ad_format'
              ? z.enum(AD_FORMAT_CODES, { error: 'validation.adFormat' })
              : z.string().regex(pattern, 'validation.invalid'),
        )
        .min(1, 'validation.listEmpty')
        .max(FILTER_VALUES_MAX, 'validation.listTooLong'),
    )
    .optional();
}

export function groupByDimensions(role: StatisticsRole): string[] {
  return STATISTICS_ENTITIES[role].dimensions.filter((d) => d.group_by).map((d) => String(d.id));
}
export function filterDimensions(role: StatisticsRole): string[] {
  return STATISTICS_ENTITIES[role].dimensions.filter((d) => d.filter).map((d) => String(d.id));
}
export function roleMetrics(role: StatisticsRole): string[] {
  return STATISTICS_ENTITIES[role].metrics.map((m) => String(m.id));
}

/** `from`/`to` (inclusive dates) and `tz`: every statistics call reads its days this way. */
const statsDate = () =>
  z.iso
    .date({ error: 'validation.date' })
    .refine((v) => v >= STATS_DATE_MIN && v <= STATS_DATE_MAX, 'validation.statsDate')
    .optional();
/** Dates a report may name: wide enough for any traffic, narrow enough for plain date arithmetic. */
export const STATS_DATE_MIN = '2000-01-01';
export const STATS_DATE_MAX = '2099-12-31';

export const rangeFields = {
  from: statsDate(),
  to: statsDate(),
  tz: z
    .string({ error: 'validation.timeZone' })
    .max(64, 'validation.timeZone')
    .refine(isTimeZone, 'validation.timeZone')
    .default('UTC'),
};

type RangeInput = { from?: string | undefined; to?: string | undefined };
/** End before start, or a range longer than MAX_RANGE_DAYS: a 400 naming `to`. */
export function checkRange(value: RangeInput, ctx: z.RefinementCtx): void {
  if (!value.from || !value.to) return;
  const days = dayNumber(value.to) - dayNumber(value.from) + 1;
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.rangeOrder' });
  else if (days > MAX_RANGE_DAYS)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'validation.rangeSpan',
      params: { max: MAX_RANGE_DAYS },
    });
}

export const statisticsRangeQuerySchema = z.strictObject(rangeFields).superRefine(checkRange);
export type StatisticsRangeQuery = z.output<typeof statisticsRangeQuerySchema>;

/**
 * The query of a statistics report. Filters are plain parameters named after the dimension,
 * with one value or several separated by commas (`country=US,GB&campaign=12`), so a report's
 * address reads like what it shows. Unknown parameters are refused (a mistyped filter must not
 * silently widen a report).
 */
export function statisticsQuerySchema(
  role: StatisticsRole,
  defaultGroupBy: string = STATISTICS_ENTITIES[role].default_group_by,
) {
  const groupable = groupByDimensions(role);
  const metrics = roleMetrics(role);
  const filters = Object.fromEntries(filterDimensions(role).map((d) => [d, filterField(d)]));
  const sortKeys = [...groupable, ...metrics];
  return z
    .strictObject({
      ...rangeFields,
      group_by: z
        .string()
        .transform((v) => v.split(',').map((s) => s.trim()))
        .pipe(
          z
            .array(z.enum(groupable as [string, ...string[]], { error: 'validation.groupBy' }))
            .min(1, 'validation.groupBy')
            .max(GROUP_BY_MAX, 'validation.groupBy'),
        )
        .default([defaultGroupBy]),
      sort: z
        .string()
        .refine((v) => sortKeys.includes(v.replace(/^-/, '')), 'validation.sort')
        .optional(),
      ...pagingQuery(STATS_PER_PAGE_DEFAULT),
      per_page: z
        .string()
        .regex(/^\d{1,4}$/, 'validation.invalid')
        .transform(Number)
        .refine((n) => n >= 1 && n <= STATS_PER_PAGE_MAX, 'validation.invalid')
        .default(STATS_PER_PAGE_DEFAULT),
      ...filters,
    })
    .superRefine((value, ctx) => {
      checkRange(value, ctx);
      const groups = value.group_by;
      if (new Set(groups).size !== groups.length)
        ctx.addIssue({ code: 'custom', path: ['group_by'], message: 'validation.duplicate' });
      if (groups.filter((g) => (TIME_DIMENSIONS as readonly string[]).includes(g)).length > 1)
        ctx.addIssue({ code: 'custom', path: ['group_by'], message: 'validation.groupByTime' });
      const sortKey = value.sort?.replace(/^-/, '');
      if (sortKey && !metrics.includes(sortKey) && !groups.includes(sortKey))
        ctx.addIssue({ code: 'custom', path: ['sort'], message: 'validation.sortGroup' });
    });
}

export type StatisticsQuery = z.output<ReturnType<typeof statisticsQuerySchema>> & {
  [dimension: string]: unknown;
};

/** The filters of a parsed query: dimension → values. */
export function filtersOf(
  role: StatisticsRole,
  query: Record<string, unknown>,
): Record<string, FilterValue[]> {
  const out: Record<string, FilterValue[]> = {};
  for (const d of filterDimensions(role)) {
    const values = query[d];
    if (Array.isArray(values) && values.length > 0) out[d] = values as FilterValue[];
  }
  return out;
}

/** GET /statistics/bid_floors: floors by SSP and ad format, optionally for some of them. */
export const bidFloorsQuerySchema = z
  .strictObject({ ...rangeFields, ssp: filterField('ssp'), ad_format: filterField('ad_format') })
  .superRefine(checkRange);
export type BidFloorsQuery = z.output<typeof bidFloorsQuerySchema>;

/** GET /statistics/qps: requests per second by hour, split by SSP with `group_by=ssp`. */
export const qpsQuerySchema = z
  .strictObject({
    ...rangeFields,
    group_by: z.enum(['ssp'], { error: 'validation.groupBy' }).optional(),
    ssp: filterField('ssp'),
  })
  .superRefine(checkRange);
export type QpsQuery = z.output<typeof qpsQuerySchema>;
