import { undoResultSchema } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshQueries } from '@/lib/query-client';
import { apiRequest } from '../api-client.ts';
import { actionLogQueryKey } from './get-action-log.ts';

export type UndoTarget = { action: number } | { round: number };

/** POST /api/v1/optimization_actions/{id}/undo or /api/v1/optimization_rounds/{id}/undo. */
export function undoActions(target: UndoTarget) {
  const path =
    'action' in target
      ? `/api/v1/optimization_actions/${target.action}/undo`
      : `/api/v1/optimization_rounds/${target.round}/undo`;
  return apiRequest(path, undoResultSchema, { method: 'POST' });
}

/**
 * An undo changes campaigns' lists and bids: the logs and every campaign query are refreshed (a
 * campaign open in the editor learns of the change the way it learns of any other: by its version).
 */
export function useUndoActions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoActions,
    onSuccess: async () => {
      await Promise.all([
        refreshQueries(queryClient, actionLogQueryKey),
        refreshQueries(queryClient, ['campaigns']),
      ]);
    },
  });
}
