import { type Retargeting, type RetargetingBody, retargetingSchema } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshQueries } from '@/lib/query-client';
import { pixelsKey } from './tracking-keys.ts';

/** PUT /api/v1/retargeting/{id}: name and membership; the type must stay what it was. */
export function updateRetargetingPixel({
  id,
  body,
}: {
  id: number;
  body: RetargetingBody;
}): Promise<Retargeting> {
  return apiRequest(`/api/v1/retargeting/${id}`, retargetingSchema, { method: 'PUT', body });
}

export function useUpdateRetargetingPixel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRetargetingPixel,
    onSuccess: () => refreshQueries(queryClient, pixelsKey),
  });
}
