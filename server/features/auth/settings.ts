import { and, eq, sql } from "drizzle-orm";
import type { Role } from "#schemas/auth";
import type { Db } from "../../core/db/connection";
import { users } from "../../core/db/schema";
import type { AuditOf } from "../../core/audit";
import { isCommonPassword } from "../../core/passwords";
import { hashPassword } from "./password-hashes";
import type { Sessions } from "./sessions";
import type { Credentials, Origin, Throttled } from "./sign-in";
import { emailTaken, lockActiveAdmins, type User } from "./users";
import type { AuthAuditAction } from "./activity";

type SettingsChange = { email: string; role: Role; currentPassword: string; newPassword: string };
export type SettingsRefusal =
  "cannot-raise-role" | "last-admin" | "current-password-required" | "wrong-password" | "common-password" | "email-taken" | "changed-meanwhile";

/** The signed-in person's own account: the settings screen. */
export function createSettings(db: Db, deps: { sessions: Sessions; audit: AuditOf<AuthAuditAction>; credentials: Credentials }) {
  const { sessions, audit, credentials } = deps;
  const { issueToken, securityEvent, checkPassword } = credentials;

  return {
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
      if (emailChanged && (await emailTaken(db, change.email, u.id))) return "email-taken";
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
            // A password its owner chose is never temporary.
            ...(passwordHash ? { passwordHash, passwordTemporaryUntil: null } : {}),
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
  };
}
