import { Hono } from "hono";
import { choosePasswordSchema } from "#schemas/auth";
import type { PasswordChangeAnswer } from "#schemas/wire";
import { COMMON_PASSWORD } from "../../core/passwords";
import { accountThrottled } from "./router";
import { requireUserWithTemporaryPassword } from "./require-user";
import { TEMPORARY_PASSWORD_EXPIRED, temporaryPasswordExpired } from "./temporary-passwords";
import type { AppEnv } from "../../core/http/env";
import { apiError, parseJson } from "../../core/http/errors";

const WRONG_PASSWORD = "Current password is incorrect";
const CHANGED_MEANWHILE = "Your account was changed by another request at the same time. Sign in again and try again.";

/**
 * POST /api/settings/password: the signed-in person chooses a new password, giving the current one
 * (the one route, with who-am-I and sign-out, that a temporary password's session may use). The new
 * one is theirs: no longer temporary. Their other sessions end; this one gets a fresh token.
 */
export const passwordRoutes = new Hono<AppEnv>().post("/", requireUserWithTemporaryPassword, async (c) => {
  const { currentPassword, newPassword } = await parseJson(c, choosePasswordSchema);
  const user = c.get("user");
  if (temporaryPasswordExpired(user)) apiError(401, TEMPORARY_PASSWORD_EXPIRED);
  const result = await c
    .get("services")
    .accounts.updateSettings(user, { email: user.email, role: user.role, currentPassword, newPassword }, { address: c.get("clientAddress") });
  if (result === "wrong-password") apiError(400, WRONG_PASSWORD, { currentPassword: WRONG_PASSWORD });
  if (result === "common-password") apiError(400, COMMON_PASSWORD, { newPassword: COMMON_PASSWORD });
  if (typeof result === "string") apiError(409, CHANGED_MEANWHILE);
  if ("wait" in result) accountThrottled(result.wait);
  if (!result.token) apiError(409, CHANGED_MEANWHILE);
  return c.json({ success: true, message: "Password changed", token: result.token } satisfies PasswordChangeAnswer);
});
