import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/supply-schema.ts',
    './src/db/tracking-schema.ts',
    './src/db/bidder-schema.ts',
    './src/db/optimization-schema.ts',
  ],
  out: './drizzle',
});
