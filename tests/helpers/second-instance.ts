/**
 * Test setup: a second instance of the app on the test app's database (its own pool, services and
 * app, as another process would have), for the tests of numbers made by two instances at once.
 */
import { inject } from "vitest";
import { createApp } from "../../server/app";
import { createDatabase } from "../../server/core/db/connection";
import { createLogger } from "../../server/core/log";
import { createMailer } from "../../server/core/mail";
import { createServices } from "../../server/services";
import { createStaffTestApp, type TestApp } from "./app";
import { templateUrl } from "./global-setup";

export async function startSecondInstance(t: TestApp): Promise<{ app: ReturnType<typeof createApp>; close: () => Promise<void> }> {
  const log = createLogger("silent");
  const { rows } = await t.database.pool.query<{ name: string }>("select current_database() as name");
  const database = createDatabase(templateUrl(inject("pgConnection"), rows[0].name), log);
  const services = await createServices({ database, config: t.config, log, mailer: createMailer({}, log) });
  return { app: createApp({ services }), close: () => database.pool.end() };
}

/** A staff test app (createStaffTestApp with `env`) and a second instance on its database. */
export async function staffAppAndSecondInstance(env: Record<string, string> = {}) {
  const staff = await createStaffTestApp(env);
  return { ...staff, second: await startSecondInstance(staff.t) };
}
