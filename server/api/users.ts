import { Hono } from "hono";
import { createUserSchema, roleChangeSchema } from "#schemas/auth";
import { toPublicUser } from "../domain/accounts";
import { COMMON_PASSWORD } from "../domain/passwords";
import { requireRole, requireUser } from "../http/auth";
import type { AppEnv } from "../http/env";
import { apiError, idParam, parseJson } from "../http/errors";

const LAST_ADMIN = "At least one admin must remain. Make another user an admin first.";

/** Staff accounts: only admins may list, add them or change roles (a manager may do everything else). */
export const userRoutes = new Hono<AppEnv>()
  .get("/users", requireUser, requireRole("admin"), async (c) => {
    const rows = await c.get("services").accounts.list();
    return c.json({ success: true, data: rows.map(toPublicUser) });
  })

  .post("/users", requireUser, requireRole("admin"), async (c) => {
    const input = await parseJson(c, createUserSchema);
    const created = await c.get("services").accounts.createByAdmin(c.get("user"), input);
    if (created === "email-taken")
      apiError(409, "This email address is already used by another account", { email: "This email address is already used by another account" });
    if (created === "common-password") apiError(400, COMMON_PASSWORD, { password: COMMON_PASSWORD });
    return c.json({ success: true, data: toPublicUser(created) }, 201);
  })

  .patch("/users/:id/role", requireUser, requireRole("admin"), async (c) => {
    const id = idParam(c);
    const { role } = await parseJson(c, roleChangeSchema);
    const result = await c.get("services").accounts.setRole(c.get("user"), id, role);
    if (result === "own-role") apiError(403, "You cannot change your own role here", { role: "You cannot change your own role here" });
    if (result === "not-found") apiError(404, "User not found");
    if (result === "not-admin") apiError(403, "You do not have permission to do this");
    if (result === "last-admin") apiError(409, LAST_ADMIN, { role: LAST_ADMIN });
    return c.json({ success: true, data: toPublicUser(result) });
  });
