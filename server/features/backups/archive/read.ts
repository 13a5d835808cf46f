/**
 * Read a backup from end to end: every entry in its place, every table's rows and every file
 * matching the manifest's counts and checksums, the format one this code reads, and every
 * migration the data belongs to one this code has. `verifyBackup` does only that, before a restore
 * touches anything; the restore reads the file again the same way while it loads it.
 */
import { createHash, type Hash } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { MIGRATIONS_DIR } from "../../../core/db/migrate";
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, SAFE_UPLOAD_PATH, tableKey, type BackupManifest, type TableManifest } from "./format";
import { readTar, TarFormatError } from "./tar";

export type BackupProblem = "missing" | "corrupt" | "unsupported" | "unknown-migrations" | "not-empty";

/** A backup that cannot be used, or a target it may not be restored into; the message says which and why. */
export class BackupError extends Error {
  constructor(
    public problem: BackupProblem,
    message: string,
  ) {
    super(message);
  }
}

export type VerifiedBackup = { file: string; bytes: number; manifest: BackupManifest };

type TableRef = { schema: string; name: string };

/** What the restore does with the data as it streams past; the reader has checked nothing is out of place. */
type BackupVisitor = {
  tableChunk?(table: TableRef, chunk: Buffer): Promise<void>;
  tableEnd?(table: TableRef): Promise<void>;
  uploadStart?(path: string): Promise<void>;
  uploadChunk?(chunk: Buffer): Promise<void>;
  uploadEnd?(path: string): Promise<void>;
};

type Seen = { rows: number; bytes: number; chunks: number; hash: Hash };

const MAX_JSON_BYTES = 256 * 1024 * 1024;
const CHUNK_NAME = /^tables\/([^/.]+)\.([^/]+)\/(\d{6})\.copy$/;

/** The code's migrations, oldest first, as drizzle reads them. */
export function codeMigrations(folder = MIGRATIONS_DIR) {
  const files = readMigrationFiles({ migrationsFolder: folder });
  return files.map((m) => ({ hash: m.hash, createdAt: m.folderMillis, sql: m.sql }));
}

export async function verifyBackup(file: string): Promise<VerifiedBackup> {
  const bytes = await sizeOf(file);
  const manifest = await scanBackup(file, {});
  checkMigrations(manifest);
  return { file, bytes, manifest };
}

async function sizeOf(file: string): Promise<number> {
  try {
    const st = await fs.stat(file);
    if (!st.isFile()) throw new BackupError("missing", `${file} is not a file`);
    await fs.access(file, fs.constants.R_OK);
    return st.size;
  } catch (err) {
    if (err instanceof BackupError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    throw new BackupError("missing", code === "ENOENT" ? `${file} does not exist` : `${file} cannot be read (${code ?? (err as Error).message})`);
  }
}

/** Every migration of the backup must be this code's migration of the same place and content. */
function checkMigrations(manifest: BackupManifest) {
  const code = codeMigrations();
  manifest.migrations.forEach((m, i) => {
    const mine = code[i];
    if (!mine || mine.createdAt !== m.createdAt || mine.hash !== m.hash) {
      throw new BackupError(
        "unknown-migrations",
        `The backup's data belongs to a database migration this version of the app does not have (number ${i + 1} of ${manifest.migrations.length}, ` +
          `made ${new Date(m.createdAt).toISOString()}). Restore it with the version of the app that made it, or a newer one.`,
      );
    }
  });
}

/**
 * Read the whole file, hand the data to `visitor`, and answer the manifest once every count and
 * checksum agrees with it. Any fault throws a BackupError ("corrupt" or "unsupported").
 */
export async function scanBackup(file: string, visitor: BackupVisitor): Promise<BackupManifest> {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  source.on("error", (err) => gunzip.destroy(err));
  source.pipe(gunzip);
  try {
    return await scan(gunzip, visitor);
  } catch (err) {
    if (err instanceof BackupError) throw err;
    if (err instanceof TarFormatError) throw new BackupError("corrupt", `${file} is damaged: ${err.message}`);
    const code = (err as NodeJS.ErrnoException).code ?? "";
    if (code.startsWith("Z_") || /unexpected end|incorrect header|invalid/i.test((err as Error).message)) {
      throw new BackupError("corrupt", `${file} is not a complete backup (${(err as Error).message})`);
    }
    throw err;
  } finally {
    source.destroy();
    gunzip.destroy();
  }
}

async function scan(stream: Readable, visitor: BackupVisitor): Promise<BackupManifest> {
  const corrupt = (message: string) => new BackupError("corrupt", `the backup is damaged: ${message}`);
  const tables = new Map<string, Seen>();
  const uploads = new Map<string, { bytes: number; sha256: string }>();
  let current: { ref: TableRef; key: string } | undefined;
  let manifest: BackupManifest | undefined;
  let first = true;

  const endTable = async () => {
    if (current) await visitor.tableEnd?.(current.ref);
    current = undefined;
  };

  for await (const entry of readTar(stream)) {
    if (manifest) throw corrupt(`${entry.name} comes after the manifest`);
    if (first) {
      first = false;
      if (entry.name !== "backup.json") throw new BackupError("unsupported", "this is not a backup of this site (it does not start with backup.json)");
      const head = await readJson(entry.body, entry.size);
      checkFormat(head);
      continue;
    }
    const chunk = CHUNK_NAME.exec(entry.name);
    if (chunk) {
      const ref = { schema: chunk[1], name: chunk[2] };
      const key = `${ref.schema}.${ref.name}`;
      if (current?.key !== key) {
        await endTable();
        if (tables.has(key)) throw corrupt(`the rows of ${key} are not together`);
        tables.set(key, { rows: 0, bytes: 0, chunks: 0, hash: createHash("sha256") });
        current = { ref, key };
      }
      const seen = tables.get(key)!;
      if (Number(chunk[3]) !== seen.chunks + 1) throw corrupt(`a piece of ${key} is missing or out of order`);
      seen.chunks++;
      for await (const piece of entry.body) {
        seen.hash.update(piece);
        seen.bytes += piece.length;
        for (let i = piece.indexOf(10); i !== -1; i = piece.indexOf(10, i + 1)) seen.rows++;
        await visitor.tableChunk?.(ref, piece);
      }
      continue;
    }
    await endTable();
    if (entry.name.startsWith("uploads/")) {
      const rel = entry.name.slice("uploads/".length);
      if (!SAFE_UPLOAD_PATH.test(rel)) throw corrupt(`an uploaded file has an unsafe name (${rel})`);
      if (uploads.has(rel)) throw corrupt(`${rel} is in it twice`);
      const hash = createHash("sha256");
      await visitor.uploadStart?.(rel);
      for await (const piece of entry.body) {
        hash.update(piece);
        await visitor.uploadChunk?.(piece);
      }
      await visitor.uploadEnd?.(rel);
      uploads.set(rel, { bytes: entry.size, sha256: hash.digest("hex") });
      continue;
    }
    if (entry.name === "manifest.json") {
      manifest = (await readJson(entry.body, entry.size)) as BackupManifest;
      checkFormat(manifest);
      continue;
    }
    throw corrupt(`it holds an entry this format does not have (${entry.name})`);
  }
  await endTable();
  if (first) throw new BackupError("corrupt", "the backup is empty");
  if (!manifest) throw corrupt("the manifest is missing (the file ends early)");
  compare(manifest, tables, uploads);
  return manifest;
}

function checkFormat(value: unknown) {
  const v = value as { format?: unknown; version?: unknown };
  if (v?.format !== BACKUP_FORMAT) throw new BackupError("unsupported", "this is not a backup of this site");
  if (typeof v.version !== "number" || v.version > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      "unsupported",
      `the backup has format version ${String(v.version)}; this version of the app reads ${BACKUP_FORMAT_VERSION}. Update the app first.`,
    );
  }
}

