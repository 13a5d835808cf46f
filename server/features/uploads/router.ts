import { Hono } from "hono";
import { UPLOAD_MAX_BYTES, UploadRejected } from "./uploads";
import { requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { apiError } from "../../core/http/errors";
import { rateLimit } from "../../core/http/rate-limit";

const fileError = (status: 400 | 413, message: string): never => apiError(status, message, { file: message });

/** Uploads per staff member per hour (RATE_LIMIT_UPLOADS), whatever address they come from. */
const uploadLimit = rateLimit({ name: "upload", limit: (l) => l.uploads, key: (c) => String(c.get("user").id) });

/**
 * A product image: multipart field `file`; decoded, checked and re-encoded by sharp, a few at a
 * time (server/features/uploads/uploads.ts).
 */
export const uploadRoutes = new Hono<AppEnv>().post("/", requireUser, uploadLimit, async (c) => {
  let body: Record<string, string | File>;
  try {
    body = await c.req.parseBody();
  } catch {
    return fileError(400, "The upload could not be read. Send it as multipart/form-data with the image in the field 'file'.");
  }
  const file = body.file;
  if (!(file instanceof File)) return fileError(400, "Please choose an image file");
  if (file.size > UPLOAD_MAX_BYTES) return fileError(413, "The image is larger than 5 MB");
  try {
    const data = await c.get("services").uploads.store(new Uint8Array(await file.arrayBuffer()));
    c.get("log").info({ url: data.url, bytes: file.size, by: c.get("user").id }, "image uploaded");
    return c.json({ success: true, data }, 201);
  } catch (err) {
    if (err instanceof UploadRejected) return fileError(err.status, err.message);
    throw err;
  }
});
