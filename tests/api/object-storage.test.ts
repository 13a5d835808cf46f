/**
 * The S3 client against a real S3-compatible server on loopback (s3rver behind a front that checks
 * signatures and payload hashes as S3 does): files and bytes go in and come back identical, in one
 * request or in parts; the key prefix and both addressing styles are honoured; a wrong setting
 * answers an error that names it. Then the backups: each one is copied to the bucket, pruned ones
 * leave it, and a failed copy leaves the backup made and says so in the status.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import type { LookupFunction } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/core/config";
import { createObjectStorage, ObjectStorageError, type ObjectStorage } from "../../server/core/object-storage";
import { createStaffTestApp } from "../helpers/app";
import { startS3 } from "../helpers/s3";
import { testConfigEnv } from "../helpers/test-env";

let s3: Awaited<ReturnType<typeof startS3>>;
let work: string;

beforeAll(async () => {
  s3 = await startS3();
  work = fs.mkdtempSync(path.join(os.tmpdir(), "object-storage-test-"));
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/** The storage the app would make from this environment (S3_… variables over the test defaults). */
function storageFrom(env: Record<string, string> = {}, tuning: Parameters<typeof createObjectStorage>[1] = {}): ObjectStorage {
  const storage = createObjectStorage(loadConfig(testConfigEnv(s3.env(env))).objectStorage, tuning);
  if (!storage) throw new Error("storage not configured");
  return storage;
}

