import { CAMPAIGN_STATUSES, PER_PAGE_MAX } from '@panel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getAllPages } from '@/lib/get-all-pages';

/** Only what a scope needs of a campaign: the rest of the list's fields are dropped. */
const campaignNameSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * Every campaign of the advertiser (archived ones too, a rule may still name them), by name: the
 * choices of a rule's scope and the names its list shows. Under the campaigns' key by name, not
 * by import (a feature never imports another), so a change there refreshes it.
 */
export const scopeCampaignsQueryOptions = () =>
  queryOptions({
    queryKey: ['campaigns', 'rule-scope'] as const,
    queryFn: ({ signal }) =>
      getAllPages('/api/v1/campaigns', campaignNameSchema, {
        query: { status: CAMPAIGN_STATUSES.join(','), sort: 'name' },
        perPage: PER_PAGE_MAX,
        signal,
      }),
  });

export const useScopeCampaigns = () => useQuery(scopeCampaignsQueryOptions());
