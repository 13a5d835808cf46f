/**
 * One PostgreSQL for the whole run (the embedded one, or TEST_DATABASE_URL's server) and a
 * template database, migrated and seeded once; every test file clones it (see app.ts).
 */
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { loadConfig } from "../../server/core/config";
import { createDatabase } from "../../server/core/db/connection";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "../../server/core/db/embedded";
import { createLogger } from "../../server/core/log";
import { prepareServices } from "../../server/start";
import { TEMPLATE_DB, TEST_DATABASE_SETTINGS, TEST_MANAGER, testConfigEnv } from "./test-env";

declare module "vitest" {
  export interface ProvidedContext {
    /** The server's superuser (TEST_DATABASE_URL's user): makes and drops the test databases. */
    pgConnection: pg.PoolConfig;
    /** How the app connects: the embedded database's `app` role (no superuser), else TEST_DATABASE_URL's user. */
    pgAppConnection: pg.PoolConfig;
  }
}

/** The database of this run, as the projects that use it are told. */
interface RunDatabase {
  connection: pg.PoolConfig;
  appConnection: pg.PoolConfig;
  stop: () => Promise<void>;
}

/**
 * Each project that lists this setup runs it (api, and api-own-modules with the files that need
 * modules of their own): the first starts the database, the others share it, and the last one's
 * teardown stops it. Kept on globalThis, since each project loads this file afresh.
 */
const shared = globalThis as typeof globalThis & { testDatabase?: { ready: Promise<RunDatabase>; users: number } };

export default async function setup(project: TestProject) {
  shared.testDatabase ??= { ready: startRunDatabase(), users: 0 };
  const run = shared.testDatabase;
  run.users++;
  const { connection, appConnection, stop } = await run.ready;
  project.provide("pgConnection", connection);
  project.provide("pgAppConnection", appConnection);
  return async () => {
    if (--run.users > 0) return;
    shared.testDatabase = undefined;
    await stop();
  };
}

async function startRunDatabase(): Promise<RunDatabase> {
  const log = createLogger("warn");
  let connection: pg.PoolConfig;
  let appConnection: pg.PoolConfig;
  let embedded: EmbeddedDatabase | undefined;
  const dir = path.resolve(`.tmp/vitest-pg-${process.pid}`);
  if (process.env.TEST_DATABASE_URL) {
    connection = appConnection = { connectionString: process.env.TEST_DATABASE_URL };
  } else {
    fs.rmSync(dir, { recursive: true, force: true });
    embedded = await startEmbeddedDatabase(dir, log, { settings: TEST_DATABASE_SETTINGS });
    connection = embedded.superuserConnection;
    appConnection = embedded.connection;
  }
  const admin = new pg.Client(connection);
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.query(`create database ${TEMPLATE_DB}${ownedByApp(appConnection)}`);
  await admin.end();

  // Migrated and seeded as the app would be: by its own role.
  const database = createDatabase(templateUrl(appConnection), log);
  const config = loadConfig(testConfigEnv());
  const services = await prepareServices(database, config, log);
  await services.accounts.create({ email: TEST_MANAGER.email, name: TEST_MANAGER.name, role: "manager", password: TEST_MANAGER.password });
  await database.pool.end();

  const stop = async () => {
    if (!embedded) return;
    await embedded.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { connection, appConnection, stop };
}

/** The clause that makes a new test database the app role's (an embedded server's); none for TEST_DATABASE_URL. */
export function ownedByApp(appConnection: pg.PoolConfig): string {
  return appConnection.user ? ` owner ${appConnection.user}` : "";
}

/** The same server, another database. */
export function templateUrl(connection: pg.PoolConfig, database = TEMPLATE_DB): pg.PoolConfig {
  if (!connection.connectionString) return { ...connection, database };
  const url = new URL(connection.connectionString);
  url.pathname = `/${database}`;
  return { connectionString: url.toString() };
}
