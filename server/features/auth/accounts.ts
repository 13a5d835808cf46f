import type { Db } from "../../core/db/connection";
import type { AuditOf } from "../../core/audit";
import type { LoginThrottle } from "./login-throttle";
import type { Sessions } from "./sessions";
import { createSettings } from "./settings";
import { createCredentials, createSignIn } from "./sign-in";
import { createStaffAccounts } from "./staff";
import { createTwoStep } from "./two-step";
import type { TokenService } from "./tokens";
import { findUserByEmail, findUserById } from "./users";
import type { AuthAuditAction } from "./activity";

export type { SettingsRefusal } from "./settings";
export { tokenSecret } from "./sign-in";
export type { AccountRefusal } from "./staff";
export { toPublicUser, type User } from "./users";

/** Accounts: signing in and out, one's own settings, and the staff's accounts an admin manages. */
export function createAccounts(
  db: Db,
  deps: { tokens: TokenService; sessions: Sessions; throttle: LoginThrottle; audit: AuditOf<AuthAuditAction>; tokenSecret: string },
) {
  const credentials = createCredentials(db, deps);
  const twoStep = createTwoStep(db, { ...deps, credentials });
  return {
    findById: (id: number) => findUserById(db, id),
    findByEmail: (email: string) => findUserByEmail(db, email),
    /** The accounts whose sign-ins reached the account-wide ceiling now (for the admins' dashboard). */
    throttledSignIns: () => deps.throttle.throttledAccounts(),
    ...createSignIn(db, { ...deps, credentials, twoStep }),
    /** Two-step sign-in (TOTP and recovery codes). */
    twoStep,
    ...createSettings(db, { ...deps, credentials }),
    ...createStaffAccounts(db, deps),
  };
}
export type Accounts = ReturnType<typeof createAccounts>;
