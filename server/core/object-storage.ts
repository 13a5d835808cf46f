/**
 * A small client for S3-compatible object storage (Amazon S3, Cloudflare R2, MinIO, …): put, get,
 * delete and list under one bucket and key prefix. Requests are signed with AWS Signature V4 by
 * hand (node:crypto) and sent with node:http(s), so a file of several gigabytes streams from disk
 * and is never held in memory.
 *
 * Every body is signed with its SHA-256 (a first pass over a file, then the upload), so the storage
 * itself refuses a body that changed on the way. A file larger than one part is sent as a
 * multipart upload, part by part, each part hashed, signed and retried on its own.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

export type ObjectStorageConfig = {
  /** http(s)://host[:port] of the service, without the bucket. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Put before every key: empty, or ending in "/". */
  prefix: string;
  /** https://endpoint/bucket/key instead of https://bucket.endpoint/key. */
  forcePathStyle: boolean;
};

export type StoredObject = { body: Readable; size: number; contentType: string | undefined };
export type ListedObject = { key: string; size: number; lastModified: Date };

export interface ObjectStorage {
  /** Where objects go, for logs and status: s3://bucket/prefix. */
  readonly location: string;
  /** Stores a file (by path, streamed) or bytes under the key; replaces what was there. */
  put(key: string, source: string | Uint8Array, contentType?: string): Promise<{ key: string; size: number }>;
  /** The object as a stream, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Deletes the object; deleting one that is not there is no error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with the prefix, keys without S3_PREFIX, in key order. */
  list(prefix?: string): Promise<ListedObject[]>;
}

/** A refusal of the storage (with its S3 error code) or a failure to reach it; the message says what to check. */
export class ObjectStorageError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = "ObjectStorageError";
  }
}

/** Defaults suit production; tests make parts small, retry less, or resolve names themselves. */
type Tuning = { partSize?: number; retries?: number; timeoutMs?: number; lookup?: LookupFunction };

/** A single PUT may carry at most 5 GiB (Amazon S3, and R2 a little less); larger files must go in parts. */
const DEFAULT_PART_SIZE = 64 * 1024 * 1024;
const MIN_PART_SIZE = 5 * 1024 * 1024;
const MAX_PARTS = 10_000;
const EMPTY_SHA256 = crypto.createHash("sha256").update("").digest("hex");

