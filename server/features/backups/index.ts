/** The backups: what other features use of them. */
export { backupActivity, type BackupAuditAction } from "./activity";
