import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { refreshQueries } from '@/lib/query-client';
import { postbacksKey } from './tracking-keys.ts';

/** DELETE /api/v1/postbacks/{id}: the goal's URL stops counting; what the server answers is not read. */
export function deletePostback(id: number): Promise<unknown> {
  return apiRequest(`/api/v1/postbacks/${id}`, z.unknown(), { method: 'DELETE' });
}

export function useDeletePostback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePostback,
    onSuccess: () => refreshQueries(queryClient, postbacksKey),
  });
}
