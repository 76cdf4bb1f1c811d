import { listOf, PER_PAGE_MAX, sspEndpointSchema, sspListResponseSchema } from '@panel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * The caller's SSPs and SSP endpoints, the values a campaign's SSP targeting picks from. One page
 * of each (100): an advertiser with more endpoints finds the rest by id in the statistics.
 */
export function getTargetSsps(signal?: AbortSignal) {
  return apiRequest('/api/v1/ssp', sspListResponseSchema, {
    query: { per_page: String(PER_PAGE_MAX) },
    signal,
  });
}

export function getTargetSspEndpoints(signal?: AbortSignal) {
  return apiRequest('/api/v1/ssp_endpoints', listOf(sspEndpointSchema), {
    query: { per_page: String(PER_PAGE_MAX), sort: 'name' },
    signal,
  });
}

// Under the SSP pages' keys by name, not by import (a feature never imports another): a change there refreshes these.
export const targetSspsQueryOptions = () =>
  queryOptions({
    queryKey: ['ssps', 'campaign-targets'] as const,
    queryFn: ({ signal }) => getTargetSsps(signal),
  });

export const targetSspEndpointsQueryOptions = () =>
  queryOptions({
    queryKey: ['ssp-endpoints', 'campaign-targets'] as const,
    queryFn: ({ signal }) => getTargetSspEndpoints(signal),
  });

export const useTargetSsps = () => useQuery(targetSspsQueryOptions());
export const useTargetSspEndpoints = () => useQuery(targetSspEndpointsQueryOptions());
