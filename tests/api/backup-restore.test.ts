/**
 * A backup holds the whole site: products, quote requests, messages with their replies, staff and
 * uploaded images are made through the API, backed up, and restored with `npm run restore`'s
 * script (a real process) into a fresh DATA_DIR; the real server started there has every row of
 * every table exactly as it was (nothing seeded again, no counter counted twice), answers the
 * records through its API and serves the uploaded image byte for byte. A truncated or damaged
 * file is refused before anything is created, a target that holds data is refused without
 * --force, and `npm run backup` works against the running server's database. The backup is made as
 * "Back up now" makes one, and the restored site records that run as its last backup (the restore
 * prints the same); `npm run backup` is recorded, pruned and refused while another backup runs
 * just as the server's own.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { BackupStatusDto } from "#schemas/backups";
import { formatBytes } from "#schemas/format";
import { freePort } from "../../bench/server";
import { restoreBackup, UploadsNotPlacedError, verifyBackup, writeBackup, type BackupInfo } from "../../server/features/backups/archive";
import { codeMigrations } from "../../server/features/backups/archive/read";
import { applyMigrations } from "../../server/features/backups/archive/restore";
import { ADVISORY_LOCKS } from "../../server/core/db/locks";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { templateUrl } from "../helpers/global-setup";
import { TEST_ADMIN } from "../helpers/test-env";
import { createMessage, createProduct, freshAddress, inquiryInput, uploadPng } from "./_support";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ROOT = path.resolve(`.tmp/backup-rt-${process.pid}`);
const SOURCE_DIR = path.join(ROOT, "source");
const BACKUP_DIR = path.join(ROOT, "backups");
const RESTORED_DIR = path.join(ROOT, "restored");
const STAFF = { email: "stores@backup.example", name: "Sunil Stores", password: "Stores-pass-4821" };

let t: TestApp;
let admin: string;
let server: ChildProcess | undefined;
let serverOutput = "";
/** The server started on the restored DATA_DIR. */
let base: string;

/** Runs a script with the test's environment plus `env` (without DATABASE_URL in `env`: the embedded database in DATA_DIR). */
function runScript(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const full: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "test", LOG_LEVEL: "warn" };
  delete full.DATABASE_URL;
  Object.assign(full, env);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], { env: full, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (out += c.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, out }));
  });
}

const restore = (file: string, dataDir: string, ...flags: string[]) => runScript("scripts/restore.ts", [file, ...flags], { DATA_DIR: dataDir });

async function startServer(dataDir: string): Promise<string> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "test",
    API_ONLY: "true",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    // Another first admin than the backup's: it must not be created over the restored users.
    ADMIN_EMAIL: "someone-else@backup.example",
    ADMIN_PASSWORD: "Other-admin-pass-77",
    LOG_LEVEL: "warn",
    // The source's (a test app takes it from the environment, so it is not in the database).
    JWT_SECRET: t.config.jwtSecret!,
  };
  delete env.DATABASE_URL;
  server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
  server.stdout!.on("data", (c: Buffer) => (serverOutput = (serverOutput + c.toString()).slice(-20_000)));
  server.stderr!.on("data", (c: Buffer) => (serverOutput = (serverOutput + c.toString()).slice(-20_000)));
  const base = `http://127.0.0.1:${port}`;
  const end = Date.now() + 60_000;
  while (Date.now() < end) {
    if (server.exitCode !== null) throw new Error(`server exited (${server.exitCode}):\n${serverOutput}`);
    try {
      if ((await fetch(`${base}/healthz`)).status === 200) return base;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start:\n${serverOutput}`);
}

async function stopServer() {
  const child = server;
  server = undefined;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await Promise.race([gone, new Promise((r) => setTimeout(r, 20_000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}

/** Every row of every app table, in a stable order: what "every record is present" means. */
async function everyRow(client: pg.Client | pg.PoolClient): Promise<Record<string, string[]>> {
  const { rows: tables } = await client.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by 1`);
  const out: Record<string, string[]> = {};
  for (const { name } of tables) {
    const { rows } = await client.query<{ r: string }>(`select t::text as r from public."${name}" t order by t::text`);
    out[name] = rows.map((r) => r.r);
  }
  return out;
}

