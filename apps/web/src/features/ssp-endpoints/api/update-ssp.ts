import { type SspSettingsBody, sspSchema } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshQueries } from '@/lib/query-client';
import { sspsQueryKey } from './ssp-keys.ts';

/** PUT /api/v1/ssp/{ssp_id}: only the settings sent change. */
export function updateSsp({ id, body }: { id: number; body: SspSettingsBody }) {
  return apiRequest(`/api/v1/ssp/${id}`, sspSchema, { method: 'PUT', body });
}

export function useUpdateSsp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSsp,
    onSuccess: () => refreshQueries(queryClient, sspsQueryKey),
  });
}
