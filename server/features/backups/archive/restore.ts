/**
 * Restore a backup into a database and an upload directory. The file is checked from end to end
 * first; then, in one transaction: the target is refused if it holds anything (unless forced,
 * and then cleared), the app's migrations are applied up to the ones the data belongs to, every
 * table is loaded with COPY (user triggers off, so counter tables such as inquiry_day_counts
 * are taken from the backup rather than counted twice), the sequences are set, the newer
 * migrations of this code are applied on top, and the backup run that made this very file (left
 * "running" in its own snapshot) is recorded as finished. The uploaded files are written beside the
 * upload directory and moved into place once the transaction has committed.
 */
import { once } from "node:events";
import fs from "node:fs/promises";
import path from "node:path";
import { finished } from "node:stream/promises";
import type pg from "pg";
import { from as copyFrom, type CopyStreamQuery } from "pg-copy-streams";
import { ADVISORY_LOCKS } from "../../../core/db/locks";
import { backupName, parseBackupName, qualified, quoteIdent, tableKey, type BackupManifest } from "./format";
import { BackupError, codeMigrations, scanBackup, verifyBackup, type VerifiedBackup } from "./read";

type RestoreOptions = {
  file: string;
  pool: pg.Pool;
  uploadDir: string;
  /** Replace whatever the target holds; without it a target with any rows or uploaded files is refused. */
  force?: boolean;
  /** The result of verifyBackup, when the caller has already checked the file. */
  verified?: VerifiedBackup;
};

type RestoreResult = {
  manifest: BackupManifest;
  /** Rows per table as they are in the database after the restore. */
  tables: Record<string, number>;
  uploads: { count: number; bytes: number };
  /** Migrations of this code applied on top of the backup's. */
  migrationsApplied: number;
  /** The last successful backup the restored data records: what Settings → Backups shows as "Last backup". */
  lastBackup: { name: string; bytes: number; at: Date } | null;
  /** What went wrong after everything was restored (an old upload directory that could not be deleted), in words. */
  warnings: string[];
};

/**
 * The database is restored (committed), but the restored uploads could not take the upload
 * directory's place: nothing is deleted, and the message says where each set of files is.
 */
export class UploadsNotPlacedError extends Error {
  constructor(
    /** Where the restored uploads are. */
    public restored: string,
    /** Where the previous uploads are (the upload directory itself when they were not moved), or null when there were none. */
    public previous: string | null,
    uploadDir: string,
    cause: unknown,
  ) {
    super(
      `The database is restored, but the uploaded files could not be moved into ${uploadDir} (${(cause as Error)?.message ?? String(cause)}). ` +
        `The restored uploaded files are in ${restored}; ` +
        (previous ? `the previous ones are in ${previous}. ` : "there were no previous ones. ") +
        `Move ${restored} to ${uploadDir} by hand before starting the app.`,
      { cause },
    );
  }
}

