import { type ReachEstimate, reachEstimateSchema } from '@panel/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/v1/campaigns/reach_estimate for the editor's targeting, given as the JSON of a body
 * the contract accepts (so equal targeting asks once); null asks nothing. The previous answer
 * stays on screen while the next one comes.
 */
export const useReachEstimate = (bodyJson: string | null) =>
  useQuery<ReachEstimate>({
    queryKey: ['reach-estimate', bodyJson],
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/campaigns/reach_estimate', reachEstimateSchema, {
        method: 'POST',
        body: JSON.parse(bodyJson as string),
        signal,
      }),
    enabled: bodyJson !== null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
