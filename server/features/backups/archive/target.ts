/**
 * The database the backup and restore commands work on, from the same configuration as the
 * server: DATABASE_URL's server, or the embedded PostgreSQL under DATA_DIR: the running one when
 * the app is up (through its socket), else started for the command and stopped after it.
 */
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { databaseAnswers, startEmbeddedDatabase } from "../../../core/db/embedded";
import { appConnectionOf } from "../../../core/db/embedded-role";

type Log = { info(msg: string): void; warn(msg: string): void; debug(msg: string): void };

type CommandDatabase = {
  pool: pg.Pool;
  /** Where it is, for messages. */
  description: string;
  close(): Promise<void>;
};

export class NoDatabaseError extends Error {}

/** DATA_DIR holds an embedded database (whether it runs or not). */
const hasEmbeddedDatabase = (dataDir: string) => fs.existsSync(path.join(dataDir, "pg", "PG_VERSION"));

function poolOf(config: pg.PoolConfig) {
  const pool = new pg.Pool({ max: 2, connectionTimeoutMillis: 10_000, ...config });
  // An idle connection the server ends (it stops after the command) is no failure of the command.
  pool.on("error", () => undefined);
  return pool;
}

/** The embedded database's connection when it is running (the app is up), else undefined. */
async function runningEmbedded(dataDir: string): Promise<pg.PoolConfig | undefined> {
  const runDir = path.join(dataDir, "pg-run");
  if (!fs.existsSync(path.join(runDir, ".s.PGSQL.5432"))) return undefined;
  let password: string;
  try {
    password = fs.readFileSync(path.join(dataDir, "pg-password"), "utf8").trim();
  } catch {
    return undefined;
  }
  const superuser: pg.PoolConfig = { host: runDir, port: 5432, user: "postgres", password, database: "postgres" };
  // As the app's own role, as the app connects (an app of an earlier version made none: then as it did).
  const connection = appConnectionOf(superuser, dataDir) ?? superuser;
  return (await databaseAnswers(connection)) ? connection : undefined;
}

/** For a backup: the database as it is, running or not. */
export async function connectForBackup(opts: { databaseUrl?: string; dataDir: string }, log: Log): Promise<CommandDatabase> {
  if (opts.databaseUrl) {
    const pool = poolOf({ connectionString: opts.databaseUrl });
    return { pool, description: "the PostgreSQL server at DATABASE_URL", close: () => pool.end() };
  }
  if (!hasEmbeddedDatabase(opts.dataDir)) {
    throw new NoDatabaseError(`${opts.dataDir} holds no database yet (DATA_DIR). Start the app once, or set DATA_DIR or DATABASE_URL to the site's.`);
  }
  const running = await runningEmbedded(opts.dataDir);
  if (running) {
    const pool = poolOf(running);
    return { pool, description: `the running embedded database in ${opts.dataDir}`, close: () => pool.end() };
  }
  const embedded = await startEmbeddedDatabase(opts.dataDir, log);
  const pool = poolOf(embedded.connection);
  return {
    pool,
    description: `the embedded database in ${opts.dataDir} (started for the backup)`,
    async close() {
      await pool.end();
      await embedded.stop();
    },
  };
}

/**
 * For a restore: DATABASE_URL's server, or the embedded database in DATA_DIR, created when there
 * is none. Whether it holds data is the restore's check (a database left empty by a failed
 * restore may be used again); a DATA_DIR the app is running on is refused by the start itself.
 */
export async function connectForRestore(opts: { databaseUrl?: string; dataDir: string }, log: Log): Promise<CommandDatabase> {
  if (opts.databaseUrl) {
    const pool = poolOf({ connectionString: opts.databaseUrl });
    return { pool, description: "the PostgreSQL server at DATABASE_URL", close: () => pool.end() };
  }
  const embedded = await startEmbeddedDatabase(opts.dataDir, log);
  const pool = poolOf(embedded.connection);
  return {
    pool,
    description: `the embedded database in ${opts.dataDir}`,
    async close() {
      await pool.end();
      await embedded.stop();
    },
  };
}
