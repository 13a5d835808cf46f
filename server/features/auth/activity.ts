/** The accounts' and sign-ins' audit entries and the activity screen's sentence for each. */
import type { ActivitySentences } from "../../core/audit";
import { changesOf, joinClauses, text } from "../../core/audit-sentences";
import type { TwoStepAuditAction } from "./two-step-activity";

/** Staff accounts an admin changes, and a user's own settings. */
const ACCOUNT_AUDIT_ACTIONS = ["user.create", "user.role", "user.disable", "user.enable", "user.password_reset", "settings.update"] as const;
export type AccountAuditAction = (typeof ACCOUNT_AUDIT_ACTIONS)[number];

/** Sign-ins and the security events around them. */
const SIGN_IN_AUDIT_ACTIONS = [
  "auth.login",
  "auth.logout",
  "auth.login_failed",
  "auth.throttled",
  "auth.revoked_token",
  "auth.email_change",
  "auth.password_change",
] as const;
export type SignInAuditAction = (typeof SIGN_IN_AUDIT_ACTIONS)[number];

/**
 * The sign-in events anonymous traffic can add (every wrong password is one): the audit log keeps
 * them for a while (AUDIT_SIGNIN_DAYS), not for good. A changed e-mail address or password is a
 * change of the account and stays.
 */
export const SIGN_IN_EVENTS = [
  "auth.login",
  "auth.logout",
  "auth.login_failed",
  "auth.throttled",
  "auth.revoked_token",
] as const satisfies readonly SignInAuditAction[];

export type AuthAuditAction = AccountAuditAction | SignInAuditAction | TwoStepAuditAction;

const SETTINGS_FIELD_WORDS: Record<string, string> = { email: "e-mail address", role: "role", password: "password" };

/** "an admin", "a manager". */
const roleWithArticle = (role: unknown) => (role === "admin" ? "an admin" : role === "manager" ? "a manager" : `a ${text(role)}`);

function settingsSentence(actor: string, details: Record<string, unknown>): string {
  const changes = changesOf(details) ?? {};
  const fields = Array.isArray(details.fields) ? details.fields.filter((f): f is string => typeof f === "string") : Object.keys(changes);
  if (!fields.length) return `${actor} saved their settings without changing anything`;
  const clauses = fields.map((f) => {
    const c = changes[f];
    const label = `their ${SETTINGS_FIELD_WORDS[f] ?? f}`;
    return c && text(c.from) && text(c.to) ? `${label} from ${text(c.from)} to ${text(c.to)}` : label;
  });
  return `${actor} changed ${joinClauses(clauses)}`;
}

export const accountActivity: ActivitySentences<AccountAuditAction> = {
  actions: ACCOUNT_AUDIT_ACTIONS,
  sentence(e) {
    const { actor, details: d } = e;
    /** The account an admin changed: "Meera Manager (meera@example.com)", or what is known of it. */
    const account = () => {
      const name = text(d.name);
      const email = text(d.email);
      if (name && email) return `${name} (${email})`;
      return name ?? email ?? (e.entityId ? `user #${e.entityId}` : "an account");
    };
    switch (e.action) {
      case "user.create":
        return `${actor} added ${account()}${text(d.role) ? ` as ${roleWithArticle(d.role)}` : ""}`;
      case "user.role": {
        const c = changesOf(d)?.role;
        if (c && text(c.from) && text(c.to)) return `${actor} changed the role of ${account()} from ${text(c.from)} to ${text(c.to)}`;
        return text(d.role) ? `${actor} made ${account()} ${roleWithArticle(d.role)}` : `${actor} changed the role of ${account()}`;
      }
      case "user.disable":
        return `${actor} disabled the account of ${account()}`;
      case "user.enable":
        return `${actor} enabled the account of ${account()}`;
      case "user.password_reset":
        return `${actor} reset the password of ${account()}`;
      case "settings.update":
        return settingsSentence(actor, d);
    }
  },
};

export const signInActivity: ActivitySentences<SignInAuditAction> = {
  actions: SIGN_IN_AUDIT_ACTIONS,
  // A failed or paused sign-in has no account to name.
  nobody: "Someone",
  sentence(e) {
    const { actor, details: d } = e;
    const from = text(d.address) ? ` from ${text(d.address)}` : "";
    switch (e.action) {
      case "auth.login":
        return `${actor} signed in${from}`;
      case "auth.logout":
        return `${actor} signed out on every device`;
      case "auth.login_failed":
        return `Someone failed to sign in as ${text(d.email) ?? e.actorName ?? "an unknown account"}${from}${d.disabled ? " (the account is disabled)" : ""}`;
      case "auth.throttled": {
        const wait = typeof d.wait === "number" ? ` for ${d.wait} seconds` : "";
        if (d.scope === "address" || !text(d.email)) return `Sign-ins${from} were paused after too many attempts`;
        return `Sign-ins as ${text(d.email)}${d.scope === "pair" ? from : ""} were paused${wait} after too many failed attempts`;
      }
      case "auth.revoked_token":
        return d.reason === "idle"
          ? `An idle session of ${actor} was used${from} and ended`
          : `A signed-out session of ${actor} was used${from}${d.reason === "disabled" ? " (the account is disabled)" : ""}`;
      case "auth.email_change":
        return text(d.from) && text(d.to)
          ? `${actor} changed their e-mail address from ${text(d.from)} to ${text(d.to)}`
          : `${actor} changed their e-mail address`;
      case "auth.password_change":
        return `${actor} changed their password`;
    }
  },
};
