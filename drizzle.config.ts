import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes a new SQL migration from the schema (no database needed). Migrations are
// applied by api/db/client.ts `migrate()` at start and by `npm run db:migrate`.
export default defineConfig({
  dialect: "postgresql",
  schema: "./api/db/schema/index.ts",
  out: "./api/db/migrations",
  strict: true,
  verbose: true,
});
