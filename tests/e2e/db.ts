import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { E2E } from "./env";

/** The end-to-end server's own database, to check what a journey stored. */
export async function queryE2E<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = await connectE2E();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A connection to the end-to-end server's database; the caller ends it. */
export async function connectE2E(): Promise<pg.Client> {
  const client = new pg.Client({
    host: path.join(E2E.dataDir, "pg-run"),
    port: 5432,
    user: "postgres",
    database: "postgres",
    password: fs.readFileSync(path.join(E2E.dataDir, "pg-password"), "utf8").trim(),
  });
  await client.connect();
  return client;
}