export async function restoreBackup(opts: RestoreOptions): Promise<RestoreResult> {
  const verified = opts.verified ?? (await verifyBackup(opts.file));
  const { manifest } = verified;

  const staging = `${opts.uploadDir}.restoring-${process.pid}`;
  await fs.rm(staging, { recursive: true, force: true });
  await fs.mkdir(staging, { recursive: true });
  const client = await opts.pool.connect();
  let committed = false;
  let keepStaging = false;
  try {
    await client.query("begin");
    await client.query("select pg_advisory_xact_lock($1)", [ADVISORY_LOCKS.migrations]);
    if (!opts.force) await refuseNonEmpty(client, opts.uploadDir);
    await clearTarget(client);

    const migrations = codeMigrations();
    const ownCount = manifest.migrations.length;
    await applyMigrations(client, migrations.slice(0, ownCount));

    const present = new Set(
      (await client.query<{ key: string }>(`select schemaname || '.' || tablename as key from pg_tables where schemaname = 'public'`)).rows.map((r) => r.key),
    );
    for (const t of manifest.tables) {
      if (!present.has(`${t.schema}.${t.name}`))
        throw new BackupError("unknown-migrations", `The backup has a table ${tableKey(t)} that its migrations do not create.`);
    }
    // User triggers (the day counters) off while loading: the backup already holds their result.
    for (const t of manifest.tables) await client.query(`alter table ${qualified(t)} disable trigger user`);
    await load(client, opts.file, manifest, staging);
    for (const t of manifest.tables) await client.query(`alter table ${qualified(t)} enable trigger user`);

    for (const s of manifest.sequences) {
      await client.query("select setval($1::regclass, $2::bigint, $3)", [qualified(s), s.lastValue, s.isCalled]);
    }
    await applyMigrations(client, migrations.slice(ownCount));
    await finishOwnRun(client, manifest, verified);
    const lastBackup = await lastRecordedBackup(client);
    const tables = await countRows(client);
    await client.query("commit");
    committed = true;

    let warnings: string[];
    try {
      warnings = await moveIntoPlace(staging, opts.uploadDir);
    } catch (err) {
      // The database holds the backup's data now: the restored files are all that match it.
      if (err instanceof UploadsNotPlacedError) keepStaging = true;
      throw err;
    }
    return {
      manifest,
      tables,
      uploads: { count: manifest.uploads.count, bytes: manifest.uploads.bytes },
      migrationsApplied: migrations.length - ownCount,
      lastBackup,
      warnings,
    };
  } catch (err) {
    if (!committed) await client.query("rollback").catch(() => undefined);
    throw err;
  } finally {
    client.release(!committed);
    if (!keepStaging) await fs.rm(staging, { recursive: true, force: true });
  }
}

/**
 * The run that made this backup is "running" in the backup's snapshot (it writes the file while it
 * holds the backup lock, and records the outcome afterwards). Restoring its file shows it
 * succeeded: it is recorded as done, with the file's name and size, finished at the snapshot's
 * time (what the data is of). It is the running run that started at the backup's time (a run's
 * start is its backup's time); a backup written outside any run has none, and another run
 * caught half-way is left to be marked stopped by the next backup.
 */
async function finishOwnRun(client: pg.PoolClient, manifest: BackupManifest, file: { file: string; bytes: number }) {
  const given = path.basename(file.file);
  // A backup renamed on its way here is recorded under the name it was made with.
  const name = parseBackupName(given) ? given : backupName(new Date(manifest.createdAt));
  await client.query(
    `update backup_runs set status = 'ok', finished_at = $1, file_name = $2, bytes = $3, error = null
      where status = 'running' and started_at = $1`,
    [manifest.createdAt, name, file.bytes],
  );
}

/** The newest successful run, as the backups' status reads it (server/features/backups/backups.ts). */
async function lastRecordedBackup(client: pg.PoolClient): Promise<RestoreResult["lastBackup"]> {
  const { rows } = await client.query<{ name: string | null; bytes: string | null; at: Date | null }>(
    `select file_name as name, bytes::text, finished_at as at from backup_runs
      where status = 'ok' order by finished_at desc nulls last limit 1`,
  );
  const row = rows[0];
  return row?.at ? { name: row.name ?? "", bytes: Number(row.bytes ?? 0), at: row.at } : null;
}

