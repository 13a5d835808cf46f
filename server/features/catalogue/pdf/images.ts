/**
 * A product's main image for the catalogue PDF. The site's images are WebP, which pdfkit cannot
 * draw (JPEG and PNG only), so each is read from where the site serves it (an upload from the
 * shared upload store, a bundled /images file from public/) and converted by sharp to a small JPEG
 * (sharp works in libuv's threads, not on the event loop). An image on another host (IMAGE_HOSTS),
 * a missing file or one sharp cannot read answers null: the PDF draws a placeholder instead.
 */
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { projectPath } from "../../../core/project-root";

/** Reads an upload's bytes by its file name, null when there is none. */
export type ReadUpload = (name: string) => Promise<Uint8Array | null>;

const UPLOAD = /^\/uploads\/([0-9a-f]{32})-(\d{1,5})\.webp$/;
/** A bundled image's address: no dots but the extension's, so it never leaves public/images. */
const BUNDLED = /^\/images\/[a-z0-9][a-z0-9/_-]*\.(?:webp|png|jpe?g)$/i;
/** Twice the box the PDF draws it in (150 × 112.5 pt), for print. */
const SIZE = { width: 400, height: 300 };

async function sourceBytes(url: string, readUpload: ReadUpload): Promise<Uint8Array | null> {
  const upload = UPLOAD.exec(url);
  // The 400 px variant every upload has is enough for the PDF; the stored one when it is missing.
  if (upload) return (await readUpload(`${upload[1]}-400.webp`)) ?? (upload[2] === "400" ? null : readUpload(`${upload[1]}-${upload[2]}.webp`));
  if (BUNDLED.test(url)) return readFile(projectPath("public", url)).catch(() => null);
  return null;
}

/** The image at `url` as a JPEG fitted into SIZE, or null when it cannot be had. */
export async function jpegOfImage(url: string | null | undefined, readUpload: ReadUpload): Promise<Uint8Array | null> {
  if (!url) return null;
  try {
    const bytes = await sourceBytes(url, readUpload);
    if (!bytes) return null;
    return await sharp(bytes)
      .resize({ ...SIZE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 75 })
      .toBuffer();
  } catch {
    return null;
  }
}
