/**
 * Restore a backup: `npm run restore -- FILE [--force]`. Into the database the configuration names
 * (the embedded one in DATA_DIR, created there, or DATABASE_URL's) and the upload directory. The
 * whole file is checked before anything is touched; a target that holds data is refused unless
 * --force is given (then everything in it is replaced). Prints what it restored.
 */
import path from "node:path";
import { BackupError, connectForRestore, restoreBackup, verifyBackup, type BackupProblem } from "../server/features/backups/archive";
import { DatabaseStartError } from "../server/core/db/embedded";
import { formatBytes } from "#schemas/format";
import { configOrExit, consoleLog, EXIT, runCommand } from "./command-support";

const USAGE = "Usage: npm run restore -- FILE [--force]\n  --force  replace the data of a target that is not empty";

const exitFor = (problem: BackupProblem) => (problem === "missing" ? EXIT.missing : problem === "not-empty" ? EXIT.notEmpty : EXIT.corrupt);

async function main() {
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    console.log(USAGE);
    return EXIT.ok;
  }
  const force = args.includes("--force");
  const files = args.filter((a) => a !== "--force");
  if (files.length !== 1 || files[0].startsWith("-")) {
    console.error(USAGE);
    return EXIT.usage;
  }
  const file = path.resolve(files[0]);
  const config = configOrExit();

  console.log(`Checking ${file} …`);
  const verified = await verifyBackup(file);
  const m = verified.manifest;
  const rows = m.tables.reduce((n, t) => n + t.rows, 0);
  console.log(
    `Backup of ${m.createdAt}: ${formatBytes(verified.bytes)}, ${m.tables.length} tables, ${rows} rows, ${m.uploads.count} uploaded files. It is complete.`,
  );

  const database = await connectForRestore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }, consoleLog);
  try {
    console.log(`Restoring into ${database.description} and ${config.uploadDir} …`);
    const result = await restoreBackup({ file, pool: database.pool, uploadDir: config.uploadDir, force, verified });
    const width = Math.max(...Object.keys(result.tables).map((k) => k.length));
    console.log("Restored rows per table:");
    for (const [name, n] of Object.entries(result.tables)) console.log(`  ${name.padEnd(width)}  ${n}`);
    console.log(`Restored uploaded files: ${result.uploads.count} (${formatBytes(result.uploads.bytes)})`);
    if (result.migrationsApplied > 0) console.log(`Applied ${result.migrationsApplied} newer migration(s) of this version of the app.`);
    // The same record Settings → Backups reads: the run that made this file is recorded as done.
    const last = result.lastBackup;
    console.log(
      `Last backup (as Settings → Backups shows it): ${last ? `${last.name}, ${formatBytes(last.bytes)}, made ${last.at.toISOString()}` : "none recorded"}`,
    );
    for (const warning of result.warnings) console.error(`Warning: ${warning}`);
    console.log("Done. Start the app as usual.");
    return EXIT.ok;
  } finally {
    await database.close();
  }
}

runCommand(main, (err) => {
  if (err instanceof BackupError) {
    console.error(`Restore refused: ${err.message}`);
    return exitFor(err.problem);
  }
  if (err instanceof DatabaseStartError) {
    console.error(`Cannot start the database: ${err.message}`);
    return EXIT.failed;
  }
  console.error(`Restore failed: ${(err as Error).message ?? err}`);
  return EXIT.failed;
});
