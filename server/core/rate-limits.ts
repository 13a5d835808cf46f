import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "./db/connection";

/**
 * The per-address limiters and their windows in seconds: sign-in attempts are counted per 3
 * minutes, quote requests and messages (together) per 10 minutes, reads of customers' quotations
 * (the page's data and the PDF) per 10 minutes, downloads of the catalogue PDFs and PIN-code lookups of the price estimate per 10 minutes. A counter's key is
 * `<limiter>:<address>`, so housekeeping knows each row's window. Image uploads are counted per
 * staff member per hour (`upload:<user id>`).
 */
export const RATE_WINDOWS = {
  login: 180,
  form: 600,
  "login-account": 3600,
  upload: 3600,
  "quotation-read": 600,
  /** Reads of customers' dispatch pages (/api/d/…, the challan included), under the quotation reads' limit. */
  "dispatch-read": 600,
  /** Calls to one lead webhook (counted per webhook, not per address: tools post from many), under the quotation reads' limit. */
  "lead-webhook": 600,
  "catalogue-download": 600,
  pincode: 600,
} as const;
export type RateLimitName = keyof typeof RATE_WINDOWS;
const LONGEST_WINDOW_SECONDS = Math.max(...Object.values(RATE_WINDOWS));

interface RateDecision {
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
    /** Take back one hit that turned out not to count (a sign-in that succeeded). */
    async release(key: string): Promise<void> {
      await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * Delete the counters whose window has ended, each by its own limiter's window (the key's prefix):
 * such a row counts for nothing any more, as the next hit starts a new window either way. A key
 * of no known limiter is kept for the longest window. Answers how many went.
 */
export async function pruneRateLimits(db: DbOrTx): Promise<number> {
  const windows = sql.join(
    Object.entries(RATE_WINDOWS).map(([name, seconds]) => sql`when ${name} then ${seconds}::int`),
    sql` `,
  );
  const result = await db.execute(sql`
    delete from rate_limits
    where window_start < now() - make_interval(secs => case split_part(key, ':', 1) ${windows} else ${LONGEST_WINDOW_SECONDS}::int end)`);
  return result.rowCount ?? 0;
}
