/**
 * Restoring a backup elsewhere, and what a restore refuses: into an empty database given by
 * DATABASE_URL (refused once it holds data), a backup of an older version brought up to this
 * version's migrations and one of a newer version refused, the restored uploaded files kept when
 * they cannot be moved into place, and a truncated, damaged or missing file refused before the
 * target is touched.
 */
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { restoreBackup, UploadsNotPlacedError, verifyBackup, writeBackup } from "../../server/features/backups/archive";
import { codeMigrations } from "../../server/features/backups/archive/read";
import { applyMigrations } from "../../server/features/backups/archive/restore";
import { templateUrl } from "../helpers/global-setup";
import { backupSourceFixture, everyRow, LEFTOVER, restore, runScript } from "./_backup-restore";

const { ROOT, product, imageFiles, backup, expectRestoredRows } = await backupSourceFixture();

/** A connection as a DATABASE_URL (a socket directory goes in `?host=`). */
function databaseUrl(c: pg.PoolConfig): string {
  if (c.connectionString) return c.connectionString;
  const auth = `${encodeURIComponent(String(c.user))}:${encodeURIComponent(String(c.password ?? ""))}`;
  const host = String(c.host);
  return host.startsWith("/")
    ? `postgres://${auth}@localhost:${c.port ?? 5432}/${c.database}?host=${encodeURIComponent(host)}`
    : `postgres://${auth}@${host}:${c.port ?? 5432}/${c.database}`;
}

/**
 * Drop a test database once the pools that used it have really gone: pool.end() answers before its
 * connections have closed, and one still closing that a forced drop ends is an unhandled error.
 */
