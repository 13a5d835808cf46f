/**
 * The bodies object storage sends, each with its SHA-256 (signed, so the storage itself refuses a
 * body that changed on the way), and the multipart upload of a file larger than one part: part by
 * part from disk, each part hashed, signed and retried on its own, so no part is held in memory.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import type http from "node:http";
import type { Readable } from "node:stream";
import { escapeXml, ObjectStorageError, readText, refusal, xmlValue } from "./object-storage-answers";

/** A body to send: its size, its SHA-256 and a way to open it again for each attempt. */
export type RequestBody = { size: number; sha256: string; open: () => Readable | Uint8Array };
export type StorageRequest = { method: string; key?: string; query?: Record<string, string>; headers?: Record<string, string>; body?: RequestBody };
/** Sends one request (retrying what is transient) and answers the 2xx response, else throws an ObjectStorageError. */
export type Send = (req: StorageRequest, what: string) => Promise<http.IncomingMessage>;

/** S3 takes at most 10,000 parts of an upload. */
const MAX_PARTS = 10_000;

export function bufferBody(bytes: Uint8Array): RequestBody {
  return { size: bytes.byteLength, sha256: crypto.createHash("sha256").update(bytes).digest("hex"), open: () => bytes };
}

/** The bytes start..end (inclusive) of a file, or all of it: hashed in a first pass, streamed again for each attempt. */
export async function fileBody(file: string, size: number, start?: number, end?: number): Promise<RequestBody> {
  const open = () => fs.createReadStream(file, start === undefined ? {} : { start, end });
  const hash = crypto.createHash("sha256");
  for await (const chunk of open()) hash.update(chunk as Buffer);
  return { size, sha256: hash.digest("hex"), open };
}

/** Stores `file` in parts of at least `partSize` bytes; an upload that fails is abandoned, so its parts are not kept (and billed). */
export async function putMultipart(send: Send, key: string, file: string, size: number, partSize: number, contentType: string | undefined) {
  const what = `storing ${key}`;
  const partBytes = Math.max(partSize, Math.ceil(size / MAX_PARTS));
  const created = await readText(
    await send({ method: "POST", key, query: { uploads: "" }, headers: contentType ? { "content-type": contentType } : {} }, what),
  );
  const uploadId = xmlValue(created, "UploadId");
  if (!uploadId) throw new ObjectStorageError(`Object storage: ${what} failed: the storage answered no UploadId`);
  try {
    const etags: string[] = [];
    for (let start = 0, n = 1; start < size; start += partBytes, n++) {
      const end = Math.min(size, start + partBytes) - 1;
      const body = await fileBody(file, end - start + 1, start, end);
      const res = await send({ method: "PUT", key, query: { partNumber: String(n), uploadId }, body }, `${what} (part ${n})`);
      res.resume();
      etags.push(String(res.headers.etag ?? ""));
    }
    const xml = `<CompleteMultipartUpload>${etags.map((etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${escapeXml(etag)}</ETag></Part>`).join("")}</CompleteMultipartUpload>`;
    const done = await readText(await send({ method: "POST", key, query: { uploadId }, body: bufferBody(Buffer.from(xml)) }, what));
    // S3 may answer 200 and still report a failure in the body of a completion.
    if (/<Error>/.test(done)) throw refusal(what, 200, done);
  } catch (err) {
    await send({ method: "DELETE", key, query: { uploadId } }, `abandoning the upload of ${key}`).then(
      (res) => res.resume(),
      () => undefined,
    );
    throw err;
  }
}
