/** The growing per-account delay after 5 failed sign-ins: no hard lockout a stranger could trigger. */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app";
import { freshAddress, uniqueName } from "./_support";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});

async function account() {
  const email = `${uniqueName("d").replace(/\W/g, "")}@staff.example`;
  const password = "Right-pass-123";
  const res = await t.request("/api/users", { method: "POST", token: admin, json: { email, name: "Delay", role: "manager", password } });
  expect(res.status).toBe(201);
  return { email, password };
}
const attempt = (email: string, password: string) => t.request("/api/auth/login", { method: "POST", json: { email, password }, address: freshAddress() });
/** Pretend the last failure happened `seconds` ago. */
const age = (email: string, seconds: number) =>
  t.services.db.execute(sql`update users set last_failed_at = now() - make_interval(secs => ${seconds}) where lower(email) = lower(${email})`);

describe("per-account sign-in delay", () => {
  it("lets 5 failures through, then makes the account wait 1 s, 2 s, ... even with the right password", async () => {
    const u = await account();
    for (let i = 0; i < 5; i++) expect((await attempt(u.email, "wrong")).status).toBe(401);

    const waiting = await attempt(u.email, u.password);
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get("retry-after")).toBe("1");
    expect(await waiting.json()).toEqual({ success: false, error: "Too many failed sign-ins for this account. Please wait 1 seconds and try again." });

    await age(u.email, 1.5);
    expect((await attempt(u.email, "wrong-again")).status).toBe(401); // 6 failures now: 2 s
    const longer = await attempt(u.email, u.password);
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get("retry-after"))).toBe(2);

    await age(u.email, 2.5);
    const ok = await attempt(u.email, u.password);
    expect(ok.status).toBe(200);
    const [row] = (await t.services.db.execute<{ failed_logins: number }>(sql`select failed_logins from users where lower(email) = lower(${u.email})`)).rows;
    expect(row.failed_logins).toBe(0);
  });

  it("is per account: another account and another address are not slowed", async () => {
    const slowed = await account();
    const other = await account();
    for (let i = 0; i < 6; i++) await attempt(slowed.email, "wrong");
    expect((await attempt(slowed.email, slowed.password)).status).toBe(429);
    expect((await attempt(other.email, other.password)).status).toBe(200);
  });

  it("caps the wait at 60 s", async () => {
    const u = await account();
    await t.services.db.execute(sql`update users set failed_logins = 40, last_failed_at = now() where lower(email) = lower(${u.email})`);
    const res = await attempt(u.email, u.password);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(55);
  });
});
