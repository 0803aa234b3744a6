/** drizzle-kit: `npm run db:generate -w @portal/server` writes SQL migrations into ./drizzle (committed). */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/modules/*/schema.ts',
  out: './drizzle',
});
