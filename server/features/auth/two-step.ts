import { and, eq, isNull, sql } from "drizzle-orm";
import QRCode from "qrcode";
import type { Db } from "../../core/db/connection";
import { appMeta, twoStep, users } from "../../core/db/schema";
import type { AuditOf } from "../../core/audit";
import type { LoginThrottle } from "./login-throttle";
import type { Sessions } from "./sessions";
import type { Credentials, Origin, SignInStep, Throttled } from "./sign-in";
import type { TokenService } from "./tokens";
import {
  decryptSecret,
  encryptSecret,
  isTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  recoveryCodeHash,
  secretKeyOf,
  totpStep,
} from "./two-step-codes";
import { findUserById, lockActiveAdmins, type User } from "./users";
import type { AuthAuditAction } from "./activity";

/** The sign-in's second step: a challenge (not a session) the code step exchanges for the session. */
const CHALLENGE_AUDIENCE = "cement-site-two-step";
const CHALLENGE_LIFE_SECONDS = 300;
/** The app_meta key of the admins' rule: "true" while every admin must use two-step sign-in. */
const REQUIRED_FOR_ADMINS_KEY = "two_step_required_for_admins";

export type SetupRefusal = "already-enabled" | "not-started" | "wrong-code";
export type DisableRefusal = "not-enabled" | "wrong-password" | "wrong-code" | "required";

type TwoStepDeps = {
  tokens: TokenService;
  sessions: Sessions;
  throttle: LoginThrottle;
  audit: AuditOf<AuthAuditAction>;
  credentials: Credentials;
  tokenSecret: string;
};

