/**
 * Locking an account out of sign-in, and IPv6 clients passing for many: each test reproduces an
 * attack of the security review and checks it now fails. Per-address limits count an IPv6 client by
 * its /64; the account-wide ceiling no longer keeps out a browser that signed in to the account
 * before (its device cookie), and the admins' dashboard says when the ceiling is reached.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rateLimitSubject } from "../../server/core/http/client-address";
import { createTestApp, type TestApp } from "../helpers/app";
import { TEST_MANAGER } from "../helpers/test-env";
import { contactInput, freshAddress } from "./_support";
import { uniqueName } from "../helpers/unique";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let admin: string;
beforeAll(async () => {
  // The defaults: 10 sign-ins per address per 3 minutes, 100 failures per account an hour, 20 forms per address per 10 minutes.
  t = await createTestApp();
  admin = await t.login();
});

let ipv6Network = 0;
/** A fresh /64 of the documentation range: `host(n)` is one address in it. */
function freshNetwork() {
  ipv6Network++;
  const prefix = `2001:db8:${ipv6Network.toString(16)}:2`;
  return { subject: `${prefix}::/64`, host: (n: number) => `${prefix}::${n.toString(16)}` };
}

async function staff(role: "admin" | "manager" = "manager") {
  const email = `${uniqueName("owner").replace(/\W/g, "")}@staff.example`;
  const password = "Right-pass-123";
  const res = await t.request("/api/users", { method: "POST", token: admin, json: { email, name: "Account Owner", role, password } });
  expect(res.status).toBe(201);
  return { id: ((await res.json()) as Json).data.id as number, email, password };
}

/** A sign-in from `address`, sending `cookie` (a browser's Cookie header) when given. */
const signIn = (email: string, password: string, address: string, cookie?: string) =>
  t.request("/api/auth/login", { method: "POST", json: { email, password }, address, headers: cookie ? { cookie } : {} });

/** The Cookie header a browser sends back after this answer's Set-Cookie (the device cookie). */
function deviceCookieOf(res: Response): string {
  const set = res.headers.get("set-cookie");
  expect(set, "the sign-in sets the device cookie").toBeTruthy();
  return set!.split(";")[0];
}

/** 20 addresses × 5 wrong passwords: the review's spread-out attack, exactly the account's ceiling of 100 failures. */
async function spreadOutAttack(email: string) {
  const statuses = await Promise.all(
    Array.from({ length: 20 }, async () => {
      const address = freshAddress();
      const mine: number[] = [];
      for (let i = 0; i < 5; i++) mine.push((await signIn(email, `wrong-guess-${i}`, address)).status);
      return mine;
    }),
  );
  expect(statuses.flat().every((s) => s === 401)).toBe(true);
}

