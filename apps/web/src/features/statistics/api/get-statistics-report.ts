import { statisticsReportSchema } from '@panel/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { REPORT_STALE_MS, reportKey, type StatsSource } from './statistics-keys.ts';

/** GET the role's report: one page of rows, the number of rows and the totals of the whole range. */
export function getStatisticsReport(
  source: StatsSource,
  query: Record<string, string>,
  signal?: AbortSignal,
) {
  return apiRequest(source.path, statisticsReportSchema, { query, signal });
}

export const statisticsReportQueryOptions = (source: StatsSource, query: Record<string, string>) =>
  queryOptions({
    queryKey: reportKey(source, query),
    queryFn: ({ signal }) => getStatisticsReport(source, query, signal),
    staleTime: REPORT_STALE_MS,
    // The last view stays on screen, dimmed, while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export type StatisticsReportResult = ReturnType<typeof useStatisticsReport>;

export function useStatisticsReport(source: StatsSource, query: Record<string, string>) {
  return useQuery(statisticsReportQueryOptions(source, query));
}
