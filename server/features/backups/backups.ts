import { desc, eq } from "drizzle-orm";
import type pg from "pg";
import type { BackupInfo, BackupStatusDto } from "#schemas/backups";
import { indiaDay, indiaMinutes } from "#schemas/india-time";
import { createAudit, type AuditOf } from "../../core/audit";
import type { Config } from "../../core/config";
import type { Db } from "../../core/db/connection";
import { backupRuns } from "../../core/db/schema";
import type { Logger } from "../../core/log";
import type { BackupAuditAction } from "./activity";
import { startPeriodic, type PeriodicTask } from "../../core/periodic";
import { listBackups, writeBackup, type BackupInfo as WrittenBackup } from "./archive";
import { prune, removeLeftovers } from "./retention";
import { dayIsDone, lastSuccessfulRun, withBackupLock } from "./runs";
import { storageCopy, type BackupStorage, type CopyFailure } from "./storage";

export { backupDownloadLink, checkDownloadLink } from "./download-link";

/** The schedule is checked this often; the day's backup starts at the first check from BACKUP_TIME. */
const BACKUP_CHECK_INTERVAL_MS = 60 * 1000;

/** What a backup that left files out says (the command prints it, the log has it). */
export function skippedWarning(skipped: readonly string[]): string {
  const shown = skipped.slice(0, 5).join(", ") + (skipped.length > 5 ? ` and ${skipped.length - 5} more` : "");
  return `${skipped.length} file(s) in the upload directory were left out of the backup: their names have characters a restore refuses (use only letters, digits, "." "_" "-"): ${shown}`;
}

/** A backup made: what the API answers (`backup`), and for `npm run backup` the file and what happened after it was written. */
type BackupMade = {
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
type ScheduledRun = { ran: false; reason: "too-early" | "done" | "busy" } | ({ ran: true; slot: string } & BackupMade) | FailedRun;
type FailedRun = { ran: true; slot: string; ok: false; error: string };
type ManualRun = BackupMade | { ok: false; reason: "busy" } | { ok: false; reason: "failed"; error: string };

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
  let copyFailure: CopyFailure | null = null;

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
    lastOk = await lastSuccessfulRun(db);
    lastOkAt = Date.now();
    return lastOk;
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

  return {
    /**
     * One check of the schedule at `now`: from BACKUP_TIME (India) on, the day's backup unless it
     * is made or another instance is making it. Cheap when there is nothing to do (one small query).
     */
    async runScheduled(now: Date = new Date()): Promise<ScheduledRun> {
      if (indiaMinutes(now) < config.backups.timeMinutes) return { ran: false, reason: "too-early" };
      const slot = `daily:${indiaDay(now)}`;
      if (await dayIsDone(db, slot, now)) return { ran: false, reason: "done" };
      const result = await withBackupLock(db, pool, async (stopped) => {
        const [claimed] = await db.insert(backupRuns).values({ slot, kind: "daily", startedAt: now }).onConflictDoNothing().returning({ id: backupRuns.id });
        let runId = claimed?.id;
        if (runId === undefined) {
          // The day's row exists: taken again only if it stopped half-way or failed over an hour ago.
          if (!stopped.includes(slot) && (await dayIsDone(db, slot, now))) return { ran: false as const, reason: "done" as const };
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
      const result = await withBackupLock(db, pool, async () => {
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
        copy: storage && last ? await storageCopy(storage, last.name, () => copyFailure) : null,
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
