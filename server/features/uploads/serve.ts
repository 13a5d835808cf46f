import type { Context } from "hono";
import { UPLOAD_FILE_NAME } from "./upload-files";
import type { AppEnv } from "../../core/http/env";
import { markRoute } from "../../core/http/request-metrics";

/** A name always means the same bytes: caches may keep an upload for a year without asking again. */
const UPLOAD_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * GET (and HEAD) /uploads/:name from the shared upload store (server/features/uploads/upload-files.ts), so
 * any instance serves an image another one stored. The name is checked before anything is looked
 * up; an unknown one is a 404. A Range header is ignored (the whole image, 200): the variants are
 * small. If-None-Match with the variant's ETag answers 304.
 */
export async function serveUploadFile(c: Context<AppEnv>) {
  const name = c.req.param("name") ?? "";
  if (!UPLOAD_FILE_NAME.test(name)) return c.text("Not found", 404);
  const file = await c.get("services").uploads.files.read(name);
  if (!file) return c.text("Not found", 404);
  markRoute(c, "upload");
  c.header("cache-control", UPLOAD_CACHE_CONTROL);
  c.header("etag", file.etag);
  c.header("last-modified", file.createdAt.toUTCString());
  c.header("x-content-type-options", "nosniff");
  if (etagMatches(c.req.header("if-none-match"), file.etag)) return c.body(null, 304);
  c.header("content-type", file.contentType);
  c.header("content-length", String(file.bytes.byteLength));
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200);
}

/** If-None-Match: `*` or a list of tags, weak or strong (a GET compares them weakly). */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
