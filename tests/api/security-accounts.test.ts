/**
 * Sign-in and sessions under attack: each test reproduces an attack and checks it is refused
 * (throttles keyed on e-mail and address, session life and idleness, security events in the audit
 * log). The admins' lock, re-authentication and common passwords: security-accounts-changes.test.ts.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/core/config";
import { createTestApp } from "../helpers/app";
import { testConfigEnv } from "../helpers/test-env";
import { freshAddress } from "./_support";
import { uniqueName } from "../helpers/unique";
import { accountsFixture, answerOf, statusOf } from "./_security-accounts";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const { t, staff, attempt, age, securityEvents } = await accountsFixture();

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
