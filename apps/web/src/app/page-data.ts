import type { RouteId } from '@panel/contract';
import type { QueryClient } from '@tanstack/react-query';
import { dashboardCall } from '@/features/statistics-overview/api/dashboard-call';

/** A page's first call, read off the address it opens at. */
export interface PageCall {
  path: string;
  query: Record<string, string>;
}

export interface PageData {
  /**
   * The call, built by light modules (no schema): its route sends it at once (`sendAhead`). Not
   * the campaign list's: its address's filters are checked against the contract's format list,
   * whose module builds schemas, and would bring zod into the entry (27 kB on the login page).
   */
  call?: (url: URL) => PageCall;
  /** Puts its answer into the query cache, by the page's modules (schema, query key) on demand. */
  prefetch: (queryClient: QueryClient, url: URL) => Promise<unknown>;
}

/**
 * What a page asks the server for as soon as it opens, sent by the route's loader while the
 * page's modules and the user check are still on their way (issue 14). Left to the page, the
 * call waited for both: on the dashboard, slowed 4×, it went out 560 ms after the modules had
 * arrived, and its answer was the largest paint. Left to `prefetch`, it still waited for the
 * modules that hold its schema, 400–800 ms at 4×: so the call itself leaves first.
 */
export const PAGE_DATA: Partial<Record<RouteId, PageData>> = {
  advDashboard: {
    call: dashboardCall,
    prefetch: (queryClient, url) =>
      import('@/features/statistics-overview/api/prefetch-dashboard').then((m) =>
        m.prefetchDashboard(queryClient, url),
      ),
  },
  campaignList: {
    prefetch: (queryClient, url) =>
      import('@/features/campaigns/api/prefetch-campaigns').then((m) =>
        m.prefetchCampaigns(queryClient, url),
      ),
  },
};
