import type { QueryClient } from '@tanstack/react-query';
import { listQuery, readListState } from '../utils/list-state.ts';
import { campaignsQueryOptions } from './get-campaigns.ts';

/** The campaign list's page for the address opened (its filters, sort and page), asked for early. */
export function prefetchCampaigns(queryClient: QueryClient, url: URL): Promise<void> {
  return queryClient.prefetchQuery(campaignsQueryOptions(listQuery(readListState(url.searchParams))));
}
