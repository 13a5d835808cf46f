import { Hono } from "hono";
import { createUserSchema, roleChangeSchema } from "#schemas/auth";
import type { DataAnswer, ThrottledSignIn, UserAnswer, UserDto } from "#schemas/wire";
import { toPublicUser, type AccountRefusal } from "../auth";
import { COMMON_PASSWORD } from "../../core/passwords";
import { requireRole, requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { apiError, idParam, parseJson } from "../../core/http/errors";

const LAST_ADMIN = "At least one admin must remain. Make another user an admin first.";
const LAST_ACTIVE_ADMIN = "At least one active admin must remain. Make another user an admin first.";
const EMAIL_TAKEN = "This email address is already used by another account";
const NO_PERMISSION = "You do not have permission to do this";

/** The answer to a refused change of someone's account; `own` is what refusing one's own account says. */
function refuse(reason: AccountRefusal, own: string): never {
  if (reason === "own-account") apiError(403, own);
  if (reason === "not-found") apiError(404, "User not found");
  if (reason === "not-admin") apiError(403, NO_PERMISSION);
  apiError(409, LAST_ACTIVE_ADMIN);
}

/**
 * Staff accounts: only admins may list them, add them, change roles, disable and enable them and
 * reset their passwords (a manager may do everything else). Nobody does these to their own account.
 */
export const userRoutes = new Hono<AppEnv>()
  .get("/", requireUser, requireRole("admin"), async (c) => {
    const rows = await c.get("services").accounts.list();
    return c.json({ success: true, data: rows.map((r) => ({ ...toPublicUser(r.user), twoStep: r.twoStep })) } satisfies DataAnswer<UserDto[]>);
  })

  /** The accounts whose sign-ins are held by the account-wide ceiling now: the dashboard tells the admins. */
  .get("/throttled-sign-ins", requireUser, requireRole("admin"), async (c) => {
    const data = await c.get("services").accounts.throttledSignIns();
    return c.json({ success: true, data } satisfies DataAnswer<ThrottledSignIn[]>);
  })

  /** A new account; without a password the server makes one, answered once as `generatedPassword`. */
  .post("/", requireUser, requireRole("admin"), async (c) => {
    const input = await parseJson(c, createUserSchema);
    const created = await c.get("services").accounts.createByAdmin(c.get("user"), input);
    if (created === "email-taken") apiError(409, EMAIL_TAKEN, { email: EMAIL_TAKEN });
    if (created === "common-password") apiError(400, COMMON_PASSWORD, { password: COMMON_PASSWORD });
    const { generatedPassword } = created;
    return c.json({ success: true, data: toPublicUser(created.user), ...(generatedPassword ? { generatedPassword } : {}) } satisfies UserAnswer, 201);
  })

  .patch("/:id/role", requireUser, requireRole("admin"), async (c) => {
    const id = idParam(c);
    const { role } = await parseJson(c, roleChangeSchema);
    const result = await c.get("services").accounts.setRole(c.get("user"), id, role);
    if (result === "own-role") apiError(403, "You cannot change your own role here", { role: "You cannot change your own role here" });
    if (result === "not-found") apiError(404, "User not found");
    if (result === "not-admin") apiError(403, NO_PERMISSION);
    if (result === "last-admin") apiError(409, LAST_ADMIN, { role: LAST_ADMIN });
    return c.json({ success: true, data: toPublicUser(result) } satisfies DataAnswer<UserDto>);
  })

  /** Signed out everywhere at once, and no sign-in until enabled; disabling a disabled account answers it as it is. */
  .post("/:id/disable", requireUser, requireRole("admin"), async (c) => {
    const id = idParam(c);
    const result = await c.get("services").accounts.disable(c.get("user"), id);
    if (typeof result === "string") refuse(result, "You cannot disable your own account");
    return c.json({ success: true, data: toPublicUser(result) } satisfies DataAnswer<UserDto>);
  })

  .post("/:id/enable", requireUser, requireRole("admin"), async (c) => {
    const id = idParam(c);
    const result = await c.get("services").accounts.enable(c.get("user"), id);
    if (typeof result === "string") refuse(result, NO_PERMISSION);
    return c.json({ success: true, data: toPublicUser(result) } satisfies DataAnswer<UserDto>);
  })

  /** A new password the server makes, answered once; the person's tokens stop working. One's own is changed in Settings. */
  .post("/:id/reset-password", requireUser, requireRole("admin"), async (c) => {
    const id = idParam(c);
    const result = await c.get("services").accounts.resetPassword(c.get("user"), id);
    if (typeof result === "string") refuse(result, "Change your own password in Settings");
    return c.json({ success: true, data: toPublicUser(result.user), generatedPassword: result.generatedPassword } satisfies UserAnswer);
  })

  /** Someone's second factor taken away (a lost phone): they sign in with the password alone, or set it up again; their sessions end. */
  .post("/:id/two-step/reset", requireUser, requireRole("admin"), async (c) => {
    const result = await c.get("services").accounts.twoStep.resetByAdmin(c.get("user"), idParam(c));
    if (result === "not-enabled") apiError(409, "This account has no two-step sign-in to reset");
    if (typeof result === "string") refuse(result, "Turn off your own two-step sign-in in Settings");
    const data: UserDto = { ...toPublicUser(result), twoStep: false };
    return c.json({ success: true, message: "Two-step sign-in reset", data });
  });
