import type { QueryClient } from '@tanstack/react-query';
import { dashboardCall } from './dashboard-call.ts';
import { dashboardQueryOptions } from './get-dashboard.ts';

/**
 * The dashboard's figures for the address opened, asked for while the page's modules load: the
 * query of the call its route sent ahead (dashboardCall), so the page's query takes that answer.
 */
export function prefetchDashboard(queryClient: QueryClient, url: URL): Promise<void> {
  return queryClient.prefetchQuery(dashboardQueryOptions(dashboardCall(url).query));
}
