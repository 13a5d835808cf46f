import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../core/db/connection";
import { LONGEST_SESSION_HOURS } from "../../core/config";
import { sessions } from "../../core/db/schema";

/** A session's last request is written at most this often (a request per second need not write a row each time). */
const TOUCH_EVERY_SECONDS = 60;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** The key of a token's session (its row's `token_hash`), for what is kept with a session. */
export const sessionKeyOf = hashOf;

/**
 * One row per token issued, keyed by the token's hash. A token is accepted only while its row
 * exists and has seen a request within the idle limit; logout, a password, e-mail or role change
 * delete the rows, and an idle one is deleted when it is next shown.
 */
export function createSessions(db: Db, idleSeconds: number) {
  return {
    async start(userId: number, token: string, tx: DbOrTx = db): Promise<void> {
      // Two sign-ins of one user within a second sign the same claims, so the same token: one session.
      await tx
        .insert(sessions)
        .values({ tokenHash: hashOf(token), userId })
        .onConflictDoUpdate({ target: sessions.tokenHash, set: { lastSeenAt: sql`now()` } });
    },

    /** Is the token's session still open? Counts this request as activity. */
    async touch(token: string): Promise<"active" | "idle" | "ended"> {
      const tokenHash = hashOf(token);
      const found = await db.execute<{ idle: boolean; stale: boolean }>(sql`
        select last_seen_at <= now() - make_interval(secs => ${idleSeconds}) as idle,
               last_seen_at <= now() - make_interval(secs => ${TOUCH_EVERY_SECONDS}) as stale
        from sessions where token_hash = ${tokenHash}`);
      const row = found.rows[0];
      if (!row) return "ended";
      if (row.idle) {
        await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
        return "idle";
      }
      if (row.stale)
        await db
          .update(sessions)
          .set({ lastSeenAt: sql`now()` })
          .where(eq(sessions.tokenHash, tokenHash));
      return "active";
    },

    /** End every session of the user (logout, password, e-mail or role change). */
    async endAll(userId: number, tx: DbOrTx = db): Promise<void> {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;

/** Delete the sessions older than any token can be, or idle for as long (they would be refused anyway). */
export async function pruneSessions(db: DbOrTx): Promise<number> {
  const result = await db.execute(
    sql`delete from sessions where created_at < now() - make_interval(hours => ${LONGEST_SESSION_HOURS}) or last_seen_at < now() - make_interval(hours => ${LONGEST_SESSION_HOURS})`,
  );
  return result.rowCount ?? 0;
}
