import { isbot } from "isbot";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { JsonLdProvider } from "~/components/site/json-ld";
import { htmlStream } from "~/lib/html-stream.server";
import { documentJsonLd } from "~/lib/json-ld.server";
import { requestContext } from "~/load-context";
import { NonceProvider } from "~/lib/nonce";
import { pageQuery, pageTags, routePattern } from "~/lib/page-tags";

export const streamTimeout = 5_000;

// The server builds each request's router context through the bundle's own context objects.
export { getLoadContext } from "~/load-context";

/**
 * React Router's entry, rendering to a web stream (app/lib/html-stream.server.ts), plus the CSP
 * nonce on every script it writes (none on a page for the cache: its policy lists the hashes of its
 * inline scripts instead) and the schema.org data the loaders added, for the root layout to write
 * into <head>.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { cspNonce: nonce, page, jsonLd } = loadContext.get(requestContext);
  if (page) {
    // A page that may be cached: what it shows, for dropping it when that changes (app/lib/page-tags.ts).
    const { matches } = routerContext.staticHandlerContext;
    page.tags = pageTags(matches);
    page.route = routePattern(matches);
    page.query = pageQuery(matches);
  }
  if (request.method.toUpperCase() === "HEAD") {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const userAgent = request.headers.get("user-agent");
  const body = await htmlStream(
    <NonceProvider value={nonce}>
      <JsonLdProvider value={documentJsonLd(jsonLd, routerContext.staticHandlerContext)}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </JsonLdProvider>
    </NonceProvider>,
    {
      nonce,
      // A page for the cache is kept whole (no streaming to wait for), as for crawlers.
      whole: Boolean(page || (userAgent && isbot(userAgent)) || routerContext.isSpaMode),
      timeoutMs: streamTimeout + 1000,
      onError(error, afterShell) {
        responseStatusCode = 500;
        if (afterShell) console.error(error);
      },
    },
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
