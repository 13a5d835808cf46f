/**
 * Write a backup: every table of the database from one snapshot (one REPEATABLE READ, READ ONLY
 * transaction, so rows that refer to each other are taken at the same instant while the site keeps
 * serving), the sequences, and the uploaded files, into one `.tar.gz` streamed to disk. It is
 * written under a temporary name and renamed when complete, so a half-written file never looks
 * like a backup.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type pg from "pg";
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, backupName, tableKey, type BackupInfo, type BackupManifest } from "./format";
import { TarWriter } from "./tar";
import { dumpDatabase } from "./write-database";
import { copyUploads } from "./write-uploads";

type WriteBackupOptions = {
  pool: pg.Pool;
  uploadDir: string;
  /** Where the backup goes; created (mode 0700) when missing. */
  dir: string;
  /** The time in the name and the manifest (default: now). */
  now?: Date;
  /** The stream the compressed bytes go through into the file (default: the file's own); the tests put a failing disk here. */
  openOutput?: (file: fs.FileHandle) => Writable;
};

export async function writeBackup(opts: WriteBackupOptions): Promise<BackupInfo> {
  const createdAt = opts.now ?? new Date();
  await fs.mkdir(opts.dir, { recursive: true, mode: 0o700 });
  const temp = path.join(opts.dir, `.${backupName(createdAt)}.${process.pid}-${randomBytes(4).toString("hex")}.partial`);

  const out = await fs.open(temp, "wx", 0o600);
  const gzip = createGzip({ level: 6 });
  const sink = opts.openOutput ? opts.openOutput(out) : out.createWriteStream();
  // A write error (a full disk, EIO) ends the pipeline at once, whatever is being awaited then: it
  // is handled here, and the tar writer's waits race it, so the backup fails rather than hangs.
  const written = pipeline(gzip, sink);
  written.catch(() => undefined);
  const tar = new TarWriter(gzip, createdAt, written);
  try {
    await tar.entry("backup.json", json({ format: BACKUP_FORMAT, version: BACKUP_FORMAT_VERSION, createdAt: createdAt.toISOString() }));
    const database = await dumpDatabase(opts.pool, tar);
    const { files: uploads, skipped } = await copyUploads(opts.uploadDir, tar);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      ...database,
      uploads: { count: uploads.length, bytes: uploads.reduce((n, u) => n + u.bytes, 0), files: uploads },
    };
    await tar.entry("manifest.json", json(manifest));
    await tar.end();
    gzip.end();
    await written;
    const handle = await fs.open(temp, "r+");
    await handle.sync().finally(() => handle.close());
    // The name is chosen last: another backup made in the same second (a second instance, the
    // command beside the schedule) takes the next one rather than being overwritten.
    const { name, file } = await freeName(opts.dir, createdAt);
    await fs.rename(temp, file);
    await syncDir(opts.dir);
    const { size } = await fs.stat(file);
    return {
      file,
      name,
      bytes: size,
      createdAt,
      tables: Object.fromEntries(manifest.tables.map((t) => [tableKey(t), t.rows])),
      uploads: uploads.length,
      skippedUploads: skipped,
    };
  } catch (err) {
    gzip.destroy();
    sink.destroy();
    await written.catch(() => undefined);
    await fs.rm(temp, { force: true }).catch(() => undefined);
    throw err;
  } finally {
    await out.close().catch(() => undefined);
  }
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value, null, 2) + "\n");

/** The name for a backup made at `at`; a second one in the same second gets `-2`. */
async function freeName(dir: string, at: Date) {
  for (let attempt = 1; attempt < 1000; attempt++) {
    const name = backupName(at, attempt);
    const file = path.resolve(dir, name);
    try {
      await fs.access(file);
    } catch {
      return { name, file };
    }
  }
  throw new Error(`${dir} already holds a thousand backups made at ${at.toISOString()}`);
}

async function syncDir(dir: string) {
  try {
    const handle = await fs.open(dir, "r");
    await handle.sync().finally(() => handle.close());
  } catch {
    // not every file system lets a directory be synced; the rename is still atomic
  }
}
