/**
 * Where uploaded images live: the upload_files table of the shared database, so every app
 * instance pointed at the same DATABASE_URL serves every upload without a shared disk. Each row is
 * one variant (`<id>-<width>.webp`) with its size, SHA-256 (the ETag), pixel size and bytes; with
 * UPLOAD_STORAGE=s3 the bytes go to S3-compatible storage under `uploads/<name>` and the row keeps
 * the rest. A name always means the same bytes, so a small in-memory cache of the most requested
 * variants never goes stale; only a variant housekeeping deleted (nothing refers to it) may still
 * be answered from another instance's memory until it restarts, as from any cache that kept it.
 */
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import type pg from "pg";
import type { Db, DbOrTx } from "../../core/db/connection";
import { ADVISORY_LOCKS } from "../../core/db/locks";
import { uploadFiles } from "../../core/db/schema";
import type { Logger } from "../../core/log";
import type { ObjectStorage } from "../../core/object-storage";

/** A stored variant's name; checked before any query, so nothing else reaches the database or the storage. */
export const UPLOAD_FILE_NAME = /^([0-9a-f]{32})-\d{1,5}\.webp$/;
/** Memory for the most requested variants (bytes); a variant larger than a tenth of it is not kept. */
const UPLOAD_CACHE_BYTES = 32 * 1024 * 1024;
const objectKey = (name: string) => `uploads/${name}`;

export type UploadVariant = { name: string; bytes: Buffer; width: number; height: number; contentType: string };
type UploadFile = { name: string; bytes: Buffer; contentType: string; etag: string; createdAt: Date };

/**
 * `storage`: the S3-compatible storage when one is configured; new bytes go there only with
 * `writeToStorage` (UPLOAD_STORAGE=s3), but variants stored there before a switch back to the
 * database are still read and pruned from it.
 */
