import type { QueryClient } from '@tanstack/react-query';
import { dashboardRange } from '../utils/dashboard-range.ts';
import { DASHBOARD_STALE_MS, dashboardQueryKey, requestDashboard } from './dashboard-request.ts';

/**
 * The dashboard's figures for the address opened, asked for while the page's modules load. The
 * call goes out at once; its answer waits for the schema, which comes with the page's own module
 * (issue 14: importing it here held the call until the contract's schemas were built, 360 ms
 * after the modules had arrived on the dashboard slowed 4×).
 */
export function prefetchDashboard(queryClient: QueryClient, url: URL): Promise<void> {
  const { from, to, tz } = dashboardRange(url.searchParams);
  const query = { from, to, tz };
  return queryClient.prefetchQuery({
    queryKey: dashboardQueryKey(query),
    queryFn: ({ signal }) =>
      requestDashboard(
        query,
        import('./get-dashboard.ts').then((m) => m.dashboardSchema),
        signal,
      ),
    staleTime: DASHBOARD_STALE_MS,
  });
}