async function dropDatabase(admin: pg.Client, name: string) {
  for (let i = 0; i < 50; i++) {
    const { rows } = await admin.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
    if (rows[0].n === 0) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await admin.query(`drop database if exists ${name} with (force)`);
}

describe("backup and restore", () => {
  it("restores into an empty database given by DATABASE_URL, and refuses it once it holds data", async () => {
    const name = `restore_target_${process.pid}`;
    const connection = inject("pgConnection");
    const admin = new pg.Client(connection);
    await admin.connect();
    try {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
      const url = databaseUrl(templateUrl(connection, name));
      const dataDir = path.join(ROOT, "url-target");
      const run = (dir: string) => runScript("scripts/restore.ts", [backup.file], { DATABASE_URL: url, DATA_DIR: dir });

      const done = await run(dataDir);
      expect(done.code, done.out).toBe(0);
      expect(done.out).toContain("the PostgreSQL server at DATABASE_URL");
      const db = new pg.Client(templateUrl(connection, name));
      await db.connect();
      try {
        expectRestoredRows(await everyRow(db));
        const runs = await db.query("select kind, status, file_name, bytes::int, error from backup_runs");
        expect(runs.rows).toEqual([{ kind: "manual", status: "ok", file_name: backup.name, bytes: backup.bytes, error: null }]);
      } finally {
        await db.end();
      }
      const stored = new pg.Client(templateUrl(connection, name));
      await stored.connect();
      try {
        const { rows } = await stored.query<{ name: string }>("select name from upload_files order by name");
        expect(rows.map((r) => r.name)).toEqual([...imageFiles].sort());
      } finally {
        await stored.end();
      }
      expect(fs.readdirSync(path.join(dataDir, "uploads"))).toEqual([LEFTOVER]);

      const refused = await run(path.join(ROOT, "url-target-2"));
      expect(refused.code, refused.out).toBe(4);
      expect(refused.out).toContain("The target is not empty: the database has rows in");
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 60_000);

  it("brings a backup of an older version up to this version's migrations, and refuses one of a newer version", async () => {
    const connection = inject("pgConnection");
    const names = { older: `backup_older_${process.pid}`, target: `backup_newer_${process.pid}` };
    const admin = new pg.Client(connection);
    await admin.connect();
    const pools: pg.Pool[] = [];
    const open = (db: string) => {
      const pool = new pg.Pool(templateUrl(connection, db));
      pools.push(pool);
      return pool;
    };
    try {
      for (const db of Object.values(names)) {
        await admin.query(`drop database if exists ${db} with (force)`);
        await admin.query(`create database ${db}`);
      }
      const code = codeMigrations();
      const older = open(names.older);
      const client = await older.connect();
      try {
        // In a transaction, as the restore applies them (a migration may lock tables).
        await client.query("begin");
        await applyMigrations(client, code.slice(0, -1));
        await client.query("commit");
        await client.query(`insert into categories (name, slug) values ('Older Kerbs', 'older-kerbs')`);
      } finally {
        client.release();
      }
      const dir = path.join(ROOT, "older");
      const made = await writeBackup({ pool: older, uploadDir: path.join(dir, "uploads"), dir });
      const result = await restoreBackup({ file: made.file, pool: open(names.target), uploadDir: path.join(dir, "restored-uploads") });
      expect(result.migrationsApplied).toBe(1);
      expect(result.tables.categories).toBe(1);
      const applied = await open(names.target).query("select count(*)::int as n from drizzle.__drizzle_migrations");
      expect(applied.rows[0].n).toBe(code.length);

      // A migration this code does not have: the data belongs to a newer version of the app.
      await older.query(`insert into drizzle.__drizzle_migrations (hash, created_at) values ('f00d', $1)`, [Date.now() + 86_400_000]);
      const newer = await writeBackup({ pool: older, uploadDir: path.join(dir, "uploads"), dir });
      await expect(verifyBackup(newer.file)).rejects.toMatchObject({ problem: "unknown-migrations" });
    } finally {
      for (const pool of pools) await pool.end();
      for (const db of Object.values(names)) await dropDatabase(admin, db);
      await admin.end();
    }
  }, 60_000);

  it("keeps the restored uploaded files, and says where both sets are, when they cannot be moved into place", async () => {
    const connection = inject("pgConnection");
    const name = `restore_unplaced_${process.pid}`;
    const admin = new pg.Client(connection);
    await admin.connect();
    const pool = new pg.Pool(templateUrl(connection, name));
    const uploadDir = path.join(ROOT, "unplaced", "uploads");
    try {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
      fs.mkdirSync(uploadDir, { recursive: true });
      fs.writeFileSync(path.join(uploadDir, "old-photo-800.webp"), "the previous site's photo");
      // Where the previous uploads are moved to is taken (a leftover): the move fails after the commit.
      fs.mkdirSync(`${uploadDir}.replaced-${process.pid}`, { recursive: true });
      fs.writeFileSync(path.join(`${uploadDir}.replaced-${process.pid}`, "leftover"), "x");

      const failed = await restoreBackup({ file: backup.file, pool, uploadDir, force: true }).catch((err: unknown) => err);
      expect(failed).toBeInstanceOf(UploadsNotPlacedError);
      const { restored, previous, message } = failed as UploadsNotPlacedError;
      expect(message).toMatch(/^The database is restored, but the uploaded files could not be moved into /);
      expect(message).toContain(`The restored uploaded files are in ${restored}; the previous ones are in ${uploadDir}.`);
      expect(previous).toBe(uploadDir);
      // Nothing lost: the restored files wait in the staging directory, the old ones are where they were.
      expect(fs.readdirSync(restored)).toEqual([LEFTOVER]);
      expect(fs.readdirSync(uploadDir)).toEqual(["old-photo-800.webp"]);
      const { rows } = await pool.query<{ n: number }>("select count(*)::int as n from products where id = $1", [product.id]);
      expect(rows[0].n).toBe(1);
    } finally {
      await pool.end();
      await dropDatabase(admin, name);
      await admin.end();
      fs.rmSync(path.join(ROOT, "unplaced"), { recursive: true, force: true });
    }
  }, 60_000);

  it("refuses a truncated, a damaged or a missing file before touching the target", async () => {
    const whole = fs.readFileSync(backup.file);
    const truncated = path.join(ROOT, "truncated.tar.gz");
    fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const damaged = path.join(ROOT, "damaged.tar.gz");
    const bad = Buffer.from(whole);
    bad[Math.floor(bad.length / 2)] ^= 0xff;
    fs.writeFileSync(damaged, bad);

    const target = (name: string) => path.join(ROOT, `never-${name}`);
    const [short, flipped, missing] = await Promise.all([
      restore(truncated, target("truncated")),
      restore(damaged, target("damaged")),
      restore(path.join(ROOT, "no-such-backup.tar.gz"), target("missing")),
    ]);
    for (const res of [short, flipped]) {
      expect(res.code, res.out).toBe(3);
      expect(res.out).toContain("Restore refused:");
    }
    expect(short.out).toMatch(/not a complete backup|truncated/);
    expect(missing.code, missing.out).toBe(2);
    expect(missing.out).toContain("does not exist");
    for (const name of ["truncated", "damaged", "missing"]) expect(fs.existsSync(target(name))).toBe(false);
  }, 60_000);
});
