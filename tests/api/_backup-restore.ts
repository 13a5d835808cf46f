/**
 * The set-up the backup-and-restore API files share (not a test file itself): a source site whose
 * products, quote requests, messages with their replies, staff and uploaded images are made through
 * the API, and its backup made as "Back up now" makes one; running the backup and restore scripts as
 * real processes; every row of every table. `backupSourceFixture()` makes it for the file that calls it.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type pg from "pg";
import sharp from "sharp";
import { afterAll, expect } from "vitest";
import { formatBytes } from "#schemas/format";
import type { BackupInfo } from "../../server/features/backups/archive";
import { createStaffTestApp } from "../helpers/app";
import { TEST_ADMIN } from "../helpers/test-env";
import { createMessage, createProduct, freshAddress, inquiryInput, uploadPng } from "./_support";

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const STAFF = { email: "stores@backup.example", name: "Sunil Stores", password: "Stores-pass-4821" };

/** Runs a script with the test's environment plus `env` (without DATABASE_URL in `env`: the embedded database in DATA_DIR). */
export function runScript(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
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

export const restore = (file: string, dataDir: string, ...flags: string[]) => runScript("scripts/restore.ts", [file, ...flags], { DATA_DIR: dataDir });

/** Every row of every app table, in a stable order: what "every record is present" means. */
export async function everyRow(client: pg.Client | pg.PoolClient): Promise<Record<string, string[]>> {
  const { rows: tables } = await client.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by 1`);
  const out: Record<string, string[]> = {};
  for (const { name } of tables) {
    const { rows } = await client.query<{ r: string }>(`select t::text as r from public."${name}" t order by t::text`);
    out[name] = rows.map((r) => r.r);
  }
  return out;
}

/**
 * A variant an older version wrote to DATA_DIR/uploads (uploads now live in upload_files): the
 * backup carries it as a file, the restore puts it back on disk, the server moves it into the table.
 */
export const LEFTOVER = "0fedcba90fedcba90fedcba90fedcba9-400.webp";

let calls = 0;

/** The source site and its backup, in a folder no other file of the process uses; the folder goes after the calling file's tests. */
export async function backupSourceFixture() {
  const ROOT = path.resolve(`.tmp/backup-rt-${process.pid}-${++calls}`);
  const SOURCE_DIR = path.join(ROOT, "source");
  const BACKUP_DIR = path.join(ROOT, "backups");
  const RESTORED_DIR = path.join(ROOT, "restored");
  fs.rmSync(ROOT, { recursive: true, force: true });
  const { t, admin } = await createStaffTestApp({ DATA_DIR: SOURCE_DIR, BACKUP_DIR });
  afterAll(() => fs.rmSync(ROOT, { recursive: true, force: true }));
  const leftoverBytes = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#556677" } })
    .webp()
    .toBuffer();
  fs.writeFileSync(path.join(SOURCE_DIR, "uploads", LEFTOVER), leftoverBytes);

  // What the source site holds, made through its API.
  const stored = await uploadPng(t, admin, { width: 1800, height: 900, background: "#7a6f66", name: "yard.png" });
  const imageUrl = stored.url;
  const imageFiles = stored.variants.map((v: Json) => path.basename(v.url));

  const product: { id: number; product_name: string } = await createProduct(t, admin, { product_name: "Backup Paver Zigzag", image_url: imageUrl });
  const inquiry = await t.request("/api/inquiry", { method: "POST", json: inquiryInput(product.id, { name: "Backup Buyer" }), address: freshAddress() });
  expect(inquiry.status).toBe(201);
  const inquiryId = ((await inquiry.json()) as Json).data.id as number;
  const message: { id: number; name: string } = await createMessage(t, { name: "Backup Sender" });
  const reply = await t.request("/api/contact/reply", { method: "POST", token: admin, json: { id: message.id, reply: "Your pavers leave on Monday." } });
  expect(reply.status).toBe(200);
  const staff = await t.request("/api/users", { method: "POST", token: admin, json: { ...STAFF, role: "manager" } });
  expect(staff.status).toBe(201);

  /** Every row of the source just before the backup: its snapshot, but for the run that made it. */
  let sourceRows: Record<string, string[]>;
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
  const backup: BackupInfo = made.written;

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

  return { ROOT, RESTORED_DIR, t, admin, product, inquiryId, message, imageUrl, imageFiles, leftoverBytes, backup, expectRestoredRows, lastBackupLine };
}
