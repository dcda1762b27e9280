/**
 * `npm run db:migrate` (tsx api/db/migrate.ts): applies pending migrations to the embedded database in
 * DATA_DIR (default ./data) or, when DATABASE_URL is set, to that PostgreSQL server. Optional:
 * MIGRATIONS_DIR (default ./api/db/migrations).
 */
import path from "node:path";
import { migrate, openDatabase } from "./client";

const logger = {
  info(obj: object, msg?: string) {
    console.log(msg ?? "", JSON.stringify(obj));
  },
  error(obj: object, msg?: string) {
    console.error(msg ?? "", JSON.stringify(obj));
  },
};

async function main(): Promise<void> {
  const dataDir = path.resolve(process.env.DATA_DIR || "./data");
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const migrationsFolder = path.resolve(process.env.MIGRATIONS_DIR || "./api/db/migrations");
  const database = await openDatabase({ dataDir, databaseUrl, logger });
  try {
    const started = Date.now();
    await migrate(database, { migrationsFolder });
    logger.info({ kind: database.kind, ms: Date.now() - started }, "migrations applied");
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
