import fs from "node:fs/promises";
import path from "node:path";
import { desc, eq, sql } from "drizzle-orm";
import type pg from "pg";
import type { BackupInfo, BackupStatusDto } from "#schemas/backups";
import type { Config } from "../../core/config";
import type { Db } from "../../core/db/connection";
import { ADVISORY_LOCKS } from "../../core/db/locks";
import { backupRuns } from "../../core/db/schema";
import type { Logger } from "../../core/log";
import type { User } from "../auth";
import { createAudit, type AuditOf } from "../../core/audit";
import type { BackupAuditAction } from "./activity";
import { listBackups, writeBackup, type BackupInfo as WrittenBackup } from "./archive";
import { startPeriodic, type PeriodicTask } from "../../core/periodic";
import type { TokenService } from "../auth";
import { indiaDay, indiaMinutes, indiaWeek } from "#schemas/india-time";

/** The schedule is checked this often; the day's backup starts at the first check from BACKUP_TIME. */
export const BACKUP_CHECK_INTERVAL_MS = 60 * 1000;
/** A failed daily backup is tried again this long after it failed, for the rest of its day. */
export const FAILED_RETRY_MS = 60 * 60 * 1000;
/** What a run left "running" by an instance that stopped (its lock gone with its connection) is marked as. */
export const STOPPED_ERROR = "The server stopped before the backup was finished";

/** Where each backup is copied besides BACKUP_DIR (S3-compatible storage), when one is configured. */
export interface BackupStorage {
  /** s3://bucket/prefix, for the status. */
  readonly location: string;
  put(key: string, filePath: string): Promise<unknown>;
  delete(key: string): Promise<unknown>;
  list(prefix: string): Promise<{ key: string }[]>;
}

/** The status waits at most this long for the storage to say whether it holds the last backup. */
const COPY_CHECK_MS = 5000;

export interface Retention {
  daily: number;
  weekly: number;
}

/**
 * The backups retention deletes, of `backups` (any order). It keeps, by India dates:
 * - daily: the newest backup of each of the last `daily` days that have one;
 * - weekly: before those, the newest of each of the last `weekly` weeks (Monday to Sunday) that have
 *   one, counted from the week before the one the oldest daily backup is in. The weeks the daily
 *   ones cover are not counted again, so with a backup every day the defaults (7 and 4) keep 11
 *   backups reaching back 28 to 34 days: "I can go back a month".
 * A backup dated after `now` (a clock set back) is never deleted. Pure: the tests feed it dated names.
 */
export function expiredBackups<T extends { createdAt: Date }>(backups: readonly T[], now: Date, keep: Retention): T[] {
  const past = backups.filter((b) => b.createdAt.getTime() <= now.getTime()).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const kept = new Set<T>();
  const days = new Set<string>();
  /** The week (its Monday's date) the oldest daily backup is in: the weekly ones are older weeks. */
  let dailyFrom: string | undefined;
  for (const b of past) {
    const day = indiaDay(b.createdAt);
    if (days.has(day)) continue;
    if (days.size >= keep.daily) break;
    days.add(day);
    kept.add(b);
    dailyFrom = indiaWeek(b.createdAt);
  }
  const weeks = new Set<string>();
  for (const b of past) {
    const week = indiaWeek(b.createdAt);
    // Weeks are named YYYY-MM-DD, so they compare as text.
    if ((dailyFrom !== undefined && week >= dailyFrom) || weeks.has(week)) continue;
    if (weeks.size >= keep.weekly) break;
    weeks.add(week);
    kept.add(b);
  }
  return past.filter((b) => !kept.has(b));
}

/** A temporary backup file (`.backup-….partial`) this old is left over from a backup that was killed or crashed. */
export const LEFTOVER_PARTIAL_MS = 86_400_000;

/**
 * Delete the temporary files of backups that never finished (the process was killed, the machine
 * lost power) once they are a day old; a backup being written now is younger. Answers their names.
 */
