import { Hono, type Context } from "hono";
import { settingsSchema, type Role } from "#schemas/auth";
import type { SettingsAnswer, SettingsDto } from "#schemas/wire";
import type { SettingsRefusal, User } from "../domain/accounts";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/env";
import { apiError, parseJson } from "../http/errors";

const settingsOf = (u: User): SettingsDto => ({ email: u.email, role: u.role, name: u.name, phone: u.phone });

async function read(c: Context<AppEnv>) {
  return c.json({ success: true, data: settingsOf(c.get("user")) } satisfies SettingsAnswer);
}

const LAST_ADMIN = "You are the only admin. Make another user an admin before changing your own role.";
const EMAIL_TAKEN = "This email address is already used by another account";

function refuse(reason: SettingsRefusal): never {
  if (reason === "cannot-raise-role") apiError(403, "You cannot raise your own role", { role: "You cannot raise your own role" });
  if (reason === "last-admin") apiError(409, LAST_ADMIN, { role: LAST_ADMIN });
  if (reason === "wrong-password") apiError(400, "Current password is incorrect", { currentPassword: "Current password is incorrect" });
  apiError(409, EMAIL_TAKEN, { email: EMAIL_TAKEN });
}

/** The settings save: a password or role change revokes older tokens and answers a fresh one, so this session stays signed in. */
async function save(c: Context<AppEnv>) {
  const input = await parseJson(c, settingsSchema);
  const user = c.get("user");
  const result = await c.get("services").accounts.updateSettings(user, {
    email: input.email,
    role: input.role as Role,
    currentPassword: input.currentPassword,
    newPassword: input.newPassword,
  });
  if (typeof result === "string") refuse(result);
  return c.json({
    success: true,
    message: "Settings updated successfully",
    data: settingsOf(result.user),
    ...(result.token ? { token: result.token } : {}),
  } satisfies SettingsAnswer);
}

export const settingsRoutes = new Hono<AppEnv>()
  .get("/settings", requireUser, read)
  .get("/settings/", requireUser, read)
  .put("/settings", requireUser, save)
  .put("/settings/", requireUser, save);
