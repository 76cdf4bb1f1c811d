/** English strings of the guest-tokens pages (flat keys, as in en.ts). */
export const enGuestTokens = {} as const;