export async function removeLeftovers(dir: string, now: number = Date.now()): Promise<string[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return [];
    throw err;
  }
  const removed: string[] = [];
  for (const name of names) {
    if (!/^\.backup-.*\.partial$/.test(name)) continue;
    const file = path.join(dir, name);
    try {
      const st = await fs.lstat(file);
      if (!st.isFile() || now - st.mtimeMs < LEFTOVER_PARTIAL_MS) continue;
      await fs.unlink(file);
      removed.push(name);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    }
  }
  return removed;
}

/** Delete the backups of `dir` retention no longer keeps (see expiredBackups); answers their names. */
export async function prune(dir: string, now: Date, keep: Retention): Promise<string[]> {
  const expired = expiredBackups(await listBackups(dir), now, keep);
  const deleted: string[] = [];
  for (const b of expired) {
    try {
      await fs.unlink(b.file);
      deleted.push(b.name);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    }
  }
  return deleted;
}

/** What a backup that left files out says (the command prints it, the log has it). */
export function skippedWarning(skipped: readonly string[]): string {
  const shown = skipped.slice(0, 5).join(", ") + (skipped.length > 5 ? ` and ${skipped.length - 5} more` : "");
  return `${skipped.length} file(s) in the upload directory were left out of the backup: their names have characters a restore refuses (use only letters, digits, "." "_" "-"): ${shown}`;
}

/** A backup made: what the API answers (`backup`), and for `npm run backup` the file and what happened after it was written. */
export type BackupMade = {
  ok: true;
  backup: BackupInfo;
  /** The engine's account of the file: its path, tables and uploads. */
  written: WrittenBackup;
  /** Where the copy went (storage location and key), or null when no storage is configured or the copy failed. */
  copiedTo: string | null;
  /** Older backups retention deleted. */
  deleted: string[];
  /** What failed after the backup was made (the copy, retention), in words; the backup itself is made. */
  warnings: string[];
};
export type ScheduledRun = { ran: false; reason: "too-early" | "done" | "busy" } | ({ ran: true; slot: string } & BackupMade) | FailedRun;
type FailedRun = { ran: true; slot: string; ok: false; error: string };
export type ManualRun = BackupMade | { ok: false; reason: "busy" } | { ok: false; reason: "failed"; error: string };

/**
 * The backups: the daily one at BACKUP_TIME (India), "Back up now", the status Settings shows and
 * retention. One backup at a time over every instance sharing the database: a run holds a session
 * advisory lock on a connection of its own, which PostgreSQL frees if that instance dies. The daily
 * run is claimed per India date in backup_runs ("daily:2026-11-23", unique), so of several
 * instances checking the schedule one makes it; a day's run left "running" by an instance that
 * stopped is made again at the next check, a failed one an hour after it failed.
 */
