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

/** A JSON POST of `json` as `token` to the second instance, from its own socket address. */
export function postOnSecond(second: { app: ReturnType<typeof createApp> }, path: string, token: string, json: unknown) {
  const init = { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(json) };
  return second.app.request(path, init, { incoming: { socket: { remoteAddress: "127.0.0.2" } } });
}

/**
 * The statuses and parsed answers of concurrent creations, and the first answer that is not
 * 201 Created (as the message of a failed check that all are).
 */
export async function creationAnswers(responses: Response[]) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const answers = await Promise.all(responses.map(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, any> })));
  return { answers, statuses: answers.map((a) => a.status), firstRefused: JSON.stringify(answers.find((a) => a.status !== 201)) };
}
