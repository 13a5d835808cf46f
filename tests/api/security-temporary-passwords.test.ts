/**
 * Temporary passwords: the one a reset or "Add staff" generates, and the first admin's generated
 * one, must be changed at the first sign-in (every other staff route answers 403 until then) and
 * stop working 72 hours after they were set if unused. A password the person chose is not temporary.
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { loadConfig } from "../../server/core/config";
import { createDatabase } from "../../server/core/db/connection";
import { createLogger } from "../../server/core/log";
import { prepareServices } from "../../server/start";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { ownedByApp, templateUrl } from "../helpers/global-setup";
import { testConfigEnv } from "../helpers/test-env";
import { uniqueName } from "../helpers/unique";
import { auditOf, freshAddress } from "./_support";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp, admin: string;
beforeAll(async () => {
  ({ t, admin } = await createStaffTestApp());
});

const signIn = async (email: string, password: string) => {
  const res = await t.request("/api/auth/login", { method: "POST", json: { email, password }, address: freshAddress() });
  return { status: res.status, body: (await res.json()) as Json };
};

/** A new manager, added by the admin with a password the server generates. */
async function addStaff() {
  const email = `${uniqueName("temp").replace(/\W/g, "").toLowerCase()}@staff.example`;
  const res = await t.request("/api/users", { method: "POST", token: admin, json: { email, name: "Tara Temp", role: "manager" } });
  expect(res.status).toBe(201);
  const body = (await res.json()) as Json;
  return { id: body.data.id as number, email, password: body.generatedPassword as string };
}

describe("a generated password is temporary", () => {
  it("after a reset: signing in says a change is required, every other staff route answers 403, choosing one clears it", async () => {
    const { id, email } = await addStaff();
    const reset = await t.request(`/api/users/${id}/reset-password`, { method: "POST", token: admin });
    const temporary = ((await reset.json()) as Json).generatedPassword as string;

    const first = await signIn(email, temporary);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, roleType: "manager", passwordChangeRequired: true });
    const token = first.body.token as string;

    for (const path of ["/api/leads", "/api/settings/", "/api/admin/products", "/api/quotations"]) {
      const refused = await t.request(path, { token });
      expect(refused.status, path).toBe(403);
      expect(((await refused.json()) as Json).error).toMatch(/Choose a new password/);
    }
    const me = await t.request("/api/auth/me", { token });
    expect(me.status).toBe(200);
    expect(((await me.json()) as Json).data).toMatchObject({ email, passwordChangeRequired: true });

    // The current (temporary) password is checked; the new one must differ and not be common.
    const change = (json: Json) => t.request("/api/settings/password", { method: "POST", token, json });
    const wrong = await change({ currentPassword: "not-it-at-all", newPassword: "Tara-own-pass-42", confirmPassword: "Tara-own-pass-42" });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as Json).fieldErrors).toEqual({ currentPassword: "Current password is incorrect" });
    const same = await change({ currentPassword: temporary, newPassword: temporary, confirmPassword: temporary });
    expect(same.status).toBe(400);
    expect(((await same.json()) as Json).fieldErrors).toHaveProperty("newPassword");

    const changed = await change({ currentPassword: temporary, newPassword: "Tara-own-pass-42", confirmPassword: "Tara-own-pass-42" });
    expect(changed.status).toBe(200);
    const fresh = ((await changed.json()) as Json).token as string;
    expect((await t.request("/api/leads", { token: fresh })).status).toBe(200);
    expect((await t.request("/api/leads", { token })).status).toBe(401);
    expect((await auditOf(t, "auth.password_change", id)).length).toBe(1);

    // The chosen password is no longer temporary; the temporary one is gone.
    const again = await signIn(email, "Tara-own-pass-42");
    expect(again.status).toBe(200);
    expect(again.body).not.toHaveProperty("passwordChangeRequired");
    expect((await signIn(email, temporary)).status).toBe(401);
  });

  it("stops working 72 hours after it was set, unused: 401 saying so; a chosen password never expires", async () => {
    const { id, email, password } = await addStaff();
    const { rows } = await t.database.pool.query<{ hours: number }>(
      "select round(extract(epoch from password_temporary_until - created_at) / 3600)::int as hours from users where id = $1",
      [id],
    );
    expect(rows[0].hours).toBe(72);
    // 72 hours later (the column set back in the database instead of waiting).
    await t.services.db.execute(sql`update users set password_temporary_until = now() - interval '1 second' where id = ${id}`);
    const expired = await signIn(email, password);
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ success: false, token: null, error: "This temporary password has expired. Ask an admin to reset your password." });
    // A wrong password still says only that it is wrong.
    expect((await signIn(email, "Wrong-pass-123")).body.error).toBe("Invalid email or password");

    // A reset gives a new temporary password, which works again; the admin's own chosen password is never temporary.
    const reset = await t.request(`/api/users/${id}/reset-password`, { method: "POST", token: admin });
    const renewed = ((await reset.json()) as Json).generatedPassword as string;
    expect((await signIn(email, renewed)).body).toMatchObject({ success: true, passwordChangeRequired: true });
    const { rows: admins } = await t.database.pool.query("select password_temporary_until from users where role = 'admin'");
    expect(admins.every((a) => a.password_temporary_until === null)).toBe(true);
  });

  it("a password the admin gives when adding someone is theirs to hand over as chosen: not temporary", async () => {
    const email = `${uniqueName("given").replace(/\W/g, "").toLowerCase()}@staff.example`;
    const res = await t.request("/api/users", {
      method: "POST",
      token: admin,
      json: { email, name: "Gita Given", role: "manager", password: "Gita-given-pass-7" },
    });
    expect(res.status).toBe(201);
    const signedIn = await signIn(email, "Gita-given-pass-7");
    expect(signedIn.body).toMatchObject({ success: true });
    expect(signedIn.body).not.toHaveProperty("passwordChangeRequired");
    expect((await t.request("/api/leads", { token: signedIn.body.token })).status).toBe(200);
  });
});

