// drizzle-kit reads the tables from src/db/schema.ts and writes the migrations into drizzle/ (decision 0721):
// `pnpm --filter @erp/server db:generate` after a catalogue or table change; the server applies them with
// its own runner (src/db/migrate.ts), which also takes a database made by the first migrations (drizzle/legacy).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  migrations: { prefix: 'index' },
});
