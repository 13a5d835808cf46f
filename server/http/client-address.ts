import type { Context } from "hono";
import type { AppEnv } from "./env";

/**
 * The address rate limits are keyed on: the socket's peer, or with TRUST_PROXY the right-most
 * X-Forwarded-For entry (the one our own proxy appended; left-most entries are client-controlled).
 */
export function clientAddress(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for");
    const last = forwarded
      ?.split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .pop();
    if (last) return last;
  }
  return c.env?.incoming?.socket?.remoteAddress ?? "unknown";
}
