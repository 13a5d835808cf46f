/** Backups of the whole site (database and uploaded files) and their restore. */
export { backupName, listBackups, type BackupInfo } from "./format";
export { writeBackup } from "./write";
export { BackupError, verifyBackup, type BackupProblem } from "./read";
export { restoreBackup, UploadsNotPlacedError } from "./restore";
export { connectForBackup, connectForRestore, NoDatabaseError } from "./target";