describe("IPv6 clients count by their /64", () => {
  it("writes one subject per /64 and leaves IPv4 as it is", () => {
    const subjectOf: Record<string, string> = {
      "2001:db8:1:2::1": "2001:db8:1:2::/64",
      "2001:db8:1:2:ffff:ffff:ffff:ffff": "2001:db8:1:2::/64",
      "2001:db8::1": "2001:db8:0:0::/64",
      "::1": "0:0:0:0::/64",
      "64:ff9b::192.0.2.1": "64:ff9b:0:0::/64",
      "192.0.2.1": "192.0.2.1",
    };
    for (const [address, subject] of Object.entries(subjectOf)) expect(rateLimitSubject(address)).toBe(subject);
  });

  it("100 wrong passwords from 100 addresses of one /64 get 429 after the per-address limit", { timeout: 120_000 }, async () => {
    const u = await staff();
    const network = freshNetwork();
    const statuses: number[] = [];
    for (let i = 1; i <= 100; i++) statuses.push((await signIn(u.email, `guess-${i}`, network.host(i))).status);
    // Five free failures of the pair (e-mail, /64), then waits; the address limit of 10 would stop them anyway.
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    const keys = await t.services.db.execute<{ key: string }>(
      sql`select key from rate_limits where key like ${"login:" + network.subject.split("::")[0] + "%"}`,
    );
    expect(keys.rows.map((r) => r.key)).toEqual([`login:${network.subject}`]);
    // The owner, elsewhere, is not held.
    expect((await signIn(u.email, u.password, freshAddress())).status).toBe(200);
  });

  it("counts the public forms per /64 too: the 21st message from one /64 is refused", async () => {
    const network = freshNetwork();
    for (let i = 1; i <= 20; i++) {
      const res = await t.request("/api/contact", { method: "POST", json: contactInput(), address: network.host(i * 7) });
      expect(res.status, `message ${i}`).toBe(201);
    }
    const refused = await t.request("/api/contact", { method: "POST", json: contactInput(), address: network.host(9999) });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("the account-wide ceiling never locks the owner out", () => {
  it("sets one long-lived, httpOnly, SameSite=Lax device cookie on a successful sign-in, sent with sign-ins only; a fresh browser signs in when there is no attack", async () => {
    const u = await staff();
    const ok = await signIn(u.email, u.password, freshAddress());
    expect(ok.status).toBe(200);
    const set = ok.headers.get("set-cookie") ?? "";
    expect(set).toMatch(/^known_device=[\w.-]+;/);
    expect(set).toContain("Max-Age=31536000");
    expect(set).toContain("Path=/api/auth");
    expect(set).toContain("HttpOnly");
    expect(set).toContain("SameSite=Lax");
    expect(set).not.toContain("Secure"); // this site is http://localhost
    // A wrong password sets nothing.
    expect((await signIn(u.email, "wrong-password", freshAddress())).headers.get("set-cookie")).toBeNull();

    const https = await createTestApp({ PUBLIC_URL: "https://www.cement-shop.test" });
    const secure = await https.request("/api/auth/login", { method: "POST", json: { email: "admin@test.example", password: "Admin-pass-123" } });
    expect(secure.status).toBe(200);
    expect(secure.headers.get("set-cookie")).toContain("Secure");
  });

  // 100 password checks: allowed a minute and more on a loaded machine.
  it(
    "20 addresses × 5 wrong passwords: the owner's browser that signed in before still signs in with the right password; others wait",
    { timeout: 180_000 },
    async () => {
      const owner = await staff("admin");
      const cookie = deviceCookieOf(await signIn(owner.email, owner.password, freshAddress()));
      const someoneElse = deviceCookieOf(await signIn(TEST_MANAGER.email, TEST_MANAGER.password, freshAddress()));
      await spreadOutAttack(owner.email);

      // A browser that never signed in to this account waits out the ceiling's hour, as the review found.
      const fresh = await signIn(owner.email, owner.password, freshAddress());
      expect(fresh.status).toBe(429);
      expect(Number(fresh.headers.get("retry-after"))).toBeGreaterThan(3000);
      // Nor does another account's device cookie, a forged one, or one signed for another purpose help.
      expect((await signIn(owner.email, owner.password, freshAddress(), someoneElse)).status).toBe(429);
      expect((await signIn(owner.email, owner.password, freshAddress(), `${cookie}x`)).status).toBe(429);
      const session = (await (await signIn(TEST_MANAGER.email, TEST_MANAGER.password, freshAddress())).json()) as Json;
      expect((await signIn(owner.email, owner.password, freshAddress(), `known_device=${session.token}`)).status).toBe(429);

      // The owner's own browser, from yet another address.
      const owners = await signIn(owner.email, owner.password, freshAddress(), cookie);
      expect(owners.status).toBe(200);
      expect(((await owners.json()) as Json).token).toEqual(expect.any(String));
    },
  );

  it("keeps the per-address limits for a known browser: its own wrong passwords make it wait", async () => {
    const u = await staff();
    const address = freshAddress();
    const cookie = deviceCookieOf(await signIn(u.email, u.password, address));
    for (let i = 0; i < 5; i++) expect((await signIn(u.email, `wrong-${i}`, address, cookie)).status).toBe(401);
    expect((await signIn(u.email, u.password, address, cookie)).status).toBe(429);
  });
});

describe("the admins are told", () => {
  it("lists an account whose ceiling is reached for admins (the dashboard's notice), not for managers, and not an e-mail no account has", async () => {
    const small = await createTestApp({ RATE_LIMIT_LOGIN_ACCOUNT: "5" });
    const smallAdmin = await small.login();
    const created = async () => {
      const email = `${uniqueName("owner").replace(/\W/g, "")}@staff.example`;
      const res = await small.request("/api/users", {
        method: "POST",
        token: smallAdmin,
        json: { email, name: "Account Owner", role: "manager", password: "Right-pass-123" },
      });
      expect(res.status).toBe(201);
      return email;
    };
    const owner = await created();
    const quiet = await created();
    const nobody = `${uniqueName("ghost").replace(/\W/g, "")}@staff.example`;
    const guess = (email: string) => small.request("/api/auth/login", { method: "POST", json: { email, password: "wrong-guess" }, address: freshAddress() });
    for (const email of [owner, nobody]) {
      for (let i = 0; i < 5; i++) expect((await guess(email)).status).toBe(401);
      expect((await guess(email)).status).toBe(429);
    }
    expect((await guess(quiet)).status).toBe(401);

    const list = (token?: string) => small.request("/api/users/throttled-sign-ins", { token });
    const seen = await list(smallAdmin);
    expect(seen.status).toBe(200);
    const data = ((await seen.json()) as Json).data as Json[];
    expect(data.map((a) => a.email)).toEqual([owner]);
    expect(new Date(data[0].until).getTime()).toBeGreaterThan(Date.now() + 3000 * 1000);

    const manager = await small.login(TEST_MANAGER.email, TEST_MANAGER.password);
    expect((await list(manager)).status).toBe(403);
    expect((await list()).status).toBe(401);
  });
});
