import { campaignSchema } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { refreshQueries } from '@/lib/query-client';
import { withExcluded } from '../utils/supply-edit.ts';

export type SupplyDimension = 'zone' | 'site';
export type SupplyAction = { kind: 'exclude' } | { kind: 'include_only' } | { kind: 'bid'; bid: number };

const LIST = { zone: 'zones', site: 'sites' } as const;

/** What an exclusion found: done, already out, or the campaign's only included item. */
export type ActOutcome = 'done' | 'already' | 'last_included';

/**
 * Exclude: the campaign is read and its list written back with the item out, with If-Match on
 * the version read, so a change made meanwhile is never overwritten (412: read again and retry,
 * once). Include only: the list replaced by the item (PUT …/zones/include). Bid: the campaign's
 * bid for the item set, the others kept (PUT …/bid_by_zone).
 */
export async function actOnSupply(
  campaignId: number,
  dimension: SupplyDimension,
  item: string,
  action: SupplyAction,
): Promise<ActOutcome> {
  const base = `/api/v1/campaigns/${campaignId}`;
  const list = LIST[dimension];
  if (action.kind === 'include_only') {
    await apiRequest(`${base}/${list}/include`, campaignSchema, { method: 'PUT', body: { [list]: [item] } });
    return 'done';
  }
  if (action.kind === 'bid') {
    await apiRequest(`${base}/bid_by_${dimension}`, campaignSchema, {
      method: 'PUT',
      body: { bids: [{ [`${dimension}_id`]: item, bid: action.bid }] },
    });
    return 'done';
  }
  for (let attempt = 0; ; attempt++) {
    const campaign = await apiRequest(base, campaignSchema);
    const next = withExcluded(campaign.targeting[list], item);
    if (typeof next === 'string') return next;
    try {
      await apiRequest(base, campaignSchema, {
        method: 'PUT',
        body: { targeting: { [list]: next } },
        headers: { 'If-Match': `"${campaign.version}"` },
      });
      return 'done';
    } catch (error) {
      if (attempt === 0 && isApiError(error) && error.status === 412) continue;
      throw error;
    }
  }
}

export function useActOnSupply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { campaignId: number; dimension: SupplyDimension; item: string; action: SupplyAction }) =>
      actOnSupply(v.campaignId, v.dimension, v.item, v.action),
    // The campaign changed: its editor and lists read it again (by name, not by import).
    onSuccess: () => refreshQueries(queryClient, ['campaigns']),
  });
}
