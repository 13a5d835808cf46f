/**
 * Two-step sign-in for staff (TOTP, RFC 6238): setting it up, the sign-in's code step (a challenge,
 * never a session, until the code), wrong and replayed codes, the throttle shared with passwords,
 * recovery codes, turning it off, an admin's reset and the rule that every admin must use it.
 */
import { sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { auditOf, freshAddress } from "./_support";
import { uniqueName } from "../helpers/unique";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let admin: string;
// The per-address limit is the other defence; here it must not hide the per-account throttle.
beforeAll(async () => ({ t, admin } = await createStaffTestApp({ RATE_LIMIT_LOGIN: "1000" })));

/** The code of `secret` for the time step `offset` steps from now (the server accepts -1, 0 and +1). */
const codeOf = (secret: string, offset = 0) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offset * 30_000 });
/** Forget which time step was used last, so the test may sign in again within the same 30 seconds. */
const forgetUsedStep = (id: number) => t.services.db.execute(sql`update two_step set last_used_step = null where user_id = ${id}`);

async function staff(role: "admin" | "manager" = "manager") {
  const email = `${uniqueName("s").replace(/\W/g, "")}@staff.example`;
  const password = "Right-pass-123";
  const res = await t.request("/api/users", { method: "POST", token: admin, json: { email, name: "Two Step", role, password } });
  expect(res.status).toBe(201);
  const id = ((await res.json()) as Json).data.id as number;
  return { id, email, password, token: await t.login(email, password) };
}
const post = (path: string, json: unknown, token?: string, address = freshAddress()) => t.request(path, { method: "POST", json, token, address });
const passwordStep = (email: string, password: string, address = freshAddress()) => post("/api/auth/login", { email, password }, undefined, address);

/** Set it up through Settings: the secret shown as text, its first code confirms it. */
async function withTwoStep(role: "admin" | "manager" = "manager") {
  const u = await staff(role);
  const setup = (await (await post("/api/settings/two-step/setup", {}, u.token)).json()) as Json;
  const enabled = await post("/api/settings/two-step/enable", { code: codeOf(setup.data.secret) }, u.token);
  expect(enabled.status).toBe(200);
  await forgetUsedStep(u.id);
  return { ...u, secret: setup.data.secret as string, recoveryCodes: ((await enabled.json()) as Json).data.recoveryCodes as string[] };
}
async function challengeOf(email: string, password: string) {
  const res = await passwordStep(email, password);
  expect(res.status).toBe(200);
  return ((await res.json()) as Json).challenge as string;
}

describe("setting it up", () => {
  it("shows the secret once (text, otpauth address, QR code); the first right code turns it on and answers 10 recovery codes", async () => {
    const u = await staff();
    expect(((await (await t.request("/api/settings/two-step", { token: u.token })).json()) as Json).data).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      requiredForAdmins: false,
    });
    const setup = (await (await post("/api/settings/two-step/setup", {}, u.token)).json()) as Json;
    expect(setup.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.data.otpauthUri).toContain(`secret=${setup.data.secret}`);
    expect(setup.data.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    // Stored encrypted, never as the text shown.
    const stored = await t.services.db.execute<{ secret: string }>(sql`select secret from two_step where user_id = ${u.id}`);
    expect(stored.rows[0].secret).not.toContain(setup.data.secret);

    const wrong = await post("/api/settings/two-step/enable", { code: codeOf(setup.data.secret, 5) }, u.token);
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as Json).fieldErrors.code).toBeTruthy();
    const badShape = await post("/api/settings/two-step/enable", { code: "12ab" }, u.token);
    expect(((await badShape.json()) as Json).fieldErrors).toEqual({ code: "Enter the 6-digit code from your authenticator app" });

    const enabled = await post("/api/settings/two-step/enable", { code: codeOf(setup.data.secret) }, u.token);
    expect(enabled.status).toBe(200);
    const codes = ((await enabled.json()) as Json).data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    codes.forEach((c) => expect(c).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/));
    const status = (await (await t.request("/api/settings/two-step", { token: u.token })).json()) as Json;
    expect(status.data).toEqual({ enabled: true, recoveryCodesLeft: 10, requiredForAdmins: false });
    expect(JSON.stringify(status)).not.toContain(setup.data.secret);
    // The secret is never answered again.
    expect((await post("/api/settings/two-step/setup", {}, u.token)).status).toBe(409);
    expect(await auditOf(t, "auth.two_step_enable", u.id)).toHaveLength(1);
  });
});

