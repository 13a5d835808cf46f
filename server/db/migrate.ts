import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Database } from "./connection";
import { ADVISORY_LOCKS } from "./locks";

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle");

/** Apply the committed drizzle-kit migrations; several instances starting at once take turns. */
export async function runMigrations({ db, pool }: Database) {
  const lock = await pool.connect();
  try {
    await lock.query("select pg_advisory_lock($1)", [ADVISORY_LOCKS.migrations]);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await lock.query("select pg_advisory_unlock($1)", [ADVISORY_LOCKS.migrations]).catch(() => undefined);
    lock.release();
  }
}
