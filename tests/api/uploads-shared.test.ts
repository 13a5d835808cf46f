/**
 * Uploads are shared storage: instance A (the test app, its own DATA_DIR) and instance B (the real
 * server as a child process, API_ONLY, another DATA_DIR, no shared disk) run on one PostgreSQL
 * database. An image uploaded through A is served by B byte for byte with a year's immutable
 * caching and an ETag (304 when it matches); an unknown or malformed name is a 404; an upload an
 * older version left on B's disk is moved into the database when B starts and served by A; and
 * housekeeping deletes an upload nothing refers to from the shared store. With UPLOAD_STORAGE=s3
 * the same holds with the bytes in an S3-compatible bucket (a real S3 server on loopback).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type pg from "pg";
import sharp from "sharp";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort } from "../../bench/server";
import { loadConfig } from "../../server/core/config";
import { createDatabase, type Database } from "../../server/core/db/connection";
import { runHousekeeping } from "../../server/housekeeping";
import { createApp } from "../../server/app";
import { createLogger } from "../../server/core/log";
import { createMailer } from "../../server/core/mail";
import { createServices } from "../../server/services";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { templateUrl } from "../helpers/global-setup";
import { startS3 } from "../helpers/s3";
import { TEST_ADMIN, testConfigEnv } from "../helpers/test-env";
import { createProduct, uploadPng } from "./_support";

const ROOT = path.resolve(`.tmp/uploads-shared-${process.pid}`);
const DIR_A = path.join(ROOT, "a");
const DIR_B = path.join(ROOT, "b");
/** A variant an older version wrote to B's disk before uploads moved into the database. */
const OLD_NAME = "abcdefabcdefabcdefabcdefabcdef01-400.webp";

let t: TestApp;
let admin: string;
let server: ChildProcess | undefined;
let output = "";
let base = "";
let oldBytes: Buffer;
const TWO_DAYS_AGO = new Date(Math.floor(Date.now() / 1000 - 2 * 24 * 3600) * 1000);

function databaseUrl(c: pg.PoolConfig): string {
  const auth = `${encodeURIComponent(String(c.user))}:${encodeURIComponent(String(c.password ?? ""))}`;
  const host = String(c.host);
  return host.startsWith("/")
    ? `postgres://${auth}@localhost:${c.port ?? 5432}/${c.database}?host=${encodeURIComponent(host)}`
    : `postgres://${auth}@${host}:${c.port ?? 5432}/${c.database}`;
}

