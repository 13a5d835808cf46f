import { sql } from "drizzle-orm";
import type { User } from "./users";

/**
 * A password the server made or an admin saw (the first start's, Add staff's, a reset's) is
 * temporary: it works for this long after it was set, and only to choose a new one.
 */
export const TEMPORARY_PASSWORD_HOURS = 72;

/** When a temporary password set now stops working (the `password_temporary_until` column). */
export const temporaryPasswordUntil = () => sql`now() + make_interval(hours => ${TEMPORARY_PASSWORD_HOURS})`;

/** The sign-in's refusal of a temporary password left unused past its hours. */
export const TEMPORARY_PASSWORD_EXPIRED = "This temporary password has expired. Ask an admin to reset your password.";

/** Every staff route but choosing a new password refuses a session signed in with a temporary one. */
export const PASSWORD_CHANGE_REQUIRED = "Choose a new password before doing anything else: your password is a temporary one.";

/** The rule printed and shown beside a temporary password. */
export const TEMPORARY_PASSWORD_RULE = `It is temporary: it must be changed at the first sign-in, and stops working ${TEMPORARY_PASSWORD_HOURS} hours after it was made if unused.`;

/** Must the user choose a new password before anything else? */
export const passwordChangeRequired = (u: Pick<User, "passwordTemporaryUntil">): boolean => u.passwordTemporaryUntil !== null;

/** Has the user's temporary password passed its hours? (never, for a password they chose) */
export const temporaryPasswordExpired = (u: Pick<User, "passwordTemporaryUntil">, now = new Date()): boolean =>
  u.passwordTemporaryUntil !== null && u.passwordTemporaryUntil.getTime() <= now.getTime();
