/** Backups on the wire (GET/POST /api/settings/backups), shared by the API and the Settings screen. */

/** One backup file: its name in BACKUP_DIR, its size in bytes and when it was made (ISO time). */
export interface BackupInfo {
  name: string;
  bytes: number;
  at: string;
}

type BackupRunStatus = "running" | "ok" | "failed";

export interface BackupStatusDto {
  /** The last backup that was made (on any instance), or null before the first. */
  lastBackup: BackupInfo | null;
  /** The last run, whatever its outcome; a failed one carries its error. */
  lastRun: { kind: "daily" | "manual" | "command"; status: BackupRunStatus; startedAt: string; finishedAt: string | null; error: string | null } | null;
  /** The newest backup file this server holds: what "Download latest backup" answers. */
  latestFile: BackupInfo | null;
  /** The daily schedule: its time of day (India, HH:MM) and what is kept. */
  schedule: { enabled: boolean; time: string; keepDaily: number; keepWeekly: number };
  /**
   * With S3 storage configured (S3_ENDPOINT …) and a backup made: whether the storage holds a copy
   * of the last backup (null when it could not be asked), and why not when known. Null otherwise.
   */
  copy?: { location: string; copied: boolean | null; error: string | null } | null;
}

/** POST /api/settings/backups/download-link: a link that downloads the newest backup, for a minute. */
export interface BackupDownloadLink {
  /** Same-site address to navigate to (no header needed): the browser streams the file to disk. */
  url: string;
  /** The file it downloads. */
  name: string;
  /** When the link stops working (ISO time). */
  expiresAt: string;
}
