/**
 * A page-cache entry (server/core/http/page-cache.ts): the rendered body once uncompressed and once
 * each as brotli and gzip, a strong ETag per encoding, and each representation's ready answer; and
 * the choice among them for a request's Accept-Encoding and If-None-Match.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { memoOfText } from "../text-memo";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli at its best quality costs 0.1–0.3 s of CPU for a page. It runs in libuv's threadpool, never
 * on the event loop, and one at a time: a burst of new entries (every page after a change drops them
 * all) then takes at most one core, and the event loop keeps the other.
 */
let brotliQueue: Promise<unknown> = Promise.resolve();
function brotliOneAtATime(body: Uint8Array, options: zlib.BrotliOptions): Promise<Buffer> {
  const run = brotliQueue.then(() => brotli(body, options));
  brotliQueue = run.catch(() => undefined);
  return run;
}

/** Bodies smaller than this are kept and sent uncompressed (the framing costs more than it saves). */
const COMPRESS_MIN_BYTES = 1024;

/** Headers of the rendered answer that belong to one response, not to the stored entry (the server writes Date, Connection and Keep-Alive to each). */
const PER_RESPONSE_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "etag",
  "vary",
  "date",
  "connection",
  "keep-alive",
  "set-cookie",
  "x-request-id",
]);

export type Encoding = "br" | "gzip" | "identity";

export interface PageEntry {
  key: string;
  status: number;
  /** The rendered answer's headers, less the per-response ones. */
  headers: [string, string][];
  bodies: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>> & { identity: Uint8Array<ArrayBuffer> };
  /** Strong ETags, one per encoding (a representation each). */
  etags: Partial<Record<Encoding, string>> & { identity: string };
  tags: readonly string[];
  /** The route pattern, for the hit and miss counters. */
  route: string;
  /** The products whose cards the page shows: every visit, hit or not, counts a view of each. */
  productIds?: readonly number[];
  /** What its render told of its address: the query parameters it reads, its pages (page-cache-key.ts `canonicalSearch`). */
  query?: readonly string[];
  pages?: number;
  /** The answer from memory in each encoding the entry holds, made when it is made. */
  answers: Partial<Record<Encoding, WireAnswer>> & { identity: WireAnswer };
  bytes: number;
}

/**
 * One representation's answer from memory: the headers as Node's `writeHead` takes them (name,
 * value, name, value… in one flat list, so a hit copies nothing), for 200 and for 304, and the body.
 * Both lists end with `X-Cache: HIT`; the answer adds only its request id.
 */
export interface WireAnswer {
  body: Buffer<ArrayBuffer>;
  ok: readonly string[];
  /** A 304 sends the representation's headers less Content-Length and Content-Encoding. */
  notModified: readonly string[];
}

function wireAnswer(stored: readonly [string, string][], encoding: Encoding, bodies: PageEntry["bodies"], etags: PageEntry["etags"]): WireAnswer {
  const bytes = bodies[encoding] ?? bodies.identity;
  // A Buffer over the same bytes: Node's streams wrap any other Uint8Array in one on every write.
  const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const common = stored.flat();
  common.push("etag", etags[encoding] ?? etags.identity);
  if (bodies.br) common.push("vary", "Accept-Encoding");
  const ok = [...common];
  if (bytes !== bodies.identity) ok.push("content-encoding", encoding);
  ok.push("content-length", String(body.byteLength), "x-cache", "HIT");
  common.push("x-cache", "HIT");
  return { body, ok, notModified: common };
}

/** An entry for `body`: its compressed forms and ETags. */
export async function makeEntry(input: {
  key: string;
  status: number;
  headers: Headers;
  body: Uint8Array<ArrayBuffer>;
  tags: readonly string[];
  route: string;
  productIds?: readonly number[];
  query?: readonly string[];
  pages?: number;
  /** False: no compressed forms (an entry that will not be stored is not worth them). */
  compress?: boolean;
}): Promise<PageEntry> {
  const { body } = input;
  const headers: [string, string][] = [];
  input.headers.forEach((value, name) => {
    if (!PER_RESPONSE_HEADERS.has(name)) headers.push([name, value]);
  });
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  const bodies: PageEntry["bodies"] = { identity: body };
  const etags: PageEntry["etags"] = { identity: `"${hash}"` };
  if (input.compress !== false && body.byteLength >= COMPRESS_MIN_BYTES) {
    const [br, gz] = await Promise.all([
      brotliOneAtATime(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
      gzip(body, { level: 9 }),
    ]);
    bodies.br = new Uint8Array(br);
    bodies.gzip = new Uint8Array(gz);
    etags.br = `"${hash}-br"`;
    etags.gzip = `"${hash}-gz"`;
  }
  const answers: PageEntry["answers"] = { identity: wireAnswer(headers, "identity", bodies, etags) };
  if (bodies.br) answers.br = wireAnswer(headers, "br", bodies, etags);
  if (bodies.gzip) answers.gzip = wireAnswer(headers, "gzip", bodies, etags);
  const headerBytes = answers.identity.ok.reduce((n, h) => n + h.length, 0) * 3;
  const bytes = Object.values(bodies).reduce((n, b) => n + b.byteLength, 0) + headerBytes + 512 + input.key.length * 2;
  return {
    key: input.key,
    status: input.status,
    headers,
    bodies,
    etags,
    tags: input.tags,
    route: input.route,
    productIds: input.productIds,
    query: input.query,
    pages: input.pages,
    answers,
    bytes,
  };
}

/** The choice for each Accept-Encoding text seen: clients send a handful of distinct values, so each is parsed once. */
const encodingOf = memoOfText(parseAcceptEncoding, 256);

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. */
export function chooseEncoding(entry: PageEntry, acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding || !entry.bodies.br) return "identity";
  return encodingOf(acceptEncoding);
}

function parseAcceptEncoding(acceptEncoding: string): Encoding {
  let gz = false;
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name === "br") return "br";
    if (name === "gzip" || name === "*") gz = true;
  }
  return gz ? "gzip" : "identity";
}

/** True when If-None-Match names one of the entry's representations (or is "*"). */
export function matchesEtag(entry: PageEntry, ifNoneMatch: string | undefined): boolean {
  if (!ifNoneMatch) return false;
  const known = Object.values(entry.etags);
  return ifNoneMatch.split(",").some((t) => {
    const tag = t.trim().replace(/^W\//, "");
    return tag === "*" || known.includes(tag);
  });
}
