/**
 * Write a backup: every table of the database from one snapshot (one REPEATABLE READ, READ ONLY
 * transaction, so rows that refer to each other are taken at the same instant while the site keeps
 * serving), the sequences, and the uploaded files, into one `.tar.gz` streamed to disk. It is
 * written under a temporary name and renamed when complete, so a half-written file never looks
 * like a backup.
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  backupName,
  chunkEntryName,
  qualified,
  quoteIdent,
  SAFE_UPLOAD_PATH,
  tableKey,
  type BackupInfo,
  type BackupManifest,
  type MigrationManifest,
  type SequenceManifest,
  type TableManifest,
  type UploadManifest,
} from "./format";
import { TarWriter } from "./tar";

/** Table data goes into the archive in pieces of this size: memory stays flat however large a table is. */
const CHUNK_BYTES = 4 * 1024 * 1024;

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

type Table = { schema: string; name: string };

/** The app's tables (schema public) in foreign-key order: each after the tables it refers to. */
async function appTables(client: pg.PoolClient | pg.Client): Promise<Table[]> {
  const { rows: tables } = await client.query<{ oid: number; schema: string; name: string }>(
    `select c.oid::int as oid, n.nspname as schema, c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname`,
  );
  const { rows: refs } = await client.query<{ from: number; to: number }>(
    `select conrelid::int as "from", confrelid::int as "to" from pg_constraint where contype = 'f' and conrelid <> confrelid`,
  );
  const byOid = new Map(tables.map((t) => [t.oid, t]));
  const needs = new Map(tables.map((t) => [t.oid, new Set<number>()]));
  for (const r of refs) if (byOid.has(r.from) && byOid.has(r.to)) needs.get(r.from)!.add(r.to);
  const ordered: Table[] = [];
  const done = new Set<number>();
  while (done.size < tables.length) {
    const ready = tables.filter((t) => !done.has(t.oid) && [...needs.get(t.oid)!].every((o) => done.has(o)));
    // A cycle of references (none today): take the rest alphabetically rather than stop.
    const next = ready.length ? ready : tables.filter((t) => !done.has(t.oid));
    for (const t of next) {
      done.add(t.oid);
      ordered.push({ schema: t.schema, name: t.name });
    }
  }
  return ordered;
}

async function dumpDatabase(pool: pg.Pool, tar: TarWriter) {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query("begin isolation level repeatable read read only");
    const server = (await client.query<{ v: string }>("select current_setting('server_version') as v")).rows[0].v;
    const migrations = await readMigrations(client);
    const tables: TableManifest[] = [];
    for (const t of await appTables(client)) tables.push(await dumpTable(client, t, tar));
    const sequences = await readSequences(client);
    await client.query("commit");
    return {
      migrations,
      migrationsHash: migrationsHash(migrations),
      server: { version: server },
      tables,
      sequences,
    };
  } catch (err) {
    broken = true;
    throw err;
  } finally {
    // A connection left mid-COPY cannot go back to the pool.
    if (broken) client.release(true);
    else client.release();
  }
}

export function migrationsHash(migrations: MigrationManifest[]): string {
  return createHash("sha256")
    .update(migrations.map((m) => `${m.createdAt}:${m.hash}`).join("\n"))
    .digest("hex");
}

async function readMigrations(client: pg.PoolClient): Promise<MigrationManifest[]> {
  const exists = await client.query(`select 1 from pg_tables where schemaname = 'drizzle' and tablename = '__drizzle_migrations'`);
  if (exists.rowCount === 0) return [];
  const { rows } = await client.query<{ hash: string; created_at: string }>(
    `select hash, created_at from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rows.map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) }));
}

async function columnsOf(client: pg.PoolClient, t: Table): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select a.attname as name from pg_attribute a
      where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by a.attnum`,
    [qualified(t)],
  );
  return rows.map((r) => r.name);
}

async function dumpTable(client: pg.PoolClient, t: Table, tar: TarWriter): Promise<TableManifest> {
  const columns = await columnsOf(client, t);
  const hash = createHash("sha256");
  let rows = 0;
  let bytes = 0;
  let chunks = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    const body = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    await tar.entry(chunkEntryName(t, ++chunks), body);
  };
  const stream = client.query(copyTo(`copy ${qualified(t)} (${columns.map(quoteIdent).join(", ")}) to stdout`));
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
    // In COPY's text format every row ends in a newline and newlines inside values are escaped.
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) rows++;
    pending.push(chunk);
    pendingBytes += chunk.length;
    if (pendingBytes >= CHUNK_BYTES) await flush();
  }
  await flush();
  return { schema: t.schema, name: t.name, columns, rows, bytes, sha256: hash.digest("hex"), chunks };
}

async function readSequences(client: pg.PoolClient): Promise<SequenceManifest[]> {
  const { rows: seqs } = await client.query<{ schema: string; name: string }>(
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'S' and n.nspname = 'public' order by c.relname`,
  );
  const out: SequenceManifest[] = [];
  for (const s of seqs) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from ${qualified(s)}`);
    out.push({ schema: s.schema, name: s.name, lastValue: rows[0].last_value, isCalled: rows[0].is_called });
  }
  return out;
}

/**
 * Every file under the upload directory (not the temporary ones being written), streamed in with
 * its sha256. A name the restore would refuse (SAFE_UPLOAD_PATH: spaces, say) is left out and
 * answered in `skipped`, so the problem shows when the backup is made, not when it is needed.
 */
async function copyUploads(uploadDir: string, tar: TarWriter): Promise<{ files: UploadManifest[]; skipped: string[] }> {
  const files: UploadManifest[] = [];
  const skipped: string[] = [];
  for (const rel of await walk(uploadDir)) {
    if (!SAFE_UPLOAD_PATH.test(rel)) {
      skipped.push(rel);
      continue;
    }
    const full = path.join(uploadDir, rel);
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(full, "r");
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") continue; // pruned meanwhile
      throw err;
    }
    try {
      const { size } = await handle.stat();
      const hash = createHash("sha256");
      const source = handle.createReadStream({ autoClose: false, start: 0, end: Math.max(0, size - 1) });
      await tar.entryFrom(`uploads/${rel}`, size, size === 0 ? noBytes() : (source as AsyncIterable<Buffer>), (c) => hash.update(c));
      source.destroy();
      files.push({ path: rel, bytes: size, sha256: hash.digest("hex") });
    } finally {
      await handle.close();
    }
  }
  return { files, skipped };
}

async function* noBytes(): AsyncGenerator<Buffer> {}

async function walk(root: string, sub = ""): Promise<string[]> {
  let entries;
  try {
    entries = await fs.readdir(path.join(root, sub), { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
  const out: string[] = [];
  for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    // Dot files are uploads still being written (they are renamed into place when complete).
    if (e.name.startsWith(".") || e.name.endsWith(".tmp")) continue;
    const rel = sub ? `${sub}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await walk(root, rel)));
    else if (e.isFile()) out.push(rel);
  }
  return out;
}