/** A target with any rows in an app table, or any uploaded file, holds a site: refuse to overwrite it. */
async function refuseNonEmpty(client: pg.PoolClient, uploadDir: string) {
  const { rows: tables } = await client.query<{ schema: string; name: string }>(
    `select schemaname as schema, tablename as name from pg_tables where schemaname = 'public' order by 2`,
  );
  const filled: string[] = [];
  for (const t of tables) {
    const { rows } = await client.query<{ any: boolean }>(`select exists (select 1 from ${qualified(t)}) as any`);
    if (rows[0].any) filled.push(t.name);
  }
  let files: string[] = [];
  try {
    files = (await fs.readdir(uploadDir)).filter((n) => !n.startsWith("."));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  const held = [
    filled.length ? `the database has rows in ${filled.slice(0, 5).join(", ")}${filled.length > 5 ? ` and ${filled.length - 5} more tables` : ""}` : "",
    files.length ? `${uploadDir} holds ${files.length} file(s)` : "",
  ].filter(Boolean);
  if (held.length) {
    throw new BackupError("not-empty", `The target is not empty: ${held.join("; ")}. Restore into an empty one, or add --force to replace everything in it.`);
  }
}

/** Drop the app's schema (when there is one) so the migrations start from nothing. */
async function clearTarget(client: pg.PoolClient) {
  const { rows } = await client.query(`select 1 from pg_tables where schemaname in ('public', 'drizzle') limit 1`);
  if (rows.length === 0) return;
  await client.query("drop schema if exists drizzle cascade");
  await client.query("drop schema public cascade");
  await client.query("create schema public");
}

/** What drizzle's migrator does, inside the caller's transaction: the statements, then the migration's row. */
export async function applyMigrations(client: pg.PoolClient, migrations: { hash: string; createdAt: number; sql: string[] }[]) {
  await client.query("create schema if not exists drizzle");
  await client.query("create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)");
  for (const m of migrations) {
    for (const statement of m.sql) if (statement.trim()) await client.query(statement);
    await client.query("insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)", [m.hash, m.createdAt]);
  }
}

/** Stream the file again: each table's rows into COPY, each upload into the staging directory. */
async function load(client: pg.PoolClient, file: string, manifest: BackupManifest, staging: string) {
  const byKey = new Map(manifest.tables.map((t) => [`${t.schema}.${t.name}`, t]));
  let copy: { stream: CopyStreamQuery; done: Promise<void> } | undefined;
  let upload: fs.FileHandle | undefined;
  try {
    await scanBackup(file, {
      async tableChunk(ref, chunk) {
        if (!copy) {
          const t = byKey.get(`${ref.schema}.${ref.name}`);
          if (!t) throw new BackupError("corrupt", `the backup is damaged: ${ref.schema}.${ref.name} is not in the manifest`);
          const stream = client.query(copyFrom(`copy ${qualified(t)} (${t.columns.map(quoteIdent).join(", ")}) from stdin`));
          copy = { stream, done: finished(stream) };
          copy.done.catch(() => undefined);
        }
        if (!copy.stream.write(chunk)) await Promise.race([once(copy.stream, "drain"), copy.done]);
      },
      async tableEnd() {
        if (!copy) return;
        const { stream, done } = copy;
        copy = undefined;
        stream.end();
        await done;
      },
      async uploadStart(rel) {
        const target = path.join(staging, rel);
        await fs.mkdir(path.dirname(target), { recursive: true });
        upload = await fs.open(target, "wx", 0o644);
      },
      async uploadChunk(chunk) {
        await upload!.write(chunk);
      },
      async uploadEnd() {
        await upload!.close();
        upload = undefined;
      },
    });
  } finally {
    copy?.stream.destroy();
    await upload?.close().catch(() => undefined);
  }
}

async function countRows(client: pg.PoolClient): Promise<Record<string, number>> {
  const { rows: tables } = await client.query<{ schema: string; name: string }>(
    `select schemaname as schema, tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const out: Record<string, number> = {};
  for (const t of tables) {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${qualified(t)}`);
    out[tableKey(t)] = rows[0].n;
  }
  return out;
}

/**
 * The restored files take the upload directory's place (the old one, when forced, is removed).
 * A failed move throws UploadsNotPlacedError naming where both sets of files are; answers warnings.
 */
async function moveIntoPlace(staging: string, uploadDir: string): Promise<string[]> {
  const old = `${uploadDir}.replaced-${process.pid}`;
  let moved = false;
  try {
    await fs.rename(uploadDir, old);
    moved = true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw new UploadsNotPlacedError(staging, uploadDir, uploadDir, err);
  }
  try {
    await fs.mkdir(path.dirname(uploadDir), { recursive: true });
    await fs.rename(staging, uploadDir);
  } catch (err) {
    throw new UploadsNotPlacedError(staging, moved ? old : null, uploadDir, err);
  }
  if (!moved) return [];
  try {
    await fs.rm(old, { recursive: true, force: true });
    return [];
  } catch (err) {
    return [`the previous uploaded files in ${old} could not be deleted (${(err as Error).message}); delete them by hand`];
  }
}