/** A file of random bytes and its SHA-256. */
function randomFile(name: string, bytes: number) {
  const file = path.join(work, name);
  const data = crypto.randomBytes(bytes);
  fs.writeFileSync(file, data);
  return { file, sha256: crypto.createHash("sha256").update(data).digest("hex") };
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = crypto.createHash("sha256");
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

describe("object storage", () => {
  it("puts a multi-megabyte file, reads back the same bytes, lists it and deletes it", async () => {
    const storage = storageFrom();
    const { file, sha256 } = randomFile("backup.bin", 3 * 1024 * 1024 + 17);
    expect(await storage.put("backups/cement-2026-11-23.backup", file, "application/octet-stream")).toEqual({
      key: "backups/cement-2026-11-23.backup",
      size: 3 * 1024 * 1024 + 17,
    });

    const got = await storage.get("backups/cement-2026-11-23.backup");
    expect(got?.size).toBe(3 * 1024 * 1024 + 17);
    expect(got?.contentType).toBe("application/octet-stream");
    expect(await sha256Of(got!.body)).toBe(sha256);

    const listed = await storage.list("backups/");
    expect(listed.map((o) => [o.key, o.size])).toEqual([["backups/cement-2026-11-23.backup", 3 * 1024 * 1024 + 17]]);
    expect(Date.now() - listed[0].lastModified.getTime()).toBeLessThan(60_000);

    await storage.delete("backups/cement-2026-11-23.backup");
    expect(await storage.get("backups/cement-2026-11-23.backup")).toBeNull();
    expect(await storage.list("backups/")).toEqual([]);
    await storage.delete("backups/cement-2026-11-23.backup"); // gone already: no error
  });

  it("sends a file larger than a part as a multipart upload, each part signed, and it reads back whole", async () => {
    const storage = storageFrom({}, { partSize: 5 * 1024 * 1024 });
    const { file, sha256 } = randomFile("large.bin", 12 * 1024 * 1024 + 5);
    const before = s3.requests.length;
    await storage.put("backups/large.backup", file);
    const parts = s3.requests.slice(before).filter((r) => r.method === "PUT" && /[?&]partNumber=\d+/.test(r.url));
    expect(parts.map((r) => /partNumber=(\d+)/.exec(r.url)![1])).toEqual(["1", "2", "3"]);
    const got = await storage.get("backups/large.backup");
    expect(got?.size).toBe(12 * 1024 * 1024 + 5);
    expect(await sha256Of(got!.body)).toBe(sha256);
    await storage.delete("backups/large.backup");
  });

  it("stores bytes under keys with spaces, brackets and non-ASCII letters (signed as S3 encodes them)", async () => {
    const storage = storageFrom();
    const key = "images/Paver block (60 mm) ★ ü+&=.webp";
    await storage.put(key, Buffer.from("not really an image"), "image/webp");
    const got = await storage.get(key);
    expect(got?.contentType).toBe("image/webp");
    expect(Buffer.concat(await got!.body.toArray()).toString()).toBe("not really an image");
    expect((await storage.list("images/")).map((o) => o.key)).toEqual([key]);
    await storage.delete(key);
  });

  it("puts every key under S3_PREFIX and lists without it", async () => {
    const prefixed = storageFrom({ S3_PREFIX: "/cement/site/" });
    expect(prefixed.location).toBe(`s3://${s3.bucket}/cement/site/`);
    await prefixed.put("backups/one.backup", Buffer.from("one"));
    expect((await prefixed.list("backups/")).map((o) => o.key)).toEqual(["backups/one.backup"]);
    // The whole bucket, seen without a prefix: the object sits under cement/site/.
    expect((await storageFrom().list("")).map((o) => o.key)).toEqual(["cement/site/backups/one.backup"]);
    expect(fs.existsSync(path.join(s3.directory, s3.bucket, "cement/site/backups"))).toBe(true);
    await prefixed.delete("backups/one.backup");
    expect(await storageFrom().list("")).toEqual([]);
  });

  it("addresses the bucket as a host name (virtual-host style) unless path style is asked for", async () => {
    const port = new URL(s3.endpoint).port;
    const toLoopback = ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) =>
      options.all ? callback(null, [{ address: "127.0.0.1", family: 4 }]) : callback(null, "127.0.0.1", 4)) as unknown as LookupFunction;
    const virtual = storageFrom({ S3_ENDPOINT: `http://s3.test.invalid:${port}` }, { lookup: toLoopback });
    const before = s3.requests.length;
    await virtual.put("vhost.txt", Buffer.from("by host name"));
    expect(s3.requests[before].url).toBe("/vhost.txt");
    expect((await storageFrom().list("")).map((o) => o.key)).toEqual(["vhost.txt"]);

    const pathStyle = storageFrom({ S3_ENDPOINT: `http://s3.test.invalid:${port}`, S3_FORCE_PATH_STYLE: "true" }, { lookup: toLoopback });
    await pathStyle.delete("vhost.txt");
    expect(s3.requests.at(-1)!.url).toBe(`/${s3.bucket}/vhost.txt`);
    expect(await storageFrom().list("")).toEqual([]);
  });

  it("answers a wrong secret, key id or bucket with an error that names the setting to check", async () => {
    const wrongSecret = storageFrom({ S3_SECRET_ACCESS_KEY: "not-the-secret" });
    const refused = await wrongSecret.put("backups/x.backup", Buffer.from("x")).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ObjectStorageError);
    expect((refused as ObjectStorageError).code).toBe("SignatureDoesNotMatch");
    expect((refused as Error).message).toMatch(
      /^Object storage: storing backups\/x\.backup failed: 403 SignatureDoesNotMatch \(.+\); check S3_SECRET_ACCESS_KEY$/,
    );
    await expect(wrongSecret.list("")).rejects.toThrow(/403 SignatureDoesNotMatch.*check S3_SECRET_ACCESS_KEY/);
    // A streamed file (sent after "100 Continue") gets the same answer.
    const { file } = randomFile("refused.bin", 2 * 1024 * 1024);
    await expect(wrongSecret.put("backups/refused.backup", file)).rejects.toThrow(/check S3_SECRET_ACCESS_KEY/);

    await expect(storageFrom({ S3_ACCESS_KEY_ID: "AKIAWRONG" }).get("backups/x.backup")).rejects.toThrow(/403 InvalidAccessKeyId.*check S3_ACCESS_KEY_ID/);
    await expect(storageFrom({ S3_BUCKET: "no-such-bucket" }).get("backups/x.backup")).rejects.toThrow(/404 NoSuchBucket.*check S3_BUCKET/);
    await expect(storageFrom({ S3_BUCKET: "no-such-bucket" }).put("x.txt", Buffer.from("x"))).rejects.toThrow(/NoSuchBucket/);
    expect(await storageFrom().list("")).toEqual([]);
  });

  it("says which endpoint it could not reach", async () => {
    const closed = storageFrom({ S3_ENDPOINT: "http://127.0.0.1:9" }, { retries: 0 });
    await expect(closed.put("x.txt", Buffer.from("x"))).rejects.toThrow(/the connection to S3_ENDPOINT http:\/\/127\.0\.0\.1:9 failed \(ECONNREFUSED\)/);
  });

  it("refuses keys that are not plain paths", async () => {
    const storage = storageFrom();
    for (const key of ["", "/abs", "a//b", "a/../b", "./a"]) {
      await expect(storage.put(key, Buffer.from("x"))).rejects.toThrow(/not a usable key/);
    }
  });
});

