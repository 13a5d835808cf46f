import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import type { DbOrTx } from "../db/connection";

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 40_000_000;
/** Widths written for every image; the large one only when the source is wider than 800. */
export const UPLOAD_WIDTHS = [400, 800] as const;
export const UPLOAD_LARGE_WIDTH = 1600;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);
/** Images decoded at once: each can take hundreds of megabytes while sharp works on it. */
export const IMAGE_JOBS_AT_ONCE = 2;
/** A stored file's name: `<random id>-<width>.webp`, or its temporary name while it is written. */
const STORED_NAME = /^\.?([0-9a-f]{32})-\d{1,5}\.webp(?:\.tmp)?$/;
/** Uploads nothing refers to are kept this long (a product form may still be open), then deleted. */
export const UNUSED_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export class UploadRejected extends Error {
  constructor(
    public status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

export type StoredImage = {
  /** The 800-pixel variant, the one a product's image_url points at. */
  url: string;
  width: number;
  height: number;
  variants: { width: number; url: string }[];
};

export interface JobQueue {
  /** Run `job` when fewer than the limit are running; the others wait their turn, first come first served. */
  run<T>(job: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

/** At most `limit` jobs at a time. */
export function createJobQueue(limit: number): JobQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };
  return {
    async run(job) {
      if (running < limit) running++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await job();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/** Where uploads are stored, and the queue that keeps image work to a few jobs at once. */
export function createImageStore(dir: string, queue: JobQueue = createJobQueue(IMAGE_JOBS_AT_ONCE)) {
  return { queue, store: (input: Uint8Array) => queue.run(() => storeImage(input, dir)) };
}

/**
 * Decode an uploaded image with sharp and store it re-encoded. What the bytes decode to decides,
 * not the file's name or declared type: JPEG, PNG or WebP only, at most 5 MB and 40 megapixels
 * (checked from the header, before any pixel is decoded). Every variant is turned upright
 * (EXIF orientation), stripped of metadata (location, camera) and written as WebP under a name
 * the server chooses: `<random>-<width>.webp`.
 */
export async function storeImage(input: Uint8Array, dir: string): Promise<StoredImage> {
  if (input.byteLength > UPLOAD_MAX_BYTES) throw new UploadRejected(413, "The image is larger than 5 MB");
  if (input.byteLength === 0) throw new UploadRejected(400, "The file is empty");
  const open = () => sharp(input, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: "error", sequentialRead: true });

  let meta: sharp.Metadata;
  try {
    meta = await open().metadata();
  } catch (err) {
    throw rejected(err);
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new UploadRejected(400, "Please upload a JPEG, PNG or WebP image");
  if (!meta.width || !meta.height) throw new UploadRejected(400, "The file is not a readable image");
  if (meta.width * meta.height > UPLOAD_MAX_PIXELS) throw new UploadRejected(400, "The image has too many pixels (at most 40 megapixels)");
  if ((meta.pages ?? 1) > 1) throw new UploadRejected(400, "Animated images are not accepted; please upload a still image");

  // Orientation 5-8 swaps width and height once the image is turned upright.
  const upright = (meta.orientation ?? 1) >= 5 ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  const widths: number[] = [...UPLOAD_WIDTHS];
  if (upright.width > 800) widths.push(UPLOAD_LARGE_WIDTH);

  const id = randomBytes(16).toString("hex");
  await fs.mkdir(dir, { recursive: true });
  const written: string[] = [];
  const variants: { width: number; height: number; url: string; nominal: number }[] = [];
  try {
    for (const nominal of widths) {
      const { data, info } = await open()
        .rotate()
        .resize({ width: nominal, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      const name = `${id}-${nominal}.webp`;
      const tmp = path.join(dir, `.${name}.tmp`);
      await fs.writeFile(tmp, data);
      await fs.rename(tmp, path.join(dir, name));
      written.push(name);
      variants.push({ width: info.width, height: info.height, url: `/uploads/${name}`, nominal });
    }
  } catch (err) {
    await Promise.all(written.map((n) => fs.rm(path.join(dir, n), { force: true })));
    throw rejected(err);
  }
  const main = variants.find((v) => v.nominal === 800)!;
  return { url: main.url, width: main.width, height: main.height, variants: variants.map(({ width, url }) => ({ width, url })) };
}

/** sharp's refusal is the client's error; a file-system failure (a full disk) stays a server error. */
function rejected(err: unknown): Error {
  if (err instanceof UploadRejected) return err;
  if (typeof (err as NodeJS.ErrnoException)?.code === "string") return err as Error;
  const message = err instanceof Error ? err.message : String(err);
  if (/pixel limit/i.test(message)) return new UploadRejected(400, "The image has too many pixels (at most 40 megapixels)");
  return new UploadRejected(400, "The file is not a valid JPEG, PNG or WebP image");
}

/**
 * Delete stored upload files older than `maxAgeMs` whose id is not in `used` (every width of an
 * image goes together), and temporary files an interrupted upload left. Files of other names are
 * not ours and stay. Answers how many files went.
 */
export async function deleteUnusedUploads(dir: string, used: ReadonlySet<string>, maxAgeMs = UNUSED_UPLOAD_MAX_AGE_MS, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw err;
  }
  let deleted = 0;
  for (const name of names) {
    const id = STORED_NAME.exec(name)?.[1];
    if (!id || used.has(id)) continue;
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat?.isFile() || now - stat.mtimeMs < maxAgeMs) continue;
    await fs.rm(file, { force: true });
    deleted++;
  }
  return deleted;
}

/**
 * The ids of every upload something refers to: a product's image, a category's, and any image in
 * the site's content (documents, team members, gallery, projects), wherever in their JSON it sits.
 */
export async function usedUploadIds(db: DbOrTx): Promise<Set<string>> {
  const rows = await db.execute<{ id: string }>(sql`
    select (regexp_matches(t, '/uploads/([0-9a-f]{32})-', 'g'))[1] as id
    from (
      select image_url as t from products where image_url like '/uploads/%'
      union all select image_url from categories where image_url like '/uploads/%'
      union all select value::text from site_content
      union all select photo_url from team_members where photo_url like '/uploads/%'
      union all select image_url from gallery_images where image_url like '/uploads/%'
      union all select images::text from projects
    ) refs`);
  return new Set(rows.rows.map((r) => r.id));
}

/** Housekeeping: delete the uploads nothing refers to, once they are a day old. */
export async function pruneUnusedUploads(db: DbOrTx, dir: string): Promise<number> {
  return deleteUnusedUploads(dir, await usedUploadIds(db));
}
