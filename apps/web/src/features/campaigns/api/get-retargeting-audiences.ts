import { listOf, RETARGETING_PIXELS_MAX, retargetingSchema } from '@panel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** An advertiser keeps at most RETARGETING_PIXELS_MAX pixels: one page holds them all. */
const query = { per_page: String(RETARGETING_PIXELS_MAX), sort: 'name' };

/** GET /api/v1/retargeting: the caller's pixels, the audiences a campaign may include or exclude. */
export function getRetargetingAudiences(signal?: AbortSignal) {
  return apiRequest('/api/v1/retargeting', listOf(retargetingSchema), { query, signal });
}

export const retargetingAudiencesQueryOptions = () =>
  queryOptions({
    // Under the tracking pages' ['tracking', 'pixels'] key by name, not by import (a feature
    // never imports another): a pixel added or renamed there refreshes these options too.
    queryKey: ['tracking', 'pixels', 'campaign-audiences'] as const,
    queryFn: ({ signal }) => getRetargetingAudiences(signal),
  });

export function useRetargetingAudiences() {
  return useQuery(retargetingAudiencesQueryOptions());
}
