import { migrate } from "drizzle-orm/node-postgres/migrator";
import { projectPath } from "../project-root";
import type { Database } from "./connection";
import { ADVISORY_LOCKS } from "./locks";

/** The committed migrations, read at run time (from the source and from the compiled bundle alike). */
export const MIGRATIONS_DIR = projectPath("drizzle");

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
