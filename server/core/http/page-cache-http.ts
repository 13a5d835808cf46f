/**
 * The page cache at the HTTP edge (the store is server/core/http/page-cache.ts).
 * GET and HEAD: a request the cache may answer (`cacheKeyOf`) is answered from memory when it holds the page, with a strong ETag (304 to a
 * matching If-None-Match) and the body compressed when it was stored. Otherwise the page is rendered with a secret mark of this render in
 * place of a CSP nonce, and its policy lists the hashes of the inline scripts that carry it (the mark is then removed), so the same bytes
 * are right for every visitor; a 200 that sets no cookie is stored. Concurrent requests for a page being rendered wait for that render.
 * Every render of a page (stored or not) runs in its client address's turn (render-gate.ts). A page asked for at another spelling of its
 * address is redirected to its canonical one (canonical-redirect.ts).
 *
 * Every answer of a page that shows product cards, hit or miss, counts a view of each product for
 * a visitor (server/features/catalogue/product-views.ts): the ids are kept with the entry, as its tags are.
 *
 * Every other method: the handler runs in a change scope, and the changes it committed (`contentChanged`) drop their pages here before
 * its answer leaves. Other instances hear of them through LISTEN (server/core/content-changes.ts).
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import type pg from "pg";
import { collectLocalChanges, listenForContentChanges } from "../content-changes";
import { logRequest, type Logger } from "../log";
import { pageCacheHits, pageCacheMisses } from "../metrics";
import { hitMetricsOf } from "./hit-metrics";
import type { PageRecord } from "./page-record";
import { rateLimitSubject, resolveClientAddress, type ProxyTrust } from "./client-address";
import type { AppEnv } from "./env";
import { PageCache } from "./page-cache";
import { canonicalRedirects, type RenderPage } from "./canonical-redirect";
import { cacheKeyOf, isPagePath, splitUrl, UNCACHED_PAGE, type PageCandidate } from "./page-cache-key";
import { chooseEncoding, makeEntry, matchesEtag, type PageEntry } from "./page-entry";
import { createRenderGate, type RenderGate } from "./render-gate";
import { memoOfText } from "../text-memo";
import type { LaneAnswerer, WriteAnswer } from "./socket-lane";
import { markedScriptHashes, withScriptHashes } from "./script-hashes";

/** What decides whether a request is a person's visit (server/features/catalogue/product-views.ts). */
export interface VisitRequest {
  method: string;
  userAgent: string | null | undefined;
  /** `Sec-Purpose` or `Purpose`: "prefetch" for a page fetched before it is shown. */
  purpose: string | null | undefined;
}

/** Counts a visit of a page as a view of each product whose card it shows. */
export interface ViewCounter {
  seen(productIds: readonly number[] | undefined, req: VisitRequest): void;
}

export { cacheKeyOf, UNCACHED_PAGE } from "./page-cache-key";

/**
 * The answer for `entry`: in the encoding the client accepts, or 304 when it holds this version; no
 * body for HEAD. `X-Cache` says whether it came from memory (HIT) or was just rendered (MISS).
 */
export function answerParts(
  entry: PageEntry,
  method: string,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
  hit = true,
): { status: number; headers: Record<string, string>; body: Uint8Array<ArrayBuffer> | null } {
  const wire = entry.answers[chooseEncoding(entry, acceptEncoding)] ?? entry.answers.identity;
  const notModified = matchesEtag(entry, ifNoneMatch);
  const list = notModified ? wire.notModified : wire.ok;
  const headers: Record<string, string> = {};
  for (let i = 0; i < list.length; i += 2) headers[list[i]] = list[i + 1];
  if (!hit) headers["x-cache"] = "MISS";
  return { status: notModified ? 304 : entry.status, headers, body: notModified || method === "HEAD" ? null : wire.body };
}

function answer(c: Context<AppEnv>, entry: PageEntry, hit = true): Response {
  const { status, headers, body } = answerParts(entry, c.req.method, c.req.header("accept-encoding"), c.req.header("if-none-match"), hit);
  return new Response(body, { status, headers });
}

/**
 * The hit path at Node's edge, ahead of Hono: a page the cache holds is written straight out with
 * the header list made when it was stored (the headers every answer gets: the security headers, its
 * CSP with script hashes), plus what the Hono stack adds to every answer: the request id, the
 * request log line and the request metrics (counted as numbers, added to the counters when scraped,
 * and one histogram observation). It answers in the socket lane (socket-lane.ts), below node:http,
 * and on the connections node:http has taken, through its response. Anything else (a miss, another
 * method) returns false, having written nothing.
 */
