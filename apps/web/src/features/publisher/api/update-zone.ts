import { type Zone, type ZoneUpdateBody, zoneSchema } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshQueries } from '@/lib/query-client';
import { pubQueryKey } from './pub-keys.ts';

/** PUT /api/v1/pub/zones/{id}: the name only; site, format and size stay as the tag was made. */
export function updateZone({ id, body }: { id: number; body: ZoneUpdateBody }): Promise<Zone> {
  return apiRequest(`/api/v1/pub/zones/${id}`, zoneSchema, { method: 'PUT', body });
}

export function useUpdateZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateZone,
    onSuccess: () => refreshQueries(queryClient, pubQueryKey),
  });
}
