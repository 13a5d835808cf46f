import { createMiddleware } from "hono/factory";
import type { Config } from "../config";
import { RATE_WINDOWS, type RateLimitName } from "../domain/rate-limits";
import type { AppEnv } from "./env";
import { apiError } from "./errors";

/**
 * Per-address fixed-window limit stored in PostgreSQL, over the named limiter's window
 * (RATE_WINDOWS); 429 with Retry-After past it.
 */
export function rateLimit(opts: { name: RateLimitName; limit: (limits: Config["limits"]) => number }) {
  const windowSeconds = RATE_WINDOWS[opts.name];
  return createMiddleware<AppEnv>(async function rateLimit(c, next) {
    const services = c.get("services");
    const limit = opts.limit(services.config.limits);
    const decision = await services.rateLimiter.hit(`${opts.name}:${c.get("clientAddress")}`, limit, windowSeconds);
    c.header("RateLimit-Limit", String(limit));
    c.header("RateLimit-Remaining", String(decision.remaining));
    if (!decision.allowed) {
      apiError(429, "Too many requests. Please wait a moment and try again.", undefined, { "retry-after": String(decision.retryAfterSeconds) });
    }
    await next();
  });
}