/** Null when no storage is configured; the configuration was checked whole at start. */
export function createObjectStorage(config: ObjectStorageConfig | undefined, tuning: Tuning = {}): ObjectStorage | null {
  if (!config) return null;
  const c = config;
  const endpoint = new URL(c.endpoint);
  const bareHost = endpoint.hostname.replace(/^\[|\]$/g, "");
  // A bucket cannot be a sub-domain of an IP address or of localhost: those always take the path.
  const pathStyle = c.forcePathStyle || isIP(bareHost) !== 0 || bareHost === "localhost";
  const hostname = pathStyle ? bareHost : `${c.bucket}.${bareHost}`;
  const host = pathStyle ? endpoint.host : `${c.bucket}.${endpoint.host}`;
  const basePath = pathStyle ? `/${encodeRfc3986(c.bucket)}` : "";
  const client = endpoint.protocol === "https:" ? https : http;
  const partSize = Math.max(MIN_PART_SIZE, tuning.partSize ?? DEFAULT_PART_SIZE);
  const retries = tuning.retries ?? 3;
  const timeoutMs = tuning.timeoutMs ?? 120_000;

  type Body = { size: number; sha256: string; open: () => Readable | Uint8Array };
  type Request = { method: string; key?: string; query?: Record<string, string>; headers?: Record<string, string>; body?: Body };

  /**
   * One signed request; answers the response for 2xx (and 404 when `allow404`), else throws with
   * the storage's code. A file body waits for "100 Continue" (at most a second), so a refused
   * request does not send gigabytes first.
   */
  function sendOnce(req: Request, what: string, allow404: boolean): Promise<http.IncomingMessage> {
    const path = `${basePath}/${req.key === undefined ? "" : fullKey(req.key).split("/").map(encodeRfc3986).join("/")}`;
    const query = canonicalQuery(req.query ?? {});
    const headers = signRequest(
      { method: req.method, host, path, query: req.query ?? {}, headers: req.headers ?? {}, payloadHash: req.body?.sha256 ?? EMPTY_SHA256 },
      c,
    );
    if (req.body || req.method === "PUT" || req.method === "POST") headers["content-length"] = String(req.body?.size ?? 0);
    const content = req.body?.open();
    const streamed = content !== undefined && !(content instanceof Uint8Array);
    if (streamed) headers.expect = "100-continue";
    return new Promise((resolve, reject) => {
      const options = {
        protocol: endpoint.protocol,
        hostname,
        port: endpoint.port || undefined,
        method: req.method,
        path: query ? `${path}?${query}` : path,
        headers,
        timeout: timeoutMs,
        lookup: tuning.lookup,
      };
      const outgoing = client.request(options, (res) => {
        const status = res.statusCode ?? 0;
        if ((status >= 200 && status < 300) || (allow404 && status === 404)) return resolve(res);
        readText(res).then(
          (text) => reject(refusal(what, status, text)),
          (err: Error) => reject(new ObjectStorageError(`Object storage: ${what} failed: ${status} (${err.message})`, status)),
        );
        res.on("end", () => outgoing.destroy());
      });
      outgoing.on("timeout", () => outgoing.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
      outgoing.on("error", (err: NodeJS.ErrnoException) => {
        if (content !== undefined && !(content instanceof Uint8Array)) content.destroy();
        reject(new ObjectStorageError(`Object storage: ${what} failed: the connection to S3_ENDPOINT ${c.endpoint} failed (${err.code ?? err.message})`));
      });
      if (content === undefined) outgoing.end();
      else if (content instanceof Uint8Array) outgoing.end(content);
      else {
        let started = false;
        const start = () => {
          if (started) return;
          started = true;
          clearTimeout(timer);
          pipeline(content, outgoing).catch((err: Error) => outgoing.destroy(err));
        };
        const timer = setTimeout(start, 1000);
        outgoing.on("continue", start);
        outgoing.on("close", () => clearTimeout(timer));
        outgoing.on("response", () => {
          clearTimeout(timer);
          if (!started) content.destroy();
        });
      }
    });
  }

  /** Network failures, 5xx and 429 are tried again (after 0.5 s, 1 s, 2 s …); a refusal (4xx) is final. */
  async function send(req: Request, what: string, allow404 = false): Promise<http.IncomingMessage> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await sendOnce(req, what, allow404);
      } catch (err) {
        const status = (err as ObjectStorageError).status;
        const transient = status === undefined || status >= 500 || status === 429;
        if (!transient || attempt >= retries) throw err;
        await new Promise((r) => setTimeout(r, 500 * 2 ** attempt));
      }
    }
  }

  function fullKey(key: string): string {
    if (!key || key.startsWith("/") || key.split("/").some((s) => s === "" || s === "." || s === "..")) {
      throw new ObjectStorageError(`Object storage: "${key}" is not a usable key (no empty, "." or ".." parts)`);
    }
    return c.prefix + key;
  }

  async function putSingle(key: string, body: Body, contentType: string | undefined) {
    const res = await send({ method: "PUT", key, headers: contentType ? { "content-type": contentType } : {}, body }, `storing ${key}`);
    res.resume();
  }

  async function putMultipart(key: string, file: string, size: number, contentType: string | undefined) {
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
        const open = () => fs.createReadStream(file, { start, end });
        const body = { size: end - start + 1, sha256: await sha256Of(open()), open };
        const res = await send({ method: "PUT", key, query: { partNumber: String(n), uploadId }, body }, `${what} (part ${n})`);
        res.resume();
        etags.push(String(res.headers.etag ?? ""));
      }
      const xml = `<CompleteMultipartUpload>${etags.map((etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${escapeXml(etag)}</ETag></Part>`).join("")}</CompleteMultipartUpload>`;
      const bytes = Buffer.from(xml);
      const done = await readText(await send({ method: "POST", key, query: { uploadId }, body: bufferBody(bytes) }, what));
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

  return {
    location: `s3://${c.bucket}/${c.prefix}`,

    async put(key, source, contentType) {
      fullKey(key);
      if (typeof source !== "string") {
        await putSingle(key, bufferBody(source), contentType);
        return { key, size: source.byteLength };
      }
      const { size } = await fs.promises.stat(source);
      if (size > partSize) await putMultipart(key, source, size, contentType);
      else {
        const open = () => fs.createReadStream(source);
        await putSingle(key, { size, sha256: await sha256Of(open()), open }, contentType);
      }
      return { key, size };
    },

    async get(key) {
      const res = await send({ method: "GET", key }, `reading ${key}`, true);
      if (res.statusCode === 404) {
        // A missing object is an answer; a missing bucket is a wrong setting.
        const text = await readText(res);
        if (xmlValue(text, "Code") === "NoSuchBucket") throw refusal(`reading ${key}`, 404, text);
        return null;
      }
      const contentType = res.headers["content-type"];
      return { body: res, size: Number(res.headers["content-length"] ?? 0), contentType };
    },

    async delete(key) {
      (await send({ method: "DELETE", key }, `deleting ${key}`)).resume();
    },

    async list(prefix = "") {
      const found: ListedObject[] = [];
      let token: string | undefined;
      do {
        const query: Record<string, string> = { "list-type": "2", prefix: c.prefix + prefix };
        if (token) query["continuation-token"] = token;
        const xml = await readText(await send({ method: "GET", query }, `listing ${prefix || "the bucket"}`));
        for (const [, entry] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
          const key = xmlValue(entry, "Key") ?? "";
          found.push({
            key: key.slice(c.prefix.length),
            size: Number(xmlValue(entry, "Size") ?? 0),
            lastModified: new Date(xmlValue(entry, "LastModified") ?? 0),
          });
        }
        token = xmlValue(xml, "IsTruncated") === "true" ? xmlValue(xml, "NextContinuationToken") : undefined;
      } while (token);
      return found;
    },
  };
}

