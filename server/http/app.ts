import { randomUUID } from "node:crypto";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { apiRoutes } from "../api";
import type { Services } from "../services";
import { clientAddress, forwardedByUntrustedPeer } from "./client-address";
import type { AppEnv } from "./env";
import { apiError, clientDatabaseError } from "./errors";

/** What React Router's loaders receive as `context` (see app/load-context.ts). */
export interface DocumentContext {
  services: Services;
  cspNonce: string | undefined;
  clientAddress: string;
}

export interface AppOptions {
  services: Services;
  /** React Router's request handler; absent in API tests. */
  handleDocument?: (request: Request, context: DocumentContext) => Promise<Response>;
  /** build/client, served at / (hashed files under /assets are immutable). */
  clientDir?: string;
  /** Development (Vite) skips the CSP: Vite injects inline scripts and a websocket. */
  csp?: boolean;
}

/** The policy of every answer under /uploads (see the middleware in createApp). */
export const UPLOAD_CSP = "default-src 'none'; sandbox";

/** Where pages may load images from: this site (our uploads and bundled images), data/blob previews, and the IMAGE_HOSTS. */
export function imageSources(imageHosts: readonly string[]): string[] {
  return ["'self'", "data:", "blob:", ...imageHosts.map((h) => `https://${h}`)];
}

export const JSON_BODY_LIMIT = 16 * 1024;
/** A site content document (PUT /api/site/...) carries a whole page: its slides, testimonials or paragraphs. */
export const CONTENT_BODY_LIMIT = 64 * 1024;
export const UPLOAD_BODY_LIMIT = 5 * 1024 * 1024 + 64 * 1024; // 5 MB file plus multipart framing

export function createApp(opts: AppOptions) {
  const { services } = opts;
  const app = new Hono<AppEnv>();
  let warnedUntrustedForwarding = false;

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
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started), ip: c.get("clientAddress") },
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

  app.use(
    secureHeaders({
      strictTransportSecurity: "max-age=31536000; includeSubDomains",
      xFrameOptions: "DENY",
      referrerPolicy: "strict-origin-when-cross-origin",
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: "same-origin",
      permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
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
    }),
  );

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

  app.get("/healthz", async (c) => {
    const ok = await services.database.ping();
    c.header("cache-control", "no-store");
    return c.json({ status: ok ? "ok" : "unavailable", database: ok }, ok ? 200 : 503);
  });

  const tooLarge = () => apiError(413, "Request body is too large");
  app.use("/api/uploads/*", bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError: tooLarge }));
  app.use("/api/*", async (c, next) => {
    if (c.req.path.startsWith("/api/uploads")) return next();
    const maxSize = c.req.path.startsWith("/api/site/") ? CONTENT_BODY_LIMIT : JSON_BODY_LIMIT;
    return bodyLimit({ maxSize, onError: tooLarge })(c, next);
  });
  app.use("/api/*", async (c, next) => {
    await next();
    c.header("cache-control", "no-store");
  });
  app.route("/api", apiRoutes);
  app.all("/api/*", () => apiError(404, "Not found"));

  app.use(
    "/uploads/*",
    serveStatic({
      root: path.relative(process.cwd(), services.config.uploadDir),
      rewriteRequestPath: (p) => p.replace(/^\/uploads/, ""),
      onFound: (_p, c) => {
        c.header("cache-control", "public, max-age=31536000, immutable");
        c.header("x-content-type-options", "nosniff");
      },
    }),
  );
  app.all("/uploads/*", (c) => c.text("Not found", 404));

  if (opts.clientDir) {
    const root = path.relative(process.cwd(), opts.clientDir);
    app.use("/assets/*", serveStatic({ root, onFound: (_p, c) => c.header("cache-control", "public, max-age=31536000, immutable") }));
    app.use("/*", serveStatic({ root, onFound: (_p, c) => c.header("cache-control", "public, max-age=86400") }));
  }

  if (opts.handleDocument) {
    const handle = opts.handleDocument;
    app.all("*", (c) => handle(c.req.raw, { services, cspNonce: c.get("secureHeadersNonce"), clientAddress: c.get("clientAddress") }));
  }
  return app;
}
export type App = ReturnType<typeof createApp>;
