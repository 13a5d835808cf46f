/**
 * Which requests the page cache (server/core/http/page-cache-http.ts) may answer, and under what key.
 * Only canonical addresses are keys: a page's own path as its links write it (lowercase slugs, no
 * percent-encoding, no trailing slash), alone or with `?page=N` from 2 (page 1 is the path itself).
 * Every other spelling of a page is never stored, so the number of keys is bounded by the site's
 * pages, not by what clients send. A `?page=N` key is kept only when the page pages and has that
 * many pages (PageRecord.pages), which only its render tells.
 *
 * Every other spelling of a page's address has a canonical form (`canonicalPath`, `canonicalSearch`),
 * which server/core/http/canonical-redirect.ts answers with a redirect instead of a render.
 */
import { pageNumber } from "#schemas/page-number";

/** What a rendered page that is not stored is sent with: the browser may keep it, a shared cache may not. */
export const UNCACHED_PAGE = "private, no-cache";

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
 * hyphens) separated by a slash: `/{category}`, `/{category}/{product}`, `/projects/{slug}`; the
 * same under a language's prefix (`/gu`, `/gu/{category}/{product}`). No page has more. Of the
 * pairs, only the address of an existing page is ever kept: a made-up `/{category}/{product}`
 * answers 404 (or 301 to the product's current page), never stored.
 */
const CANONICAL_PATH = /^\/$|^(?:\/(?:gu|hi))?\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?$/;
const MAX_PATH = 200;

export interface PageCandidate {
  key: string;
  /** Set for a public API list: its tags are known before it runs. */
  api?: { tags: readonly string[]; route: string };
  /** The `?page=N` asked: kept only when the render says the page has that many. */
  page?: number;
}

/** The path and query of a request URL as sent (not decoded), so every way in computes the same key. */
export function splitUrl(url: string): [path: string, search: string] {
  const start = url.startsWith("/") ? 0 : url.indexOf("/", url.indexOf("//") + 2);
  const q = url.indexOf("?", start);
  return q < 0 ? [url.slice(start), ""] : [url.slice(start, q), url.slice(q)];
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
  search = splitCampaign(search)[0];
  if (!search) return { key: path };
  const page = /^\?page=([1-9]\d{0,3})$/.exec(search);
  if (!page || page[1] === "1") return undefined;
  return { key: `${path}?page=${page[1]}`, page: Number(page[1]) };
}

/**
 * The campaign parameters of a landing address: only the browser reads them (app/lib/first-touch.ts),
 * no page's render does, so a page asked with them is answered as the page without them.
 */
const CAMPAIGN_PARAMS = new Set(["utm_source", "utm_medium", "utm_campaign", "gclid"]);

/** `search` without its campaign parameters ("" or "?…"), and those parameters as sent ("" or "utm_source=…&…"). */
export function splitCampaign(search: string): [rest: string, campaign: string] {
  if (!search.includes("utm_") && !search.includes("gclid")) return [search, ""];
  const rest: string[] = [];
  const campaign: string[] = [];
  for (const part of search.slice(1).split("&")) {
    const name = [...new URLSearchParams(part)][0]?.[0];
    (name !== undefined && CAMPAIGN_PARAMS.has(name) ? campaign : rest).push(part);
  }
  return [rest.length ? `?${rest.join("&")}` : "", campaign.join("&")];
}

/** Percent-escapes of the characters a path may hold as they are (RFC 3986 unreserved); any other escape stays. */
const UNRESERVED_ESCAPE = /%(2[dDeE]|3\d|[46][1-9a-fA-F]|[57][0-9aA]|5[fF]|7[eE])/g;

/**
 * The canonical form of a page path as sent: unreserved characters unescaped, trailing slashes
 * removed, lowercase (every slug is). Undefined when that is not a page's address form (more
 * segments, another character, /admin, /q/…): such a path is answered as it is.
 */
export function canonicalPath(path: string): string | undefined {
  if (path.length > MAX_PATH * 3) return undefined;
  const decoded = path.replace(UNRESERVED_ESCAPE, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
  const form = decoded.replace(/\/+$/, "").toLowerCase() || "/";
  return form.length <= MAX_PATH && CANONICAL_PATH.test(form) && isPagePath(form) ? form : undefined;
}

/** What a page's own render told of its address (PageRecord `query` and `pages`), kept with its entry. */
export interface PageQuery {
  /** The query parameters the page reads; none for most pages. */
  query?: readonly string[];
  /** Set for a page that pages its list by path alone: how many pages it has. */
  pages?: number;
}

/**
 * The canonical query string ("" or "?…") of `search` on a page that reads `page.query`: only the
 * parameters it reads, each once (the first, as the loaders read it), none empty, as they were
 * written; `page` as a number from 2, and at most the page's last one when it pages by path alone
 * (else kept only beside another parameter, such as the `q` of a search).
 */
export function canonicalSearch(search: string, page: PageQuery): string {
  const reads = new Set(page.query ?? []);
  const seen = new Set<string>();
  const kept = new Map<string, string>();
  for (const part of search.slice(1).split("&")) {
    const [name, value] = [...new URLSearchParams(part)][0] ?? [];
    if (name === undefined || seen.has(name)) continue;
    seen.add(name);
    if (value === "" || !reads.has(name)) continue;
    if (name !== "page") kept.set(name, part);
    else {
      const n = Math.min(pageNumber(value), page.pages ?? Infinity);
      if (n >= 2) kept.set(name, `page=${n}`);
    }
  }
  if (page.pages === undefined && kept.size === 1 && kept.has("page")) kept.clear();
  return kept.size ? `?${[...kept.values()].join("&")}` : "";
}
