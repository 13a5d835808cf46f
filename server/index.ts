/**
 * Start: config → database → HTTP. Stop in reverse on SIGTERM/SIGINT: stop accepting, let
 * in-flight requests finish, close the pool, stop the embedded database.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import type { getLoadContext } from "../app/load-context";
import { ConfigError, loadConfig } from "./core/config";
import { DatabaseStartError } from "./core/db/embedded";
import { startBackups } from "./features/backups/backups";
import { startHousekeeping } from "./housekeeping";
import { startLeadReminders } from "./features/leads/reminders";
import { startLeadPulls } from "./features/integrations/schedule";
import { startLoadingPincodes } from "./features/estimate/pincodes";
import { createApp, type DocumentContext } from "./app";
import { createNodeServer } from "./core/http/node-server";
import { startPageCache } from "./core/http/page-cache-http";
import { pageRouteLabeler } from "./core/http/request-metrics";
import { createLogger } from "./core/log";
import { keepNextTickEntryShape } from "./core/tick-entry";
import { bootServices } from "./start";

async function main() {
  keepNextTickEntryShape(); // before the work of start-up (tick-entry.ts); keeping it once the server was made proved too late
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = createLogger(config.logLevel);
  const started = performance.now();
  let services;
  try {
    services = await bootServices(config, log);
  } catch (err) {
    if (err instanceof DatabaseStartError) {
      console.error(`Cannot start the database: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }

  // Prune expired idempotency keys, rate-limit counters and old sign-in events now and every hour.
  const housekeeping = startHousekeeping(services.db, log, {
    uploadDir: config.uploadDir,
    uploadFiles: services.uploads.files,
    signInEventDays: config.auditSignInDays,
  });
  // The PIN-code table of the price estimate: read once, in a worker thread, while the server starts serving.
  startLoadingPincodes(log);
  // Product views are counted in memory and written every 10 s (and at shutdown, after the last request).
  const productViews = services.productViews.start(log);
  // The daily follow-up reminders: checked every minute, sent from 09:00 India time (with SMTP_URL).
  const leadReminders = config.leadReminders ? startLeadReminders(services.leadReminders, log) : undefined;
  if (config.leadReminders && !services.mailer.configured) log.info("SMTP_URL is not set: no follow-up reminders are e-mailed");
  // The daily backup: checked every minute, made at the first check from BACKUP_TIME (India time).
  const backups = config.backups.enabled ? startBackups(services.backups, log) : undefined;
  // IndiaMART and TradeIndia, when on: pulled every 15 minutes, by one instance at a time (claimed in the database).
  const leadPulls = startLeadPulls(services.integrations, log);

  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  let handleDocument: ((req: Request, ctx: DocumentContext) => Promise<Response>) | undefined;
  let pageRoute: ((pathname: string) => string) | undefined;
  let devMiddleware: ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) | undefined;
  let closeDev: (() => Promise<void>) | undefined;

  if (config.apiOnly) {
    log.info("API_ONLY: serving /api, /uploads and /healthz without the pages");
  } else if (config.env === "development") {
    const vite = await import("vite");
    const server = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
    devMiddleware = server.middlewares;
    closeDev = () => server.close();
    // The build is loaded per request, so an edit to the app shows at the next reload.
    handleDocument = async (req, ctx) => {
      const build = (await server.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
      return (await documentHandler(build, "development"))(req, ctx);
    };
  } else {
    const build: ServerBuild = await import(path.join(buildDir, "server/index.js"));
    handleDocument = await documentHandler(build, "production");
    pageRoute = pageRouteLabeler(build.routes);
  }

  // Public pages from memory until staff change what they show (not in development: Vite reloads them).
  const pageCache =
    config.env === "development"
      ? undefined
      : startPageCache(config.pageCache, services.database.pool.options, { log, trustProxy: config.trustProxy, views: services.productViews });
  const app = createApp({
    services,
    pageCache,
    handleDocument,
    clientDir: config.env === "development" || config.apiOnly ? undefined : path.join(buildDir, "client"),
    csp: config.env !== "development",
    pageRoute,
  });
  const listener = getRequestListener(app.fetch);
  const server = createNodeServer(
    (req, res) => {
      if (devMiddleware) devMiddleware(req, res, () => listener(req, res));
      else if (!pageCache?.answer(req, res)) listener(req, res);
    },
    { headersMs: config.timeouts.headersMs, requestMs: config.timeouts.requestMs },
    pageCache?.lane,
  );

  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  log.info({ port: config.port, ms: Math.round(performance.now() - started) }, `listening on http://localhost:${config.port}`);
  if (!config.publicUrl) {
    log.warn(
      { siteUrl: config.siteUrl },
      `PUBLIC_URL is not set: canonical links, Open Graph tags, the sitemap and robots.txt point at ${config.siteUrl}. ` +
        "For production set PUBLIC_URL to the site's public address, e.g. PUBLIC_URL=https://www.example.in",
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "stopping");
    const force = setTimeout(() => {
      log.warn("requests still open after 20 s; closing them");
      server.closeAllConnections();
    }, 20_000);
    force.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await closeDev?.();
    await housekeeping.stop();
    await productViews.stop();
    await leadReminders?.stop();
    await backups?.stop();
    await leadPulls.stop();
    await pageCache?.stop();
    await services.database.close();
    log.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

/**
 * React Router's request handler for a build. Each request's router context comes from the
 * build's own `getLoadContext` (app/entry.server.tsx): the loaders read the context objects of
 * the bundle, which are not the ones this process would get by importing app/load-context.ts.
 */
async function documentHandler(build: ServerBuild, mode: "development" | "production"): Promise<(req: Request, ctx: DocumentContext) => Promise<Response>> {
  const { createRequestHandler } = await import("react-router");
  const entry: ServerBuild["entry"]["module"] & { getLoadContext?: typeof getLoadContext } = build.entry.module;
  const loadContext = entry.getLoadContext;
  if (!loadContext) throw new Error("The server entry (app/entry.server.tsx) does not export getLoadContext");
  const handler = createRequestHandler(build, mode);
  return (req, ctx) => handler(req, loadContext(ctx));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
