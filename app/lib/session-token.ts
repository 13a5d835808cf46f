/**
 * The admin session's keys in localStorage, and the two things the API client needs of them (the
 * token to send, and ending the session on a 401). Apart from ./auth-storage.ts, which keeps the
 * rest of the session, because the public forms' pages load the API client and count its bytes
 * (tests/e2e/budget.spec.ts).
 */
export const AUTH_TOKEN_KEY = "authToken";
export const USER_DATA_KEY = "userData";
export const ADMIN_AUTH_KEY = "adminAuth";

export const storage = () => (typeof window === "undefined" ? undefined : window.localStorage);

export function getToken(): string | null {
  return storage()?.getItem(AUTH_TOKEN_KEY) ?? null;
}

export function clearSession() {
  const s = storage();
  if (!s) return;
  s.removeItem(AUTH_TOKEN_KEY);
  s.removeItem(USER_DATA_KEY);
  s.removeItem(ADMIN_AUTH_KEY);
}