/** Instance B: the real server on A's database, with a DATA_DIR of its own. */
async function startB(): Promise<string> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  Object.assign(env, {
    NODE_ENV: "test",
    API_ONLY: "true",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: DIR_B,
    DATABASE_URL: databaseUrl(t.database.pool.options),
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    JWT_SECRET: "test-secret-test-secret-test-secret-0123456789",
    LOG_LEVEL: "warn",
  });
  server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
  server.stdout!.on("data", (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
  server.stderr!.on("data", (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
  const end = Date.now() + 90_000;
  while (Date.now() < end) {
    if (server.exitCode !== null) throw new Error(`instance B exited (${server.exitCode}) during start:\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return `http://127.0.0.1:${port}`;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`instance B did not answer /healthz within 90 s:\n${output}`);
}

const upload = (width = 1200, height = 700) => uploadPng(t, admin, { width, height, background: "#6d6358", name: "yard.png" });

const bytesFromA = async (url: string) => Buffer.from(await (await t.request(url)).arrayBuffer());

beforeAll(async () => {
  fs.rmSync(ROOT, { recursive: true, force: true });
  ({ t, admin } = await createStaffTestApp({ DATA_DIR: DIR_A }));
  fs.mkdirSync(path.join(DIR_B, "uploads"), { recursive: true });
  oldBytes = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#345" } })
    .webp()
    .toBuffer();
  fs.writeFileSync(path.join(DIR_B, "uploads", OLD_NAME), oldBytes);
  fs.utimesSync(path.join(DIR_B, "uploads", OLD_NAME), TWO_DAYS_AGO, TWO_DAYS_AGO);
  // In use (a gallery image), so B's housekeeping at start keeps it although it is two days old.
  await t.services.db.execute(
    sql`insert into gallery_images (title, alt, category, image_url) values ('Old yard', 'An old yard', 'products', ${`/uploads/${OLD_NAME}`})`,
  );
  base = await startB();
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((r) => server!.once("exit", r));
    server.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
  }
  fs.rmSync(ROOT, { recursive: true, force: true });
}, 30_000);

describe("uploads shared by every instance on one database", () => {
  it("serves an image uploaded through A from B, byte for byte, with immutable caching and an ETag (304 when it matches)", async () => {
    const stored = await upload();
    expect(stored.variants.map((v) => path.basename(v.url).split("-")[1])).toEqual(["400.webp", "800.webp", "1600.webp"]);
    // Nothing on either disk: the bytes are in the database.
    expect(fs.readdirSync(path.join(DIR_A, "uploads"))).toEqual([]);
    expect(fs.readdirSync(path.join(DIR_B, "uploads"))).toEqual([]);

    for (const v of stored.variants) {
      const res = await fetch(`${base}${v.url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
      const etag = res.headers.get("etag");
      expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.equals(await bytesFromA(v.url))).toBe(true);
      expect(Number(res.headers.get("content-length"))).toBe(bytes.length);

      const again = await fetch(`${base}${v.url}`, { headers: { "if-none-match": etag! } });
      expect(again.status).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
      expect(again.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await again.arrayBuffer()).byteLength).toBe(0);
      // The same ETag from the other instance, so a cache in front of both keeps one copy.
      expect((await t.request(v.url)).headers.get("etag")).toBe(etag);
    }

    const head = await fetch(`${base}${stored.url}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
    // A Range is ignored: the whole image.
    const ranged = await fetch(`${base}${stored.url}`, { headers: { range: "bytes=0-9" } });
    expect(ranged.status).toBe(200);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(await bytesFromA(stored.url))).toBe(true);
  });

  it("answers 404 for an unknown name and for names that are not an upload's", async () => {
    for (const p of [
      "/uploads/0123456789abcdef0123456789abcdef-800.webp",
      "/uploads/not-an-upload.webp",
      "/uploads/..%2F..%2Fpackage.json",
      "/uploads/0123456789abcdef0123456789abcdef-800.webp.tmp",
      "/uploads/a/b.webp",
    ]) {
      const res = await fetch(`${base}${p}`);
      expect(res.status, p).toBe(404);
      expect(res.headers.get("cache-control") ?? "", p).not.toContain("immutable");
      expect((await t.request(p)).status, p).toBe(404);
    }
  });

  it("moves an upload an older version left on disk into the database at start: served by A, gone from B's disk", async () => {
    expect(fs.existsSync(path.join(DIR_B, "uploads", OLD_NAME))).toBe(false);
    const res = await t.request(`/uploads/${OLD_NAME}`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(oldBytes)).toBe(true);
    // Dated by the file's modification time, so housekeeping's day of grace counts from the upload.
    const { rows } = await t.services.db.execute<{ created_at: Date; width: number }>(sql`select created_at, width from upload_files where name = ${OLD_NAME}`);
    expect(rows[0]).toMatchObject({ width: 400 });
    expect(new Date(rows[0].created_at).getTime()).toBe(TWO_DAYS_AGO.getTime());
  });

  it("housekeeping deletes an upload nothing refers to from the shared store; a used one stays", async () => {
    const used = await upload(600, 400);
    const unused = await upload(600, 400);
    await createProduct(t, admin, { image_url: used.url });
    const ids = [used, unused].map((u) => path.basename(u.url).split("-")[0]);
    await t.services.db.execute(
      sql`update upload_files set created_at = now() - interval '25 hours' where substr(name, 1, 32) = any(${`{${ids.join(",")}}`}::text[])`,
    );
    const result = await runHousekeeping(t.services.db, { uploadFiles: t.services.uploads.files });
    // The unused one's two variants; the one moved in from B's disk is in use and stays.
    expect(result).toMatchObject({ skipped: false, uploads: 2 });
    expect((await fetch(`${base}/uploads/${OLD_NAME}`)).status).toBe(200);
    for (const v of unused.variants) {
      expect((await fetch(`${base}${v.url}`)).status).toBe(404);
      expect((await t.request(v.url)).status).toBe(404);
    }
    for (const v of used.variants) expect((await fetch(`${base}${v.url}`)).status).toBe(200);
  });
});

describe("uploads in S3-compatible storage (UPLOAD_STORAGE=s3)", () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let a: TestApp;
  let token: string;
  let b: ReturnType<typeof createApp>;
  let bDatabase: Database;
  beforeAll(async () => {
    s3 = await startS3();
    const env = { ...s3.env({ S3_PREFIX: "site/" }), UPLOAD_STORAGE: "s3" };
    ({ t: a, admin: token } = await createStaffTestApp({ ...env, DATA_DIR: path.join(ROOT, "s3-a") }));
    // Instance B: its own services and DATA_DIR on A's database and the same bucket, switched back
    // to UPLOAD_STORAGE=database: what was written to the bucket is still served from there.
    const config = loadConfig(testConfigEnv({ ...env, UPLOAD_STORAGE: "database", DATA_DIR: path.join(ROOT, "s3-b") }));
    const log = createLogger("silent");
    bDatabase = createDatabase(templateUrl(inject("pgConnection"), String(a.database.pool.options.database)), log);
    const bServices = await createServices({ database: bDatabase, config, log, mailer: createMailer({ smtpUrl: undefined, from: config.mailFrom }, log) });
    b = createApp({ services: bServices });
  }, 60_000);
  afterAll(async () => {
    await bDatabase?.pool.end();
    await s3?.close();
  });

  it("puts the bytes in the bucket under uploads/, keeps the row as the index, serves them from B, and housekeeping deletes the objects", async () => {
    const stored = await uploadPng(a, token, { width: 900, height: 500, background: "#987", name: "s3.png" });
    const names = stored.variants.map((v) => path.basename(v.url));
    const storage = a.services.objectStorage!;
    expect((await storage.list("uploads/")).map((o) => o.key)).toEqual(names.map((n) => `uploads/${n}`).sort());
    const { rows } = await a.services.db.execute<{ name: string; in_database: boolean }>(
      sql`select name, data is not null as in_database from upload_files order by name`,
    );
    expect(rows).toEqual(names.sort().map((name) => ({ name, in_database: false })));

    for (const v of stored.variants) {
      const fromB = await b.request(v.url);
      expect(fromB.status).toBe(200);
      expect(fromB.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const object = await storage.get(`uploads/${path.basename(v.url)}`);
      const chunks: Buffer[] = [];
      for await (const chunk of object!.body) chunks.push(chunk as Buffer);
      expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.concat(chunks))).toBe(true);
    }

    await a.services.db.execute(sql`update upload_files set created_at = now() - interval '25 hours'`);
    expect(await runHousekeeping(a.services.db, { uploadFiles: a.services.uploads.files })).toMatchObject({ uploads: names.length });
    expect(await storage.list("uploads/")).toEqual([]);
    // A (which pruned) answers 404 at once; B may answer from its memory of hot variants until it
    // restarts, as any cache that got the immutable header may: nothing refers to the image.
    expect((await a.request(stored.url)).status).toBe(404);
  });
});