function cacheFastLane(cache: PageCache, deps: { log: Logger; trustProxy: ProxyTrust; views?: ViewCounter }) {
  const { log, trustProxy, views } = deps;
  function answerHit(method: string, url: string, headers: RequestHeaders, socket: { remoteAddress?: string }, write: WriteAnswer): boolean {
    if ((method !== "GET" && method !== "HEAD") || cache.size === 0) return false;
    const key = headers.authorization ? undefined : keyOfUrl(url);
    const entry = key && cache.get(key);
    if (!entry) return false;
    const started = performance.now();
    const wire = entry.answers[chooseEncoding(entry, headerList(headers["accept-encoding"]))] ?? entry.answers.identity;
    const notModified = matchesEtag(entry, headerList(headers["if-none-match"]));
    const status = notModified ? 304 : entry.status;
    const incoming = headers["x-request-id"];
    const requestId = typeof incoming === "string" && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    write(status, notModified ? wire.notModified : wire.ok, notModified || method === "HEAD" ? undefined : wire.body, ["x-request-id", requestId]);
    if (views && entry.productIds) {
      views.seen(entry.productIds, {
        method,
        userAgent: headerOf(headers, "user-agent"),
        purpose: headerOf(headers, "sec-purpose") ?? headerOf(headers, "purpose"),
      });
    }
    const metrics = hitMetricsOf(entry, method, status);
    metrics.hits.n++;
    metrics.requests.n++;
    metrics.duration((performance.now() - started) / 1000);
    if (log.isLevelEnabled("info")) {
      const ip = resolveClientAddress(socket.remoteAddress, headerList(headers["x-forwarded-for"]), trustProxy);
      logRequest(log, { reqId: requestId, method, path: splitUrl(url)[0], status, ms: Math.round(performance.now() - started), ip });
    }
    return true;
  }
  return {
    /** For the socket lane. */
    lane: ((request, socket, write) => answerHit(request.method, request.url, request.headers, socket, write)) satisfies LaneAnswerer,
    /** For node:http's request listener. */
    answer(req: IncomingMessage, res: ServerResponse): boolean {
      return answerHit(req.method ?? "GET", req.url ?? "/", req.headers, req.socket, (status, list, body, added) => {
        res.writeHead(status, added ? [...list, ...added] : (list as string[]));
        res.end(body);
      });
    },
  };
}

/** A request's headers by lower-case name: Node's (a repeated header may be an array) or the socket lane's. */
type RequestHeaders = Record<string, string | string[] | undefined>;

/** The cache key of a request target without credentials (cacheKeyOf), remembered for the targets seen last: a hit then costs one map lookup. */
const keyOfUrl = memoOfText((url: string): string | undefined => {
  const [path, search] = splitUrl(url);
  return cacheKeyOf(path, search, undefined)?.key;
}, 1024);

/** A Node request header's values as one list (Node gives a repeated header as an array). */
function headerList(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(",") : value;
}

