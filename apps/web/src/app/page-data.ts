import type { RouteId } from '@panel/contract';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchDashboard } from '@/features/statistics-overview/api/prefetch-dashboard';

/** Starts loading what a page shows first into the query cache; settles once the call is out. */
export type PageData = (queryClient: QueryClient, url: URL) => Promise<unknown>;

/**
 * What a page asks the server for as soon as it opens, sent by the route's loader while the
 * page's modules and the user check are still on their way (issue 14). Left to the page, the
 * call waited for both: on the dashboard, slowed 4×, it went out 560 ms after the modules had
 * arrived, and its answer was the largest paint.
 *
 * The dashboard's comes with the entry (1.3 kB), so its call goes out as the router starts: loaded
 * on demand, it waited behind the page's 28 scripts and their evaluation, 300–500 ms at 4×, and
 * the page drew twice, empty and then with its figures. It brings no schema (see
 * prefetch-dashboard.ts), or the login page would load zod. The campaign list's reads its filters
 * with the contract's schemas, so it still comes on demand.
 */
export const PAGE_DATA: Partial<Record<RouteId, PageData>> = {
  advDashboard: prefetchDashboard,
  campaignList: (queryClient, url) =>
    import('@/features/campaigns/api/prefetch-campaigns').then((m) => m.prefetchCampaigns(queryClient, url)),
};
