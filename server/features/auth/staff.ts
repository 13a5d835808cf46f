import { eq, sql } from "drizzle-orm";
import type { Role } from "#schemas/auth";
import type { Db, Tx } from "../../core/db/connection";
import { twoStep, users } from "../../core/db/schema";
import type { AuditOf } from "../../core/audit";
import { isCommonPassword } from "../../core/passwords";
import { generatePassword, hashPassword } from "./password-hashes";
import type { Sessions } from "./sessions";
import { emailTaken, findUserById, lockActiveAdmins, type User } from "./users";
import type { AuthAuditAction } from "./activity";
import { temporaryPasswordUntil } from "./temporary-passwords";

/** Why an admin's change to someone else's account was refused. */
export type AccountRefusal = "not-found" | "own-account" | "not-admin" | "last-admin";

/** The staff's accounts: listed, made, and changed by an admin; the first admin of an empty database. */
export function createStaffAccounts(db: Db, deps: { sessions: Sessions; audit: AuditOf<AuthAuditAction> }) {
  const { sessions, audit } = deps;

  /**
   * Runs `change` on another user's row, locked, under the admins' lock (as every change that can
   * lower an admin): the actor must still be an admin when it runs. `otherAdmin` tells whether an
   * active admin other than that user remains, so the last admin is never lowered.
   */
  function asAdmin<R>(actor: { id: number }, id: number, change: (t: Tx, before: User, otherAdmin: boolean) => Promise<R>) {
    return db.transaction(async (t) => {
      const admins = await lockActiveAdmins(t);
      if (!admins.includes(actor.id)) return "not-admin" as const;
      const [before] = await t.select().from(users).where(eq(users.id, id)).for("update");
      if (!before) return "not-found" as const;
      return change(
        t,
        before,
        admins.some((a) => a !== id),
      );
    });
  }

  return {
    /** An account as it is, without the checks of an admin's change (the seed and the tests). */
    async create(input: { email: string; name: string; phone?: string; role: Role; password: string }) {
      const [u] = await db
        .insert(users)
        .values({ email: input.email, name: input.name, phone: input.phone ?? "", role: input.role, passwordHash: await hashPassword(input.password) })
        .returning();
      return u;
    },

    /** Every account in id order, with whether its two-step sign-in is on (a setup waiting for its first code is not). */
    list: () =>
      db
        .select({ user: users, twoStep: sql<boolean>`${twoStep.enabledAt} is not null` })
        .from(users)
        .leftJoin(twoStep, eq(twoStep.userId, users.id))
        .orderBy(users.id),

    /** Is the address used by an account other than `exceptId`? (case-insensitive) */
    emailTaken: (email: string, exceptId?: number) => emailTaken(db, email, exceptId),

    /**
     * An admin adds a staff account. Without a password the server makes one, answered once as
     * `generatedPassword` and temporary (changed at the first sign-in); a given one must not be a common one.
     */
    async createByAdmin(
      actor: { id: number },
      input: { email: string; name: string; phone?: string; role: Role; password?: string },
    ): Promise<{ user: User; generatedPassword?: string } | "email-taken" | "common-password"> {
      const generatedPassword = input.password ? undefined : generatePassword(input);
      const password = input.password || generatedPassword!;
      if (isCommonPassword(password, input)) return "common-password";
      if (await emailTaken(db, input.email)) return "email-taken";
      const passwordHash = await hashPassword(password);
      return db.transaction(async (t) => {
        const [created] = await t
          .insert(users)
          .values({
            email: input.email,
            name: input.name,
            phone: input.phone ?? "",
            role: input.role,
            passwordHash,
            passwordTemporaryUntil: generatedPassword ? temporaryPasswordUntil() : null,
          })
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
      return asAdmin(actor, id, async (t, before, otherAdmin) => {
        if (before.role === "admin" && role !== "admin" && !otherAdmin) return "last-admin" as const;
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
      return asAdmin(actor, id, async (t, before, otherAdmin) => {
        if (before.disabledAt) return before;
        if (before.role === "admin" && !otherAdmin) return "last-admin" as const;
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
      return asAdmin(actor, id, async (t, before) => {
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
     * clear nor in the audit log) and temporary (changed at the next sign-in); every token of theirs stops working.
     */
    async resetPassword(actor: { id: number }, id: number): Promise<{ user: User; generatedPassword: string } | Exclude<AccountRefusal, "last-admin">> {
      if (id === actor.id) return "own-account";
      const target = await findUserById(db, id);
      if (!target) return "not-found";
      const generatedPassword = generatePassword(target);
      const passwordHash = await hashPassword(generatedPassword);
      return db.transaction(async (t) => {
        const admins = await lockActiveAdmins(t);
        if (!admins.includes(actor.id)) return "not-admin" as const;
        const [updated] = await t
          .update(users)
          .set({ passwordHash, passwordTemporaryUntil: temporaryPasswordUntil(), tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
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

    /** The first admin on an empty users table. Answers the generated password (temporary) when one was made. */
    async ensureFirstAdmin(email: string, password?: string): Promise<{ created: boolean; generatedPassword?: string }> {
      const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
      if (count > 0) return { created: false };
      const generated = password ? undefined : generatePassword({ email });
      await db
        .insert(users)
        .values({
          email,
          name: "Administrator",
          role: "admin",
          passwordHash: await hashPassword(password ?? generated!),
          passwordTemporaryUntil: generated ? temporaryPasswordUntil() : null,
        })
        .onConflictDoNothing();
      return { created: true, generatedPassword: generated };
    },
  };
}
