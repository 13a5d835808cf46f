/**
 * A public page asked for at another spelling of its address is answered with a 301 to its
 * canonical address (server/core/http/page-cache-key.ts), never rendered: the path unescaped, without
 * trailing slashes and in lowercase; the query with only the parameters the page reads, and `page`
 * within the pages it has. So a flood of made-up variants costs a redirect each, not a render.
 *
 * The path's form needs nothing else. The query needs what the page's own render told: the entry
 * of its canonical path in the page cache (its `query` and `pages`). When the cache holds none, the
 * page itself is rendered and stored first (once for all its variants: later ones find it, or wait
 * for that render); a page that is not there (404) answers its variants with its own 404. When the
 * page cannot be kept (a redirect of its own, a cookie, the cache not accepting), the variant is
 * rendered as it is, in its client's turn.
 *
 * The redirects are not kept by shared caches: a page's last page moves as products come and go.
 */
import type { Context } from "hono";
import type { AppEnv } from "./env";
import type { PageCache } from "./page-cache";
import { canonicalPath, canonicalSearch, splitCampaign, UNCACHED_PAGE } from "./page-cache-key";

/** Renders a page's canonical path through the whole app (so it is stored as a visit would store it). */
export type RenderPage = (path: string, c: Context<AppEnv>) => Response | Promise<Response>;

export function canonicalRedirects(cache: PageCache, renderPage: RenderPage | undefined) {
  const moved = (location: string) => new Response(null, { status: 301, headers: { location, "cache-control": UNCACHED_PAGE } });

  /** The answer to a page request at a spelling other than its canonical address; undefined for the canonical one, or when it cannot be told. */
  return async function canonicalAnswer(c: Context<AppEnv>, path: string, sent: string): Promise<Response | undefined> {
    const address = canonicalPath(path);
    if (address === undefined) return undefined;
    // The campaign parameters are the page's own address for the browser (where the visitor came from): a redirect keeps them.
    const [search, campaign] = splitCampaign(sent);
    const withCampaign = (query: string) => (campaign ? `${query ? `${query}&` : "?"}${campaign}` : query);
    if (address !== path) {
      const held = cache.get(address);
      return moved(address + withCampaign(held ? canonicalSearch(search, held) : search));
    }
    if (!search) return undefined;
    let held = cache.get(address) ?? (await cache.pending(address));
    if (!held && cache.accepting && renderPage) {
      const own = await renderPage(address, c);
      if (own.status === 404) return new Response(c.req.method === "HEAD" ? null : own.body, own);
      await own.body?.cancel();
      held = cache.get(address);
    }
    if (!held) return undefined;
    const canonical = canonicalSearch(search, held);
    return canonical === search ? undefined : moved(address + withCampaign(canonical));
  };
}
