import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import type { PgDatabase } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";
import { startEmbeddedDatabase } from "./embedded";

export type Db = NodePgDatabase<typeof schema>;
/** An open transaction, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/**
 * What a query helper runs on: the pool, or a transaction it joins. Both are drizzle's
 * `PgDatabase` over this schema (a transaction is one, with savepoints for nested ones).
 */
export type DbOrTx = PgDatabase<NodePgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;
export interface Database {
  db: Db;
  pool: pg.Pool;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

type Log = { info(msg: string): void; warn(msg: string): void; debug(msg: string): void; error(obj: unknown, msg?: string): void };

// Return numeric and bigint columns as strings (drizzle's default) but timestamps as Date.
export function createDatabase(poolConfig: pg.PoolConfig, log?: Log, onClose?: () => Promise<void>): Database {
  const pool = new pg.Pool({ max: 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 10_000, ...poolConfig });
  // While closing, the server ending our idle connections is expected, not an error.
  let closing = false;
  pool.on("error", (err) => {
    if (!closing) log?.error({ err }, "idle database client error");
  });
  const db = drizzle(pool, { schema });
  return {
    db,
    pool,
    async ping() {
      try {
        await pool.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      closing = true;
      await pool.end();
      await onClose?.();
    },
  };
}

/** DATABASE_URL set: that server. Unset: the embedded PostgreSQL under DATA_DIR. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }, log: Log): Promise<Database> {
  if (opts.databaseUrl) {
    log.info("using the PostgreSQL server at DATABASE_URL");
    return createDatabase({ connectionString: opts.databaseUrl }, log);
  }
  const embedded = await startEmbeddedDatabase(opts.dataDir, log);
  log.info(`embedded PostgreSQL running with its data in ${opts.dataDir}`);
  return createDatabase(embedded.connection, log, () => embedded.stop());
}