/** Staff two-step sign-in (TOTP, RFC 6238, with recovery codes): setting it up, the code step, turning it off, an admin's reset and rule. */
export function createTwoStep(db: Db, deps: TwoStepDeps) {
  const { tokens, sessions, throttle, audit, credentials } = deps;
  const key = secretKeyOf(deps.tokenSecret);
  const rowOf = async (userId: number) => (await db.select().from(twoStep).where(eq(twoStep.userId, userId)))[0];

  async function requiredForAdmins(): Promise<boolean> {
    const [row] = await db.select().from(appMeta).where(eq(appMeta.key, REQUIRED_FOR_ADMINS_KEY));
    return row?.value === "true";
  }

  /**
   * Check a code of `u`'s second factor, throttled per account and address as a password is: a
   * six-digit code of a step after the last one used, or one of the unused recovery codes (used up).
   */
  async function checkCode(u: User, code: string, origin: Origin): Promise<boolean | Throttled> {
    const throttleKey = `two-step:${u.id}`;
    const decision = await throttle.attempt(throttleKey, origin.address);
    if (!decision.allowed) {
      await credentials.securityEvent("auth.throttled", u.id, { email: u.email, address: origin.address, scope: decision.scope, wait: decision.wait });
      return { wait: decision.wait };
    }
    const ok = isTotpCode(code) ? await spendTotp(u.id, code) : await spendRecoveryCode(u, code, origin);
    if (ok) await throttle.succeeded(throttleKey, origin.address);
    else await credentials.securityEvent("auth.login_failed", u.id, { email: u.email, address: origin.address, step: "code" });
    return ok;
  }

  /** A right code whose step is later than the last one used: that step is now used (in one statement, so two requests cannot both use it). */
  async function spendTotp(userId: number, code: string, pending = false): Promise<boolean> {
    const row = await rowOf(userId);
    if (!row || Boolean(row.enabledAt) === pending) return false;
    const secret = decryptSecret(key, row.secret);
    const step = secret ? totpStep(secret, code) : null;
    if (step === null) return false;
    const used = await db
      .update(twoStep)
      .set({ lastUsedStep: step })
      .where(and(eq(twoStep.userId, userId), sql`coalesce(${twoStep.lastUsedStep}, -1) < ${step}`))
      .returning({ userId: twoStep.userId });
    return used.length === 1;
  }

  async function spendRecoveryCode(u: User, code: string, origin: Origin): Promise<boolean> {
    const hash = recoveryCodeHash(code);
    const used = await db
      .update(twoStep)
      .set({ recoveryCodeHashes: sql`array_remove(${twoStep.recoveryCodeHashes}, ${hash})` })
      .where(and(eq(twoStep.userId, u.id), sql`${twoStep.enabledAt} is not null`, sql`${hash} = any(${twoStep.recoveryCodeHashes})`))
      .returning({ left: sql<number>`cardinality(${twoStep.recoveryCodeHashes})` });
    if (!used.length) return false;
    await audit.record({
      userId: u.id,
      action: "auth.recovery_code_used",
      entity: "user",
      entityId: u.id,
      details: { address: origin.address, left: used[0].left },
    });
    return true;
  }

  return {
    requiredForAdmins,

    /** What Settings shows: whether it is on, how many recovery codes are left, and the admins' rule. */
    async status(u: User) {
      const row = await rowOf(u.id);
      const enabled = Boolean(row?.enabledAt);
      return { enabled, recoveryCodesLeft: enabled ? row!.recoveryCodeHashes.length : 0, requiredForAdmins: await requiredForAdmins() };
    },

    /** After a right password: the step still needed before a session, or null when none is. */
    async stepAfterPassword(u: User): Promise<SignInStep | null> {
      const row = await rowOf(u.id);
      if (row?.enabledAt) return "code";
      if (u.role === "admin" && (await requiredForAdmins())) return "setup";
      return null;
    },

    /** A challenge for the step: bound to the account's token version, so a password change or sign-out everywhere ends it. */
    challenge: (u: User, step: SignInStep) => tokens.signPurpose(CHALLENGE_AUDIENCE, String(u.id), { tv: u.tokenVersion, step }, CHALLENGE_LIFE_SECONDS),

    /** The account of a challenge for `step` still valid, or null (forged, expired, another step, the account changed or disabled). */
    async readChallenge(token: string, step: SignInStep): Promise<User | null> {
      const claims = await tokens.verifyPurpose(CHALLENGE_AUDIENCE, token, CHALLENGE_LIFE_SECONDS);
      if (!claims || claims.step !== step) return null;
      const u = await findUserById(db, Number(claims.sub));
      return u && !u.disabledAt && u.tokenVersion === claims.tv ? u : null;
    },

    checkCode,

    /**
     * A new secret waiting for its first code (any earlier unconfirmed one is replaced): answered
     * once as text, as an otpauth:// address and as its QR code; never shown again.
     */
    async beginSetup(u: User, issuer: string): Promise<{ secret: string; otpauthUri: string; qrCode: string } | "already-enabled"> {
      const secret = newTotpSecret();
      const stored = encryptSecret(key, secret);
      const saved = await db
        .insert(twoStep)
        .values({ userId: u.id, secret: stored })
        .onConflictDoUpdate({ target: twoStep.userId, set: { secret: stored, lastUsedStep: null, createdAt: sql`now()` }, setWhere: isNull(twoStep.enabledAt) })
        .returning({ userId: twoStep.userId });
      if (!saved.length) return "already-enabled";
      const uri = otpauthUri(secret, issuer, u.email);
      const svg = await QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
      return { secret, otpauthUri: uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
    },

    /** The first code confirms the setup: it is on, and 10 recovery codes are answered once (only their hashes are kept). */
    async enable(u: User, code: string, origin: Origin): Promise<{ recoveryCodes: string[] } | SetupRefusal | Throttled> {
      const row = await rowOf(u.id);
      if (row?.enabledAt) return "already-enabled";
      if (!row) return "not-started";
      const decision = await throttle.attempt(`two-step:${u.id}`, origin.address);
      if (!decision.allowed) return { wait: decision.wait };
      if (!isTotpCode(code) || !(await spendTotp(u.id, code, true))) return "wrong-code";
      await throttle.succeeded(`two-step:${u.id}`, origin.address);
      const recoveryCodes = newRecoveryCodes();
      return db.transaction(async (t) => {
        const [on] = await t
          .update(twoStep)
          .set({ enabledAt: sql`now()`, recoveryCodeHashes: recoveryCodes.map(recoveryCodeHash) })
          .where(and(eq(twoStep.userId, u.id), isNull(twoStep.enabledAt)))
          .returning();
        if (!on) return "already-enabled" as const;
        await audit.record({ userId: u.id, action: "auth.two_step_enable", entity: "user", entityId: u.id, details: { address: origin.address } }, t);
        return { recoveryCodes };
      });
    },

    /** Turning it off needs the current password and a code (or a recovery code); an admin under the rule cannot. */
    async disable(u: User, input: { currentPassword: string; code: string }, origin: Origin): Promise<true | DisableRefusal | Throttled> {
      const row = await rowOf(u.id);
      if (!row?.enabledAt) return "not-enabled";
      if (u.role === "admin" && (await requiredForAdmins())) return "required";
      const password = await credentials.checkPassword(u.email, input.currentPassword, u, origin);
      if (password !== true) return password === false ? "wrong-password" : password;
      const code = await checkCode(u, input.code, origin);
      if (code !== true) return code === false ? "wrong-code" : code;
      await db.transaction(async (t) => {
        await t.delete(twoStep).where(eq(twoStep.userId, u.id));
        await audit.record({ userId: u.id, action: "auth.two_step_disable", entity: "user", entityId: u.id, details: { address: origin.address } }, t);
      });
      return true;
    },

    /**
     * An admin takes someone's second factor away (a lost phone): they sign in with the password
     * alone, or set it up again when the rule asks; their sessions end, as after a password reset.
     */
    async resetByAdmin(actor: { id: number }, id: number): Promise<User | "own-account" | "not-found" | "not-admin" | "not-enabled"> {
      if (id === actor.id) return "own-account";
      return db.transaction(async (t) => {
        const admins = await lockActiveAdmins(t);
        if (!admins.includes(actor.id)) return "not-admin" as const;
        const [target] = await t.select().from(users).where(eq(users.id, id));
        if (!target) return "not-found" as const;
        const removed = await t.delete(twoStep).where(eq(twoStep.userId, id)).returning({ enabledAt: twoStep.enabledAt });
        if (!removed[0]?.enabledAt) return "not-enabled" as const;
        const [updated] = await t
          .update(users)
          .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
          .where(eq(users.id, id))
          .returning();
        await sessions.endAll(id, t);
        await audit.record(
          { userId: actor.id, action: "user.two_step_reset", entity: "user", entityId: id, details: { name: target.name, email: target.email } },
          t,
        );
        return updated;
      });
    },

    /** The admins' rule: while on, an admin without a second factor sets one up at the next sign-in. */
    async setRequiredForAdmins(actor: { id: number }, required: boolean): Promise<void> {
      await db.transaction(async (t) => {
        const [before] = await t.select().from(appMeta).where(eq(appMeta.key, REQUIRED_FOR_ADMINS_KEY)).for("update");
        if ((before?.value === "true") === required) return;
        await t
          .insert(appMeta)
          .values({ key: REQUIRED_FOR_ADMINS_KEY, value: String(required) })
          .onConflictDoUpdate({ target: appMeta.key, set: { value: String(required) } });
        await audit.record({ userId: actor.id, action: "settings.two_step_policy", entity: "settings", details: { requiredForAdmins: required } }, t);
      });
    },
  };
}
export type TwoStep = ReturnType<typeof createTwoStep>;
