import { hash, verify } from "@node-rs/argon2";
import { randomBytes } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Role } from "#schemas/auth";
import type { UserDto } from "#schemas/wire";
import type { Db, DbOrTx, Tx } from "../db/connection";
import { appMeta, users } from "../db/schema";
import type { Audit } from "./audit";
import type { LoginThrottle } from "./login-throttle";
import { isCommonPassword } from "./passwords";
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
  return { id: u.id, email: u.email, name: u.name, phone: u.phone, role: u.role, createdAt: u.createdAt.toISOString() };
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
    const ok = account ? await verify(account.passwordHash, password).catch(() => false) : await verifyNobody(password);
    if (ok) await throttle.succeeded(email, origin.address);
    else await securityEvent("auth.login_failed", account?.id ?? null, { email, address: origin.address });
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
      await securityEvent("auth.login", u!.id, { address: origin.address });
      return { user: u!, token: await issueToken(u!) };
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
      const session = u.tokenVersion === claims.tv ? await sessions.touch(token) : "revoked";
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

    /** An admin adds a staff account. */
    async createByAdmin(
      actor: { id: number },
      input: { email: string; name: string; phone?: string; role: Role; password: string },
    ): Promise<User | "email-taken" | "common-password"> {
      if (isCommonPassword(input.password, input)) return "common-password";
      if (await emailTaken(input.email)) return "email-taken";
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (t) => {
        const [created] = await t
          .insert(users)
          .values({ email: input.email, name: input.name, phone: input.phone ?? "", role: input.role, passwordHash })
          .returning();
        await audit.record(
          { userId: actor.id, action: "user.create", entity: "user", entityId: created.id, details: { email: created.email, role: created.role } },
          t,
        );
        return created;
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
          { userId: actor.id, action: "user.role", entity: "user", entityId: id, details: { role, changes: { role: { from: before.role, to: role } } } },
          t,
        );
        return updated;
      });
    },

    /** The first admin on an empty users table. Answers the generated password when one was made. */
    async ensureFirstAdmin(email: string, password?: string): Promise<{ created: boolean; generatedPassword?: string }> {
      const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
      if (count > 0) return { created: false };
      const generated = password ? undefined : randomBytes(12).toString("base64url");
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
 * Lock the admins' rows, in id order so concurrent changes queue rather than deadlock, and answer
 * their ids. Every change that can lower an admin takes this lock first and decides on what it
 * read, so two such changes can never both see "another admin is left".
 */
export async function lockActiveAdmins(t: Tx): Promise<number[]> {
  const rows = await t.select({ id: users.id }).from(users).where(eq(users.role, "admin")).orderBy(users.id).for("update");
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
