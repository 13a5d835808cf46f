import { sql } from "drizzle-orm";
import type { Db } from "../db/connection";

export interface RateDecision {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in PostgreSQL, so every app instance sees the same count.
 * One statement: start a new window when the old one has passed, else count up.
 */
export function createRateLimiter(db: Db) {
  return {
    async hit(key: string, limit: number, windowSeconds: number): Promise<RateDecision> {
      const result = await db.execute<{ count: number; window_start: Date }>(sql`
        insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
        on conflict (key) do update set
          count = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds}) then 1 else rate_limits.count + 1 end,
          window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds}) then now() else rate_limits.window_start end
        returning count, window_start`);
      const row = result.rows[0];
      const count = Number(row.count);
      const start = new Date(row.window_start).getTime();
      const retryAfterSeconds = Math.max(1, Math.ceil((start + windowSeconds * 1000 - Date.now()) / 1000));
      return { allowed: count <= limit, remaining: Math.max(0, limit - count), retryAfterSeconds };
    },
    /** Forget windows that ended long ago (called now and then; counters are tiny either way). */
    async prune() {
      await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
