import { type SspEndpointCreateBody, sspEndpointSchema } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshQueries } from '@/lib/query-client';
import { endpointsQueryKey, sspsQueryKey } from './ssp-keys.ts';

/** POST /api/v1/ssp_endpoints. */
export function createSspEndpoint(body: SspEndpointCreateBody) {
  return apiRequest('/api/v1/ssp_endpoints', sspEndpointSchema, { method: 'POST', body });
}

export function useCreateSspEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSspEndpoint,
    // The SSPs' endpoint counts change with the list.
    onSuccess: () =>
      Promise.all([
        refreshQueries(queryClient, endpointsQueryKey),
        refreshQueries(queryClient, sspsQueryKey),
      ]),
  });
}
