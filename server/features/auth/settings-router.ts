import { Hono, type Context } from "hono";
import { settingsSchema, type Role } from "#schemas/auth";
import type { SettingsAnswer, SettingsDto } from "#schemas/wire";
import type { SettingsRefusal, User } from "./accounts";
import { COMMON_PASSWORD } from "../../core/passwords";
import { accountThrottled } from "./router";
import { requireUser } from "./require-user";
import type { AppEnv } from "../../core/http/env";
import { apiError, parseJson } from "../../core/http/errors";

const settingsOf = (u: User): SettingsDto => ({ email: u.email, role: u.role, name: u.name, phone: u.phone });

async function read(c: Context<AppEnv>) {
  return c.json({ success: true, data: settingsOf(c.get("user")) } satisfies SettingsAnswer);
}

const LAST_ADMIN = "You are the only admin. Make another user an admin before changing your own role.";
const EMAIL_TAKEN = "This email address is already used by another account";
const PASSWORD_FOR_EMAIL = "Enter your current password to change your email";
const CHANGED_MEANWHILE = "Your account was changed by another request at the same time. Reload the page and try again.";

function refuse(reason: SettingsRefusal): never {
  if (reason === "cannot-raise-role") apiError(403, "You cannot raise your own role", { role: "You cannot raise your own role" });
  if (reason === "last-admin") apiError(409, LAST_ADMIN, { role: LAST_ADMIN });
  if (reason === "current-password-required") apiError(400, PASSWORD_FOR_EMAIL, { currentPassword: PASSWORD_FOR_EMAIL });
  if (reason === "wrong-password") apiError(400, "Current password is incorrect", { currentPassword: "Current password is incorrect" });
  if (reason === "common-password") apiError(400, COMMON_PASSWORD, { newPassword: COMMON_PASSWORD });
  if (reason === "changed-meanwhile") apiError(409, CHANGED_MEANWHILE);
  apiError(409, EMAIL_TAKEN, { email: EMAIL_TAKEN });
}

/**
 * The settings save: a new e-mail or password needs the current password; an e-mail, password
 * or role change ends the other sessions and answers a fresh token, so this one stays signed in.
 */
async function save(c: Context<AppEnv>) {
  const input = await parseJson(c, settingsSchema);
  const user = c.get("user");
  const result = await c
    .get("services")
    .accounts.updateSettings(
      user,
      { email: input.email, role: input.role as Role, currentPassword: input.currentPassword, newPassword: input.newPassword },
      { address: c.get("clientAddress") },
    );
  if (typeof result === "string") refuse(result);
  if ("wait" in result) accountThrottled(result.wait);
  return c.json({
    success: true,
    message: "Settings updated successfully",
    data: settingsOf(result.user),
    ...(result.token ? { token: result.token } : {}),
  } satisfies SettingsAnswer);
}

/** /api/settings (and /api/settings/): the signed-in person's own account. */
export const settingsRoutes = new Hono<AppEnv>().get("/", requireUser, read).put("/", requireUser, save);
