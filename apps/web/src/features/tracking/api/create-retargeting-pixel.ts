import { type Retargeting, type RetargetingBody, retargetingSchema } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshQueries } from '@/lib/query-client';
import { pixelsKey } from './tracking-keys.ts';

/** POST /api/v1/retargeting: a new pixel; a site-visit one comes with its snippet. */
export function createRetargetingPixel(body: RetargetingBody): Promise<Retargeting> {
  return apiRequest('/api/v1/retargeting', retargetingSchema, { method: 'POST', body });
}

export function useCreateRetargetingPixel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRetargetingPixel,
    onSuccess: () => refreshQueries(queryClient, pixelsKey),
  });
}
