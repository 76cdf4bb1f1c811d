import { type PostbackTestResult, postbackTestResultSchema } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { postbackDebugKey, postbacksKey } from './tracking-keys.ts';

interface TestConversion {
  id: number;
  /** USD; null sends the URL without a payout, so the goal's default counts. */
  payout: number | null;
}

/**
 * POST /api/v1/postbacks/{id}/test: calls the goal's URL for a recent click, as a tracker would.
 * A refusal is an answer (status 'refused' with its reason); 409 means there is no recent click.
 */
export function sendTestConversion({ id, payout }: TestConversion): Promise<PostbackTestResult> {
  return apiRequest(`/api/v1/postbacks/${id}/test`, postbackTestResultSchema, {
    method: 'POST',
    body: { payout },
  });
}

export function useSendTestConversion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestConversion,
    // The log gains the call, and a counted one changes the list's "today" and "last" columns.
    onSettled: (_result, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: postbackDebugKey(id) }),
        queryClient.invalidateQueries({ queryKey: [...postbacksKey, 'list'] }),
      ]),
  });
}
