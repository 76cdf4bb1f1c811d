import { z } from 'zod';

/**
 * The build-time environment, read once (`VITE_TERMS_URL=https://example.com/terms npm run build`);
 * empty values count as unset. The publisher area's address is the server's PUBLISHER_URL, read at
 * run time from GET /auth/config, so one build serves staging and production.
 */
const envSchema = z.object({
  PROD: z.boolean(),
  VITE_TERMS_URL: z.preprocess((v) => v || undefined, z.string().default('/terms')),
});

export const env = envSchema.parse(import.meta.env);
