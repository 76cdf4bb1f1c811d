import { type SspEndpointBody, sspEndpointSchema } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshQueries } from '@/lib/query-client';
import { endpointsQueryKey, sspsQueryKey } from './ssp-keys.ts';

/** PUT /api/v1/ssp_endpoints/{id}: replaces every setting. */
export function updateSspEndpoint({ id, body }: { id: number; body: SspEndpointBody }) {
  return apiRequest(`/api/v1/ssp_endpoints/${id}`, sspEndpointSchema, { method: 'PUT', body });
}

export function useUpdateSspEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSspEndpoint,
    onSuccess: () =>
      Promise.all([
        refreshQueries(queryClient, endpointsQueryKey),
        refreshQueries(queryClient, sspsQueryKey),
      ]),
  });
}
