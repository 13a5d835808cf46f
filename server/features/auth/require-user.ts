import { createMiddleware } from "hono/factory";
import type { Role } from "#schemas/auth";
import type { AppEnv } from "../../core/http/env";
import { apiError } from "../../core/http/errors";
import type { User } from "./accounts";

declare module "hono" {
  interface ContextVariableMap {
    /** The signed-in user, set by requireUser. */
    user: User;
  }
}

/** 401 unless a valid, unrevoked bearer token is sent; the user is then on c.get('user'). */
export const requireUser = createMiddleware<AppEnv>(async function requireUser(c, next) {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) apiError(401, "Authentication required", undefined, { "www-authenticate": "Bearer" });
  const user = await c.get("services").accounts.authenticate(match[1], { address: c.get("clientAddress") });
  if (!user) apiError(401, "Your session has expired. Please sign in again.", undefined, { "www-authenticate": 'Bearer error="invalid_token"' });
  c.set("user", user);
  await next();
});

/** 403 unless the signed-in user has one of the roles (use after requireUser). */
export function requireRole(...roles: Role[]) {
  return createMiddleware<AppEnv>(async function requireRole(c, next) {
    if (!roles.includes(c.get("user").role)) apiError(403, "You do not have permission to do this");
    await next();
  });
}
