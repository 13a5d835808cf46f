/**
 * A real database per test file, cloned from the migrated, seeded template, and the Hono app on
 * top of it, connected as the app connects (the embedded database's `app` role). Requests go through `app.request` with a socket address, as node-server gives one.
 */
import fs from "node:fs";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { loadConfig } from "../../server/core/config";
import { createDatabase } from "../../server/core/db/connection";
import { createApp } from "../../server/app";
import { createLogger } from "../../server/core/log";
import { createMailer } from "../../server/core/mail";
import { createServices } from "../../server/services";
import { ownedByApp, templateUrl } from "./global-setup";
import { TEMPLATE_DB, TEST_ADMIN, TEST_MANAGER, testConfigEnv } from "./test-env";

let counter = 0;

export async function createTestApp(env: Record<string, string> = {}) {
  const connection = inject("pgConnection");
  const appConnection = inject("pgAppConnection");
  const name = `test_${process.env.VITEST_POOL_ID ?? "0"}_${process.pid}_${++counter}`;
  const admin = new pg.Client(connection);
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name} template ${TEMPLATE_DB}${ownedByApp(appConnection)}`);
  await admin.end();

  const config = loadConfig(testConfigEnv(env));
  fs.mkdirSync(config.uploadDir, { recursive: true });
  const log = createLogger("silent");
  const database = createDatabase(templateUrl(appConnection, name), log);
  const services = await createServices({ database, config, log, mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }, log) });
  const app = createApp({ services });

  afterAll(async () => {
    await database.pool.end();
    const c = new pg.Client(connection);
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });

  let ip = 1;
  /** A request from a socket address; each call of `fromNewAddress` gets a fresh one (rate limits). */
  const request = (path: string, init: RequestInit & { json?: unknown; token?: string; address?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.json !== undefined) headers.set("content-type", "application/json");
    if (init.token) headers.set("authorization", `Bearer ${init.token}`);
    const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
    return app.request(path, { ...init, headers, body }, { incoming: { socket: { remoteAddress: init.address ?? "127.0.0.1" } } });
  };

  async function login(email = TEST_ADMIN.email, password = TEST_ADMIN.password): Promise<string> {
    const res = await request("/api/auth/login", { method: "POST", json: { email, password }, address: `10.9.${(ip >> 8) & 255}.${ip++ & 255}` });
    const body = (await res.json()) as { token?: string };
    if (!body.token) throw new Error(`login failed: ${res.status} ${JSON.stringify(body)}`);
    return body.token;
  }

  return { app, services, database, config, request, login };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A test app with the seeded admin and manager signed in, for a file's `beforeAll`:
 * `beforeAll(async () => { ({ t, admin, manager } = await createStaffTestApp()); });`, or at a
 * file's top level when every test of the file shares it: `const { t, admin, manager } = await createStaffTestApp();`
 */
export async function createStaffTestApp(env: Record<string, string> = {}): Promise<{ t: TestApp; admin: string; manager: string }> {
  const t = await createTestApp(env);
  const admin = await t.login();
  const manager = await t.login(TEST_MANAGER.email, TEST_MANAGER.password);
  return { t, admin, manager };
}