/** The first value of a request header. */
function headerOf(headers: RequestHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function visitOf(c: Context<AppEnv>): VisitRequest {
  return { method: c.req.method, userAgent: c.req.header("user-agent"), purpose: c.req.header("sec-purpose") ?? c.req.header("purpose") };
}

/** Set the answer, headers and all (assigning c.res alone would copy the old answer's headers onto it). */
function replaceResponse(c: Context<AppEnv>, res: Response) {
  c.res = undefined;
  c.res = res;
}

export function pageCacheMiddleware(opts: {
  cache: PageCache;
  cacheControl: string;
  views?: ViewCounter;
  /** Rewrites a rendered page before its scripts are hashed and it is stored (see app.ts: critical CSS, deferred scripts). */
  rewriteHtml?: (html: string) => string;
  /** The renders each client address may have under way (render-gate.ts). */
  gate?: RenderGate;
  /** Renders a page's canonical address, to learn what its variants redirect to (canonical-redirect.ts). */
  renderPage?: RenderPage;
}): MiddlewareHandler<AppEnv> {
  const { cache, cacheControl, views, rewriteHtml } = opts;
  const gate = opts.gate ?? createRenderGate();
  const canonicalAnswer = canonicalRedirects(cache, opts.renderPage);

  /** Run a page's render in its client's turn (render-gate.ts; an IPv6 client is its /64); 429 when that client has too many waiting. */
  async function inTurn(c: Context<AppEnv>, render: () => Promise<void>): Promise<Response | void> {
    const ran = await gate.run(rateLimitSubject(c.get("clientAddress") ?? ""), render);
    if (!ran) return c.text("Too many requests. Please wait a moment and try again.", 429, { "retry-after": "1", "cache-control": "no-store" });
  }

  /** The entry held for `key`, or the one a render under way will store; undefined at once when neither, so a render begun next is seen by the next request. */
  const heldOrPending = (key: string): PageEntry | Promise<PageEntry | undefined> | undefined => cache.get(key) ?? cache.pending(key);

  function hit(c: Context<AppEnv>, held: PageEntry): Response {
    pageCacheHits.inc({ route: held.route });
    views?.seen(held.productIds, visitOf(c));
    return answer(c, held);
  }

  /** Render `candidate`'s page and store it when it may be kept: a 200 that sets no cookie, and a `?page=N` the page has. */
  async function renderAndStore(c: Context<AppEnv>, next: () => Promise<void>, candidate: PageCandidate): Promise<void> {
    const method = c.req.method;
    const record: PageRecord = candidate.api
      ? { tags: [...candidate.api.tags], route: candidate.api.route }
      : { scriptMark: randomBytes(18).toString("base64url") };
    c.set("pageRecord", record);
    const since = cache.begin();
    let entry: PageEntry | undefined;
    const done = cache.rendering(candidate.key);
    try {
      await next();
      if (record.tags === undefined) return; // not a page (a file, a redirect, a resource route): as it is
      views?.seen(record.productIds, visitOf(c));
      const res = c.res;
      let body = new Uint8Array(await res.arrayBuffer());
      const headers = new Headers(res.headers);
      const csp = headers.get("content-security-policy");
      if (headers.get("content-type")?.startsWith("text/html")) {
        let html = new TextDecoder().decode(body);
        if (rewriteHtml && body.byteLength) html = rewriteHtml(html);
        // Only the scripts this render wrote are allowed; their mark leaves the page.
        const marked = record.scriptMark ? markedScriptHashes(html, record.scriptMark) : { html, hashes: [] };
        body = new TextEncoder().encode(marked.html) as Uint8Array<ArrayBuffer>;
        if (csp) headers.set("content-security-policy", withScriptHashes(csp, marked.hashes));
      }
      const route = record.route ?? c.req.path;
      pageCacheMisses.inc({ route });
      const pageItHas = candidate.page === undefined || (record.pages !== undefined && candidate.page <= record.pages);
      if (res.status !== 200 || record.tags === null || headers.has("set-cookie") || !pageItHas) {
        headers.delete("content-length");
        if (!candidate.api) headers.set("cache-control", UNCACHED_PAGE);
        replaceResponse(c, new Response(method === "HEAD" ? null : body, { status: res.status, headers }));
        return;
      }
      if (!candidate.api) headers.set("cache-control", cacheControl);
      const made = await makeEntry({
        key: candidate.key,
        status: 200,
        headers,
        body,
        tags: record.tags,
        route,
        productIds: record.productIds,
        query: record.query,
        pages: record.pages,
        compress: cache.accepting,
      });
      if (cache.store(made, since)) entry = made;
      replaceResponse(c, answer(c, made, false));
    } finally {
      done(entry);
    }
  }

  return async function pageCache(c, next) {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") {
      const { changed } = await collectLocalChanges(next);
      if (changed.size) cache.invalidate(changed);
      return;
    }
    const [path, search] = splitUrl(c.req.url);
    const candidate = cache.enabled ? cacheKeyOf(path, search, c.req.header("authorization")) : undefined;
    if (candidate?.api) {
      const held = await heldOrPending(candidate.key);
      return held ? hit(c, held) : renderAndStore(c, next, candidate);
    }
    if (!isPagePath(path)) return next();
    const held = candidate && (await heldOrPending(candidate.key));
    if (held) return hit(c, held);
    const canonical = await canonicalAnswer(c, path, search);
    if (canonical) return canonical;
    // What the cache may not keep (a search, a request with credentials…) is rendered for this request alone, in its client's turn.
    if (!candidate) return inTurn(c, next);
    return inTurn(c, async () => {
      const held = heldOrPending(candidate.key); // kept while this request waited its turn
      const stored = held && (await held);
      if (stored) replaceResponse(c, hit(c, stored));
      else await renderAndStore(c, next, candidate);
    });
  };
}

/**
 * The page cache of this process, kept in step with every instance through LISTEN: a notice drops
 * what it names; while the connection is down the cache holds nothing (notices may be missed).
 */
export function startPageCache(
  opts: { maxBytes: number; cacheControl: string },
  connection: pg.ClientConfig,
  deps: { log: Logger; trustProxy: ProxyTrust; views?: ViewCounter },
) {
  const { log } = deps;
  const cache = new PageCache(opts.maxBytes);
  const listener = cache.enabled
    ? listenForContentChanges(connection, { onChange: (what) => cache.invalidate([what]), onConnected: (up) => cache.suspend(!up) }, log)
    : undefined;
  return {
    cache,
    cacheControl: opts.cacheControl,
    views: deps.views,
    /** True when it answered from the cache: `answer` in node:http's request listener, `lane` in the socket lane. */
    ...cacheFastLane(cache, deps),
    stop: async () => listener?.stop(),
  };
}
