/**
 * The admin session in localStorage, under the keys other tabs and older pages of the admin read:
 * authToken, userData (JSON of the token's six claims) and adminAuth ('true').
 */
import { ADMIN_AUTH_KEY, AUTH_TOKEN_KEY, storage, USER_DATA_KEY } from "~/lib/session-token";

export { ADMIN_AUTH_KEY, AUTH_TOKEN_KEY, clearSession, getToken, USER_DATA_KEY } from "~/lib/session-token";

export interface StoredUser {
  userId: string;
  adminId: string;
  userEmailId: string;
  userName: string;
  userPhone: string;
  roleType: string;
}

/** Authenticated only when a token exists and adminAuth is exactly 'true'. */
export function isAuthenticated(): boolean {
  const s = storage();
  return !!s && !!s.getItem(AUTH_TOKEN_KEY) && s.getItem(ADMIN_AUTH_KEY) === "true";
}

export function getStoredUser(): StoredUser | null {
  try {
    const raw = storage()?.getItem(USER_DATA_KEY);
    return raw ? (JSON.parse(raw) as StoredUser) : null;
  } catch {
    return null;
  }
}

/** Decode the token payload; a token that cannot be decoded gives user 1 with the role the login answered (admin if none). */
export function userFromToken(token: string, roleType?: string | null): StoredUser {
  try {
    const part = token.split(".")[1];
    const json = JSON.parse(decodeURIComponent(escape(atob(part.replace(/-/g, "+").replace(/_/g, "/")))));
    return {
      userId: String(json.userId ?? ""),
      adminId: String(json.adminId ?? ""),
      userEmailId: String(json.userEmailId ?? ""),
      userName: String(json.userName ?? ""),
      userPhone: String(json.userPhone ?? ""),
      roleType: String(json.roleType ?? roleType ?? "admin"),
    };
  } catch {
    console.warn("Could not decode the sign-in token; using fallback user data");
    return { userId: "1", adminId: "1", userEmailId: "", userName: "", userPhone: "", roleType: roleType || "admin" };
  }
}

export function saveSession(token: string, roleType?: string | null) {
  const s = storage();
  if (!s) return;
  s.setItem(AUTH_TOKEN_KEY, token);
  s.setItem(USER_DATA_KEY, JSON.stringify(userFromToken(token, roleType)));
  s.setItem(ADMIN_AUTH_KEY, "true");
}
