/**
 * The set-up the sign-in and account attack tests share (security-accounts.test.ts,
 * security-accounts-changes.test.ts): a test app whose per-address sign-in limit stays out of the
 * way, and the helpers that add staff, try sign-ins and read the security events. Not a test itself.
 */
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { createTestApp } from "../helpers/app";
import { uniqueName } from "../helpers/unique";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const statusOf = async (res: Response | Promise<Response>) => (await res).status;
export const answerOf = async (res: Response) => ({ status: res.status, retryAfter: res.headers.get("retry-after"), body: await res.json() });

/**
 * A test app with the admin signed in and the helpers of the sign-in attacks; at a file's top
 * level: `const { t, admin, staff, attempt } = await accountsFixture();`
 */
export async function accountsFixture() {
  // The per-address limit is the other defence; here it must not hide the per-account ones.
  const t = await createTestApp({ RATE_LIMIT_LOGIN: "1000" });
  const admin = await t.login();

  async function staff(role: "admin" | "manager" = "manager", app = t, token = admin) {
    const email = `${uniqueName("s").replace(/\W/g, "")}@staff.example`;
    const password = "Right-pass-123";
    const res = await app.request("/api/users", { method: "POST", token, json: { email, name: "Staff Member", role, password } });
    expect(res.status).toBe(201);
    return { id: ((await res.json()) as Json).data.id as number, email, password };
  }
  const attempt = (email: string, password: string, address: string, app = t) =>
    app.request("/api/auth/login", { method: "POST", json: { email, password }, address });
  /** Pretend every failure of this e-mail happened `seconds` earlier (the wait has passed). */
  const age = (email: string, seconds: number) =>
    t.services.db.execute(
      sql`update login_failures set last_failed_at = last_failed_at - make_interval(secs => ${seconds}) where key like ${email.toLowerCase() + "|%"}`,
    );
  const securityEvents = async (action: string, userId: number | null) =>
    (
      await t.services.db.execute<{ user_id: number | null; details: Json }>(
        sql`select user_id, details from audit_log where action = ${action} and user_id is not distinct from ${userId} order by id`,
      )
    ).rows;
  return { t, admin, staff, attempt, age, securityEvents };
}
