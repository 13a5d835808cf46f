import { createMiddleware } from "hono/factory";
import type { Config } from "../config";
import type { AppEnv } from "./env";
import { apiError } from "./errors";

/** Per-address fixed-window limit stored in PostgreSQL; 429 with Retry-After past it. */
export function rateLimit(opts: { name: string; limit: (limits: Config["limits"]) => number; windowSeconds: number }) {
  return createMiddleware<AppEnv>(async function rateLimit(c, next) {
    const services = c.get("services");
    const limit = opts.limit(services.config.limits);
    const decision = await services.rateLimiter.hit(`${opts.name}:${c.get("clientAddress")}`, limit, opts.windowSeconds);
    c.header("RateLimit-Limit", String(limit));
    c.header("RateLimit-Remaining", String(decision.remaining));
    if (!decision.allowed) {
      apiError(429, "Too many requests. Please wait a moment and try again.", undefined, { "retry-after": String(decision.retryAfterSeconds) });
    }
    await next();
  });
}
