import { dictionary } from "@zxcvbn-ts/language-common";
import { ENV_EXAMPLE_PLACEHOLDERS } from "./env-example";

/** What a person is told when a new password is on the list of common ones. */
export const COMMON_PASSWORD = "This password is too common. Choose another.";

/**
 * The ~49,000 most used passwords of zxcvbn-ts's maintained list, plus the placeholders this
 * product's own documentation shows (.env.example), which anyone can read. Compared in lower case.
 */
const COMMON = new Set<string>([...dictionary["passwords-common"], ENV_EXAMPLE_PLACEHOLDERS.ADMIN_PASSWORD].map((p) => p.toLowerCase()));

/**
 * A new password is refused when it is a common password, or the account's own e-mail address,
 * its local part or its name: the first thing an attacker tries.
 */
export function isCommonPassword(password: string, account: { email?: string; name?: string } = {}): boolean {
  const p = password.toLowerCase();
  if (COMMON.has(p)) return true;
  const email = account.email?.toLowerCase();
  const own = [email, email?.split("@")[0], account.name?.toLowerCase().replace(/\s+/g, "")];
  return own.some((word) => word !== undefined && word.length > 0 && (p === word || p.replace(/\s+/g, "") === word));
}
