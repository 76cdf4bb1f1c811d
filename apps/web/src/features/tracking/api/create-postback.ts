import { type Postback, type PostbackBody, postbackSchema } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshQueries } from '@/lib/query-client';
import { postbacksKey } from './tracking-keys.ts';

/** POST /api/v1/postbacks: a new goal, with the URL to give the tracker. */
export function createPostback(body: PostbackBody): Promise<Postback> {
  return apiRequest('/api/v1/postbacks', postbackSchema, { method: 'POST', body });
}

export function useCreatePostback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPostback,
    onSuccess: () => refreshQueries(queryClient, postbacksKey),
  });
}
