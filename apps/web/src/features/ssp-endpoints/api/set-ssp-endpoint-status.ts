import { type SspEndpointStatus, sspEndpointSchema, sspEndpointStatusId } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshQueries } from '@/lib/query-client';
import { endpointsQueryKey, sspsQueryKey } from './ssp-keys.ts';

/** PUT /api/v1/ssp_endpoints/{id}/status/{status_id}: the status by the reference list's id. */
export function setSspEndpointStatus({ id, status }: { id: number; status: SspEndpointStatus }) {
  return apiRequest(`/api/v1/ssp_endpoints/${id}/status/${sspEndpointStatusId(status)}`, sspEndpointSchema, {
    method: 'PUT',
  });
}

export function useSetSspEndpointStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSspEndpointStatus,
    onSuccess: () =>
      Promise.all([
        refreshQueries(queryClient, endpointsQueryKey),
        refreshQueries(queryClient, sspsQueryKey),
      ]),
  });
}