async function readJson(body: AsyncIterable<Buffer>, size: number): Promise<unknown> {
  if (size > MAX_JSON_BYTES) throw new BackupError("corrupt", "the backup is damaged: its manifest is implausibly large");
  const parts: Buffer[] = [];
  for await (const piece of body) parts.push(piece);
  try {
    return JSON.parse(Buffer.concat(parts).toString("utf8"));
  } catch {
    throw new BackupError("corrupt", "the backup is damaged: its manifest is not readable JSON");
  }
}

function compare(manifest: BackupManifest, tables: Map<string, Seen>, uploads: Map<string, { bytes: number; sha256: string }>) {
  const corrupt = (message: string) => new BackupError("corrupt", `the backup is damaged: ${message}`);
  if (!Array.isArray(manifest.tables) || !Array.isArray(manifest.sequences) || !Array.isArray(manifest.migrations) || !Array.isArray(manifest.uploads?.files)) {
    throw corrupt("its manifest is incomplete");
  }
  const listed = new Set<string>();
  for (const t of manifest.tables as TableManifest[]) {
    const key = `${t.schema}.${t.name}`;
    listed.add(key);
    const seen = tables.get(key);
    const hash = (seen?.hash ?? createHash("sha256")).digest("hex");
    if ((seen?.rows ?? 0) !== t.rows) throw corrupt(`${tableKey(t)} has ${seen?.rows ?? 0} rows, the manifest says ${t.rows}`);
    if ((seen?.bytes ?? 0) !== t.bytes || hash !== t.sha256) throw corrupt(`the rows of ${tableKey(t)} do not match their checksum`);
    if ((seen?.chunks ?? 0) !== t.chunks) throw corrupt(`pieces of ${tableKey(t)} are missing`);
  }
  for (const key of tables.keys()) if (!listed.has(key)) throw corrupt(`${key} is not in the manifest`);
  const files = new Set<string>();
  for (const f of manifest.uploads.files) {
    files.add(f.path);
    const seen = uploads.get(f.path);
    if (!seen) throw corrupt(`the uploaded file ${f.path} is missing`);
    if (seen.bytes !== f.bytes || seen.sha256 !== f.sha256) throw corrupt(`the uploaded file ${f.path} does not match its checksum`);
  }
  for (const rel of uploads.keys()) if (!files.has(rel)) throw corrupt(`the uploaded file ${rel} is not in the manifest`);
}
