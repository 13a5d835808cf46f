import { hash, verify } from "@node-rs/argon2";
import { randomBytes } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Role } from "#schemas/auth";
import type { UserDto } from "#schemas/wire";
import type { Db } from "../db/connection";
import { appMeta, users } from "../db/schema";
import type { Audit } from "./audit";
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

/** Failed sign-ins past this number make the account wait, growing, capped (no hard lockout). */
const FREE_FAILURES = 5;
export function loginDelaySeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_FAILURES), 60);
}

export type SettingsChange = { email: string; role: Role; currentPassword: string; newPassword: string };
export type SettingsRefusal = "cannot-raise-role" | "last-admin" | "wrong-password" | "email-taken";

export function createAccounts(db: Db, tokens: TokenService, audit?: Audit) {
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

  return {
    findById,
    findByEmail,

    /**
     * Check credentials. Answers the user, 'invalid', or how many seconds the account must wait
     * after repeated failures.
     */
    async login(email: string, password: string): Promise<{ user: User; token: string } | { wait: number } | "invalid"> {
      const u = await findByEmail(email);
      if (!u) {
        dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
        await verify(await dummyHash, password).catch(() => false);
        return "invalid";
      }
      const delay = loginDelaySeconds(u.failedLogins);
      if (delay > 0 && u.lastFailedAt) {
        const waitMs = u.lastFailedAt.getTime() + delay * 1000 - Date.now();
        if (waitMs > 0) return { wait: Math.ceil(waitMs / 1000) };
      }
      const ok = await verify(u.passwordHash, password).catch(() => false);
      if (!ok) {
        await db
          .update(users)
          .set({ failedLogins: sql`${users.failedLogins} + 1`, lastFailedAt: new Date() })
          .where(eq(users.id, u.id));
        return "invalid";
      }
      if (u.failedLogins > 0) await db.update(users).set({ failedLogins: 0, lastFailedAt: null }).where(eq(users.id, u.id));
      return { user: u, token: await tokens.sign(claimsFor(u)) };
    },

    /** The user behind a token, if the token verifies and has not been revoked. */
    async authenticate(token: string): Promise<User | null> {
      const claims = await tokens.verify(token);
      if (!claims) return null;
      const u = await findById(Number(claims.userId));
      if (!u || u.tokenVersion !== claims.tv) return null;
      return u;
    },

    /** Revoke every token the user holds (logout, password change, role change). */
    async revokeTokens(id: number): Promise<User> {
      const [u] = await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return u;
    },

    verifyPassword: (u: User, password: string) => verify(u.passwordHash, password).catch(() => false),
    signToken: (u: User) => tokens.sign(claimsFor(u)),

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
     * A password or role change revokes older tokens and answers a fresh one.
     */
    async updateSettings(u: User, change: SettingsChange): Promise<{ user: User; token?: string } | SettingsRefusal> {
      const roleChanged = change.role !== u.role;
      if (roleChanged && u.role === "manager" && change.role === "admin") return "cannot-raise-role";
      if (change.newPassword && !(await verify(u.passwordHash, change.currentPassword).catch(() => false))) return "wrong-password";
      const emailChanged = change.email !== u.email;
      if (emailChanged && (await emailTaken(change.email, u.id))) return "email-taken";
      const passwordHash = change.newPassword ? await hashPassword(change.newPassword) : undefined;
      const revoke = roleChanged || Boolean(passwordHash);
      const result = await db.transaction(async (t) => {
        if (roleChanged && u.role === "admin") {
          const admins = await t.select({ id: users.id }).from(users).where(eq(users.role, "admin")).for("update");
          if (!admins.some((a) => a.id !== u.id)) return "last-admin" as const;
        }
        const [updated] = await t
          .update(users)
          .set({
            email: change.email,
            role: change.role,
            ...(passwordHash ? { passwordHash, failedLogins: 0, lastFailedAt: null } : {}),
            ...(revoke ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, u.id))
          .returning();
        const fields = [emailChanged && "email", roleChanged && "role", passwordHash && "password"].filter(Boolean);
        await audit?.record({ userId: u.id, action: "settings.update", entity: "user", entityId: u.id, details: { fields, role: change.role } }, t);
        return updated;
      });
      if (typeof result === "string") return result;
      return { user: result, token: revoke ? await tokens.sign(claimsFor(result)) : undefined };
    },

    /** An admin adds a staff account. */
    async createByAdmin(
      actor: { id: number },
      input: { email: string; name: string; phone?: string; role: Role; password: string },
    ): Promise<User | "email-taken"> {
      if (await emailTaken(input.email)) return "email-taken";
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (t) => {
        const [created] = await t
          .insert(users)
          .values({ email: input.email, name: input.name, phone: input.phone ?? "", role: input.role, passwordHash })
          .returning();
        await audit?.record(
          { userId: actor.id, action: "user.create", entity: "user", entityId: created.id, details: { email: created.email, role: created.role } },
          t,
        );
        return created;
      });
    },

    /** An admin changes another user's role; that user's tokens are revoked. */
    async setRole(actor: { id: number }, id: number, role: Role): Promise<User | "not-found" | "own-role"> {
      if (id === actor.id) return "own-role";
      return db.transaction(async (t) => {
        const [updated] = await t
          .update(users)
          .set({ role, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
          .where(eq(users.id, id))
          .returning();
        if (!updated) return "not-found" as const;
        await audit?.record({ userId: actor.id, action: "user.role", entity: "user", entityId: id, details: { role } }, t);
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
}
export type Accounts = ReturnType<typeof createAccounts>;

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
