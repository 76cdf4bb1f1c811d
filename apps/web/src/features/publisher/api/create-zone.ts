import { type Zone, type ZoneCreateBody, zoneSchema } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshQueries } from '@/lib/query-client';
import { pubQueryKey } from './pub-keys.ts';

/** POST /api/v1/pub/zones: a new zone on one of the publisher's sites; the answer carries its tag. */
export function createZone(body: ZoneCreateBody): Promise<Zone> {
  return apiRequest('/api/v1/pub/zones', zoneSchema, { method: 'POST', body });
}

export function useCreateZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createZone,
    // Sites count their zones: both lists refresh.
    onSuccess: () => refreshQueries(queryClient, pubQueryKey),
  });
}
