import { dashboardSchema } from '@panel/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  DASHBOARD_STALE_MS,
  type DashboardQuery,
  dashboardQueryKey,
  requestDashboard,
} from './dashboard-request.ts';

export { dashboardSchema };

export const dashboardQueryOptions = (query: DashboardQuery) =>
  queryOptions({
    queryKey: dashboardQueryKey(query),
    queryFn: ({ signal }) => requestDashboard(query, dashboardSchema, signal),
    staleTime: DASHBOARD_STALE_MS,
    // The last period's figures stay on screen, dimmed, while the next period loads.
    placeholderData: keepPreviousData,
  });

export function useDashboard(query: DashboardQuery) {
  return useQuery(dashboardQueryOptions(query));
}
