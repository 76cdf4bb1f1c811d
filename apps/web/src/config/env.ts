import { z } from 'zod';

/**
 * The build-time environment, read once. Both addresses are set at build time
 * (`VITE_PUBLISHER_URL=https://pub.example.com npm run build`); empty values count as unset.
 */
const envSchema = z.object({
  PROD: z.boolean(),
  VITE_PUBLISHER_URL: z.preprocess((v) => v || undefined, z.url().optional()),
  VITE_TERMS_URL: z.preprocess((v) => v || undefined, z.string().default('/terms')),
});

export const env = envSchema.parse(import.meta.env);
