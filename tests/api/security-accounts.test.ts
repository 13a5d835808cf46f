/**
 * Sign-in, sessions and account changes under attack: each test reproduces an attack and checks
 * it is refused (throttles keyed on e-mail and address, the admins' lock, re-authentication,
 * common passwords, session life and idleness, security events in the audit log).
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/core/config";
import { createTestApp, type TestApp } from "../helpers/app";
import { TEST_ADMIN, testConfigEnv } from "../helpers/test-env";
import { fieldRefusal, freshAddress } from "./_support";
import { uniqueName } from "../helpers/unique";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let admin: string;
beforeAll(async () => {
  // The per-address limit is the other defence; here it must not hide the per-account ones.
  t = await createTestApp({ RATE_LIMIT_LOGIN: "1000" });
  admin = await t.login();
});

async function staff(role: "admin" | "manager" = "manager", app = t, token = admin) {
  const email = `${uniqueName("s").replace(/\W/g, "")}@staff.example`;
  const password = "Right-pass-123";
  const res = await app.request("/api/users", { method: "POST", token, json: { email, name: "Staff Member", role, password } });
  expect(res.status).toBe(201);
  return { id: ((await res.json()) as Json).data.id as number, email, password };
}
const attempt = (email: string, password: string, address: string, app = t) =>
  app.request("/api/auth/login", { method: "POST", json: { email, password }, address });
const statusOf = async (res: Response | Promise<Response>) => (await res).status;
const answerOf = async (res: Response) => ({ status: res.status, retryAfter: res.headers.get("retry-after"), body: await res.json() });
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

describe("sign-in throttle", () => {
  it("answers a known and an unknown e-mail alike: the same statuses, words and waits", async () => {
    const known = await staff();
    const unknown = `${uniqueName("ghost").replace(/\W/g, "")}@staff.example`;
    const address = { known: freshAddress(), unknown: freshAddress() };
    const answers: Record<"known" | "unknown", unknown[]> = { known: [], unknown: [] };
    for (let i = 0; i < 7; i++) {
      answers.known.push(await answerOf(await attempt(known.email, "wrong-guess", address.known)));
      answers.unknown.push(await answerOf(await attempt(unknown, "wrong-guess", address.unknown)));
    }
    expect(answers.known).toEqual(answers.unknown);
    expect(answers.known.map((a) => (a as Json).status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(answers.unknown[5]).toEqual({
      status: 429,
      retryAfter: "1",
      body: { success: false, error: "Too many failed sign-ins for this account. Please wait 1 seconds and try again." },
    });

    // From a new address each time, neither ever waits: nothing tells them apart either.
    for (let i = 0; i < 8; i++) {
      expect((await attempt(known.email, "wrong-guess", freshAddress())).status).toBe(401);
      expect((await attempt(unknown, "wrong-guess", freshAddress())).status).toBe(401);
    }
  });

  it("makes a guessing address wait longer each time, 1 s, 2 s, ... capped at 60 s, even with the right password", async () => {
    const u = await staff();
    const address = freshAddress();
    for (let i = 0; i < 5; i++) expect((await attempt(u.email, "wrong", address)).status).toBe(401);
    expect((await attempt(u.email, u.password, address)).headers.get("retry-after")).toBe("1");
    await age(u.email, 1.5);
    expect((await attempt(u.email, "wrong-again", address)).status).toBe(401);
    expect((await attempt(u.email, u.password, address)).headers.get("retry-after")).toBe("2");
    await t.services.db.execute(sql`update login_failures set failures = 40 where key = ${u.email.toLowerCase() + "|" + address}`);
    const capped = Number((await attempt(u.email, u.password, address)).headers.get("retry-after"));
    expect(capped).toBeGreaterThan(55);
    expect(capped).toBeLessThanOrEqual(60);
    await age(u.email, 61);
    expect((await attempt(u.email, u.password, address)).status).toBe(200);
    // A success clears the count: the next mistake is a free one again.
    expect((await attempt(u.email, "wrong", address)).status).toBe(401);
    expect((await attempt(u.email, u.password, address)).status).toBe(200);
  });

  it("never keeps the owner out: a stranger's guesses make only the stranger wait", async () => {
    const owner = await staff("admin");
    const stranger = freshAddress();
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 6; i++) await attempt(owner.email, `guess-${round}-${i}`, stranger);
      await age(owner.email, 61);
    }
    expect((await attempt(owner.email, "one-more-guess", stranger)).status).toBe(401);
    expect((await attempt(owner.email, "and-another", stranger)).status).toBe(429);
    expect((await attempt(owner.email, owner.password, freshAddress())).status).toBe(200);
  });

  it("lets parallel sign-ins of one person from one address all in (two tabs at once): none is told to wait", async () => {
    const u = await staff();
    const address = freshAddress();
    for (let round = 0; round < 10; round++) {
      const statuses = await Promise.all(Array.from({ length: 4 }, () => statusOf(attempt(u.email, u.password, address))));
      expect(statuses, `round ${round}`).toEqual([200, 200, 200, 200]);
    }
  });

  it("counts a guess before checking it: 40 parallel wrong passwords from one address get 5 real checks", async () => {
    const u = await staff();
    const address = freshAddress();
    const statuses = await Promise.all(Array.from({ length: 40 }, (_, i) => statusOf(attempt(u.email, `wrong-${i}`, address))));
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    expect(await securityEvents("auth.login_failed", u.id)).toHaveLength(5);
  });

  it("has a ceiling per e-mail across all addresses that only a spread-out attack reaches, known or not, and records it", async () => {
    const small = await createTestApp({ RATE_LIMIT_LOGIN_ACCOUNT: "5" });
    const smallAdmin = await small.login();
    const u = await staff("manager", small, smallAdmin);
    const unknown = "nobody-here@staff.example";
    for (const email of [u.email, unknown]) {
      const statuses = await Promise.all(Array.from({ length: 12 }, () => statusOf(attempt(email, "wrong", freshAddress(), small))));
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    }
    // Under such an attack the owner waits too (the ceiling's window); that is the trade.
    expect((await attempt(u.email, u.password, freshAddress(), small)).status).toBe(429);
    const throttled = await small.services.db.execute<{ user_id: number | null; details: Json }>(
      sql`select user_id, details from audit_log where action = 'auth.throttled' and details->>'scope' = 'account' order by id`,
    );
    expect(throttled.rows.filter((r) => r.user_id === u.id).length).toBeGreaterThan(0);
    expect(throttled.rows.some((r) => r.user_id === null && r.details.email === unknown)).toBe(true);
  });
});

describe("the last admin under concurrency", () => {
  it("two admins demoting each other at the same moment: one wins, the other is no admin any more (403)", async () => {
    for (let round = 0; round < 3; round++) {
      const a = await staff("admin");
      const c = await staff("admin");
      const [tokenA, tokenC] = [await t.login(a.email, a.password), await t.login(c.email, c.password)];
      const statuses = await Promise.all([
        statusOf(t.request(`/api/users/${c.id}/role`, { method: "PATCH", token: tokenA, json: { role: "manager" } })),
        statusOf(t.request(`/api/users/${a.id}/role`, { method: "PATCH", token: tokenC, json: { role: "manager" } })),
      ]);
      // The loser is refused: 403 when it runs after the winner under the admins' lock, 401 when
      // the winner's change (which ends the loser's sessions) landed before it was even read.
      statuses.sort();
      expect(statuses[0]).toBe(200);
      expect([401, 403]).toContain(statuses[1]);
      const roles = await t.services.db.execute<{ role: string }>(sql`select role from users where id in (${a.id}, ${c.id})`);
      expect(roles.rows.map((r) => r.role).sort()).toEqual(["admin", "manager"]);
    }
  });

  it("an admin lowering themselves in Settings while lowering the only other admin: one admin is always left", async () => {
    const lone = await createTestApp();
    const first = await lone.login();
    const other = await staff("admin", lone, first);
    const statuses = await Promise.all([
      statusOf(lone.request("/api/settings/", { method: "PUT", token: first, json: { email: TEST_ADMIN.email, role: "manager" } })),
      statusOf(lone.request(`/api/users/${other.id}/role`, { method: "PATCH", token: first, json: { role: "manager" } })),
    ]);
    expect(statuses).toContain(200);
    const admins = await lone.services.db.execute(sql`select id from users where role = 'admin'`);
    expect(admins.rows).toHaveLength(1);
  });
});

describe("account changes need the current password", () => {
  it("refuses an e-mail change with a stolen token alone, and keeps the address", async () => {
    const u = await staff();
    const token = await t.login(u.email, u.password);
    const res = await t.request("/api/settings/", { method: "PUT", token, json: { email: "attacker@evil.example", role: "manager" } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).fieldErrors).toEqual({ currentPassword: "Enter your current password to change your email" });
    expect(((await (await t.request("/api/settings/", { token })).json()) as Json).data.email).toBe(u.email);
  });

  it("counts wrong current passwords in Settings against the sign-in throttle", async () => {
    const u = await staff();
    const address = freshAddress();
    const token = await t.login(u.email, u.password);
    const guess = (currentPassword: string) =>
      t.request("/api/settings/", {
        method: "PUT",
        token,
        address,
        json: { email: u.email, role: "manager", currentPassword, newPassword: "Other-pass-987", confirmPassword: "Other-pass-987" },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await guess(`guess-${i}`)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    expect((await guess(u.password)).status).toBe(429);
    // The same pair of e-mail and address waits at the sign-in too.
    expect((await attempt(u.email, u.password, address)).status).toBe(429);
  });

  it("two password changes at the same moment: one succeeds, the other gets 409 and nothing is lost silently", async () => {
    const u = await staff();
    const token = await t.login(u.email, u.password);
    const change = (to: string) =>
      t.request("/api/settings/", {
        method: "PUT",
        token,
        json: { email: u.email, role: "manager", currentPassword: u.password, newPassword: to, confirmPassword: to },
      });
    const [one, two] = await Promise.all([change("First-new-pass-1"), change("Second-new-pass-2")]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const won = one.status === 200 ? "First-new-pass-1" : "Second-new-pass-2";
    const lost = (one.status === 409 ? await one.json() : await two.json()) as Json;
    expect(lost.error).toBe("Your account was changed by another request at the same time. Reload the page and try again.");
    expect((await attempt(u.email, won === "First-new-pass-1" ? "Second-new-pass-2" : "First-new-pass-1", freshAddress())).status).toBe(401);
    expect((await attempt(u.email, won, freshAddress())).status).toBe(200);
  });
});

describe("common passwords", () => {
  it.each(["12345678", "password", "change-me-please", "Qwerty123"])("refuses %s for a new staff member", async (password) => {
    const res = await t.request("/api/users", {
      method: "POST",
      token: admin,
      json: { email: `${uniqueName("c").replace(/\W/g, "")}@staff.example`, name: "Staff Member", role: "manager", password },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(fieldRefusal("password", "This password is too common. Choose another."));
  });

  it("refuses a common new password in Settings and a password that is the account's own e-mail", async () => {
    const u = await staff();
    const token = await t.login(u.email, u.password);
    for (const newPassword of ["password", u.email]) {
      const res = await t.request("/api/settings/", {
        method: "PUT",
        token,
        json: { email: u.email, role: "manager", currentPassword: u.password, newPassword, confirmPassword: newPassword },
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as Json).fieldErrors).toEqual({ newPassword: "This password is too common. Choose another." });
    }
  });

  it("refuses a common ADMIN_PASSWORD at start", () => {
    expect(() => loadConfig(testConfigEnv({ ADMIN_PASSWORD: "12345678" }))).toThrow(ConfigError);
    expect(() => loadConfig(testConfigEnv({ ADMIN_PASSWORD: "12345678" }))).toThrow(/ADMIN_PASSWORD: This password is too common/);
  });
});

describe("sessions that end", () => {
  const me = (token: string) => t.request("/api/auth/me", { token });
  const idleFor = (token: string, minutes: number) =>
    t.services.db.execute(
      sql`update sessions set last_seen_at = now() - make_interval(mins => ${minutes}) where token_hash = ${createHash("sha256").update(token).digest("hex")}`,
    );

  it("refuses a session idle for 2 hours, and keeps one that was used within them", async () => {
    const [one, other] = [await staff(), await staff()];
    const active = await t.login(one.email, one.password);
    const idle = await t.login(other.email, other.password);
    await idleFor(active, 119);
    await idleFor(idle, 121);
    expect((await me(active)).status).toBe(200);
    expect((await me(idle)).status).toBe(401);
    // The request counted as activity: the active one is good for another 2 hours.
    const [row] = (
      await t.services.db.execute<{ minutes: number }>(
        sql`select extract(epoch from now() - last_seen_at) / 60 as minutes from sessions where token_hash = ${createHash("sha256").update(active).digest("hex")}`,
      )
    ).rows;
    expect(Number(row.minutes)).toBeLessThan(1);
  });

  it("takes the idle limit from SESSION_IDLE_MINUTES", () => {
    expect(loadConfig(testConfigEnv({ SESSION_IDLE_MINUTES: "30" })).sessionIdleSeconds).toBe(1800);
    expect(loadConfig(testConfigEnv({})).sessionIdleSeconds).toBe(7200);
  });

  it("refuses a correctly signed token whose life is longer than the configured one, whatever its exp says", async () => {
    const real = await t.login();
    const claims = JSON.parse(Buffer.from(real.split(".")[1], "base64url").toString()) as Json;
    const now = Math.floor(Date.now() / 1000);
    const tenYears = await new SignJWT({ ...claims, iat: now, exp: now + 10 * 365 * 24 * 3600 })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .sign(new TextEncoder().encode(t.config.jwtSecret!));
    // Even with a session row of its own, only the lifetime rule is left to refuse it.
    await t.services.db.execute(
      sql`insert into sessions (token_hash, user_id) values (${createHash("sha256").update(tenYears).digest("hex")}, ${Number(claims.userId)})`,
    );
    expect((await me(real)).status).toBe(200);
    expect((await me(tenYears)).status).toBe(401);
  });

  it("refuses a token that was never issued by a sign-in (no session), though correctly signed", async () => {
    const real = await t.login();
    const claims = JSON.parse(Buffer.from(real.split(".")[1], "base64url").toString()) as Json;
    const minted = await new SignJWT({ ...claims, iat: claims.iat - 1 })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .sign(new TextEncoder().encode(t.config.jwtSecret!));
    expect((await me(minted)).status).toBe(401);
  });

  it("caps TOKEN_TTL_HOURS at 24", () => {
    expect(() => loadConfig(testConfigEnv({ TOKEN_TTL_HOURS: "25" }))).toThrow(/TOKEN_TTL_HOURS: must be at most 24/);
    expect(loadConfig(testConfigEnv({ TOKEN_TTL_HOURS: "24" })).tokenTtlSeconds).toBe(24 * 3600);
  });
});

describe("security events in the audit log", () => {
  it("records sign-in success and failure, throttling, logout, e-mail and password changes and a revoked token's use, with user and address", async () => {
    const u = await staff();
    const address = freshAddress();
    for (let i = 0; i < 6; i++) await attempt(u.email, "wrong", address);
    await age(u.email, 2);
    const token = ((await (await attempt(u.email, u.password, address)).json()) as Json).token as string;
    const email = u.email.replace("@", ".moved@");
    const saved = await t.request("/api/settings/", {
      method: "PUT",
      token,
      address,
      json: { email, role: "manager", currentPassword: u.password, newPassword: "Moved-pass-456", confirmPassword: "Moved-pass-456" },
    });
    expect(saved.status).toBe(200);
    const fresh = ((await saved.json()) as Json).token as string;
    expect((await t.request("/api/auth/me", { token, address })).status).toBe(401); // revoked by the change
    expect((await t.request("/api/auth/logout", { method: "POST", token: fresh, address })).status).toBe(200);

    expect(await securityEvents("auth.login_failed", u.id)).toHaveLength(5);
    expect((await securityEvents("auth.login_failed", u.id))[0].details).toEqual({ email: u.email, address });
    expect((await securityEvents("auth.throttled", u.id))[0].details).toMatchObject({ email: u.email, address, scope: "pair" });
    expect((await securityEvents("auth.login", u.id))[0].details).toEqual({ address });
    expect((await securityEvents("auth.email_change", u.id))[0].details).toEqual({ from: u.email, to: email, address });
    expect((await securityEvents("auth.password_change", u.id))[0].details).toEqual({ address });
    expect((await securityEvents("auth.revoked_token", u.id))[0].details).toEqual({ address, reason: "revoked" });
    expect((await securityEvents("auth.logout", u.id))[0].details).toEqual({ address });
  });

  it("records a failed sign-in for an unknown e-mail, and an address over its sign-in limit", async () => {
    const limited = await createTestApp({ RATE_LIMIT_LOGIN: "2" });
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await attempt("nobody@staff.example", "wrong", address, limited)).status);
    expect(statuses).toEqual([401, 401, 429]);
    const rows = await limited.services.db.execute<{ action: string; user_id: number | null; details: Json }>(
      sql`select action, user_id, details from audit_log where action like 'auth.%' order by id`,
    );
    expect(rows.rows.filter((r) => r.action === "auth.login_failed" && r.details.email === "nobody@staff.example")).toHaveLength(2);
    expect(rows.rows.find((r) => r.action === "auth.throttled")).toMatchObject({ user_id: null, details: { address, scope: "address" } });
  });
});
