/**
 * The admin session over the one API client and the three stored keys:
 * sign in, sign out, the current user, and where to go after signing in.
 */
import { createContext, useRouteLoaderData } from "react-router";
import type { LoginAnswer, UserDto } from "#schemas/wire";
import { api } from "~/lib/api";
import { clearSession, getToken, saveSession } from "~/lib/auth-storage";

export const ADMIN_LOGIN_PATH = "/admin/login";
export const ADMIN_HOME_PATH = "/admin";
/** The route id of app/routes/admin/layout.tsx (React Router's default: the file path). */
export const ADMIN_LAYOUT_ROUTE_ID = "routes/admin/layout";

/** The signed-in staff member, as GET /api/auth/me answers. */
export type AdminUser = UserDto;

/** The login call's own failure: the server's message, or 'Login failed' when it sent none. */
export class LoginError extends Error {
  constructor(
    message: string,
    /** True when the message came from the server (shown as is); false for the generic fallback. */
    public fromServer: boolean,
    public status?: number,
  ) {
    super(message);
  }
}

/** After a right password, the step two-step sign-in still asks for, with its challenge (app/features/two-step). */
export type LoginStep = { step: "code" | "setup"; challenge: string };

/** Where a person signed in with a temporary password chooses a new one, before anything else. */
export const CHOOSE_PASSWORD_PATH = "/admin/choose-password";

/** The choose-a-password address that goes on to `target` afterwards. */
export function choosePasswordPathFor(target: string): string {
  const next = safeAdminRedirect(target);
  return next === ADMIN_HOME_PATH ? CHOOSE_PASSWORD_PATH : `${CHOOSE_PASSWORD_PATH}?redirectTo=${encodeURIComponent(next)}`;
}

/**
 * POST /api/auth/login; on success the three keys are stored, and the answer says whether the
 * password was temporary (a new one must be chosen first). An account with two-step sign-in
 * answers the step still needed instead (no session yet). Throws LoginError otherwise.
 */
export async function login(email: string, password: string): Promise<LoginStep | { passwordChangeRequired: boolean }> {
  let answer: LoginAnswer & Partial<LoginStep>;
  try {
    answer = await api("POST", "/api/auth/login", { email, password });
  } catch (err) {
    const e = err as { status?: number; serverMessage?: string };
    if (e.serverMessage) throw new LoginError(e.serverMessage, true, e.status);
    throw new LoginError("Login failed", false, e.status);
  }
  if (answer?.success && !answer.token && answer.step && answer.challenge) return { step: answer.step, challenge: answer.challenge };
  if (!answer?.success || !answer.token) {
    if (answer?.error) throw new LoginError(answer.error, true);
    throw new LoginError("Login failed", false);
  }
  saveSession(answer.token, answer.roleType);
  return { passwordChangeRequired: answer.passwordChangeRequired === true };
}

/** POST /api/auth/logout, then clear the three keys even when the call fails (signing out must always work). */
export async function logout(): Promise<void> {
  try {
    await api("POST", "/api/auth/logout", undefined, { auth: true });
  } catch (err) {
    console.warn("Logout request failed", err);
  } finally {
    clearSession();
    forgetVerifiedUser();
  }
}

/** GET /api/auth/me: the signed-in user, or a thrown error (ApiError / NetworkError). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<AdminUser> {
  const answer = await api("GET", "/api/auth/me", undefined, { auth: true, signal });
  if (!answer?.success || !answer.data) throw new Error("Could not verify the current user");
  return answer.data;
}

/** The user the server last confirmed, and the token it confirmed. */
let verified: { token: string; user: AdminUser } | undefined;

/**
 * The signed-in user, checked with the server once per token: moving between admin screens asks
 * again only when the stored token changed (a new sign-in, or the fresh token a password or role
 * change hands out). Throws as fetchCurrentUser does; a failure is not remembered.
 */
export async function verifiedUser(signal?: AbortSignal): Promise<AdminUser> {
  const token = getToken();
  if (token && verified?.token === token) return verified.user;
  const user = await fetchCurrentUser(signal);
  verified = token ? { token, user } : undefined;
  return user;
}

/** Forget the confirmed user, so the next admin screen checks the session with the server again. */
export function forgetVerifiedUser(): void {
  verified = undefined;
}

/** The user the admin layout's guard confirmed, for its loader and the loaders below it. */
export const adminUserContext = createContext<AdminUser>();

/**
 * Where to go after signing in: the remembered location when it is an admin page of this site,
 * else the dashboard. Anything else (other sites, protocol-relative URLs, the login itself) is ignored.
 */
export function safeAdminRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return ADMIN_HOME_PATH;
  let url: URL;
  try {
    url = new URL(value, "http://admin.invalid");
  } catch {
    return ADMIN_HOME_PATH;
  }
  if (url.origin !== "http://admin.invalid") return ADMIN_HOME_PATH;
  const path = url.pathname;
  if (path !== "/admin" && !path.startsWith("/admin/")) return ADMIN_HOME_PATH;
  if (path === ADMIN_LOGIN_PATH || path.startsWith(`${ADMIN_LOGIN_PATH}/`) || path === CHOOSE_PASSWORD_PATH) return ADMIN_HOME_PATH;
  return `${path}${url.search}${url.hash}`;
}

/** The login address that brings the person back to `from` after signing in. */
export function loginPathFor(from: string): string {
  const target = safeAdminRedirect(from);
  return target === ADMIN_HOME_PATH ? ADMIN_LOGIN_PATH : `${ADMIN_LOGIN_PATH}?redirectTo=${encodeURIComponent(target)}`;
}

/** The signed-in user, as the admin layout's guard verified it (inside the admin layout only). */
export function useAdminUser(): AdminUser | undefined {
  return (useRouteLoaderData(ADMIN_LAYOUT_ROUTE_ID) as { user?: AdminUser } | undefined)?.user;
}
