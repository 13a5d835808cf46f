import { baseRouteId } from "~/i18n/languages";

/**
 * What each public route's loaders read, as page-cache tags (server/core/http/page-cache.ts): a cached
 * page is dropped when a change names one of its tags (server/core/content-changes.ts lists the
 * names the changes send). Keep this beside the loaders it describes: a loader that starts
 * reading something new adds its tag here.
 *
 * - the site layout (header, footer, JSON-LD): business details, the categories menu, the
 *   Projects menu; so every public page has these three
 * - home: its document ("home") and the category cards with their product counts ("products")
 * - a category page: that category's products ("category:<slug>")
 * - a product page: the product and the others of its category ("category:<slug>": every change
 *   of a product names the categories it was and is in)
 * - /products and /search: every active product ("products")
 * - a route missing here: "*", dropped by any change
 * - null: never cached (a customer's quotation)
 *
 * The Gujarati and Hindi pages read what the English ones do: their routes' ids are these with the
 * language in front ("gu:home"), looked up without it.
 */
export const PAGE_TAGS: Readonly<Record<string, readonly string[] | null | ((params: Record<string, string | undefined>) => readonly string[])>> = {
  root: [],
  "routes/site/layout": ["business", "categories", "projects"],
  home: ["home", "products"],
  "home-alias": ["home", "products"],
  "fallback-home": ["home", "products"],
  "routes/site/who-we-are": ["about"],
  "routes/site/meet-our-team": ["team"],
  "routes/site/products": ["products"],
  "routes/site/search": ["products"],
  "routes/site/category": (params) => [`category:${params.category ?? ""}`],
  "routes/site/product": (params) => [`category:${params.category ?? ""}`],
  "project-one": [],
  project: [],
  "project-page": [],
  "routes/site/projects": [],
  "routes/site/gallery": ["gallery"],
  "routes/site/clients": ["clients"],
  "routes/site/contact": [],
  "routes/site/quotation": null,
};

/**
 * The query parameters each public route's loader reads (none for a route missing here). Every
 * other parameter is dropped by a redirect to the page's canonical address (server/core/http/canonical-redirect.ts).
 */
export const PAGE_QUERY: Readonly<Record<string, readonly string[]>> = {
  "routes/site/category": ["page"],
  "routes/site/search": ["q", "page"],
};

/** The query parameters a page whose matched routes are `matches` reads. */
export function pageQuery(matches: readonly { route: { id: string } }[]): string[] {
  return [
    ...new Set(
      matches.flatMap(({ route }) => {
        const id = baseRouteId(route.id);
        return Object.hasOwn(PAGE_QUERY, id) ? PAGE_QUERY[id] : [];
      }),
    ),
  ];
}

/** The tags of a page whose matched routes are `matches`; null when it must not be cached. */
export function pageTags(matches: readonly { route: { id: string }; params: Record<string, string | undefined> }[]): string[] | null {
  const tags = new Set<string>();
  for (const { route, params } of matches) {
    const id = baseRouteId(route.id);
    const entry = Object.hasOwn(PAGE_TAGS, id) ? PAGE_TAGS[id] : ["*"];
    if (entry === null) return null;
    for (const tag of typeof entry === "function" ? entry(params) : entry) tags.add(tag);
  }
  return [...tags].sort();
}

/** The route pattern of a page, such as "/:category" (for the cache's hit and miss counters). */
export function routePattern(matches: readonly { route: { path?: string } }[]): string {
  const parts = matches.map((m) => m.route.path?.replace(/^\/|\/$/g, "")).filter((p): p is string => !!p);
  return `/${parts.join("/")}`;
}
