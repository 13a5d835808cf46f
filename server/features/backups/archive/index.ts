/** Backups of the whole site (database and uploaded files) and their restore. */
export {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  backupName,
  listBackups,
  parseBackupName,
  type BackupFileInfo,
  type BackupInfo,
  type BackupManifest,
} from "./format";
export { writeBackup, type WriteBackupOptions } from "./write";
export { BackupError, verifyBackup, type BackupProblem, type VerifiedBackup } from "./read";
export { restoreBackup, UploadsNotPlacedError, type RestoreOptions, type RestoreResult } from "./restore";
export { connectForBackup, connectForRestore, NoDatabaseError } from "./target";
