import { z } from 'zod';

const rangeSchema = { from: z.iso.date(), to: z.iso.date(), tz: z.string() };

export const metricValuesSchema = z.record(z.string(), z.number().nullable());

export const statisticsRowSchema = z.object({
  /** Dimension → value: dates as YYYY-MM-DD, hours as YYYY-MM-DDTHH:00 (local), ids as numbers. */
  keys: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Dimension → a name for people, where the value is an id or a code (campaign names, OS names). */
  labels: z.record(z.string(), z.string()),
  /** Money in USD, rates as fractions (0.0123 = 1.23 %), null where a rate has no base. */
  metrics: metricValuesSchema,
});
export type StatisticsRow = z.infer<typeof statisticsRowSchema>;

export const statisticsReportSchema = z.object({
  ...rangeSchema,
  group_by: z.array(z.string()),
  /** The metrics of every row, in the order they are shown. */
  metrics: z.array(z.string()),
  rows: z.array(statisticsRowSchema),
  /** Rows in the whole report (paging). */
  total: z.number().int(),
  /** The whole range and filter, not only this page. */
  totals: metricValuesSchema,
  /**
   * Two-level reports ("then by") only: a row per first-level group on this page, in the order
   * of the rows, with the group's metrics over the whole range and filters. The rows come
   * grouped: each group's rows together, groups in the order of their subtotals.
   */
  subtotals: z.array(statisticsRowSchema).optional(),
});
export type StatisticsReport = z.infer<typeof statisticsReportSchema>;

export const kpiSchema = z.object({
  id: z.string(),
  value: z.number().nullable(),
  previous: z.number().nullable(),
  /** (value - previous) / previous; null when there is nothing to compare with. */
  change: z.number().nullable(),
});
export type Kpi = z.infer<typeof kpiSchema>;

export const dashboardSchema = z.object({
  ...rangeSchema,
  /**
   * What the KPI changes compare with: the previous calendar month for a month (or the month so
   * far), else the days of the same number just before; `until` (UTC) is set when the range is
   * still running, and the previous period is then read only up to that point of it.
   */
  previous: z.object({
    from: z.iso.date(),
    to: z.iso.date(),
    basis: z.enum(['same_length', 'previous_month']),
    until: z.string().nullable(),
  }),
  kpis: z.array(kpiSchema),
  /** Hourly for ranges of up to two days, daily otherwise. */
  granularity: z.enum(['hour', 'date']),
  series: z.array(z.object({ key: z.string(), metrics: metricValuesSchema })),
  top_campaigns: z.array(z.object({ id: z.number().int(), name: z.string(), metrics: metricValuesSchema })),
  qps: z.object({
    /** Average over the last complete hour. */
    current: z.number(),
    /** The busiest hour of the last 24 hours (the series below), averaged over that hour. */
    peak: z.number(),
    series: z.array(z.object({ key: z.string(), qps: z.number() })),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const bidFloorRowSchema = z.object({
  ssp: z.number().int(),
  ssp_name: z.string(),
  ad_format: z.string(),
  ad_format_name: z.string(),
  /** Requests that carried a floor. */
  requests: z.number().int(),
  /** Floors in USD per thousand impressions. Median and p90 are read from 2.5 %-wide buckets. */
  min: z.number(),
  median: z.number(),
  p90: z.number(),
  max: z.number(),
});
export type BidFloorRow = z.infer<typeof bidFloorRowSchema>;

export const bidFloorsSchema = z.object({ ...rangeSchema, rows: z.array(bidFloorRowSchema) });
export type BidFloors = z.infer<typeof bidFloorsSchema>;

export const qpsReportSchema = z.object({
  ...rangeSchema,
  rows: z.array(
    z.object({ key: z.string(), ssp: z.number().int().nullable(), requests: z.number(), qps: z.number() }),
  ),
});
export type QpsReport = z.infer<typeof qpsReportSchema>;