export function createBackups(deps: {
  db: Db;
  pool: pg.Pool;
  config: Pick<Config, "backups" | "uploadDir">;
  log: Logger;
  audit?: AuditOf<BackupAuditAction>;
  storage?: BackupStorage;
}) {
  const { db, pool, config, log, storage } = deps;
  const audit = deps.audit ?? createAudit(db);
  const { dir, keep } = config.backups;
  /** The last successful backup of any instance, kept for /healthz and the metrics; undefined until read. */
  let lastOk: { at: Date; name: string; bytes: number } | null | undefined;
  /** When lastOk was read (or set by a run here): it is read again once a check interval old. */
  let lastOkAt = 0;
  /** Why the last copy to storage made here failed (the status names it while the storage lacks that backup). */
  let copyFailure: { name: string; error: string } | null = null;

  /** The backup files in BACKUP_DIR (this server's disk), newest first; none when BACKUP_DIR is not a directory (the status then shows the failed run). */
  async function files() {
    try {
      return await listBackups(dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOTDIR") return [];
      throw err;
    }
  }

  /** The newest backup file in BACKUP_DIR, or null. */
  async function latestFile(): Promise<BackupFile | null> {
    return (await files())[0] ?? null;
  }

  async function refresh() {
    const [row] = await db
      .select({ fileName: backupRuns.fileName, bytes: backupRuns.bytes, finishedAt: backupRuns.finishedAt })
      .from(backupRuns)
      .where(eq(backupRuns.status, "ok"))
      .orderBy(sql`${backupRuns.finishedAt} desc nulls last`)
      .limit(1);
    lastOk = row?.finishedAt ? { at: row.finishedAt, name: row.fileName ?? "", bytes: row.bytes ?? 0 } : null;
    lastOkAt = Date.now();
    return lastOk;
  }

  /**
   * Run `fn` holding the backup lock, or answer "busy" when another run (here or on another
   * instance) holds it. Runs it left "running" when they stopped are marked failed first; their
   * slots are answered so a day's run can be made again.
   */
  async function withLock<T>(fn: (stopped: string[]) => Promise<T>): Promise<T | "busy"> {
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

  /** Write the backup of a claimed run and record how it went; then copy it to storage and apply retention. */
  async function execute(runId: number, slot: string, now: Date): Promise<BackupMade | FailedRun> {
    let written;
    try {
      written = await writeBackup({ pool, uploadDir: config.uploadDir, dir, now });
    } catch (err) {
      const error = (err as Error)?.message || String(err);
      log.error({ err, slot }, "backup failed");
      await db.update(backupRuns).set({ status: "failed", finishedAt: new Date(), error }).where(eq(backupRuns.id, runId));
      return { ran: true, slot, ok: false, error };
    }
    const finishedAt = new Date();
    await db.update(backupRuns).set({ status: "ok", finishedAt, fileName: written.name, bytes: written.bytes, error: null }).where(eq(backupRuns.id, runId));
    lastOk = { at: finishedAt, name: written.name, bytes: written.bytes };
    lastOkAt = Date.now();
    log.info({ slot, name: written.name, bytes: written.bytes, tables: written.tables, uploads: written.uploads }, "backup written");
    const after = await afterBackup(written.name, written.file, now);
    if (written.skippedUploads.length) {
      after.warnings.unshift(skippedWarning(written.skippedUploads));
      log.warn({ skipped: written.skippedUploads, uploadDir: config.uploadDir }, "uploaded files with names a restore refuses were left out of the backup");
    }
    return { ok: true, backup: { name: written.name, bytes: written.bytes, at: finishedAt.toISOString() }, written, ...after };
  }

  /** Copy and prune: the backup itself is made already, so a failure here is logged, never the run's. */
  async function afterBackup(name: string, file: string, now: Date): Promise<Pick<BackupMade, "copiedTo" | "deleted" | "warnings">> {
    const warnings: string[] = [];
    const reason = (err: unknown) => (err as Error)?.message || String(err);
    let copiedTo: string | null = null;
    if (storage) {
      copyFailure = null;
      const key = `backups/${name}`;
      await storage.put(key, file).then(
        () => (copiedTo = `${storage.location}${key}`),
        (err: unknown) => {
          copyFailure = { name, error: reason(err) };
          warnings.push(`the backup was not copied to ${storage.location}: ${reason(err)}`);
          log.warn({ err, name, storage: storage.location }, "copying the backup to storage failed; the backup itself is made");
        },
      );
    }
    let deleted: string[] = [];
    try {
      deleted = await prune(dir, now, keep);
      const leftovers = await removeLeftovers(dir);
      if (leftovers.length) log.info({ leftovers }, "temporary files of unfinished backups deleted");
    } catch (err) {
      warnings.push(`deleting old backups failed: ${reason(err)}`);
      log.error({ err }, "deleting old backups failed");
    }
    if (deleted.length) log.info({ deleted }, "old backups deleted");
    for (const old of deleted) {
      await storage?.delete(`backups/${old}`).catch((err: unknown) => {
        warnings.push(`${old} was not deleted from ${storage.location}: ${reason(err)}`);
        log.warn({ err, name: old }, "deleting an old backup from storage failed");
      });
    }
    return { copiedTo, deleted, warnings };
  }

  /** Whether the storage holds the backup: asked of the storage itself, so every instance answers alike. */
  async function copyOf(store: BackupStorage, name: string): Promise<NonNullable<BackupStatusDto["copy"]>> {
    const key = `backups/${name}`;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the storage did not answer within ${COPY_CHECK_MS / 1000} s`)), COPY_CHECK_MS);
    });
    try {
      const copied = (await Promise.race([store.list(key), late])).some((o) => o.key === key);
      return { location: store.location, copied, error: copied ? null : copyFailure?.name === name ? copyFailure.error : null };
    } catch (err) {
      return { location: store.location, copied: null, error: (err as Error)?.message || String(err) };
    } finally {
      clearTimeout(timer);
    }
  }

  /** The daily slot's row when nothing needs doing today: made, or failed less than an hour ago. */
  async function dayIsDone(slot: string, now: Date): Promise<boolean> {
    const [row] = await db.select({ status: backupRuns.status, finishedAt: backupRuns.finishedAt }).from(backupRuns).where(eq(backupRuns.slot, slot));
    if (!row) return false;
    if (row.status === "ok") return true;
    if (row.status === "failed") return (row.finishedAt?.getTime() ?? 0) > now.getTime() - FAILED_RETRY_MS;
    return false; // running: made again if its instance stopped (see withLock)
  }

  return {
    /**
     * One check of the schedule at `now`: from BACKUP_TIME (India) on, the day's backup unless it
     * is made or another instance is making it. Cheap when there is nothing to do (one small query).
     */
    async runScheduled(now: Date = new Date()): Promise<ScheduledRun> {
      if (indiaMinutes(now) < config.backups.timeMinutes) return { ran: false, reason: "too-early" };
      const slot = `daily:${indiaDay(now)}`;
      if (await dayIsDone(slot, now)) return { ran: false, reason: "done" };
      const result = await withLock(async (stopped) => {
        const [claimed] = await db.insert(backupRuns).values({ slot, kind: "daily", startedAt: now }).onConflictDoNothing().returning({ id: backupRuns.id });
        let runId = claimed?.id;
        if (runId === undefined) {
          // The day's row exists: taken again only if it stopped half-way or failed over an hour ago.
          if (!stopped.includes(slot) && (await dayIsDone(slot, now))) return { ran: false as const, reason: "done" as const };
          const [retry] = await db
            .update(backupRuns)
            .set({ status: "running", startedAt: now, finishedAt: null, error: null, fileName: null, bytes: null })
            .where(eq(backupRuns.slot, slot))
            .returning({ id: backupRuns.id });
          runId = retry.id;
        }
        const run = await execute(runId, slot, now);
        return run.ok ? { ran: true as const, slot, ...run } : run;
      });
      return result === "busy" ? { ran: false, reason: "busy" } : result;
    },

    /**
     * A backup at once, unless one is being made (here or on another instance): "Back up now" by
     * `actor`, or `npm run backup` (actor null), recorded, copied and pruned alike.
     */
    async runNow(actor: { id: number } | null): Promise<ManualRun> {
      const kind = actor ? "manual" : "command";
      const result = await withLock(async () => {
        // Runs hold the lock one after another, so no two start in the same millisecond.
        const now = new Date();
        const slot = `${kind}:${now.toISOString()}`;
        const [run] = await db
          .insert(backupRuns)
          .values({ slot, kind, startedAt: now, startedBy: actor?.id ?? null })
          .returning({ id: backupRuns.id });
        const outcome = await execute(run.id, slot, now);
        if (!outcome.ok) return { ok: false as const, reason: "failed" as const, error: outcome.error };
        await audit.record({
          userId: actor?.id ?? null,
          action: "backup.create",
          entity: "backup",
          entityId: run.id,
          details: { name: outcome.backup.name, bytes: outcome.backup.bytes, ...(actor ? {} : { command: "npm run backup" }) },
        });
        return outcome;
      });
      return result === "busy" ? { ok: false, reason: "busy" } : result;
    },

    /** What Settings shows: the last backup made, the last run (and its error), the newest file here, the schedule. */
    async status(): Promise<BackupStatusDto> {
      const [lastRun] = await db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt), desc(backupRuns.id)).limit(1);
      const last = await refresh();
      const latest = await latestFile();
      return {
        lastBackup: last ? { name: last.name, bytes: last.bytes, at: last.at.toISOString() } : null,
        lastRun: lastRun
          ? {
              kind: lastRun.kind,
              status: lastRun.status,
              startedAt: lastRun.startedAt.toISOString(),
              finishedAt: lastRun.finishedAt?.toISOString() ?? null,
              error: lastRun.error,
            }
          : null,
        latestFile: latest ? { name: latest.name, bytes: latest.bytes, at: latest.createdAt.toISOString() } : null,
        schedule: { enabled: config.backups.enabled, time: config.backups.time, keepDaily: keep.daily, keepWeekly: keep.weekly },
        copy: storage && last ? await copyOf(storage, last.name) : null,
      };
    },

    /** The newest backup file in BACKUP_DIR (this server's disk), or null. */
    latestFile,

    /** The backup file of that name in BACKUP_DIR, or null (retention deleted it, or there is none). */
    async fileNamed(name: string): Promise<BackupFile | null> {
      return (await files()).find((f) => f.name === name) ?? null;
    },

    /**
     * The last successful backup (any instance, or `npm run backup`), from memory: updated after
     * each run here and read again when a check interval old, so a backup made elsewhere shows
     * within a minute even with the schedule off. Null before the first backup; while the database
     * is away, the last one read.
     */
    async lastSuccess(): Promise<{ at: Date; name: string; bytes: number } | null> {
      if (lastOk !== undefined && Date.now() - lastOkAt < BACKUP_CHECK_INTERVAL_MS) return lastOk;
      return refresh().catch(() => lastOk ?? null);
    },

    /** Read the last successful backup again (another instance may have made one). */
    refresh,
  };
}
export type Backups = ReturnType<typeof createBackups>;
type BackupFile = { file: string; name: string; bytes: number; createdAt: Date };

/** How long a download link works: long enough to be followed at once, too short to be of use copied elsewhere. */
export const DOWNLOAD_LINK_SECONDS = 60;
/** The download link's audience: it is good for that and nothing else (never as a session). */
const DOWNLOAD_AUDIENCE = "backup-download";
export const LATEST_BACKUP_URL = "/api/settings/backups/latest";

/**
 * A link that downloads one backup file without a header, for the browser to follow (it streams the
 * file to disk; a script's fetch would hold it in memory): signed for this admin and this file's
 * name, for a minute. Signing out, or any change that ends the admin's sessions, ends it too.
 */
export async function backupDownloadLink(tokens: TokenService, user: Pick<User, "id" | "tokenVersion">, name: string) {
  const token = await tokens.signPurpose(DOWNLOAD_AUDIENCE, String(user.id), { name, tv: user.tokenVersion }, DOWNLOAD_LINK_SECONDS);
  return {
    url: `${LATEST_BACKUP_URL}?token=${encodeURIComponent(token)}`,
    name,
    expiresAt: new Date(Date.now() + DOWNLOAD_LINK_SECONDS * 1000).toISOString(),
  };
}

/**
 * Who may download which file with a download link's token: null unless it verifies, is within its
 * minute, and its admin is still an admin, enabled, with the same sessions (same token version).
 */
export async function checkDownloadLink(
  tokens: TokenService,
  findUser: (id: number) => Promise<User | undefined>,
  token: string,
): Promise<{ user: User; name: string } | null> {
  const claims = await tokens.verifyPurpose(DOWNLOAD_AUDIENCE, token, DOWNLOAD_LINK_SECONDS);
  if (!claims || typeof claims.name !== "string" || typeof claims.tv !== "number" || !/^\d+$/.test(claims.sub ?? "")) return null;
  const user = await findUser(Number(claims.sub));
  if (!user || user.disabledAt || user.role !== "admin" || user.tokenVersion !== claims.tv) return null;
  return { user, name: claims.name };
}

/** Check the schedule now and every minute; each check also refreshes the last backup's time for /healthz. */
export function startBackups(backups: Backups, log: Logger, options: { intervalMs?: number } = {}): PeriodicTask {
  const { intervalMs = BACKUP_CHECK_INTERVAL_MS } = options;
  return startPeriodic(
    async () => {
      await backups.runScheduled(new Date());
      await backups.refresh();
    },
    intervalMs,
    log,
    "the backup schedule check failed; will try again at the next check",
  );
}
