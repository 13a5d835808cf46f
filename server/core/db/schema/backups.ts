import { bigint, index, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { optionalRef, requiredRef, serialId, timestamptz } from "./columns";
import { sessions, users } from "./accounts";

export const backupStatus = pgEnum("backup_status", ["running", "ok", "failed"]);

/**
 * One row per backup run. `slot` is unique: "daily:2026-11-23" for the scheduled run of an India
 * date, "manual:<ISO time>" for "Back up now", so one instance alone wins a day's run however many
 * are running the schedule.
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: serialId(),
    slot: text("slot").notNull().unique(),
    /** daily (the schedule), manual ("Back up now", startedBy), command (`npm run backup`). */
    kind: text("kind", { enum: ["daily", "manual", "command"] }).notNull(),
    status: backupStatus("status").notNull().default("running"),
    startedAt: timestamptz("started_at").notNull().defaultNow(),
    finishedAt: timestamptz("finished_at"),
    /** The backup file's name in BACKUP_DIR, once written. */
    fileName: text("file_name"),
    /** Backups with uploaded files can pass 2 GB. */
    bytes: bigint("bytes", { mode: "number" }),
    error: text("error"),
    startedBy: optionalRef("started_by", () => users.id),
  },
  (t) => [index("backup_runs_started_idx").on(t.startedAt), index("backup_runs_status_finished_idx").on(t.status, t.finishedAt)],
);

/**
 * A backup download link's one-time nonce (its SHA-256), kept with the session that asked for it:
 * the link works once, within its minute, while that session is open (ending it deletes the row).
 */
export const backupDownloadLinks = pgTable(
  "backup_download_links",
  {
    nonceHash: text("nonce_hash").primaryKey(),
    sessionTokenHash: text("session_token_hash")
      .notNull()
      .references(() => sessions.tokenHash, { onDelete: "cascade" }),
    userId: requiredRef("user_id", () => users.id, "cascade"),
    /** The backup file's name the link was made for. */
    fileName: text("file_name").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [index("backup_download_links_expires_idx").on(t.expiresAt), index("backup_download_links_session_idx").on(t.sessionTokenHash)],
);
