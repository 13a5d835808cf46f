/**
 * A backup holds the whole site: the source site's records, made through the API, are backed up
 * and restored with `npm run restore`'s script (a real process) into a fresh DATA_DIR; the real
 * server started there has every row of every table exactly as it was (nothing seeded again, no
 * counter counted twice), answers the records through its API and serves the uploaded image byte
 * for byte, and records the restored backup as its last one (the restore prints the same).
 * `npm run backup` works against the running server's database, is recorded, pruned and refused
 * while another backup runs just as the server's own; a target that holds data is refused without
 * --force. These tests run in this order: each uses the restored site the one before left.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import type { BackupStatusDto } from "#schemas/backups";
import { freePort } from "../../bench/server";
import { verifyBackup } from "../../server/features/backups/archive";
import { ADVISORY_LOCKS } from "../../server/core/db/locks";
import { TEST_ADMIN } from "../helpers/test-env";
import { backupSourceFixture, everyRow, LEFTOVER, restore, runScript, STAFF, type Json } from "./_backup-restore";

const { RESTORED_DIR, t, admin, product, inquiryId, message, imageUrl, imageFiles, leftoverBytes, backup, expectRestoredRows, lastBackupLine } =
  await backupSourceFixture();

let server: ChildProcess | undefined;
let serverOutput = "";
/** The server started on the restored DATA_DIR. */
let base: string;

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

afterAll(stopServer, 30_000);

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

const getJson = async (base: string, url: string, token?: string) =>
  (await (await fetch(`${base}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })).json()) as Json;

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
});
