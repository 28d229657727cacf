import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` (from services/content) writes SQL migrations for PGlite and Postgres alike. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
