import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../core/db/connection";
import { appMeta, users } from "../../core/db/schema";
import type { AuditOf } from "../../core/audit";
import type { LoginThrottle } from "./login-throttle";
import { verifyNobody, verifyPassword } from "./password-hashes";
import type { Sessions } from "./sessions";
import type { TokenClaims, TokenService } from "./tokens";
import { findUserByEmail, findUserById, type User } from "./users";
import type { AuthAuditAction, SignInAuditAction } from "./activity";
import { temporaryPasswordExpired } from "./temporary-passwords";

export type Throttled = { wait: number };
/** What follows a right password: the code of the second factor, or (an admin under the rule, without one) setting it up (two-step.ts). */
export type SignInStep = "code" | "setup";
/** What the sign-in asks of two-step sign-in after a right password. */
type SecondStep = { stepAfterPassword(u: User): Promise<SignInStep | null>; challenge(u: User, step: SignInStep): Promise<string> };
export type LoginResult = { user: User; token: string } | { user: User; step: SignInStep; challenge: string } | Throttled | "invalid" | "temporary-expired";

/**
 * Where a request came from, for the throttle and the security events of the audit log;
 * `knownDeviceOf` is the account the browser signed in to before (its device cookie), if any.
 */
export type Origin = { address: string; knownDeviceOf?: number };

function claimsFor(u: User): TokenClaims {
  return {
    userId: String(u.id),
    adminId: String(u.id),
    userEmailId: u.email,
    userName: u.name,
    userPhone: u.phone,
    roleType: u.role,
    tv: u.tokenVersion,
  };
}

type SignInDeps = { tokens: TokenService; sessions: Sessions; throttle: LoginThrottle; audit: AuditOf<AuthAuditAction> };

/** What a sign-in and an account change both need: the password checked under the throttle, a token issued, security events. */
export function createCredentials(db: Db, deps: SignInDeps) {
  const { tokens, sessions, throttle, audit } = deps;

  /** A token and its session, in the transaction of the change that made it. */
  async function issueToken(u: User, tx: DbOrTx = db): Promise<string> {
    const token = await tokens.sign(claimsFor(u));
    await sessions.start(u.id, token, tx);
    return token;
  }
  const securityEvent = (action: SignInAuditAction, userId: number | null, details: Record<string, unknown>, tx?: DbOrTx) =>
    audit.record({ userId, action, entity: "user", entityId: userId ?? undefined, details }, tx);

  /**
   * Check a password for a sign-in or an account change, throttled per e-mail and address like
   * every sign-in. Answers whether it was right, or how long to wait before the next try.
   */
  async function checkPassword(email: string, password: string, account: User | undefined, origin: Origin): Promise<boolean | Throttled> {
    const knownDevice = account !== undefined && origin.knownDeviceOf === account.id;
    const decision = await throttle.attempt(email, origin.address, knownDevice);
    if (!decision.allowed) {
      await securityEvent("auth.throttled", account?.id ?? null, { email, address: origin.address, scope: decision.scope, wait: decision.wait });
      return { wait: decision.wait };
    }
    const verified = account ? await verifyPassword(account.passwordHash, password) : await verifyNobody(password);
    // A disabled account is refused after the same verification, as a wrong password is: the answer and its time tell nothing.
    const disabled = Boolean(account?.disabledAt);
    const ok = verified && !disabled;
    if (ok) await throttle.succeeded(email, origin.address, knownDevice);
    else await securityEvent("auth.login_failed", account?.id ?? null, { email, address: origin.address, ...(verified && disabled ? { disabled: true } : {}) });
    return ok;
  }

  return { issueToken, securityEvent, checkPassword };
}
export type Credentials = ReturnType<typeof createCredentials>;

/** Signing in and out, and the user behind a token. */
export function createSignIn(db: Db, deps: SignInDeps & { credentials: Credentials; twoStep: SecondStep }) {
  const { tokens, sessions, credentials, twoStep } = deps;
  const { issueToken, securityEvent, checkPassword } = credentials;

  /** Every token of the user stops working: the version they carry is passed, their sessions end. */
  async function revoke(t: DbOrTx, id: number) {
    await t
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
      .where(eq(users.id, id));
    await sessions.endAll(id, t);
  }

  /** The sign-in itself, once every step is passed: the sign-in time and event, a token and its session. */
  function startSession(u: User, origin: Origin): Promise<{ user: User; token: string } | "invalid"> {
    return db.transaction(async (t) => {
      // Still enabled now (not disabled since it was read): the sign-in time is stored with the event.
      const [signedIn] = await t
        .update(users)
        .set({ lastLoginAt: sql`now()` })
        .where(and(eq(users.id, u.id), isNull(users.disabledAt)))
        .returning();
      if (!signedIn) return "invalid" as const;
      await securityEvent("auth.login", signedIn.id, { address: origin.address }, t);
      return { user: signedIn, token: await issueToken(signedIn, t) };
    });
  }

  return {
    /**
     * Check credentials. A known and an unknown e-mail cost the same and answer the same: the
     * throttle is keyed on what was typed, and an unknown one is verified against a dummy hash.
     * An account with a second factor (or an admin the rule asks to set one up) gets a challenge
     * for that step instead of a session (two-step.ts).
     */
    async login(email: string, password: string, origin: Origin): Promise<LoginResult> {
      const u = await findUserByEmail(db, email);
      const checked = await checkPassword(email, password, u, origin);
      if (checked !== true) return checked === false ? "invalid" : checked;
      if (temporaryPasswordExpired(u!)) {
        await securityEvent("auth.login_failed", u!.id, { email, address: origin.address, temporaryExpired: true });
        return "temporary-expired";
      }
      const step = await twoStep.stepAfterPassword(u!);
      if (step) return { user: u!, step, challenge: await twoStep.challenge(u!, step) };
      return startSession(u!, origin);
    },

    startSession,

    /**
     * The user behind a token: it verifies, is within its life, has not been revoked, and its
     * session has not been idle too long. A revoked or ended session shown again is recorded.
     */
    async authenticate(token: string, origin: Origin): Promise<User | null> {
      const claims = await tokens.verify(token);
      if (!claims) return null;
      const u = await findUserById(db, Number(claims.userId));
      if (!u) return null;
      const session = u.disabledAt ? "disabled" : u.tokenVersion === claims.tv ? await sessions.touch(token) : "revoked";
      if (session === "active") return u;
      await securityEvent("auth.revoked_token", u.id, { address: origin.address, reason: session });
      return null;
    },

    /** Sign out everywhere: every token of the user stops working. */
    async logout(u: User, origin: Origin): Promise<void> {
      await db.transaction(async (t) => {
        await revoke(t, u.id);
        await securityEvent("auth.logout", u.id, { address: origin.address }, t);
      });
    },
  };
}

/** The signing secret: JWT_SECRET when set, else one generated once and shared by all instances. */
export async function tokenSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appMeta)
    .values({ key: "jwt_secret", value: randomBytes(48).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, "jwt_secret"));
  return row.value;
}
