import { eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../core/db/connection";
import { loginFailures } from "../../core/db/schema";
import { rateLimitSubject } from "../../core/http/client-address";
import { RATE_WINDOWS, type RateLimiter } from "../../core/rate-limits";

/** Failed sign-ins a pair of e-mail and client address may make before it waits. */
const FREE_FAILURES = 5;
/** The longest wait between two guesses of one pair, in seconds. */
const LONGEST_WAIT_SECONDS = 60;
/** A pair whose last failure is this old starts counting afresh. */
const FORGET_AFTER_SECONDS = 3600;

/** Seconds a pair waits after `failures` failed sign-ins, for a row of login_failures: none for the first 5, then 1, 2, 4, ... capped at 60. */
const waitOf = (failures: unknown) =>
  sql`make_interval(secs => case when ${failures} < ${FREE_FAILURES} then 0 else least(power(2, ${failures} - ${FREE_FAILURES}), ${LONGEST_WAIT_SECONDS}) end)`;

type ThrottleDecision = { allowed: true } | { allowed: false; wait: number; scope: "pair" | "account" };

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * Who may try a password now. Keyed on what the client typed, whether or not an account has that
 * e-mail, so a known and an unknown address answer alike and wait alike:
 * - per e-mail and client address: 5 free failures, then a growing wait. A stranger's guesses
 *   make only the stranger wait; the owner signs in from anywhere else.
 * - per e-mail from all addresses: a ceiling (RATE_LIMIT_LOGIN_ACCOUNT an hour) that only a
 *   spread-out attack reaches. A browser that signed in to that very account before (its device
 *   cookie, known-device.ts) is not held by it, so such an attack never locks the owner out.
 * An IPv6 client counts by its /64, as every per-address limit does.
 * Each attempt is counted as a failure before the password is checked, in one statement, so
 * parallel guesses cannot all slip through; a success takes the count back.
 */
export function createLoginThrottle(db: Db, rateLimiter: RateLimiter, accountCeiling: number) {
  const pairKey = (email: string, address: string) => `${normalise(email)}|${rateLimitSubject(address)}`;
  const accountKey = (email: string) => `login-account:${normalise(email)}`;

  return {
    /** `knownDevice`: the browser signed in to this e-mail's account before; only the per-address limits hold it. */
    async attempt(email: string, address: string, knownDevice = false): Promise<ThrottleDecision> {
      const key = pairKey(email, address);
      // The clock, not now(): an attempt's statement that waited for a parallel attempt's row lock
      // started before that attempt wrote its time, so by now() the parallel attempt would lie in
      // its future and look like a wait still running (two tabs signing in at once: one refused).
      const counted = await db.execute(sql`
        insert into login_failures as f (key, failures, last_failed_at) values (${key}, 1, clock_timestamp())
        on conflict (key) do update set
          failures = case when f.last_failed_at < clock_timestamp() - make_interval(secs => ${FORGET_AFTER_SECONDS}) then 1 else f.failures + 1 end,
          last_failed_at = clock_timestamp()
        where f.last_failed_at + ${waitOf(sql`f.failures`)} <= clock_timestamp()
        returning failures`);
      if (counted.rows.length === 0) {
        const waiting = await db.execute<{ wait: number }>(
          sql`select ceil(extract(epoch from last_failed_at + ${waitOf(sql`failures`)} - clock_timestamp()))::int as wait from login_failures where key = ${key}`,
        );
        return { allowed: false, wait: Math.max(1, Number(waiting.rows[0]?.wait ?? 1)), scope: "pair" };
      }
      if (knownDevice) return { allowed: true };
      const ceiling = await rateLimiter.hit(accountKey(email), accountCeiling, RATE_WINDOWS["login-account"]);
      if (!ceiling.allowed) return { allowed: false, wait: ceiling.retryAfterSeconds, scope: "account" };
      return { allowed: true };
    },

    /** The password was right: this attempt was no failure. */
    async succeeded(email: string, address: string, knownDevice = false): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.key, pairKey(email, address)));
      if (!knownDevice) await rateLimiter.release(accountKey(email));
    },

    /**
     * The accounts whose ceiling is reached now, and until when the window holds: for the admins'
     * dashboard. Only e-mails an account has: what a stranger types for no account is not shown.
     */
    async throttledAccounts(): Promise<{ email: string; until: string }[]> {
      const prefix = accountKey("");
      const result = await db.execute<{ email: string; until: Date }>(sql`
        select u.email, r.window_start + make_interval(secs => ${RATE_WINDOWS["login-account"]}) as until
        from rate_limits r join users u on r.key = ${prefix} || lower(u.email)
        where r.key like ${prefix + "%"} and r.count > ${accountCeiling}
          and r.window_start > now() - make_interval(secs => ${RATE_WINDOWS["login-account"]})
        order by u.email`);
      return result.rows.map((r) => ({ email: r.email, until: new Date(r.until).toISOString() }));
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/** Forget the pairs whose last failure is past the point where they would start afresh anyway. */
export async function pruneLoginFailures(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql`delete from login_failures where last_failed_at < now() - make_interval(secs => ${FORGET_AFTER_SECONDS})`);
  return result.rowCount ?? 0;
}
