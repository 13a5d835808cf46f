import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Role } from "#schemas/auth";
import type { AppEnv } from "../../core/http/env";
import { apiError } from "../../core/http/errors";
import type { User } from "./accounts";
import { PASSWORD_CHANGE_REQUIRED, passwordChangeRequired } from "./temporary-passwords";

declare module "hono" {
  interface ContextVariableMap {
    /** The signed-in user, set by requireUser. */
    user: User;
  }
}

/** The request's bearer token, when it sends one. */
export function bearerToken(c: Context<AppEnv>): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
}

/** The user behind the request's bearer token; 401 unless a valid, unrevoked one is sent. */
async function bearerUser(c: Context<AppEnv>): Promise<User> {
  const token = bearerToken(c);
  if (!token) apiError(401, "Authentication required", undefined, { "www-authenticate": "Bearer" });
  const user = await c.get("services").accounts.authenticate(token, { address: c.get("clientAddress") });
  if (!user) apiError(401, "Your session has expired. Please sign in again.", undefined, { "www-authenticate": 'Bearer error="invalid_token"' });
  return user;
}

/**
 * 401 unless a valid, unrevoked bearer token is sent; the user is then on c.get('user'). 403 while
 * the user's password is temporary: they choose a new one before anything else.
 */
export const requireUser = createMiddleware<AppEnv>(async function requireUser(c, next) {
  const user = await bearerUser(c);
  if (passwordChangeRequired(user)) apiError(403, PASSWORD_CHANGE_REQUIRED);
  c.set("user", user);
  await next();
});

/** requireUser, letting a temporary password's session through: who they are, signing out, choosing a new password. */
export const requireUserWithTemporaryPassword = createMiddleware<AppEnv>(async function requireUserWithTemporaryPassword(c, next) {
  c.set("user", await bearerUser(c));
  await next();
});

/** 403 unless the signed-in user has one of the roles (use after requireUser). */
export function requireRole(...roles: Role[]) {
  return createMiddleware<AppEnv>(async function requireRole(c, next) {
    if (!roles.includes(c.get("user").role)) apiError(403, "You do not have permission to do this");
    await next();
  });
}
