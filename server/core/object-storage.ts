/**
 * A small client for S3-compatible object storage (Amazon S3, Cloudflare R2, MinIO, …): put, get,
 * delete and list under one bucket and key prefix. Requests are signed with AWS Signature V4 by the
 * `aws4` package and sent with node:http(s), so a file of several gigabytes streams from disk and
 * is never held in memory, and a large body waits for the storage's "100 Continue".
 *
 * Every body is signed with its SHA-256 (a first pass over a file, then the upload), so the storage
 * itself refuses a body that changed on the way. A file larger than one part is sent as a
 * multipart upload (object-storage-multipart.ts), each part hashed, signed and retried on its own.
 */
import aws4 from "aws4";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { ObjectStorageError, readText, refusal, xmlValue } from "./object-storage-answers";
import { bufferBody, fileBody, putMultipart, type RequestBody, type StorageRequest } from "./object-storage-multipart";

export { ObjectStorageError } from "./object-storage-answers";

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

type StoredObject = { body: Readable; size: number; contentType: string | undefined };
type ListedObject = { key: string; size: number; lastModified: Date };

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

/** Defaults suit production; tests make parts small, retry less, or resolve names themselves. */
type Tuning = { partSize?: number; retries?: number; timeoutMs?: number; lookup?: LookupFunction };

/** A single PUT may carry at most 5 GiB (Amazon S3, and R2 a little less); larger files must go in parts. */
const DEFAULT_PART_SIZE = 64 * 1024 * 1024;
const MIN_PART_SIZE = 5 * 1024 * 1024;
/** The SHA-256 of no bytes: the payload hash of a request without a body. */
const EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

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

  /**
   * One signed request; answers the response for 2xx (and 404 when `allow404`), else throws with
   * the storage's code. A file body waits for "100 Continue" (at most a second), so a refused
   * request does not send gigabytes first.
   */
  function sendOnce(req: StorageRequest, what: string, allow404: boolean): Promise<http.IncomingMessage> {
    const path = `${basePath}/${req.key === undefined ? "" : fullKey(req.key).split("/").map(encodeRfc3986).join("/")}`;
    const query = queryString(req.query ?? {});
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
  async function send(req: StorageRequest, what: string, allow404 = false): Promise<http.IncomingMessage> {
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

  async function putSingle(key: string, body: RequestBody, contentType: string | undefined) {
    const res = await send({ method: "PUT", key, headers: contentType ? { "content-type": contentType } : {}, body }, `storing ${key}`);
    res.resume();
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
      if (size > partSize) await putMultipart(send, key, source, size, partSize, contentType);
      else await putSingle(key, await fileBody(source, size), contentType);
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
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) headers[name.toLowerCase()] = value;
  Object.assign(headers, { host: req.host, "x-amz-date": now.toISOString().replace(/[-:]|\.\d{3}/g, ""), "x-amz-content-sha256": req.payloadHash });
  const query = queryString(req.query);
  const request: aws4.Request & { extraHeadersToInclude: Record<string, boolean> } = {
    method: req.method,
    host: req.host,
    path: query ? `${req.path}?${query}` : req.path,
    service: "s3",
    region: credentials.region,
    headers,
    // Every header given is signed (as S3 allows); aws4 would otherwise leave out a few, Range among them.
    extraHeadersToInclude: Object.fromEntries(Object.keys(headers).map((name) => [name, true])),
  };
  const signed = aws4.sign(request, credentials);
  return { ...headers, authorization: String(signed.headers?.Authorization) };
}

/** encodeURIComponent plus the characters it leaves that S3 wants escaped. */
function encodeRfc3986(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The query as S3 signs it: each name and value RFC 3986-encoded, in order of name. */
function queryString(query: Record<string, string>): string {
  return Object.entries(query)
    .map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)])
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
}
