import { sql } from "drizzle-orm";
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { createLoginThrottle } from "../../server/features/auth/login-throttle";
import { createTestApp, type TestApp } from "../helpers/app";
import { TEST_ADMIN, TEST_MANAGER } from "../helpers/test-env";
import { freshAddress } from "./_support";
import { uniqueName } from "../helpers/unique";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe("GET /healthz", () => {
  it("answers 200 with the database reachable", async () => {
    const res = await t.request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: true, lastBackupAgeSeconds: null });
  });
});

describe("POST /api/auth/login", () => {
  it("answers { success, token, roleType, error } with an HS256 JWT carrying the six user claims", async () => {
    const res = await t.request("/api/auth/login", { method: "POST", json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, roleType: "admin", error: null });
    const payload = JSON.parse(Buffer.from(body.token.split(".")[1], "base64url").toString());
    expect(payload).toMatchObject({ userId: expect.any(String), adminId: expect.any(String), userEmailId: TEST_ADMIN.email, roleType: "admin" });
    expect(payload).toHaveProperty("userName");
    expect(payload).toHaveProperty("userPhone");
    expect(JSON.parse(Buffer.from(body.token.split(".")[0], "base64url").toString()).alg).toBe("HS256");
  });

  it("accepts the email in any case", async () => {
    const res = await t.request("/api/auth/login", { method: "POST", json: { email: TEST_ADMIN.email.toUpperCase(), password: TEST_ADMIN.password } });
    expect(res.status).toBe(200);
  });

  it.each([
    [{ email: "", password: "x" }, "Email is required", "email"],
    [{ email: "not-an-email", password: "x" }, "Email format is invalid", "email"],
    [{ email: "a@b.co", password: "" }, "Password is required", "password"],
    [{}, "Email is required", "email"],
  ])("rejects %j with '%s'", async (json, message, field) => {
    const res = await t.request("/api/auth/login", { method: "POST", json, address: "10.1.0.1" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ success: false, error: message });
    expect(body.fieldErrors[field]).toBe(message);
  });

  it("answers 401 with the server's error for wrong credentials", async () => {
    const res = await t.request("/api/auth/login", { method: "POST", json: { email: TEST_ADMIN.email, password: "wrong-password" }, address: "10.1.0.2" });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ success: false, token: null, error: "Invalid email or password" });
  });

  it("limits an address to 10 attempts per 3 minutes with 429 and Retry-After", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      // A different e-mail each time: only the address's own limit applies, not the e-mail's wait.
      const res = await t.request("/api/auth/login", { method: "POST", json: { email: `nobody${i}@test.example`, password: "x" }, address: "10.2.0.1" });
      statuses.push(res.status);
      if (res.status === 429) {
        const retry = Number(res.headers.get("retry-after"));
        expect(retry).toBeGreaterThan(0);
        expect(retry).toBeLessThanOrEqual(180);
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // another address is not affected
    const other = await t.request("/api/auth/login", { method: "POST", json: { email: "nobody@test.example", password: "x" }, address: "10.2.0.2" });
    expect(other.status).toBe(401);
  });
});

describe("tokens", () => {
  it("GET /api/auth/me answers the user for a valid token", async () => {
    const token = await t.login();
    const res = await t.request("/api/auth/me", { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, data: { email: TEST_ADMIN.email, role: "admin" } });
  });

  it("answers 401 without a token, with a forged token and with an expired token", async () => {
    expect((await t.request("/api/auth/me")).status).toBe(401);
    const token = await t.login();
    const [h, p] = token.split(".");
    const forged = `${h}.${p}.${Buffer.from("forged-signature").toString("base64url")}`;
    expect((await t.request("/api/auth/me", { token: forged })).status).toBe(401);
    const claims = JSON.parse(Buffer.from(p, "base64url").toString());
    const otherKey = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("another-secret-another-secret-another!!"));
    expect((await t.request("/api/auth/me", { token: otherKey })).status).toBe(401);
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode(t.config.jwtSecret!));
    expect((await t.request("/api/auth/me", { token: expired })).status).toBe(401);
    const none = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${p}.`;
    expect((await t.request("/api/auth/me", { token: none })).status).toBe(401);
  });

  it("answers 401 for a token after logout", async () => {
    const token = await t.login(TEST_MANAGER.email, TEST_MANAGER.password);
    expect((await t.request("/api/auth/me", { token })).status).toBe(200);
    const out = await t.request("/api/auth/logout", { method: "POST", token });
    expect(out.status).toBe(200);
    expect((await t.request("/api/auth/me", { token })).status).toBe(401);
  });
});

/** The wait after `failures` failed sign-ins of one e-mail and address, the last just now, as the throttle decides it. */
async function loginDelaySeconds(failures: number): Promise<number> {
  const email = `${uniqueName("delay").replace(/\W/g, "")}@delay.example`;
  const address = freshAddress();
  await t.services.db.execute(
    sql`insert into login_failures (key, failures, last_failed_at) values (${`${email}|${address}`}, ${failures}, clock_timestamp())`,
  );
  const decision = await createLoginThrottle(t.services.db, t.services.rateLimiter, 1000).attempt(email, address);
  return decision.allowed ? 0 : decision.wait;
}

describe("loginDelaySeconds", () => {
  it("is free for 5 failures, then doubles from 1 s, capped at 60 s", async () => {
    expect(await Promise.all([0, 1, 4].map(loginDelaySeconds))).toEqual([0, 0, 0]);
    expect(await Promise.all([5, 6, 7, 8, 10, 11, 12, 100].map(loginDelaySeconds))).toEqual([1, 2, 4, 8, 32, 60, 60, 60]);
  });
});
