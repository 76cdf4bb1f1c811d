/** English strings of the ssp pages (flat keys, as in en.ts). */
export const enSsp = {} as const;
