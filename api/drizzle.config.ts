import { defineConfig } from 'drizzle-kit';

/** `pnpm --filter api run db:generate` writes SQL migrations to api/drizzle from the schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
