import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import type { DbOrTx } from "../../core/db/connection";
import type { UploadFiles, UploadVariant } from "./upload-files";

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
const UPLOAD_MAX_PIXELS = 40_000_000;
/** Widths written for every image; the large one only when the source is wider than 800. */
const UPLOAD_WIDTHS = [400, 800] as const;
const UPLOAD_LARGE_WIDTH = 1600;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);
/** Images decoded at once: each can take hundreds of megabytes while sharp works on it. */
const IMAGE_JOBS_AT_ONCE = 2;
/** An upload's file name on disk (older versions stored them there): `<random id>-<width>.webp`, or its temporary name while it was written. */
const STORED_NAME = /^\.?([0-9a-f]{32})-\d{1,5}\.webp(?:\.tmp)?$/;
/** Uploads nothing refers to are kept this long (a product form may still be open), then deleted. */
const UNUSED_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export class UploadRejected extends Error {
  constructor(
    public status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

type StoredImage = {
  /** The 800-pixel variant, the one a product's image_url points at. */
  url: string;
  width: number;
  height: number;
  variants: { width: number; url: string }[];
};

interface JobQueue {
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

/** Where uploads are stored (server/features/uploads/upload-files.ts), and the queue that keeps image work to a few jobs at once. */
export function createImageStore(files: UploadFiles, queue: JobQueue = createJobQueue(IMAGE_JOBS_AT_ONCE)) {
  return { queue, files, store: (input: Uint8Array) => queue.run(() => storeImage(input, files)) };
}

/**
 * Decode an uploaded image with sharp and store it re-encoded. What the bytes decode to decides,
 * not the file's name or declared type: JPEG, PNG or WebP only, at most 5 MB and 40 megapixels
 * (checked from the header, before any pixel is decoded). Every variant is turned upright
 * (EXIF orientation), stripped of metadata (location, camera) and encoded as WebP under a name
 * the server chooses, `<random>-<width>.webp`; the variants are stored together, or none is.
 */
async function storeImage(input: Uint8Array, files: UploadFiles): Promise<StoredImage> {
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
  const encoded: UploadVariant[] = [];
  const variants: { width: number; height: number; url: string; nominal: number }[] = [];
  try {
    for (const nominal of widths) {
      const { data, info } = await open()
        .rotate()
        .resize({ width: nominal, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      const name = `${id}-${nominal}.webp`;
      encoded.push({ name, bytes: data, width: info.width, height: info.height, contentType: "image/webp" });
      variants.push({ width: info.width, height: info.height, url: `/uploads/${name}`, nominal });
    }
  } catch (err) {
    throw rejected(err);
  }
  // Outside the try: a database or storage failure is ours (500), never a fault of the client's image.
  await files.save(encoded);
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
 * Delete upload files on disk (left by an older version, or by an upload it was writing) older than `maxAgeMs` whose id is not in `used` (every width of an
 * image goes together), and temporary files an interrupted upload left. Files of other names are
 * not ours and stay. Answers how many files went.
 */
async function deleteUnusedUploads(dir: string, used: ReadonlySet<string>, maxAgeMs = UNUSED_UPLOAD_MAX_AGE_MS, now = Date.now()): Promise<number> {
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
async function usedUploadIds(db: DbOrTx): Promise<Set<string>> {
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

/**
 * Housekeeping: delete the uploads nothing refers to, once they are a day old: from the store
 * (`files`) and any left in the upload directory (`dir`). Answers how many variants went.
 */
export async function pruneUnusedUploads(db: DbOrTx, where: { dir?: string; files?: UploadFiles }): Promise<number> {
  const used = await usedUploadIds(db);
  const stored = where.files ? await where.files.prune(db, used, UNUSED_UPLOAD_MAX_AGE_MS) : 0;
  const onDisk = where.dir === undefined ? 0 : await deleteUnusedUploads(where.dir, used);
  return stored + onDisk;
}