/** The region a known endpoint names (s3.ap-south-1.amazonaws.com, R2's "auto"), else us-east-1. */
export function regionOf(endpoint: string): string {
  const host = new URL(endpoint).hostname;
  if (host.endsWith(".r2.cloudflarestorage.com")) return "auto";
  return /(?:^|\.)s3[.-](?:dualstack\.)?([a-z0-9-]+)\.amazonaws\.com$/.exec(host)?.[1] ?? "us-east-1";
}

/**
 * AWS Signature Version 4 for S3: the headers to send, `authorization` included. `path` is already
 * encoded (each key segment RFC 3986), and S3 signs it as it is, without encoding it twice.
 */
export function signRequest(
  req: { method: string; host: string; path: string; query: Record<string, string>; headers: Record<string, string>; payloadHash: string },
  credentials: { region: string; accessKeyId: string; secretAccessKey: string },
  now = new Date(),
): Record<string, string> {
  const amzDate = now.toISOString().replace(/[-:]|\.\d{3}/g, "");
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) headers[name.toLowerCase()] = value;
  Object.assign(headers, { host: req.host, "x-amz-date": amzDate, "x-amz-content-sha256": req.payloadHash });
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(";");
  const canonicalRequest = [
    req.method,
    req.path,
    canonicalQuery(req.query),
    names.map((n) => `${n}:${headers[n].trim().replace(/\s+/g, " ")}\n`).join(""),
    signedHeaders,
    req.payloadHash,
  ].join("\n");
  const scope = `${day}/${credentials.region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, crypto.createHash("sha256").update(canonicalRequest).digest("hex")].join("\n");
  let key: Buffer = hmac(`AWS4${credentials.secretAccessKey}`, day);
  for (const part of [credentials.region, "s3", "aws4_request"]) key = hmac(key, part);
  const signature = hmac(key, stringToSign).toString("hex");
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return headers;
}

const hmac = (key: string | Buffer, text: string) => crypto.createHmac("sha256", key).update(text).digest();

/** encodeURIComponent plus the characters it leaves that S3 wants escaped. */
function encodeRfc3986(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function canonicalQuery(query: Record<string, string>): string {
  return Object.entries(query)
    .map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)])
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
}

function bufferBody(bytes: Uint8Array) {
  return { size: bytes.byteLength, sha256: crypto.createHash("sha256").update(bytes).digest("hex"), open: () => bytes };
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = crypto.createHash("sha256");
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** An error answer's text: its XML carries the code and message (bounded: a broken server may send much more). */
async function readText(res: Readable, limit = 1024 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of res) {
    length += (chunk as Buffer).length;
    if (length > limit) {
      res.destroy();
      break;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** What to check for the refusals a wrong setting causes. */
const HINTS: Record<string, string> = {
  SignatureDoesNotMatch: "check S3_SECRET_ACCESS_KEY",
  InvalidAccessKeyId: "check S3_ACCESS_KEY_ID",
  NoSuchBucket: "check S3_BUCKET (the bucket must exist)",
  AccessDenied: "check that the access key may read and write this bucket",
  AuthorizationHeaderMalformed: "check S3_REGION",
  PermanentRedirect: "check S3_REGION and S3_ENDPOINT (the bucket is elsewhere)",
  RequestTimeTooSkewed: "check this machine's clock",
};

function refusal(what: string, status: number, text: string): ObjectStorageError {
  const code = xmlValue(text, "Code") ?? (status === 403 ? "AccessDenied" : status === 404 ? "NoSuchBucket" : undefined);
  const message = xmlValue(text, "Message");
  const hint = code && HINTS[code] ? `; ${HINTS[code]}` : "";
  return new ObjectStorageError(`Object storage: ${what} failed: ${status} ${code ?? "error"}${message ? ` (${message})` : ""}${hint}`, status, code);
}

function xmlValue(xml: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml);
  return match ? unescapeXml(match[1]) : undefined;
}

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_m, e: string) => {
    const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
    if (e[0] !== "#") return named[e.toLowerCase()];
    return String.fromCodePoint(e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
  });
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
