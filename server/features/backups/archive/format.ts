/**
 * What a backup file is: its name, its manifest, and which files in a directory are finished
 * backups. A backup is one `.tar.gz`:
 *
 *   backup.json                       format name and version, when it was made
 *   tables/<schema>.<table>/000001.copy …  each table's rows, PostgreSQL COPY text format, in chunks
 *   uploads/<path>                    every uploaded file, byte for byte
 *   manifest.json                     migrations, per table columns/rows/bytes/sha256, sequences, uploads
 */
import fs from "node:fs/promises";
import path from "node:path";

export const BACKUP_FORMAT = "cement-site-backup";
export const BACKUP_FORMAT_VERSION = 1;

export type TableManifest = {
  schema: string;
  name: string;
  /** The columns in the order of the COPY data (generated columns are left out: PostgreSQL computes them). */
  columns: string[];
  rows: number;
  bytes: number;
  sha256: string;
  chunks: number;
};

export type SequenceManifest = { schema: string; name: string; lastValue: string; isCalled: boolean };

export type UploadManifest = { path: string; bytes: number; sha256: string };

export type MigrationManifest = { hash: string; createdAt: number };

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** The app's migrations the data belongs to, oldest first (drizzle.__drizzle_migrations). */
  migrations: MigrationManifest[];
  /** sha256 over the migrations' hashes, one quick comparison. */
  migrationsHash: string;
  server: { version: string };
  /** In foreign-key order: a table comes after the tables it refers to. */
  tables: TableManifest[];
  sequences: SequenceManifest[];
  uploads: { count: number; bytes: number; files: UploadManifest[] };
};

type BackupFileInfo = {
  /** Absolute path. */
  file: string;
  name: string;
  bytes: number;
  createdAt: Date;
};

export type BackupInfo = BackupFileInfo & {
  /** Rows per table (`schema.table` for schemas other than public). */
  tables: Record<string, number>;
  /** Uploaded files in the backup. */
  uploads: number;
  /** Files of the upload directory left out: names a restore would refuse (see SAFE_UPLOAD_PATH). */
  skippedUploads: string[];
};

/** `backup-2026-11-23T02-30-00Z.tar.gz`, with `-2`, `-3` … when two are made in the same second; UTC, so names sort by time. */
const NAME = /^backup-(\d{4})-(\d{2})-(\d{2})T(\d{2})-(\d{2})-(\d{2})Z(?:-(\d{1,4}))?\.tar\.gz$/;

export function backupName(at: Date, attempt = 1): string {
  const stamp = at.toISOString().slice(0, 19).replace(/:/g, "-");
  return `backup-${stamp}Z${attempt > 1 ? `-${attempt}` : ""}.tar.gz`;
}

/** When a backup was made, from its name; undefined for a name that is not a backup's. */
export function parseBackupName(name: string): { createdAt: Date; attempt: number } | undefined {
  const m = NAME.exec(name);
  if (!m) return undefined;
  const createdAt = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]));
  if (Number.isNaN(createdAt.getTime())) return undefined;
  return { createdAt, attempt: m[7] ? Number(m[7]) : 1 };
}

/**
 * The finished backups in `dir`, newest first. A missing directory has none; files being written
 * have temporary names. Only regular files count: a symbolic link named like a backup is not
 * followed (it could hand out, or let retention delete, a file elsewhere).
 */
export async function listBackups(dir: string): Promise<BackupFileInfo[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
  const found: (BackupFileInfo & { attempt: number })[] = [];
  for (const name of names) {
    const parsed = parseBackupName(name);
    if (!parsed) continue;
    const file = path.resolve(dir, name);
    try {
      const st = await fs.lstat(file);
      if (st.isFile()) found.push({ file, name, bytes: st.size, createdAt: parsed.createdAt, attempt: parsed.attempt });
    } catch {
      // deleted meanwhile (retention)
    }
  }
  found.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.attempt - a.attempt);
  return found.map(({ attempt: _attempt, ...info }) => info);
}

/** The key a table's count is reported under. */
export const tableKey = (t: { schema: string; name: string }) => (t.schema === "public" ? t.name : `${t.schema}.${t.name}`);

const tableEntryPrefix = (t: { schema: string; name: string }) => `tables/${t.schema}.${t.name}/`;

export const chunkEntryName = (t: { schema: string; name: string }, index: number) => `${tableEntryPrefix(t)}${String(index).padStart(6, "0")}.copy`;

/** An upload's path inside the upload directory: plain names only, nothing that could climb out of it. */
export const SAFE_UPLOAD_PATH = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const qualified = (t: { schema: string; name: string }) => `${quoteIdent(t.schema)}.${quoteIdent(t.name)}`;
