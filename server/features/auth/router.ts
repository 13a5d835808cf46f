import { Hono, type Context } from "hono";
import { loginSchema } from "#schemas/auth";
import type { LoginAnswer } from "#schemas/wire";
import { toPublicUser } from "./accounts";
import { knownDeviceUser, rememberDevice } from "./known-device";
import { requireUserWithTemporaryPassword } from "./require-user";
import { passwordChangeRequired, TEMPORARY_PASSWORD_EXPIRED } from "./temporary-passwords";
import type { AuditOf } from "../../core/audit";
import type { SignInAuditAction } from "./activity";
import type { AppEnv } from "../../core/http/env";
import { apiError, parseJson } from "../../core/http/errors";
import { rateLimit } from "../../core/http/rate-limit";

/** 429 for an e-mail that must wait, known or not: the same words, so the answer tells nobody who has an account. */
export function accountThrottled(wait: number): never {
  apiError(429, `Too many failed sign-ins for this account. Please wait ${wait} seconds and try again.`, undefined, { "retry-after": String(wait) });
}

/** Too many sign-ins from one address: a security event, whatever e-mail was tried. */
function recordAddressThrottled(c: Context<AppEnv>) {
  const address = c.get("clientAddress");
  const audit: AuditOf<SignInAuditAction> = c.get("services").audit;
  return audit.record({ userId: null, action: "auth.throttled", entity: "user", details: { address, scope: "address" } });
}

export const authRoutes = new Hono<AppEnv>()
  /** { email, password } → { success, token, roleType, error }, the fields the sign-in screen reads. */
  .post("/login", rateLimit({ name: "login", limit: (l) => l.login, onLimited: recordAddressThrottled }), async (c) => {
    const { email, password } = await parseJson(c, loginSchema);
    const origin = { address: c.get("clientAddress"), knownDeviceOf: await knownDeviceUser(c) };
    const result = await c.get("services").accounts.login(email, password, origin);
    if (result === "invalid") {
      c.get("log").warn({ email }, "failed sign-in");
      return c.json({ success: false, token: null, roleType: null, error: "Invalid email or password" } satisfies LoginAnswer, 401);
    }
    if (result === "temporary-expired")
      return c.json({ success: false, token: null, roleType: null, error: TEMPORARY_PASSWORD_EXPIRED } satisfies LoginAnswer, 401);
    if ("wait" in result) accountThrottled(result.wait);
    // The password was right; the second factor's step comes next, with a challenge, not a session (two-step-router.ts).
    if ("step" in result) return c.json({ success: true, token: null, roleType: null, error: null, step: result.step, challenge: result.challenge });
    await rememberDevice(c, result.user.id);
    const changeRequired = passwordChangeRequired(result.user) ? { passwordChangeRequired: true } : {};
    return c.json({ success: true, token: result.token, roleType: result.user.role, error: null, ...changeRequired } satisfies LoginAnswer);
  })
  .post("/logout", requireUserWithTemporaryPassword, async (c) => {
    await c.get("services").accounts.logout(c.get("user"), { address: c.get("clientAddress") });
    return c.json({ success: true });
  })
  .get("/me", requireUserWithTemporaryPassword, (c) => {
    const user = c.get("user");
    return c.json({ success: true, data: { ...toPublicUser(user), ...(passwordChangeRequired(user) ? { passwordChangeRequired: true } : {}) } });
  });
