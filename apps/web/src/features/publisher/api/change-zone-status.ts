import { type PubStatusAction, type Zone, zoneSchema } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshQueries } from '@/lib/query-client';
import { pubQueryKey } from './pub-keys.ts';

/** PUT /api/v1/pub/zones/{id}/status/{start|stop|archive}. */
export function changeZoneStatus({ id, action }: { id: number; action: PubStatusAction }): Promise<Zone> {
  return apiRequest(`/api/v1/pub/zones/${id}/status/${action}`, zoneSchema, { method: 'PUT' });
}

export function useChangeZoneStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeZoneStatus,
    onSuccess: () => refreshQueries(queryClient, pubQueryKey),
  });
}
