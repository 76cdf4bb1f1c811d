import { sspEndpointSchema } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshQueries } from '@/lib/query-client';
import { endpointsQueryKey } from './ssp-keys.ts';

/** POST /api/v1/ssp_endpoints/{id}/clone: a paused copy named "<name> (copy)". */
export function cloneSspEndpoint(id: number) {
  return apiRequest(`/api/v1/ssp_endpoints/${id}/clone`, sspEndpointSchema, { method: 'POST' });
}

export function useCloneSspEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cloneSspEndpoint,
    onSuccess: () => refreshQueries(queryClient, endpointsQueryKey),
  });
}
