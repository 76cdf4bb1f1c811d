/** Every campaign query lives under this key, so one invalidation refreshes lists and campaigns. */
export const campaignsQueryKey = ['campaigns'] as const;

export const campaignListKey = (query: Record<string, string>) =>
  [...campaignsQueryKey, 'list', query] as const;
export const campaignKey = (id: number) => [...campaignsQueryKey, 'one', id] as const;
