import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env";
import { markRoute, type RouteKind } from "./request-metrics";

/**
 * Files of the client build (build/client). `npm run build` writes a .br and a .gz beside each text
 * file worth compressing (scripts/precompress.ts); serveStatic answers one of them by Accept-Encoding
 * (br, else gzip) with the original's Content-Type, `Content-Encoding` and `Vary: Accept-Encoding`,
 * for GET and HEAD, so no request spends CPU on compression. A client that takes neither gets the
 * original file.
 */
export function clientFiles(opts: { root: string; cacheControl: string; kind: RouteKind }): MiddlewareHandler<AppEnv> {
  const serve = serveStatic<AppEnv>({ root: opts.root, precompressed: true, onFound: (_p, c) => markRoute(c, opts.kind) });
  return async function clientFile(c, next) {
    ignoreRange(c.req.raw);
    const res = await serve(c, next);
    if (!(res instanceof Response)) return; // not a file: a later handler answered
    // Set on the answer itself: serveStatic has built it by the time onFound runs.
    res.headers.set("cache-control", opts.cacheControl);
    return res;
  };
}

/**
 * Static files are answered whole, whatever Range asks (RFC 9110 lets a server ignore it): these
 * are small files fetched whole, and serveStatic's own ranges answer a suffix range (`bytes=-100`)
 * with the file's first bytes and a range past the end with a 500.
 */
function ignoreRange(request: Request) {
  if (request.headers.has("range")) request.headers.delete("range");
}
