/** English strings of the publisher pages (flat keys, as in en.ts). */
export const enPublisher = {} as const;
