import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../../core/http/env";

/**
 * The one cookie the product sets: a browser that signed in to an account before. It holds a token
 * signed with the sessions' key (its own audience, so it is never taken for a session) naming the
 * account and a random device id. It proves no identity and opens nothing: a sign-in for that
 * account from this browser is only spared the account-wide ceiling, which a spread-out attack
 * fills, and keeps every per-address limit (login-throttle.ts).
 */
const DEVICE_COOKIE = "known_device";
const DEVICE_AUDIENCE = "cement-site-device";
const DEVICE_LIFE_SECONDS = 365 * 24 * 3600;
/** Sent with the sign-in requests only, not with every page. */
const DEVICE_COOKIE_PATH = "/api/auth";
/** A signed value is a few hundred characters; anything much longer is not ours and is not verified. */
const LONGEST_VALUE = 1024;

/** The id of the account this browser signed in to before, when its device cookie is ours and still valid. */
export async function knownDeviceUser(c: Context<AppEnv>): Promise<number | undefined> {
  const value = getCookie(c, DEVICE_COOKIE);
  if (!value || value.length > LONGEST_VALUE) return undefined;
  const claims = await c.get("services").tokens.verifyPurpose(DEVICE_AUDIENCE, value, DEVICE_LIFE_SECONDS);
  const id = Number(claims?.sub);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** After a successful sign-in: this browser is known to the account for a year (Secure when the site is https). */
export async function rememberDevice(c: Context<AppEnv>, userId: number): Promise<void> {
  const { tokens, config } = c.get("services");
  const value = await tokens.signPurpose(DEVICE_AUDIENCE, String(userId), { device: randomBytes(16).toString("base64url") }, DEVICE_LIFE_SECONDS);
  setCookie(c, DEVICE_COOKIE, value, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: "Lax",
    secure: config.siteUrl.startsWith("https:"),
    maxAge: DEVICE_LIFE_SECONDS,
  });
}