export function createUploadFiles(db: Db, pool: pg.Pool, options: { storage?: ObjectStorage | null; writeToStorage?: boolean; cacheBytes?: number } = {}) {
  const storage = options.storage ?? null;
  const target = options.writeToStorage ? storage : null;
  const cache = createByteCache<UploadFile>(options.cacheBytes ?? UPLOAD_CACHE_BYTES);

  const rowOf = (v: UploadVariant, createdAt?: Date) => ({
    name: v.name,
    contentType: v.contentType,
    size: v.bytes.byteLength,
    sha256: createHash("sha256").update(v.bytes).digest("hex"),
    width: v.width,
    height: v.height,
    data: target ? null : v.bytes,
    ...(createdAt ? { createdAt } : {}),
  });

  return {
    /** "database", or the s3://bucket/prefix the bytes go to. */
    location: target ? target.location : "database",

    /**
     * Store an image's variants together: all rows in one transaction (bytes first to the object
     * storage when configured; removed again if the rows are not written). A name already stored
     * keeps its bytes (`createdAt` dates a file moved in from disk).
     */
    async save(variants: UploadVariant[], createdAt?: Date): Promise<void> {
      if (target) await Promise.all(variants.map((v) => target.put(objectKey(v.name), v.bytes, v.contentType)));
      try {
        await db.transaction(async (tx) => {
          for (const v of variants) await tx.insert(uploadFiles).values(rowOf(v, createdAt)).onConflictDoNothing();
        });
      } catch (err) {
        if (target) await Promise.all(variants.map((v) => target.delete(objectKey(v.name)).catch(() => undefined)));
        throw err;
      }
    },

    /** The variant's bytes and headers, or null for a name that is not stored (or not one of ours). */
    async read(name: string): Promise<UploadFile | null> {
      if (!UPLOAD_FILE_NAME.test(name)) return null;
      const cached = cache.get(name);
      if (cached) return cached;
      const { rows } = await db.execute<{ content_type: string; sha256: string; data: Buffer | null; created_at: Date }>(
        sql`select content_type, sha256, data, created_at from upload_files where name = ${name}`,
      );
      const row = rows[0];
      if (!row) return null;
      let bytes = row.data;
      if (!bytes) {
        const object = await storage?.get(objectKey(name));
        if (!object) return null;
        const chunks: Buffer[] = [];
        for await (const chunk of object.body) chunks.push(chunk as Buffer);
        bytes = Buffer.concat(chunks);
      }
      const file = { name, bytes, contentType: row.content_type, etag: `"${row.sha256.slice(0, 32)}"`, createdAt: new Date(row.created_at) };
      cache.set(name, file, bytes.byteLength);
      return file;
    },

    /** The pixel width of a stored variant, or 0 when there is no such variant. */
    async widthOf(name: string): Promise<number> {
      if (!UPLOAD_FILE_NAME.test(name)) return 0;
      const { rows } = await db.execute<{ width: number }>(sql`select width from upload_files where name = ${name}`);
      return rows[0]?.width ?? 0;
    },

    /**
     * Delete every variant older than `maxAgeMs` whose upload id is not in `used` (all widths of an
     * image go together, as they were made together); their objects too. Answers how many went.
     */
    async prune(tx: DbOrTx, used: ReadonlySet<string>, maxAgeMs: number, now = Date.now()): Promise<number> {
      const { rows } = await tx.execute<{ name: string; in_storage: boolean }>(sql`
        delete from upload_files
         where created_at < ${new Date(now - maxAgeMs).toISOString()}::timestamptz
           and not (substr(name, 1, 32) = any(${`{${[...used].join(",")}}`}::text[]))
        returning name, data is null as in_storage`);
      for (const row of rows) cache.delete(row.name);
      if (storage) await Promise.all(rows.filter((r) => r.in_storage).map((r) => storage.delete(objectKey(r.name))));
      return rows.length;
    },

    /**
     * Move the variants an older version left in `dir` into the store, then delete them from disk:
     * once, by one instance at a time (an advisory lock), and again harmlessly (a name already
     * stored is kept). A file keeps its modification time as its creation, so housekeeping's day of
     * grace counts from the upload. Files of other names stay where they are. Answers how many moved.
     */
    async importDir(dir: string, log?: Logger): Promise<number> {
      let names: string[];
      try {
        names = (await fs.readdir(dir)).filter((n) => UPLOAD_FILE_NAME.test(n));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return 0;
        throw err;
      }
      if (names.length === 0) return 0;
      const lock = await pool.connect();
      let moved = 0;
      try {
        await lock.query("select pg_advisory_lock($1)", [ADVISORY_LOCKS.uploadImport]);
        for (const name of names) {
          const file = path.join(dir, name);
          let bytes: Buffer;
          let mtime: Date;
          try {
            [bytes, { mtime }] = await Promise.all([fs.readFile(file), fs.stat(file)]);
          } catch {
            continue; // moved meanwhile by another instance sharing the directory
          }
          const meta = await sharp(bytes)
            .metadata()
            .catch(() => undefined);
          if (meta?.format !== "webp" || !meta.width || !meta.height) {
            log?.warn({ file }, "an upload on disk is not a readable WebP image; left where it is");
            continue;
          }
          await this.save([{ name, bytes, width: meta.width, height: meta.height, contentType: "image/webp" }], mtime);
          await fs.rm(file, { force: true });
          moved++;
        }
      } finally {
        await lock.query("select pg_advisory_unlock($1)", [ADVISORY_LOCKS.uploadImport]).catch(() => undefined);
        lock.release();
      }
      return moved;
    },
  };
}
export type UploadFiles = ReturnType<typeof createUploadFiles>;

/** A least-recently-used map bounded by the bytes of its values; a value over a tenth of the bound is not kept. */
function createByteCache<T>(maxBytes: number) {
  const entries = new Map<string, { value: T; bytes: number }>();
  let total = 0;
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key); // re-inserted: the Map's order is the order of use
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, value: T, bytes: number) {
      if (bytes > maxBytes / 10) return;
      this.delete(key);
      entries.set(key, { value, bytes });
      total += bytes;
      for (const [oldest, entry] of entries) {
        if (total <= maxBytes) break;
        entries.delete(oldest);
        total -= entry.bytes;
      }
    },
    delete(key: string) {
      const entry = entries.get(key);
      if (!entry) return;
      entries.delete(key);
      total -= entry.bytes;
    },
    get bytes() {
      return total;
    },
    get size() {
      return entries.size;
    },
  };
}