describe("the sign-in's code step", () => {
  it("answers a challenge, not a session, until the right code is given; a wrong or replayed code is refused", async () => {
    const u = await withTwoStep();
    const res = await passwordStep(u.email, u.password);
    const body = (await res.json()) as Json;
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ success: true, token: null, roleType: null, error: null, step: "code" });
    // The challenge is no session.
    expect((await t.request("/api/auth/me", { token: body.challenge })).status).toBe(401);

    const wrong = await post("/api/auth/two-step", { challenge: body.challenge, code: codeOf(u.secret, 4) });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as Json).error).toBe("That code is not right. Check your authenticator app and try again.");

    const code = codeOf(u.secret);
    const right = await post("/api/auth/two-step", { challenge: body.challenge, code });
    expect(right.status).toBe(200);
    const signedIn = (await right.json()) as Json;
    expect(signedIn).toMatchObject({ success: true, roleType: "manager", error: null });
    expect((await t.request("/api/auth/me", { token: signedIn.token })).status).toBe(200);
    // The same code again (seen over a shoulder) is refused: a time step is used once.
    expect((await post("/api/auth/two-step", { challenge: body.challenge, code })).status).toBe(401);
  });

  it("refuses a forged challenge, a session token in its place, and a setup challenge at the code step", async () => {
    const u = await withTwoStep();
    const code = codeOf(u.secret);
    expect((await post("/api/auth/two-step", { challenge: "forged.challenge.token", code })).status).toBe(401);
    expect((await post("/api/auth/two-step", { challenge: u.token, code })).status).toBe(401);
    const setupChallenge = await t.services.accounts.twoStep.challenge((await t.services.accounts.findById(u.id))!, "setup");
    expect((await post("/api/auth/two-step", { challenge: setupChallenge, code })).status).toBe(401);
    expect((await post("/api/auth/two-step", { challenge: "x", code: "" })).status).toBe(400);
  });

  it("throttles codes as passwords: 5 wrong codes, then 429 with Retry-After, even for the right code", async () => {
    const u = await withTwoStep();
    const challenge = await challengeOf(u.email, u.password);
    const address = freshAddress();
    for (let i = 0; i < 5; i++) expect((await post("/api/auth/two-step", { challenge, code: "000000" }, undefined, address)).status).toBe(401);
    const limited = await post("/api/auth/two-step", { challenge, code: codeOf(u.secret) }, undefined, address);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("1");
    expect(((await limited.json()) as Json).error).toMatch(/^Too many wrong codes/);
  });

  it("takes a recovery code once, then no more", async () => {
    const u = await withTwoStep();
    const [recovery] = u.recoveryCodes;
    const first = await post("/api/auth/two-step", { challenge: await challengeOf(u.email, u.password), code: recovery.toLowerCase() });
    expect(first.status).toBe(200);
    expect(((await first.json()) as Json).token).toBeTruthy();
    const again = await post("/api/auth/two-step", { challenge: await challengeOf(u.email, u.password), code: recovery });
    expect(again.status).toBe(401);
    expect(await auditOf(t, "auth.recovery_code_used", u.id)).toMatchObject([{ user_id: u.id, details: { left: 9 } }]);
    const status = (await (await t.request("/api/settings/two-step", { token: u.token })).json()) as Json;
    expect(status.data.recoveryCodesLeft).toBe(9);
  });
});

describe("turning it off", () => {
  it("needs the current password and a code; then the password alone signs in", async () => {
    const u = await withTwoStep();
    const disable = (json: unknown) => post("/api/settings/two-step/disable", json, u.token);
    expect(((await (await disable({ currentPassword: u.password })).json()) as Json).fieldErrors).toEqual({ code: "Authentication code is required" });
    const wrongPassword = await disable({ currentPassword: "Wrong-pass-123", code: codeOf(u.secret) });
    expect(wrongPassword.status).toBe(400);
    expect(((await wrongPassword.json()) as Json).fieldErrors).toEqual({ currentPassword: "Current password is incorrect" });
    const wrongCode = await disable({ currentPassword: u.password, code: codeOf(u.secret, 6) });
    expect(wrongCode.status).toBe(400);
    expect(((await wrongCode.json()) as Json).fieldErrors.code).toBeTruthy();
    expect((await disable({ currentPassword: u.password, code: codeOf(u.secret) })).status).toBe(200);
    expect(await auditOf(t, "auth.two_step_disable", u.id)).toHaveLength(1);
    const body = (await (await passwordStep(u.email, u.password)).json()) as Json;
    expect(body.token).toBeTruthy();
    expect(body.step).toBeUndefined();
  });
});

