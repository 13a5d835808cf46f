import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 40_000_000;
/** Widths written for every image; the large one only when the source is wider than 800. */
export const UPLOAD_WIDTHS = [400, 800] as const;
export const UPLOAD_LARGE_WIDTH = 1600;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);

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