/** A connection as a DATABASE_URL (a socket directory goes in `?host=`). */
function databaseUrl(c: pg.PoolConfig): string {
  if (c.connectionString) return c.connectionString;
  const auth = `${encodeURIComponent(String(c.user))}:${encodeURIComponent(String(c.password ?? ""))}`;
  const host = String(c.host);
  return host.startsWith("/")
    ? `postgres://${auth}@localhost:${c.port ?? 5432}/${c.database}?host=${encodeURIComponent(host)}`
    : `postgres://${auth}@${host}:${c.port ?? 5432}/${c.database}`;
}

/** The embedded database of a DATA_DIR the server runs on, through its socket. */
async function embeddedClient(dataDir: string) {
  const password = fs.readFileSync(path.join(dataDir, "pg-password"), "utf8").trim();
  const client = new pg.Client({ host: path.join(dataDir, "pg-run"), port: 5432, user: "postgres", password, database: "postgres" });
  await client.connect();
  return client;
}

async function login(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as Json;
  if (!body.token) throw new Error(`login failed: ${res.status} ${JSON.stringify(body)}`);
  return body.token;
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

const getJson = async (base: string, url: string, token?: string) =>
  (await (await fetch(`${base}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })).json()) as Json;

// What the source site holds, made through its API.
let product: { id: number; product_name: string };
let inquiryId: number;
let message: { id: number; name: string };
let imageUrl: string;
let imageFiles: string[];
/**
 * A variant an older version wrote to DATA_DIR/uploads (uploads now live in upload_files): the
 * backup carries it as a file, the restore puts it back on disk, the server moves it into the table.
 */
const LEFTOVER = "0fedcba90fedcba90fedcba90fedcba9-400.webp";
let leftoverBytes: Buffer;
let backup: BackupInfo;
/** Every row of the source just before the backup: its snapshot, but for the run that made it. */
let sourceRows: Record<string, string[]>;

/**
 * A restored database holds the source's rows, and in backup_runs only the run that made the
 * backup (recorded as done by the restore; in the backup's snapshot it was still running).
 */
function expectRestoredRows(rows: Record<string, string[]>, leftoverMovedIn = false) {
  const { backup_runs: runs, ...rest } = rows;
  if (leftoverMovedIn) {
    expect(rest.upload_files.filter((r) => r.startsWith(`(${LEFTOVER},`))).toHaveLength(1);
    rest.upload_files = rest.upload_files.filter((r) => !r.startsWith(`(${LEFTOVER},`));
  }
  const { backup_runs: before, ...source } = sourceRows;
  expect(rest).toEqual(source);
  expect(before).toEqual([]);
  expect(runs).toHaveLength(1);
}
/** What `npm run restore` prints for the last backup: the backup it restored, as Settings shows it. */
const lastBackupLine = () =>
  `Last backup (as Settings → Backups shows it): ${backup.name}, ${formatBytes(backup.bytes)}, made ${backup.createdAt.toISOString()}`;

beforeAll(async () => {
  fs.rmSync(ROOT, { recursive: true, force: true });
  ({ t, admin } = await createStaffTestApp({ DATA_DIR: SOURCE_DIR, BACKUP_DIR }));
  leftoverBytes = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#556677" } })
    .webp()
    .toBuffer();
  fs.writeFileSync(path.join(SOURCE_DIR, "uploads", LEFTOVER), leftoverBytes);

  const stored = await uploadPng(t, admin, { width: 1800, height: 900, background: "#7a6f66", name: "yard.png" });
  imageUrl = stored.url;
  imageFiles = stored.variants.map((v: Json) => path.basename(v.url));

  product = await createProduct(t, admin, { product_name: "Backup Paver Zigzag", image_url: imageUrl });
  const inquiry = await t.request("/api/inquiry", { method: "POST", json: inquiryInput(product.id, { name: "Backup Buyer" }), address: freshAddress() });
  expect(inquiry.status).toBe(201);
  inquiryId = ((await inquiry.json()) as Json).data.id;
  message = await createMessage(t, { name: "Backup Sender" });
  const reply = await t.request("/api/contact/reply", { method: "POST", token: admin, json: { id: message.id, reply: "Your pavers leave on Monday." } });
  expect(reply.status).toBe(200);
  const staff = await t.request("/api/users", { method: "POST", token: admin, json: { ...STAFF, role: "manager" } });
  expect(staff.status).toBe(201);

  const client = await t.database.pool.connect();
  try {
    sourceRows = await everyRow(client);
  } finally {
    client.release();
  }
  // As "Back up now" makes it: its backup_runs row is in the snapshot, still running.
  const { rows } = await t.database.pool.query<{ id: number }>("select id from users where email = $1", [TEST_ADMIN.email]);
  const made = await t.services.backups.runNow({ id: rows[0].id });
  if (!made.ok) throw new Error(`the backup was not made: ${JSON.stringify(made)}`);
  backup = made.written;
}, 60_000);

afterAll(async () => {
  await stopServer();
  fs.rmSync(ROOT, { recursive: true, force: true });
}, 30_000);

describe("backup and restore", () => {
  it("restores everything into a fresh DATA_DIR, and the app started there has every record and the image's bytes", async () => {
    expect(backup.name).toMatch(/^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/);
    expect(backup.tables).toMatchObject({ products: expect.any(Number), inquiries: expect.any(Number), message_replies: 1, users: 3 });
    // The uploaded image is rows of upload_files (in the database dump); the file left on disk is a file.
    expect(backup.tables.upload_files).toBe(imageFiles.length);
    expect(backup.uploads).toBe(1);

    const restored = await restore(backup.file, RESTORED_DIR);
    expect(restored.out).toContain("Restored rows per table:");
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toMatch(/^\s+message_replies\s+1$/m);
    expect(restored.out).toMatch(/^\s+users\s+3$/m);
    expect(restored.out).toContain("Restored uploaded files: 1");
    expect(restored.out).toContain(lastBackupLine());

    base = await startServer(RESTORED_DIR);
    // Before anyone signs in (which writes sessions and audit rows): every table row for row,
    // so nothing was seeded again, no first admin was added and no day counter counted twice.
    const db = await embeddedClient(RESTORED_DIR);
    try {
      expectRestoredRows(await everyRow(db), true);
    } finally {
      await db.end();
    }

    const token = await login(base, TEST_ADMIN.email, TEST_ADMIN.password);
    // Settings shows the restored backup as the last one, made by a run that finished (not one
    // stuck "running"), as the restore printed.
    const status = (await getJson(base, "/api/settings/backups", token)).data as BackupStatusDto;
    expect(status.lastBackup).toEqual({ name: backup.name, bytes: backup.bytes, at: backup.createdAt.toISOString() });
    expect(status.lastRun).toMatchObject({ kind: "manual", status: "ok", error: null, finishedAt: backup.createdAt.toISOString() });
    await login(base, STAFF.email, STAFF.password);
    const one = await getJson(base, `/api/admin/products/${product.id}`, token);
    expect(one.data).toMatchObject({ product_name: "Backup Paver Zigzag", image_url: imageUrl });
    const inquiry = await getJson(base, `/api/inquiries/${inquiryId}`, token);
    expect(inquiry.data).toMatchObject({ name: "Backup Buyer", product_id: product.id });
    const msg = await getJson(base, `/api/contact/${message.id}`, token);
    expect(msg.data).toMatchObject({ name: "Backup Sender", status: "resolved" });
    expect(msg.data.replies.map((r: Json) => r.body)).toEqual(["Your pavers leave on Monday."]);
    const users = await getJson(base, "/api/users", token);
    const sourceUsers = (await (await t.request("/api/users", { token: admin })).json()) as Json;
    expect(users.data.map((u: Json) => u.email)).toEqual(sourceUsers.data.map((u: Json) => u.email));
    expect(users.data.map((u: Json) => u.email)).toContain(STAFF.email);
    expect(users.data.map((u: Json) => u.email)).not.toContain("someone-else@backup.example");

    for (const name of imageFiles) {
      const res = await fetch(`${base}/uploads/${name}`);
      expect(res.status).toBe(200);
      const source = await t.request(`/uploads/${name}`);
      expect(source.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(await source.arrayBuffer()))).toBe(true);
    }
    // The file restored to disk was moved into the database at start, and is served from there.
    expect(fs.readdirSync(path.join(RESTORED_DIR, "uploads"))).toEqual([]);
    const leftover = await fetch(`${base}/uploads/${LEFTOVER}`);
    expect(leftover.status).toBe(200);
    expect(Buffer.from(await leftover.arrayBuffer()).equals(leftoverBytes)).toBe(true);
  }, 60_000);

  it("`npm run backup` writes one from the running server's database, prints its path and size, and is recorded and pruned as the server's", async () => {
    const command = () => runScript("scripts/backup.ts", [], { DATA_DIR: RESTORED_DIR, BACKUP_KEEP_DAILY: "1", BACKUP_KEEP_WEEKLY: "0" });
    // While a backup is being made (the server's lock held): refused, saying so.
    const holder = await embeddedClient(RESTORED_DIR);
    try {
      await holder.query("select pg_advisory_lock($1)", [ADVISORY_LOCKS.backups]);
      const busy = await command();
      expect(busy.code, busy.out).toBe(5);
      expect(busy.out).toContain("A backup is being made right now");
    } finally {
      await holder.end();
    }

    // An older backup that BACKUP_KEEP_DAILY=1 (and no weeks) does not keep.
    const dir = path.join(RESTORED_DIR, "backups");
    const old = "backup-2026-01-05T21-00-00Z.tar.gz";
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, old), "an old backup");

    const res = await command();
    expect(res.code, res.out).toBe(0);
    const file = /Backup written: (.+\.tar\.gz)$/m.exec(res.out)?.[1];
    expect(file && path.dirname(file)).toBe(dir);
    const bytes = fs.statSync(file!).size;
    expect(res.out).toContain(`(${bytes} bytes)`);
    const { manifest } = await verifyBackup(file!);
    // Every image is in upload_files now (the leftover was moved in at start): no file on disk.
    expect(manifest.uploads.count).toBe(0);
    expect(manifest.tables.find((t) => t.name === "upload_files")?.rows).toBe(imageFiles.length + 1);
    expect(manifest.tables.find((t) => t.name === "message_replies")?.rows).toBe(1);
    expect(res.out).toContain(`Deleted old backups (BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY): ${old}`);
    expect(fs.readdirSync(dir)).toEqual([path.basename(file!)]);

    // The running server's Settings shows it as the last backup, made by the command.
    const token = await login(base, TEST_ADMIN.email, TEST_ADMIN.password);
    const status = (await getJson(base, "/api/settings/backups", token)).data as BackupStatusDto;
    expect(status.lastBackup).toMatchObject({ name: path.basename(file!), bytes });
    expect(status.lastRun).toMatchObject({ kind: "command", status: "ok", error: null });
    expect(status.latestFile).toMatchObject({ name: path.basename(file!), bytes });
  }, 60_000);

  it("refuses a target that holds data unless told --force", async () => {
    await stopServer();
    const refused = await restore(backup.file, RESTORED_DIR);
    expect(refused.code, refused.out).toBe(4);
    expect(refused.out).toContain("The target is not empty: the database has rows in");
    expect(refused.out).toContain("--force");

    const forced = await restore(backup.file, RESTORED_DIR, "--force");
    expect(forced.code, forced.out).toBe(0);
    expect(forced.out).toMatch(/^\s+message_replies\s+1$/m);
    expect(forced.out).toContain(lastBackupLine());
  }, 60_000);

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
