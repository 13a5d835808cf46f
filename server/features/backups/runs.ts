import { eq, sql } from "drizzle-orm";
import type pg from "pg";
import type { Db } from "../../core/db/connection";
import { ADVISORY_LOCKS } from "../../core/db/locks";
import { backupRuns } from "../../core/db/schema";

/** A failed daily backup is tried again this long after it failed, for the rest of its day. */
const FAILED_RETRY_MS = 60 * 60 * 1000;
/** What a run left "running" by an instance that stopped (its lock gone with its connection) is marked as. */
const STOPPED_ERROR = "The server stopped before the backup was finished";

/**
 * Run `fn` holding the backup lock, or answer "busy" when another run (here or on another
 * instance) holds it. Runs it left "running" when they stopped are marked failed first; their
 * slots are answered so a day's run can be made again.
 */
export async function withBackupLock<T>(db: Db, pool: pg.Pool, fn: (stopped: string[]) => Promise<T>): Promise<T | "busy"> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [ADVISORY_LOCKS.backups]);
    if (!rows[0].locked) return "busy";
    try {
      const stopped = await db
        .update(backupRuns)
        .set({ status: "failed", finishedAt: new Date(), error: STOPPED_ERROR })
        .where(eq(backupRuns.status, "running"))
        .returning({ slot: backupRuns.slot });
      return await fn(stopped.map((r) => r.slot));
    } finally {
      await client.query("select pg_advisory_unlock($1)", [ADVISORY_LOCKS.backups]).catch((err: Error) => {
        broken = err; // a connection that cannot unlock is dropped, which frees the lock
      });
    }
  } finally {
    client.release(broken);
  }
}

/** The daily slot's row when nothing needs doing today: made, or failed less than an hour ago. */
export async function dayIsDone(db: Db, slot: string, now: Date): Promise<boolean> {
  const [row] = await db.select({ status: backupRuns.status, finishedAt: backupRuns.finishedAt }).from(backupRuns).where(eq(backupRuns.slot, slot));
  if (!row) return false;
  if (row.status === "ok") return true;
  if (row.status === "failed") return (row.finishedAt?.getTime() ?? 0) > now.getTime() - FAILED_RETRY_MS;
  return false; // running: made again if its instance stopped (see withBackupLock)
}

/** The last successful run of any instance: its file, size and when it finished; null before the first. */
export async function lastSuccessfulRun(db: Db): Promise<{ at: Date; name: string; bytes: number } | null> {
  const [row] = await db
    .select({ fileName: backupRuns.fileName, bytes: backupRuns.bytes, finishedAt: backupRuns.finishedAt })
    .from(backupRuns)
    .where(eq(backupRuns.status, "ok"))
    .orderBy(sql`${backupRuns.finishedAt} desc nulls last`)
    .limit(1);
  return row?.finishedAt ? { at: row.finishedAt, name: row.fileName ?? "", bytes: row.bytes ?? 0 } : null;
}
