/**
 * The rendered-page cache: public pages (and the public API lists) rendered once and answered from
 * memory until something they show changes.
 *
 * What is cached: only GET and HEAD answers of status 200 that set no cookie, to requests without
 * an Authorization header, at a path the page-cache middleware accepts (server/core/http/page-cache-http.ts:
 * never /admin, /api except the public lists, /q/ quotations, files) without a query string, or with
 * `?page=N` alone. Each entry holds the body once uncompressed and once each as brotli and gzip,
 * made when it is stored, with a strong ETag per encoding.
 *
 * What drops an entry: tags. A page is tagged with what its loaders read (app/lib/page-tags.ts:
 * "business", "categories", "products", "category:<slug>", a content key…); every change staff make
 * names the tags it affects through `contentChanged` (server/features/content/site-content.ts), which is both
 * a NOTIFY to every instance and, in this process, a synchronous drop before the API answers. An
 * entry tagged "*" (a page whose reads nobody listed) is dropped by every change; a change "*"
 * drops everything.
 *
 * A render that was under way while a change it depends on came in is not stored (it may have read
 * the old data): each store compares the epoch at which the render began with the epochs of its
 * tags' last drops. While the instance may have missed notices (its LISTEN connection is down)
 * nothing is stored and the cache is empty.
 *
 * Each representation's answer is made with the entry, headers and all (`WireAnswer`), so a hit
 * only writes a ready header list and body (server/core/http/page-cache-http.ts).
 *
 * The memory bound counts the three bodies of every entry; the least recently used entries go first.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Bodies smaller than this are kept and sent uncompressed (the framing costs more than it saves). */
export const COMPRESS_MIN_BYTES = 1024;

/** Headers of the rendered answer that belong to one response, not to the stored entry. */
const PER_RESPONSE_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "etag", "vary", "date", "set-cookie", "x-request-id"]);

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
  body: Uint8Array<ArrayBuffer>;
  ok: readonly string[];
  /** A 304 sends the representation's headers less Content-Length and Content-Encoding. */
  notModified: readonly string[];
}

function wireAnswer(stored: readonly [string, string][], encoding: Encoding, bodies: PageEntry["bodies"], etags: PageEntry["etags"]): WireAnswer {
  const body = bodies[encoding] ?? bodies.identity;
  const common = stored.flat();
  common.push("etag", etags[encoding] ?? etags.identity);
  if (bodies.br) common.push("vary", "Accept-Encoding");
  const ok = [...common];
  if (body !== bodies.identity) ok.push("content-encoding", encoding);
  ok.push("content-length", String(body.byteLength), "x-cache", "HIT");
  common.push("x-cache", "HIT");
  return { body, ok, notModified: common };
}

/** The body's inline scripts (no src), as CSP hash sources: 'sha256-…'. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(` ${m[1]}`)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(m[2], "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** A page's CSP with its nonce source replaced by the hashes of its inline scripts. */
export function withScriptHashes(csp: string, hashes: readonly string[]): string {
  return csp
    .replace(/\s*'nonce-[^']*'/g, "")
    .replace(/(^|;\s*)(script-src(?:-elem)?)([^;]*)/g, (_m, lead: string, name: string, rest: string) =>
      [`${lead}${name}${rest.trimEnd()}`, ...hashes].join(" "),
    );
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
      brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
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
  return { key: input.key, status: input.status, headers, bodies, etags, tags: input.tags, route: input.route, productIds: input.productIds, answers, bytes };
}

/** The choice for each Accept-Encoding text seen: clients send a handful of distinct values, so each is parsed once. */
const choices = new Map<string, Encoding>();

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. */
export function chooseEncoding(entry: PageEntry, acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding || !entry.bodies.br) return "identity";
  let choice = choices.get(acceptEncoding);
  if (choice === undefined) {
    choice = parseAcceptEncoding(acceptEncoding);
    // Any client may send any text: the memo stays small, and long values are parsed each time.
    if (acceptEncoding.length <= 200) {
      if (choices.size >= 256) choices.clear();
      choices.set(acceptEncoding, choice);
    }
  }
  return choice;
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

