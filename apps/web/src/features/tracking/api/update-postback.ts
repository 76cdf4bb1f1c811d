import { type Postback, type PostbackBody, postbackSchema } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshQueries } from '@/lib/query-client';
import { postbacksKey } from './tracking-keys.ts';

/** PUT /api/v1/postbacks/{id}: the whole goal replaced; its URL stays the same. */
export function updatePostback({ id, body }: { id: number; body: PostbackBody }): Promise<Postback> {
  return apiRequest(`/api/v1/postbacks/${id}`, postbackSchema, { method: 'PUT', body });
}

export function useUpdatePostback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePostback,
    onSuccess: () => refreshQueries(queryClient, postbacksKey),
  });
}
