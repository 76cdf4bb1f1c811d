import type { QueryClient } from '@tanstack/react-query';
import { campaignsQueryKey } from './campaign-keys.ts';

/**
 * After a change to campaigns: every campaign query is read again. What is on its way is called
 * off first: a list asked for before the change (a search the user just typed) may have been read
 * before it, and TanStack Query does not start a query's first read again when invalidated, it
 * waits for the one under way, so that stale page would stay (CI, 2026-11-28: a campaign started
 * while its search loaded stayed "Draft").
 */
export async function refreshCampaigns(
  queryClient: QueryClient,
  scope: readonly unknown[] = campaignsQueryKey,
) {
  await queryClient.cancelQueries({ queryKey: scope });
  await queryClient.invalidateQueries({ queryKey: scope });
}
