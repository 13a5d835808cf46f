import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Config } from "../config";
import { RATE_WINDOWS, type RateLimitName } from "../rate-limits";
import { rateLimitSubject } from "./client-address";
import type { AppEnv } from "./env";
import { apiError } from "./errors";

/**
 * Per-address fixed-window limit stored in PostgreSQL, over the named limiter's window
 * (RATE_WINDOWS); 429 with Retry-After past it. An IPv6 client counts by its /64 (rateLimitSubject).
 * `key` counts by something else than the address (a signed-in user's id).
 */
export function rateLimit(opts: {
  name: RateLimitName;
  limit: (limits: Config["limits"]) => number;
  key?: (c: Context<AppEnv>) => string;
  /** Called before the 429 is answered (to record it). */
  onLimited?: (c: Context<AppEnv>) => Promise<void>;
}) {
  const windowSeconds = RATE_WINDOWS[opts.name];
  return createMiddleware<AppEnv>(async function rateLimit(c, next) {
    const services = c.get("services");
    const limit = opts.limit(services.config.limits);
    const decision = await services.rateLimiter.hit(`${opts.name}:${opts.key ? opts.key(c) : rateLimitSubject(c.get("clientAddress"))}`, limit, windowSeconds);
    c.header("RateLimit-Limit", String(limit));
    c.header("RateLimit-Remaining", String(decision.remaining));
    if (!decision.allowed) {
      await opts.onLimited?.(c);
      apiError(429, "Too many requests. Please wait a moment and try again.", undefined, { "retry-after": String(decision.retryAfterSeconds) });
    }
    await next();
  });
}
