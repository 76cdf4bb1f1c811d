import { STATS_PER_PAGE_MAX, type StatisticsRow } from '@panel/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getStatisticsReport } from './get-statistics-report.ts';
import { REPORT_STALE_MS, reportKey, type StatsSource } from './statistics-keys.ts';

/**
 * Every row of a report grouped by date or hour alone, oldest first: what the chart draws, the
 * whole range whatever page the table is on. A year by the hour is 8,784 rows, so after the first
 * page the others are asked for together.
 */
export async function getChartRows(
  source: StatsSource,
  query: Record<string, string>,
  signal?: AbortSignal,
): Promise<StatisticsRow[]> {
  const perPage = STATS_PER_PAGE_MAX;
  const page = (n: number) =>
    getStatisticsReport(source, { ...query, page: String(n), per_page: String(perPage) }, signal);
  const first = await page(1);
  const pages = Math.ceil(first.total / perPage);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => page(i + 2)));
  return [first, ...rest].flatMap((r) => r.rows);
}

/** `query`: from, to, tz, the filters, and `group_by`/`sort` set to the time dimension. */
export const chartRowsQueryOptions = (source: StatsSource, query: Record<string, string>) =>
  queryOptions({
    queryKey: [...reportKey(source, query), 'all'],
    queryFn: ({ signal }) => getChartRows(source, query, signal),
    staleTime: REPORT_STALE_MS,
    placeholderData: keepPreviousData,
  });

export function useChartRows(source: StatsSource, query: Record<string, string>, enabled: boolean) {
  return useQuery({ ...chartRowsQueryOptions(source, query), enabled });
}