describe("an admin's reset", () => {
  it("takes someone's second factor away, ends their sessions, and is audited; not one's own, not by a manager", async () => {
    const u = await withTwoStep();
    const manager = await staff();
    expect((await post(`/api/users/${u.id}/two-step/reset`, {}, manager.token)).status).toBe(403);
    expect((await post(`/api/users/${manager.id}/two-step/reset`, {}, admin)).status).toBe(409);
    const me = ((await (await t.request("/api/auth/me", { token: admin })).json()) as Json).data.id as number;
    expect((await post(`/api/users/${me}/two-step/reset`, {}, admin)).status).toBe(403);

    // The staff list says who has it on (a manager without it, or with a setup waiting for its first code, has not).
    const listed = async (id: number) => (((await (await t.request("/api/users", { token: admin })).json()) as Json).data as Json[]).find((p) => p.id === id);
    expect(await listed(u.id)).toMatchObject({ twoStep: true });
    expect(await listed(manager.id)).toMatchObject({ twoStep: false });
    expect((await post("/api/settings/two-step/setup", {}, manager.token)).status).toBe(200);
    expect(await listed(manager.id)).toMatchObject({ twoStep: false });

    const reset = await post(`/api/users/${u.id}/two-step/reset`, {}, admin);
    expect(reset.status).toBe(200);
    expect(((await reset.json()) as Json).data).toMatchObject({ id: u.id, twoStep: false });
    expect(await listed(u.id)).toMatchObject({ twoStep: false });
    expect(await auditOf(t, "user.two_step_reset", u.id)).toMatchObject([{ user_id: me, details: { email: u.email } }]);
    expect((await t.request("/api/auth/me", { token: u.token })).status).toBe(401);
    expect(((await (await passwordStep(u.email, u.password)).json()) as Json).token).toBeTruthy();
  });
});

describe("required for every admin", () => {
  it("makes an admin without it set it up at the next sign-in before any session; managers are not asked", async () => {
    const other = await staff("admin");
    const manager = await staff();
    expect((await t.request("/api/settings/two-step/policy", { method: "PUT", token: manager.token, json: { requiredForAdmins: true } })).status).toBe(403);
    const badPolicy = await t.request("/api/settings/two-step/policy", { method: "PUT", token: admin, json: { requiredForAdmins: "yes" } });
    expect(((await badPolicy.json()) as Json).fieldErrors.requiredForAdmins).toBeTruthy();
    const policy = (requiredForAdmins: boolean) => t.request("/api/settings/two-step/policy", { method: "PUT", token: admin, json: { requiredForAdmins } });
    expect((await policy(true)).status).toBe(200);
    try {
      expect(await auditOf(t, "settings.two_step_policy", "")).toEqual([]);
      const audited = await t.services.db.execute(sql`select details from audit_log where action = 'settings.two_step_policy'`);
      expect(audited.rows).toEqual([{ details: { requiredForAdmins: true } }]);

      const asked = (await (await passwordStep(other.email, other.password)).json()) as Json;
      expect(asked).toMatchObject({ success: true, token: null, step: "setup" });
      // The setup challenge opens nothing else: no session, no code step.
      expect((await t.request("/api/auth/me", { token: asked.challenge })).status).toBe(401);
      const setup = (await (await post("/api/auth/two-step/setup", { challenge: asked.challenge })).json()) as Json;
      expect(setup.data.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect((await post("/api/auth/two-step/enable", { challenge: asked.challenge, code: codeOf(setup.data.secret, 3) })).status).toBe(400);
      const enabled = await post("/api/auth/two-step/enable", { challenge: asked.challenge, code: codeOf(setup.data.secret) });
      expect(enabled.status).toBe(200);
      const signedIn = (await enabled.json()) as Json;
      expect(signedIn).toMatchObject({ success: true, roleType: "admin" });
      expect(signedIn.recoveryCodes).toHaveLength(10);
      expect((await t.request("/api/auth/me", { token: signedIn.token })).status).toBe(200);

      // From now on, the code step; and it cannot be turned off while the rule stands.
      expect(((await (await passwordStep(other.email, other.password)).json()) as Json).step).toBe("code");
      const off = await post("/api/settings/two-step/disable", { currentPassword: other.password, code: signedIn.recoveryCodes[0] }, signedIn.token);
      expect(off.status).toBe(409);
      // A manager signs in with the password alone.
      expect(((await (await passwordStep(manager.email, manager.password)).json()) as Json).token).toBeTruthy();
    } finally {
      expect((await policy(false)).status).toBe(200);
    }
  });
});