describe("the first admin at the first start", () => {
  const connection = () => inject("pgConnection");
  const made: string[] = [];
  afterAll(async () => {
    const c = new pg.Client(connection());
    await c.connect();
    for (const name of made) await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });

  /** A first start on an empty database, with the console's lines caught. */
  async function firstStart(env: Record<string, string | undefined>) {
    const name = `first_start_${process.pid}_${made.length}`;
    made.push(name);
    const c = new pg.Client(connection());
    await c.connect();
    await c.query(`create database ${name}${ownedByApp(inject("pgAppConnection"))}`);
    await c.end();
    const log = createLogger("silent");
    const database = createDatabase(templateUrl(inject("pgAppConnection"), name), log);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const config = loadConfig({ ...testConfigEnv(), SEED_DEMO: "false", ...env });
      await prepareServices(database, config, log);
      const printed = warn.mock.calls.map((call) => call.join(" ")).join("\n");
      const { rows } = await database.pool.query("select password_temporary_until from users where role = 'admin'");
      return { printed, temporary: rows[0].password_temporary_until as Date | null };
    } finally {
      warn.mockRestore();
      await database.pool.end();
    }
  }

  it("prints a generated password once, with its rule, and makes it temporary", async () => {
    const { printed, temporary } = await firstStart({ ADMIN_PASSWORD: undefined });
    const generated = /Generated password: (\S+)/.exec(printed)?.[1];
    expect(generated).toBeTruthy();
    expect(printed).toContain("it must be changed at the first sign-in, and stops working 72 hours after it was made if unused");
    expect(temporary).not.toBeNull();
  });

  it("prints nothing of a password given in ADMIN_PASSWORD, which is not temporary", async () => {
    const { printed, temporary } = await firstStart({});
    expect(printed).not.toMatch(/password/i);
    expect(printed).not.toContain(testConfigEnv().ADMIN_PASSWORD);
    expect(temporary).toBeNull();
  });
});
