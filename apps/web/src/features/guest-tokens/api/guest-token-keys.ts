/** Every guest-token query lives under this key, so one invalidation refreshes the list. */
export const guestTokensQueryKey = ['guest-tokens'] as const;

export const guestTokenListKey = (query: Record<string, string>) =>
  [...guestTokensQueryKey, 'list', query] as const;
