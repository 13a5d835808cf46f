import { hash, verify } from "@node-rs/argon2";
import { randomBytes } from "node:crypto";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Role } from "#schemas/auth";
import type { UserDto } from "#schemas/wire";
import type { Db, DbOrTx, Tx } from "../../core/db/connection";
import { appMeta, users } from "../../core/db/schema";
import type { Audit } from "../../core/audit";
import type { LoginThrottle } from "./login-throttle";
import { isCommonPassword } from "../../core/passwords";
import type { Sessions } from "./sessions";
import type { TokenClaims, TokenService } from "./tokens";

// OWASP's argon2id baseline: m=19 MiB, t=2, p=1 (algorithm 2 = argon2id).
const ARGON = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export type User = typeof users.$inferSelect;
/** What the API shows of an account (schemas/wire.ts). */
export type PublicUser = UserDto;

/** A valid argon2id hash of a random password: verified against when the email is unknown, so timing tells nothing. */
let dummyHash: Promise<string> | undefined;

export const hashPassword = (password: string) => hash(password, ARGON);

export function toPublicUser(u: User): PublicUser {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    phone: u.phone,
    role: u.role,
    createdAt: u.createdAt.toISOString(),
    status: u.disabledAt ? "disabled" : "active",
    lastLoginAt: u.lastLoginAt ? u.lastLoginAt.toISOString() : null,
  };
}

/**
 * A password the server makes for someone (a new account without one, a reset): 12 random bytes,
 * 16 characters of base64url, never a common one. Answered once; only its hash is stored.
 */
export function generatePassword(account: { email?: string; name?: string } = {}): string {
  for (;;) {
    const password = randomBytes(12).toString("base64url");
    if (!isCommonPassword(password, account)) return password;
  }
}

