import { randomUUID } from "node:crypto";
import path from "node:path";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { apiRoutes } from "./routes.ts";
import { bindMetricsSources } from "./core/metrics";
import type { Services } from "./services";
import { loggablePath } from "./core/http/log-path";
import { clientAddress, forwardedByUntrustedPeer } from "./core/http/client-address";
import type { AppEnv } from "./core/http/env";
import { clientFiles } from "./core/http/client-files";
import { criticalCssInliner } from "./core/http/critical-css";
import { deferAppScripts } from "./core/http/deferred-scripts";
import { apiError, clientDatabaseError } from "./core/http/errors";
import type { ViewCounter } from "./core/http/page-cache-http";
import type { PageRecord } from "./core/http/page-record";
import type { PageCache } from "./core/http/page-cache";
import { pageCacheMiddleware, UNCACHED_PAGE } from "./core/http/page-cache-http";
import { metricsEndpoint, requestMetrics } from "./core/http/request-metrics";
import { catalogueFileRoutes } from "./features/catalogue/pdf/router";
import { serveUploadFile } from "./features/uploads/serve";

/** What React Router's loaders receive as `context` (see app/load-context.ts). */
export interface DocumentContext {
  services: Services;
  cspNonce: string | undefined;
  clientAddress: string;
  /** Present when the page may be cached (rendered with its script mark as the nonce): the server entry records its tags here. */
  page?: PageRecord;
}

interface AppOptions {
  services: Services;
  /** React Router's request handler; absent in API tests. */
  handleDocument?: (request: Request, context: DocumentContext) => Promise<Response>;
  /** build/client, served at / (hashed files under /assets are immutable). */
  clientDir?: string;
  /** Development (Vite) skips the CSP: Vite injects inline scripts and a websocket. */
  csp?: boolean;
  /** The rendered-page cache (server/core/http/page-cache-http.ts); absent: every page is rendered per request. */
  pageCache?: { cache: PageCache; cacheControl: string; views?: ViewCounter };
  /** A page path's route pattern for the request metrics (see pageRouteLabeler); absent: pages count as "page". */
  pageRoute?: (pathname: string) => string;
}

/** The policy of every answer under /uploads (see the middleware in createApp). */
const UPLOAD_CSP = "default-src 'none'; sandbox";

/** Where pages may load images from: this site (our uploads and bundled images), data/blob previews, and the IMAGE_HOSTS. */
export function imageSources(imageHosts: readonly string[]): string[] {
  return ["'self'", "data:", "blob:", ...imageHosts.map((h) => `https://${h}`)];
}

const JSON_BODY_LIMIT = 16 * 1024;
/** A site content document (PUT /api/site/...) carries a whole page: its slides, testimonials or paragraphs. */
const CONTENT_BODY_LIMIT = 64 * 1024;
const UPLOAD_BODY_LIMIT = 5 * 1024 * 1024 + 64 * 1024; // 5 MB file plus multipart framing

