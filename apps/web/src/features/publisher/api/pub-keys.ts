/** Every publisher-area query lives under this key, so one invalidation refreshes sites and zones. */
export const pubQueryKey = ['pub'] as const;

export const sitesKey = (query: Record<string, string>) => [...pubQueryKey, 'sites', query] as const;
export const zonesKey = (query: Record<string, string>) => [...pubQueryKey, 'zones', query] as const;
export const dspKey = [...pubQueryKey, 'dsp'] as const;
export const dspEndpointsKey = (query: Record<string, string>) =>
  [...pubQueryKey, 'dsp-endpoints', query] as const;