export function claimsFor(u: User): TokenClaims {
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

export type SettingsChange = { email: string; role: Role; currentPassword: string; newPassword: string };
export type SettingsRefusal =
  "cannot-raise-role" | "last-admin" | "current-password-required" | "wrong-password" | "common-password" | "email-taken" | "changed-meanwhile";
export type Throttled = { wait: number };
/** Why an admin's change to someone else's account was refused. */
export type AccountRefusal = "not-found" | "own-account" | "not-admin" | "last-admin";
export type LoginResult = { user: User; token: string } | Throttled | "invalid";

/** Where a request came from, for the security events of the audit log. */
export type Origin = { address: string };

export function createAccounts(db: Db, deps: { tokens: TokenService; sessions: Sessions; throttle: LoginThrottle; audit: Audit }) {
  const { tokens, sessions, throttle, audit } = deps;

  async function findByEmail(email: string) {
    const [u] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    return u;
  }
  /** Is the address used by an account other than `exceptId`? (case-insensitive) */
  async function emailTaken(email: string, exceptId?: number): Promise<boolean> {
    const [u] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${email})`, exceptId === undefined ? undefined : ne(users.id, exceptId)))
      .limit(1);
    return Boolean(u);
  }
  async function findById(id: number) {
    const [u] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return u;
  }
  /** A token and its session, in the transaction of the change that made it. */
  async function issueToken(u: User, tx: DbOrTx = db): Promise<string> {
    const token = await tokens.sign(claimsFor(u));
    await sessions.start(u.id, token, tx);
    return token;
  }
  const securityEvent = (action: string, userId: number | null, details: Record<string, unknown>, tx?: DbOrTx) =>
    audit.record({ userId, action, entity: "user", entityId: userId ?? undefined, details }, tx);

  /**
   * Check a password for a sign-in or an account change, throttled per e-mail and address like
   * every sign-in. Answers whether it was right, or how long to wait before the next try.
   */
  async function checkPassword(email: string, password: string, account: User | undefined, origin: Origin): Promise<boolean | Throttled> {
    const decision = await throttle.attempt(email, origin.address);
    if (!decision.allowed) {
      await securityEvent("auth.throttled", account?.id ?? null, { email, address: origin.address, scope: decision.scope, wait: decision.wait });
      return { wait: decision.wait };
    }
    const verified = account ? await verify(account.passwordHash, password).catch(() => false) : await verifyNobody(password);
    // A disabled account is refused after the same verification, as a wrong password is: the answer and its time tell nothing.
    const disabled = Boolean(account?.disabledAt);
    const ok = verified && !disabled;
    if (ok) await throttle.succeeded(email, origin.address);
    else await securityEvent("auth.login_failed", account?.id ?? null, { email, address: origin.address, ...(verified && disabled ? { disabled: true } : {}) });
    return ok;
  }

  return {
    findById,
    findByEmail,

    /**
     * Check credentials. A known and an unknown e-mail cost the same and answer the same: the
     * throttle is keyed on what was typed, and an unknown one is verified against a dummy hash.
     */
    async login(email: string, password: string, origin: Origin): Promise<LoginResult> {
      const u = await findByEmail(email);
      const checked = await checkPassword(email, password, u, origin);
      if (checked !== true) return checked === false ? "invalid" : checked;
      return db.transaction(async (t) => {
        // Still enabled now (not disabled since it was read): the sign-in time is stored with the event.
        const [signedIn] = await t
          .update(users)
          .set({ lastLoginAt: sql`now()` })
          .where(and(eq(users.id, u!.id), isNull(users.disabledAt)))
          .returning();
        if (!signedIn) return "invalid" as const;
        await securityEvent("auth.login", signedIn.id, { address: origin.address }, t);
        return { user: signedIn, token: await issueToken(signedIn, t) };
      });
    },

    /**
     * The user behind a token: it verifies, is within its life, has not been revoked, and its
     * session has not been idle too long. A revoked or ended session shown again is recorded.
     */
    async authenticate(token: string, origin: Origin): Promise<User | null> {
      const claims = await tokens.verify(token);
      if (!claims) return null;
      const u = await findById(Number(claims.userId));
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

    /** An account as it is, without the checks of an admin's change (the seed and the tests). */
    async create(input: { email: string; name: string; phone?: string; role: Role; password: string }) {
      const [u] = await db
        .insert(users)
        .values({ email: input.email, name: input.name, phone: input.phone ?? "", role: input.role, passwordHash: await hashPassword(input.password) })
        .returning();
      return u;
    },

    list: () => db.select().from(users).orderBy(users.id),

    emailTaken,

    /**
     * The settings screen's save: e-mail, own role, password. A manager cannot raise themselves
     * to admin; the last admin cannot lower themselves (nobody could change roles any more).
     * A new e-mail or password needs the current password, checked under the sign-in throttle.
     * An e-mail, password or role change ends every other session and answers a fresh token.
     * Two saves at once: the second finds the account changed and is refused, not lost.
     */
    async updateSettings(u: User, change: SettingsChange, origin: Origin): Promise<{ user: User; token?: string } | SettingsRefusal | Throttled> {
      const roleChanged = change.role !== u.role;
      const emailChanged = change.email !== u.email;
      if (roleChanged && u.role === "manager" && change.role === "admin") return "cannot-raise-role";
      if (emailChanged || change.newPassword) {
        if (!change.currentPassword) return "current-password-required";
        const checked = await checkPassword(u.email, change.currentPassword, u, origin);
        if (checked !== true) return checked === false ? "wrong-password" : checked;
      }
      if (change.newPassword && isCommonPassword(change.newPassword, { email: change.email, name: u.name })) return "common-password";
      if (emailChanged && (await emailTaken(change.email, u.id))) return "email-taken";
      const passwordHash = change.newPassword ? await hashPassword(change.newPassword) : undefined;
      const revoking = roleChanged || emailChanged || Boolean(passwordHash);
      return db.transaction(async (t) => {
        if (roleChanged && u.role === "admin") {
          const admins = await lockActiveAdmins(t);
          if (!admins.some((id) => id !== u.id)) return "last-admin" as const;
        }
        const [updated] = await t
          .update(users)
          .set({
            email: change.email,
            role: change.role,
            ...(passwordHash ? { passwordHash } : {}),
            ...(revoking ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
            updatedAt: sql`now()`,
          })
          .where(and(eq(users.id, u.id), eq(users.tokenVersion, u.tokenVersion)))
          .returning();
        if (!updated) return "changed-meanwhile" as const;
        const fields = [emailChanged && "email", roleChanged && "role", passwordHash && "password"].filter(Boolean);
        const changes = {
          ...(emailChanged ? { email: { from: u.email, to: updated.email } } : {}),
          ...(roleChanged ? { role: { from: u.role, to: updated.role } } : {}),
        };
        await audit.record({ userId: u.id, action: "settings.update", entity: "user", entityId: u.id, details: { fields, role: change.role, changes } }, t);
        if (emailChanged) await securityEvent("auth.email_change", u.id, { from: u.email, to: updated.email, address: origin.address }, t);
        if (passwordHash) await securityEvent("auth.password_change", u.id, { address: origin.address }, t);
        if (!revoking) return { user: updated };
        await sessions.endAll(u.id, t);
        return { user: updated, token: await issueToken(updated, t) };
      });
    },

    /**
     * An admin adds a staff account. Without a password the server makes one, answered once as
     * `generatedPassword`; a given one must not be a common one.
     */
    async createByAdmin(
      actor: { id: number },
      input: { email: string; name: string; phone?: string; role: Role; password?: string },
    ): Promise<{ user: User; generatedPassword?: string } | "email-taken" | "common-password"> {
      const generatedPassword = input.password ? undefined : generatePassword(input);
      const password = input.password || generatedPassword!;
      if (isCommonPassword(password, input)) return "common-password";
      if (await emailTaken(input.email)) return "email-taken";
      const passwordHash = await hashPassword(password);
      return db.transaction(async (t) => {
        const [created] = await t
          .insert(users)
          .values({ email: input.email, name: input.name, phone: input.phone ?? "", role: input.role, passwordHash })
          .returning();
        await audit.record(
          {
            userId: actor.id,
            action: "user.create",
            entity: "user",
            entityId: created.id,
            details: { name: created.name, email: created.email, role: created.role },
          },
          t,
        );
        return { user: created, ...(generatedPassword ? { generatedPassword } : {}) };
      });
    },

    /**
     * An admin changes another user's role; that user's sessions end. Under the admins' lock, as
     * every change that can lower an admin: the actor must still be an admin when it runs, and
     * the last admin cannot be lowered, however many such changes run at once.
     */
    async setRole(actor: { id: number }, id: number, role: Role): Promise<User | "not-found" | "own-role" | "not-admin" | "last-admin"> {
      if (id === actor.id) return "own-role";
      return db.transaction(async (t) => {
        const admins = await lockActiveAdmins(t);
        if (!admins.includes(actor.id)) return "not-admin" as const;
        const [before] = await t.select().from(users).where(eq(users.id, id)).for("update");
        if (!before) return "not-found" as const;
        if (before.role === "admin" && role !== "admin" && !admins.some((a) => a !== id)) return "last-admin" as const;
        const [updated] = await t
          .update(users)
          .set({ role, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
          .where(eq(users.id, id))
          .returning();
        await sessions.endAll(id, t);
        await audit.record(
          {
            userId: actor.id,
            action: "user.role",
            entity: "user",
            entityId: id,
            details: { name: before.name, email: before.email, role, changes: { role: { from: before.role, to: role } } },
          },
          t,
        );
        return updated;
      });
    },

    /**
     * An admin takes someone's access away: they are signed out everywhere at once (their tokens
     * revoked, their sessions ended) and cannot sign in until enabled again. Nobody disables
     * themselves; under the admins' lock, as every change that can lower an admin, the last active
     * admin is never disabled. Disabling a disabled account changes nothing and records nothing.
     */
    async disable(actor: { id: number }, id: number): Promise<User | AccountRefusal> {
      if (id === actor.id) return "own-account";
      return db.transaction(async (t) => {
        const admins = await lockActiveAdmins(t);
        if (!admins.includes(actor.id)) return "not-admin" as const;
        const [before] = await t.select().from(users).where(eq(users.id, id)).for("update");
        if (!before) return "not-found" as const;
        if (before.disabledAt) return before;
        if (before.role === "admin" && !admins.some((a) => a !== id)) return "last-admin" as const;
        const [updated] = await t
          .update(users)
          .set({ disabledAt: sql`now()`, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
          .where(eq(users.id, id))
          .returning();
        await sessions.endAll(id, t);
        await audit.record({ userId: actor.id, action: "user.disable", entity: "user", entityId: id, details: { name: before.name, email: before.email } }, t);
        return updated;
      });
    },

    /** An admin gives a disabled account its access back (it signs in anew). Enabling an active account records nothing. */
    async enable(actor: { id: number }, id: number): Promise<User | Exclude<AccountRefusal, "last-admin" | "own-account">> {
      return db.transaction(async (t) => {
        const admins = await lockActiveAdmins(t);
        if (!admins.includes(actor.id)) return "not-admin" as const;
        const [before] = await t.select().from(users).where(eq(users.id, id)).for("update");
        if (!before) return "not-found" as const;
        if (!before.disabledAt) return before;
        const [updated] = await t
          .update(users)
          .set({ disabledAt: null, updatedAt: sql`now()` })
          .where(eq(users.id, id))
          .returning();
        await audit.record({ userId: actor.id, action: "user.enable", entity: "user", entityId: id, details: { name: before.name, email: before.email } }, t);
        return updated;
      });
    },

    /**
     * An admin gives someone else a new password the server makes, answered once (never stored in
     * clear nor in the audit log); every token of theirs stops working.
     */
    async resetPassword(actor: { id: number }, id: number): Promise<{ user: User; generatedPassword: string } | Exclude<AccountRefusal, "last-admin">> {
      if (id === actor.id) return "own-account";
      const target = await findById(id);
      if (!target) return "not-found";
      const generatedPassword = generatePassword(target);
      const passwordHash = await hashPassword(generatedPassword);
      return db.transaction(async (t) => {
        const admins = await lockActiveAdmins(t);
        if (!admins.includes(actor.id)) return "not-admin" as const;
        const [updated] = await t
          .update(users)
          .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
          .where(eq(users.id, id))
          .returning();
        if (!updated) return "not-found" as const;
        await sessions.endAll(id, t);
        await audit.record(
          { userId: actor.id, action: "user.password_reset", entity: "user", entityId: id, details: { name: updated.name, email: updated.email } },
          t,
        );
        return { user: updated, generatedPassword };
      });
    },

    /** The first admin on an empty users table. Answers the generated password when one was made. */
    async ensureFirstAdmin(email: string, password?: string): Promise<{ created: boolean; generatedPassword?: string }> {
      const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
      if (count > 0) return { created: false };
      const generated = password ? undefined : generatePassword({ email });
      await db
        .insert(users)
        .values({ email, name: "Administrator", role: "admin", passwordHash: await hashPassword(password ?? generated!) })
        .onConflictDoNothing();
      return { created: true, generatedPassword: generated };
    },
  };

  /** Every token of the user stops working: the version they carry is passed, their sessions end. */
  async function revoke(t: DbOrTx, id: number) {
    await t
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
      .where(eq(users.id, id));
    await sessions.endAll(id, t);
  }
}
export type Accounts = ReturnType<typeof createAccounts>;

/**
 * Lock the active (not disabled) admins' rows, in id order so concurrent changes queue rather than
 * deadlock, and answer their ids. Every change that can lower an admin (a demotion, disabling)
 * takes this lock first and decides on what it read, so two such changes can never both see
 * "another active admin is left". A disabled admin is not counted: nobody could sign in as them.
 */
export async function lockActiveAdmins(t: Tx): Promise<number[]> {
  const rows = await t
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.disabledAt)))
    .orderBy(users.id)
    .for("update");
  return rows.map((r) => r.id);
}

/** Verify against a dummy hash when no account has the e-mail, so timing tells nothing. */
async function verifyNobody(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  await verify(await dummyHash, password).catch(() => false);
  return false;
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