export function createApp(opts: AppOptions) {
  const { services } = opts;
  const app = new Hono<AppEnv>();
  let warnedUntrustedForwarding = false;

  // Outermost, so its status and time are the answer's, after every other middleware.
  app.use(requestMetrics({ pages: Boolean(opts.handleDocument), pageRoute: opts.pageRoute }));

  app.use(async function requestContext(c, next) {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    const log = services.log.child({ reqId: requestId });
    c.set("services", services);
    c.set("requestId", requestId);
    c.set("log", log);
    c.set("clientAddress", clientAddress(c, services.config.trustProxy));
    const peer = c.env?.incoming?.socket?.remoteAddress;
    if (!warnedUntrustedForwarding && forwardedByUntrustedPeer(peer, c.req.header("x-forwarded-for"), services.config.trustProxy)) {
      warnedUntrustedForwarding = true; // once: anyone can send the header
      log.warn({ peer }, "X-Forwarded-For from an address TRUST_PROXY does not list was ignored; if it is your proxy, add its address to TRUST_PROXY");
    }
    const started = performance.now();
    await next();
    c.header("x-request-id", requestId);
    log.info(
      { method: c.req.method, path: loggablePath(c.req.path), status: c.res.status, ms: Math.round(performance.now() - started), ip: c.get("clientAddress") },
      "request",
    );
  });

  // Phones on slow networks: gzip every text answer (HTML, JSON, JS, CSS, SVG, CSV).
  app.use(compress());

  // Uploaded files are data, never a document: their own policy forbids every fetch and script and
  // sandboxes them. Registered before secureHeaders, so this runs after it and the site-wide
  // policy does not replace this one.
  app.use("/uploads/*", async (c, next) => {
    await next();
    c.header("content-security-policy", UPLOAD_CSP);
  });

  // Public pages from memory, and the local drop of what a staff change affects. Registered before
  // secureHeaders, so a page it stores carries the headers every answer gets.
  if (opts.pageCache) {
    // A page for the cache needs nothing but its HTML for the first paint: its critical CSS inline
    // (critical-css.ts), its app started at the visitor's first sign of use (deferred-scripts.ts).
    const { clientDir } = opts;
    const inlineCss = clientDir ? criticalCssInliner(clientDir, (err, href) => services.log.warn({ err, href }, "stylesheet not inlined")) : undefined;
    const rewriteHtml = (html: string) => deferAppScripts(inlineCss ? inlineCss(html) : html);
    // A variant of a page the cache does not hold has the page itself rendered and stored first, as
    // a prefetch (no visit counted), so its canonical address is known (canonical-redirect.ts).
    const renderPage = (path: string, c: Context<AppEnv>) =>
      app.fetch(new Request(new URL(path, c.req.url), { headers: { "sec-purpose": "prefetch" } }), c.env);
    app.use(pageCacheMiddleware({ ...opts.pageCache, rewriteHtml, renderPage }));
  }

  // The headers every answer carries, a page or the API's.
  const everyAnswer = {
    strictTransportSecurity: "max-age=31536000; includeSubDomains",
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  } satisfies Parameters<typeof secureHeaders>[0];
  const documentHeaders = secureHeaders({
    ...everyAnswer,
    contentSecurityPolicy:
      opts.csp === false
        ? undefined
        : {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", NONCE],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: imageSources(services.config.imageHosts),
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
          },
  });
  // An API answer loads nothing and runs nothing, so its policy allows nothing (no nonce either:
  // one in a cached list would be the same for everyone). It keeps the headers that guard any
  // response (ASVS 3.4: HSTS, nosniff, framing, referrer, CORP) and, since a quotation's PDF under
  // /api opens as a page of its own, those of a document too (COOP, Origin-Agent-Cluster,
  // Permissions-Policy); it drops only the legacy X- ones.
  const apiHeaders = secureHeaders({
    ...everyAnswer,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  });
  app.use(function securityHeaders(c, next) {
    const path = c.req.path;
    return path === "/api" || path.startsWith("/api/") ? apiHeaders(c, next) : documentHeaders(c, next);
  });

  app.onError((err, c) => {
    if (err instanceof HTTPException) return err.getResponse();
    const clientCaused = clientDatabaseError(err);
    if (clientCaused) {
      c.get("log")?.warn({ err }, "database refused a client's value");
      return c.json({ success: false, error: clientCaused.error }, clientCaused.status);
    }
    c.get("log")?.error({ err }, "unhandled error");
    return c.json({ success: false, error: "Something went wrong on our side. Please try again." }, 500);
  });

  // The status follows the database alone; the last backup's age (seconds, null before the first)
  // is for monitoring to alert on, read from memory (see backups.lastSuccess).
  app.get("/healthz", async (c) => {
    const [ok, lastBackup] = await Promise.all([services.database.ping(), services.backups.lastSuccess()]);
    c.header("cache-control", "no-store");
    const lastBackupAgeSeconds = lastBackup ? Math.max(0, Math.round((Date.now() - lastBackup.at.getTime()) / 1000)) : null;
    return c.json({ status: ok ? "ok" : "unavailable", database: ok, lastBackupAgeSeconds }, ok ? 200 : 503);
  });

  // Prometheus metrics only when a token is set; unset, /metrics is an unknown path like any other.
  const metricsToken = services.config.metricsToken;
  if (metricsToken) {
    bindMetricsSources({ pool: services.database.pool, lastBackup: () => services.backups.lastSuccess() });
    app.get("/metrics", metricsEndpoint(metricsToken));
  }

  const tooLarge = () => apiError(413, "Request body is too large");
  app.use("/api/uploads/*", bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError: tooLarge }));
  app.use("/api/*", async (c, next) => {
    if (c.req.path.startsWith("/api/uploads")) return next();
    const maxSize = c.req.path.startsWith("/api/site/") ? CONTENT_BODY_LIMIT : JSON_BODY_LIMIT;
    return bodyLimit({ maxSize, onError: tooLarge })(c, next);
  });
  // No API answer is kept by browsers or shared caches, unless its route says it may be (a PIN code's place: GET /api/pincodes/:pin).
  app.use("/api/*", async (c, next) => {
    await next();
    if (c.res.status !== 200 || !c.res.headers.get("cache-control")?.startsWith("public")) c.header("cache-control", "no-store");
  });
  app.route("/api", apiRoutes);
  app.all("/api/*", () => apiError(404, "Not found"));

  // From the shared upload store (database or S3), not this machine's disk: see upload-files.ts.
  app.get("/uploads/:name", serveUploadFile);
  app.all("/uploads/*", (c) => c.text("Not found", 404));

  // The catalogue PDFs, before the static files and the pages: no page route takes their addresses.
  app.route("/", catalogueFileRoutes);

  if (opts.clientDir) {
    const root = path.relative(process.cwd(), opts.clientDir);
    // From the brotli/gzip copies `npm run build` writes, by Accept-Encoding (see client-files.ts).
    app.use("/assets/*", clientFiles({ root, cacheControl: "public, max-age=31536000, immutable", kind: "asset" }));
    app.use("/*", clientFiles({ root, cacheControl: "public, max-age=86400", kind: "static" }));
  }

  // A file that is not there is a 404, never the home page (which a CDN would keep as that file).
  app.all("/assets/*", (c) => c.text("Not found", 404));
  app.all("/images/*", (c) => c.text("Not found", 404));

  if (opts.handleDocument) {
    const handle = opts.handleDocument;
    app.all("*", async (c) => {
      const page = c.get("pageRecord");
      // HEAD renders as GET, so it answers the same status and headers (Node sends no body).
      const raw = c.req.raw;
      const request = raw.method === "HEAD" ? new Request(raw.url, { method: "GET", headers: raw.headers, signal: raw.signal }) : raw;
      // A page for the cache: its scripts carry the render's mark instead of a nonce (see page-record.ts).
      const cspNonce = page ? page.scriptMark : c.get("secureHeadersNonce");
      const res = await handle(request, { services, cspNonce, clientAddress: c.get("clientAddress"), page });
      // A page rendered with a nonce is this visitor's alone: no shared cache may keep it; staff screens not even the browser.
      if (!res.headers.has("cache-control")) return withHeader(res, "cache-control", c.req.path.startsWith("/admin") ? "no-store" : UNCACHED_PAGE);
      return res;
    });
  }
  return app;
}
export type App = ReturnType<typeof createApp>;

/** `res` with one more header (a redirect's headers are immutable: then a copy). */
function withHeader(res: Response, name: string, value: string): Response {
  try {
    res.headers.set(name, value);
    return res;
  } catch {
    const copy = new Response(res.body, res);
    copy.headers.set(name, value);
    return copy;
  }
}
