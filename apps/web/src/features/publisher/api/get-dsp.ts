import { pubDspSchema } from '@panel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { dspKey } from './pub-keys.ts';

/** GET /api/v1/pub/dsp: every DSP, with the formats of the publisher's zones it buys. */
export function getDsp(signal?: AbortSignal) {
  return apiRequest('/api/v1/pub/dsp', z.array(pubDspSchema), { signal });
}

export const dspQueryOptions = () =>
  queryOptions({ queryKey: dspKey, queryFn: ({ signal }) => getDsp(signal) });

export function useDsp() {
  return useQuery(dspQueryOptions());
}
