import { defineConfig } from 'drizzle-kit';

// `pnpm exec drizzle-kit generate` writes SQL migrations into drizzle/, committed and run at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
