/** Every tracking query lives under this key; postbacks and pixels each under their own part. */
export const trackingQueryKey = ['tracking'] as const;

export const postbacksKey = [...trackingQueryKey, 'postbacks'] as const;
export const postbackListKey = (query: Record<string, string>) => [...postbacksKey, 'list', query] as const;
export const postbackDebugKey = (id: number) => [...postbacksKey, 'debug', id] as const;

export const pixelsKey = [...trackingQueryKey, 'pixels'] as const;
export const pixelListKey = (query: Record<string, string>) => [...pixelsKey, 'list', query] as const;
