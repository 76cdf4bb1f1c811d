/** Query keys of this feature: lists invalidate by prefix after any change. */
export const endpointsQueryKey = ['ssp-endpoints'] as const;
export const endpointListKey = (query: Record<string, string>) =>
  [...endpointsQueryKey, 'list', query] as const;
export const sspsQueryKey = ['ssps'] as const;
