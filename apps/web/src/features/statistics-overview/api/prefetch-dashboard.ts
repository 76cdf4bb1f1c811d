import type { QueryClient } from '@tanstack/react-query';
import { dashboardRange } from '../utils/dashboard-range.ts';
import { dashboardQueryOptions } from './get-dashboard.ts';

/** The dashboard's figures for the address opened, asked for while the page's modules load. */
export function prefetchDashboard(queryClient: QueryClient, url: URL): Promise<void> {
  const { from, to, tz } = dashboardRange(url.searchParams);
  return queryClient.prefetchQuery(dashboardQueryOptions({ from, to, tz }));
}
