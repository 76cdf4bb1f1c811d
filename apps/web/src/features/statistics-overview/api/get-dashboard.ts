import { dashboardSchema, type StatisticsRangeQuery } from '@panel/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { DASHBOARD_PATH } from './dashboard-call.ts';

type DashboardQuery = Required<Pick<StatisticsRangeQuery, 'from' | 'to' | 'tz'>>;

/** GET /api/v1/dashboard: KPIs against the period before, spend over time, top campaigns, QPS. */
export function getDashboard(query: DashboardQuery, signal?: AbortSignal) {
  return apiRequest(DASHBOARD_PATH, dashboardSchema, { query: { ...query }, signal });
}

/** Statistics move hourly: a minute-old dashboard is fresh enough, and coming back refreshes it. */
const DASHBOARD_STALE_MS = 60_000;

export const dashboardQueryOptions = (query: DashboardQuery) =>
  queryOptions({
    queryKey: ['statistics', 'dashboard', query],
    queryFn: ({ signal }) => getDashboard(query, signal),
    staleTime: DASHBOARD_STALE_MS,
    // The last period's figures stay on screen, dimmed, while the next period loads.
    placeholderData: keepPreviousData,
  });

export function useDashboard(query: DashboardQuery) {
  return useQuery(dashboardQueryOptions(query));
}