export class PageCache {
  readonly maxBytes: number;
  #entries = new Map<string, PageEntry>();
  #byTag = new Map<string, Set<string>>();
  #bytes = 0;
  /** Bumped by every drop; a render remembers it when it begins. */
  #epoch = 0;
  #tagEpoch = new Map<string, number>();
  #allEpoch = 0;
  #suspended = false;
  /** Renders under way, by key: a request for the same page waits for the one being rendered. */
  #renders = new Map<string, Promise<PageEntry | undefined>>();

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  /** True when a render may be stored now (enabled, and its change notices are heard). */
  get accepting(): boolean {
    return this.enabled && !this.#suspended;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Bytes held (the bound's measure). */
  get bytes(): number {
    return this.#bytes;
  }

  /** The epoch a render begins at; pass it to `store`. */
  begin(): number {
    return this.#epoch;
  }

  /** The entry for `key`, now the most recently used. */
  get(key: string): PageEntry | undefined {
    const entry = this.#entries.get(key);
    if (entry) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  /** The render of `key` under way, begun since the last change: its entry once stored, else undefined. */
  pending(key: string): Promise<PageEntry | undefined> | undefined {
    return this.#renders.get(key);
  }

  /** Mark `key` as being rendered; call the result with the stored entry (or nothing) when done. */
  rendering(key: string): (stored?: PageEntry) => void {
    if (this.#renders.has(key)) return () => undefined;
    let settle!: (stored?: PageEntry) => void;
    const render = new Promise<PageEntry | undefined>((resolve) => (settle = resolve));
    this.#renders.set(key, render);
    return (stored) => {
      settle(stored);
      if (this.#renders.get(key) === render) this.#renders.delete(key);
    };
  }

  /**
   * Keep `entry`, unless something it shows changed since `since` (the render's `begin()`), the
   * cache is suspended, or the entry alone exceeds the bound. True when kept.
   */
  store(entry: PageEntry, since: number): boolean {
    if (this.#suspended || entry.bytes > this.maxBytes || this.#allEpoch > since) return false;
    if (entry.tags.includes("*") && this.#epoch > since) return false;
    if (entry.tags.some((t) => (this.#tagEpoch.get(t) ?? 0) > since)) return false;
    this.#remove(entry.key);
    this.#entries.set(entry.key, entry);
    this.#bytes += entry.bytes;
    for (const tag of entry.tags) {
      let keys = this.#byTag.get(tag);
      if (!keys) this.#byTag.set(tag, (keys = new Set()));
      keys.add(entry.key);
    }
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.maxBytes) break;
      this.#remove(oldest);
    }
    return true;
  }

  /** Drop every entry tagged with one of `tags` (and the "*" ones); "*" drops everything. */
  invalidate(tags: Iterable<string>): void {
    const epoch = ++this.#epoch;
    this.#renders.clear(); // a request from now on must not get a render that began before the change
    for (const tag of tags) {
      if (tag === "*") {
        this.clear();
        return;
      }
      this.#tagEpoch.set(tag, epoch);
      for (const key of this.#byTag.get(tag) ?? []) this.#remove(key);
    }
    for (const key of this.#byTag.get("*") ?? []) this.#remove(key);
  }

  /** Drop everything, including what renders under way would store. */
  clear(): void {
    this.#allEpoch = ++this.#epoch;
    this.#renders.clear();
    this.#entries.clear();
    this.#byTag.clear();
    this.#bytes = 0;
  }

  /**
   * While suspended (changes may be missed: the LISTEN connection is down) the cache is empty and
   * stores nothing; on resuming it starts empty, since a change may have been missed meanwhile.
   */
  suspend(suspended: boolean): void {
    this.#suspended = suspended;
    this.clear();
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = this.#byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#byTag.delete(tag);
    }
  }
}
