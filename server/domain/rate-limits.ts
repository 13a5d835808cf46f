import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/connection";

/**
 * The windows of the per-address limits: sign-in attempts are counted per 3 minutes, quote
 * requests and messages (together) per 10 minutes.
 */
export const RATE_WINDOWS = { login: 180, form: 600 } as const;
const LONGEST_WINDOW_SECONDS = Math.max(...Object.values(RATE_WINDOWS));

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
    /** Forget the counters whose window has ended (see `pruneRateLimits`). */
    prune: () => pruneRateLimits(db),
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * Delete the counters whose window has ended: a row older than the longest window counts for
 * nothing any more (the next hit starts a new window either way). Answers how many went.
 */
export async function pruneRateLimits(db: DbOrTx, olderThanSeconds: number = LONGEST_WINDOW_SECONDS): Promise<number> {
  const result = await db.execute(sql`delete from rate_limits where window_start < now() - make_interval(secs => ${olderThanSeconds})`);
  return result.rowCount ?? 0;
}