describe("backups copied to object storage", () => {
  it("copies each backup to the bucket, byte for byte, and deletes the copies retention prunes", async () => {
    const dir = fs.mkdtempSync(path.join(work, "backups-"));
    const { t, admin } = await createStaffTestApp(s3.env({ S3_PREFIX: "site-a", BACKUP_DIR: dir, BACKUP_KEEP_DAILY: "1", BACKUP_KEEP_WEEKLY: "0" }));
    const bucket = storageFrom({ S3_PREFIX: "site-a" });

    const first = await t.request("/api/settings/backups", { method: "POST", token: admin });
    expect(first.status).toBe(201);
    const one = ((await first.json()) as { data: { name: string; bytes: number } }).data;
    const copy = await bucket.get(`backups/${one.name}`);
    expect(copy?.size).toBe(one.bytes);
    expect(await sha256Of(copy!.body)).toBe(await sha256Of(fs.createReadStream(path.join(dir, one.name))));

    const status = await t.request("/api/settings/backups", { token: admin });
    expect(((await status.json()) as { data: { copy: unknown } }).data.copy).toEqual({ location: `s3://${s3.bucket}/site-a/`, copied: true, error: null });

    // Keeping one backup a day: the second of the day prunes the first, here and in the bucket.
    const second = await t.request("/api/settings/backups", { method: "POST", token: admin });
    expect(second.status).toBe(201);
    const two = ((await second.json()) as { data: { name: string } }).data;
    expect(fs.readdirSync(dir).filter((f) => !f.startsWith("."))).toEqual([two.name]);
    expect((await bucket.list("backups/")).map((o) => o.key)).toEqual([`backups/${two.name}`]);
    await bucket.delete(`backups/${two.name}`);
  });

  it("keeps the backup when the copy fails, and the status says it was not copied and why", async () => {
    const dir = fs.mkdtempSync(path.join(work, "backups-"));
    const { t, admin } = await createStaffTestApp(s3.env({ S3_SECRET_ACCESS_KEY: "not-the-secret", BACKUP_DIR: dir }));
    const made = await t.request("/api/settings/backups", { method: "POST", token: admin });
    expect(made.status).toBe(201);
    const { name } = ((await made.json()) as { data: { name: string } }).data;
    expect(fs.existsSync(path.join(dir, name))).toBe(true);
    expect(await storageFrom().list("")).toEqual([]);

    const status = ((await (await t.request("/api/settings/backups", { token: admin })).json()) as { data: { copy: Record<string, unknown> } }).data;
    // With the wrong secret the storage cannot even be asked: copied is unknown, the error names the setting.
    expect(status.copy).toMatchObject({ location: `s3://${s3.bucket}/`, copied: null });
    expect(String(status.copy.error)).toMatch(/SignatureDoesNotMatch.*check S3_SECRET_ACCESS_KEY/);
  });
});
