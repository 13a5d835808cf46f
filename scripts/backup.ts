/**
 * Write a backup of the whole site now: `npm run backup`. Reads the same configuration as the
 * server (DATA_DIR or DATABASE_URL, BACKUP_DIR, S3_…); works while the server runs (the embedded
 * database is reached through its socket) and when it does not (then it is started for the
 * backup and stopped after). It is made as "Back up now" makes one: recorded in backup_runs (so
 * Settings, /healthz and the metrics count it), one at a time with the server's backups, copied
 * to S3 storage when configured, and followed by retention. Prints the file's path and size.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import { formatBytes } from "#schemas/format";
import { connectForBackup, NoDatabaseError, writeBackup, type BackupInfo } from "../server/features/backups/archive";
import { DatabaseStartError } from "../server/core/db/embedded";
import * as schema from "../server/core/db/schema";
import { createBackups, skippedWarning } from "../server/features/backups/backups";
import { createObjectStorage } from "../server/core/object-storage";
import { createLogger } from "../server/core/log";
import { configOrExit, consoleLog, EXIT, runCommand } from "./command-support";

const BUSY = "A backup is being made right now (by the app or another npm run backup). Try again when it has finished.";

function printWritten(info: BackupInfo) {
  const rows = Object.values(info.tables).reduce((a, b) => a + b, 0);
  console.log(`Backup written: ${info.file}`);
  console.log(
    `Size: ${formatBytes(info.bytes)} (${info.bytes} bytes); ${Object.keys(info.tables).length} tables, ${rows} rows, ${info.uploads} uploaded files`,
  );
}

async function main() {
  if (process.argv.slice(2).some((a) => a === "--help" || a === "-h")) {
    console.log("Usage: npm run backup\nWrites a backup of the database and the uploaded files to BACKUP_DIR (default DATA_DIR/backups).");
    return EXIT.ok;
  }
  const config = configOrExit();
  let database;
  try {
    database = await connectForBackup({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }, consoleLog);
  } catch (err) {
    if (err instanceof NoDatabaseError || err instanceof DatabaseStartError) {
      console.error(`Cannot reach the database: ${err.message}`);
      return EXIT.failed;
    }
    throw err;
  }
  try {
    const { rows } = await database.pool.query<{ ready: boolean }>("select to_regclass('public.backup_runs') is not null as ready");
    if (!rows[0].ready) {
      // This version's code before the app has migrated the database (e.g. right after an
      // upgrade): the backup is still made, of the data as it is, but cannot be recorded.
      const written = await writeBackup({ pool: database.pool, uploadDir: config.uploadDir, dir: config.backups.dir });
      printWritten(written);
      if (written.skippedUploads.length) console.error(`Warning: ${skippedWarning(written.skippedUploads)}`);
      console.warn("Note: not recorded in Settings, not copied to storage and no retention applied: the database is older than this version of the app.");
      return EXIT.ok;
    }

    // The command's own report says what happened; the domain's log lines would repeat it.
    const backups = createBackups({
      db: drizzle(database.pool, { schema }),
      pool: database.pool,
      config,
      log: createLogger("silent"),
      storage: createObjectStorage(config.objectStorage) ?? undefined,
    });
    const run = await backups.runNow(null);
    if (!run.ok) {
      console.error(run.reason === "busy" ? BUSY : `Backup failed: ${run.error}`);
      return run.reason === "busy" ? EXIT.busy : EXIT.failed;
    }
    printWritten(run.written);
    if (run.copiedTo) console.log(`Copied to ${run.copiedTo}`);
    if (run.deleted.length) console.log(`Deleted old backups (BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY): ${run.deleted.join(", ")}`);
    for (const warning of run.warnings) console.error(`Warning: ${warning}`);
    return EXIT.ok;
  } finally {
    await database.close();
  }
}

runCommand(main, (err) => {
  console.error(`Backup failed: ${(err as Error).message ?? err}`);
  return EXIT.failed;
});
