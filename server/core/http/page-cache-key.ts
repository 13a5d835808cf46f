/**
 * Which requests the page cache (server/core/http/page-cache-http.ts) may answer, and under what key.
 * Only canonical addresses are keys: a page's own path as its links write it (lowercase slugs, no
 * percent-encoding, no trailing slash), alone or with `?page=N` from 2 (page 1 is the path itself).
 * Every other spelling of a page is rendered for its request and never stored, so the number of
 * keys is bounded by the site's pages, not by what clients send. A `?page=N` key is kept only when
 * the page pages and has that many pages (PageRecord.pages), which only its render tells.
 */

/** The public API lists the cache holds, with what they read. Their answers stay `no-store` for browsers. */
const CACHED_API: Readonly<Record<string, readonly string[]>> = {
  "/api/categories": ["categories"],
  "/api/products": ["products", "categories"],
  "/api/freight": ["freight", "business"],
};

/** Paths never cached whatever they answer: staff screens, the API, files, a customer's quotation or dispatch. */
const NEVER = /^\/(admin|api|uploads|assets|images|q|d|healthz|metrics)(\/|$)/;

/**
 * A page's own address: `/`, or one or two slugs (lowercase letters and digits joined by single
 * hyphens) separated by a slash: `/{category}`, `/{category}/{product}`, `/projects/{slug}`. No page
 * has more. Of the pairs, only the address of an existing page is ever kept: a made-up
 * `/{category}/{product}` answers 404 (or 301 to the product's current page), never stored.
 */
const CANONICAL_PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?)?$/;
const MAX_PATH = 200;

export interface PageCandidate {
  key: string;
  /** Set for a public API list: its tags are known before it runs. */
  api?: { tags: readonly string[]; route: string };
  /** The `?page=N` asked: kept only when the render says the page has that many. */
  page?: number;
}

/** True for a request the app answers with a rendered page (not the API, a file or a staff screen). */
export function isPagePath(path: string): boolean {
  return !NEVER.test(path) && !/\.[^/]*$/.test(path);
}

/**
 * The cache key of a request the cache may answer, or undefined. Pages: a canonical path, without
 * a query string or with `?page=N` alone (N from 2 to 9999); the public API lists as they are
 * asked; never for a request that carries an Authorization header.
 */
export function cacheKeyOf(path: string, search: string, authorization: string | undefined): PageCandidate | undefined {
  if (authorization) return undefined;
  const api = CACHED_API[path];
  if (api) {
    if (!search) return { key: path, api: { tags: api, route: path } };
    // One category's first page (the public API's category list); other queries run each time.
    const category = path === "/api/products" ? /^\?category=([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(search) : null;
    return category && category[1].length <= 80 ? { key: `${path}?category=${category[1]}`, api: { tags: api, route: path } } : undefined;
  }
  if (path.length > MAX_PATH || !CANONICAL_PATH.test(path) || !isPagePath(path)) return undefined;
  if (!search) return { key: path };
  const page = /^\?page=([1-9]\d{0,3})$/.exec(search);
  if (!page || page[1] === "1") return undefined;
  return { key: `${path}?page=${page[1]}`, page: Number(page[1]) };
}
