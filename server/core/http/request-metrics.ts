import { createHash, timingSafeEqual } from "node:crypto";
import type { Context, Handler, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { ServerBuild } from "react-router";
import { httpRequestDuration, httpRequests, metricsRegistry } from "../metrics";
import type { AppEnv } from "./env";

/** What answered a request when no route pattern says it: set by the static file handlers. */
export type RouteKind = "asset" | "upload" | "static";
const marked = new WeakMap<Context, RouteKind>();

/** Labels this request's metrics with a fixed kind (a static file found on disk has no route pattern). */
export function markRoute(c: Context, kind: RouteKind) {
  marked.set(c, kind);
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * Counts and times every request by route pattern, method and status. The route is always one of a
 * bounded set, never the raw path: the API's Hono pattern (`/api/products/:id`, `/api/*` for an
 * unknown API path), `/healthz`, `/metrics`, `asset`, `upload`, `static`, a page's React Router
 * pattern (`/projects/:slug`; `page` when it cannot be told) or `unmatched`.
 */
export function requestMetrics(opts: { pages: boolean; pageRoute?: (pathname: string) => string }): MiddlewareHandler<AppEnv> {
  return async function countRequest(c, next) {
    const started = performance.now();
    await next();
    const labels = { route: routeLabel(c, opts), method: METHODS.has(c.req.method) ? c.req.method : "other", status: c.res.status };
    httpRequests.inc(labels);
    httpRequestDuration.observe(labels, (performance.now() - started) / 1000);
  };
}

function routeLabel(c: Context, opts: { pages: boolean; pageRoute?: (pathname: string) => string }): string {
  const kind = marked.get(c);
  if (kind) return kind;
  const pattern = routePath(c);
  const path = c.req.path;
  if (pattern.startsWith("/api/") || pattern === "/healthz" || pattern === "/metrics") return pattern;
  if (path === "/api" || path.startsWith("/api/")) return "/api/*";
  if (path.startsWith("/assets/")) return "asset";
  if (path.startsWith("/uploads/")) return "upload";
  if (!opts.pages) return "unmatched";
  return opts.pageRoute?.(path) ?? "page";
}

/**
 * A page's route pattern from the build's route manifest, ranked as React Router ranks them: `/`,
 * `/products`, `/projects/:slug`, `/:category`, `/*`, `/admin/inquiries/:id`. The patterns are the
 * build's, so the label set stays as small as the route table. React Router's own `matchRoutes`
 * flattens and ranks the whole table on every call (about a millisecond here); this does it once.
 */
export function pageRouteLabeler(manifest: ServerBuild["routes"]): (pathname: string) => string {
  type Entry = NonNullable<ServerBuild["routes"][string]>;
  const children = new Map<string | undefined, Entry[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    children.set(route.parentId, [...(children.get(route.parentId) ?? []), route]);
  }
  const branches: { pattern: string; score: number; order: number; re: RegExp }[] = [];
  const flatten = (parentId: string | undefined, parentPath: string) => {
    for (const r of children.get(parentId) ?? []) {
      const full = [parentPath, r.path ?? ""]
        .map((p) => p.replace(/^\/+|\/+$/g, ""))
        .filter(Boolean)
        .join("/");
      if (!r.index) flatten(r.id, full);
      if (r.path === undefined && !r.index) continue; // a layout without a path matches only through its children
      branches.push({ pattern: `/${full}`, score: rank(`/${full}`, Boolean(r.index)), order: branches.length, re: patternRegExp(full, r.caseSensitive) });
    }
  };
  flatten(undefined, "");
  branches.sort((a, b) => b.score - a.score || a.order - b.order);
  return (pathname) => branches.find((b) => b.re.test(pathname))?.pattern ?? "page:unmatched";
}

/** React Router's ranking: static segments beat dynamic ones, which beat a splat; an index route wins a tie with its layout. */
function rank(pattern: string, index: boolean): number {
  const segments = pattern.split("/");
  let score = segments.length + (segments.includes("*") ? -2 : 0) + (index ? 2 : 0);
  for (const s of segments) if (s !== "*") score += s.startsWith(":") ? 3 : s === "" ? 1 : 10;
  return score;
}

function patternRegExp(pattern: string, caseSensitive?: boolean): RegExp {
  const splat = pattern === "*" || pattern.endsWith("/*");
  const base = splat ? pattern.slice(0, -1).replace(/\/$/, "") : pattern;
  const body = base
    .split("/")
    .filter(Boolean)
    .map((s) => (s.startsWith(":") ? "/[^/]+" : `/${s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`))
    .join("");
  return new RegExp(`^${body}${splat ? "(?:/.*)?" : "/*"}$`, caseSensitive ? "" : "i");
}

/**
 * GET /metrics: Prometheus text format for a scraper that sends `Authorization: Bearer <token>`.
 * The comparison is of fixed-length digests in constant time, so the answer's timing tells nothing
 * about how much of a guess was right.
 */
export function metricsEndpoint(token: string): Handler<AppEnv> {
  const expected = digest(token);
  return async (c) => {
    c.header("cache-control", "no-store");
    const given = /^Bearer +(\S+) *$/i.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
    if (!timingSafeEqual(digest(given), expected)) {
      c.header("www-authenticate", 'Bearer realm="metrics"');
      return c.text("Unauthorized", 401);
    }
    return c.body(await metricsRegistry.metrics(), 200, { "content-type": metricsRegistry.contentType });
  };
}

const digest = (s: string) => createHash("sha256").update(s).digest();
