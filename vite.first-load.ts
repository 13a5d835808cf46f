/**
 * The client build's share of the public pages' JavaScript budgets (tests/e2e/budget.spec.ts):
 * fewer, fuller chunks on a first load, and React Router's production build in the browser.
 */
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";
import type { GetManualChunk, ManualChunkMeta, ModuleInfo } from "rollup";
import type { Plugin } from "vite";

const hash = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 8);

/** Vite's helper module for dynamic imports (see plainDynamicImports). */
const PRELOAD_HELPER = "\0vite/preload-helper.js";

/** The query React Router's build adds to a route module's client entry. */
const CLIENT_ROUTE = "?__react-router-build-client-route";

/**
 * Client chunks sized for the first load of a page (tests/e2e/budget.spec.ts). Rollup's own split
 * gives every set of importers a chunk of its own, so a public page loaded about twenty files of a
 * few hundred bytes, each paying its request, its imports and its compression window again. Every
 * page loads the root route and every public page the site layout, so:
 * - the modules the root route imports go into the root route's chunk ("root");
 * - so do the site layout's modules (header, footer) and the small pieces most public pages share
 *   (buttons, icons): compressed together with React Router they cost a public first load about
 *   1 KB of gzip less than in chunks of their own. An admin screen loads them too (about 5 KB it
 *   does not run; the sign-in screen already needed most of it);
 * - a static island's part (app/components/site/static-island.tsx: imported by the server's code and
 *   on demand by the browser's) gets a chunk of its own, "lazy-<module>", with what only it imports;
 * - what a product's page shares with its category's page goes with the category page's chunk;
 * - everything else keeps Rollup's split, so a page loads only what it renders.
 * Only static imports count: a dynamically imported module (a dialog, the toasts) stays lazy.
 */
export function firstLoadChunks(appDir: string): GetManualChunk {
  const rootRoute = path.join(appDir, "root.tsx");
  const siteLayout = path.join(appDir, "routes", "site", "layout.tsx");
  const routesDir = path.join(appDir, "routes") + path.sep;
  const adminDir = path.join(appDir, "routes", "admin") + path.sep;
  const siteDir = path.join(appDir, "routes", "site") + path.sep;
  const homePage = path.join(siteDir, "home.tsx");
  const categoryPage = path.join(siteDir, "category.tsx");
  const productPage = path.join(siteDir, "product.tsx");
  const pageChunk = (pages: string[]) => pages.map((r) => path.basename(r, path.extname(r))).join("+") + "-page";
  const sharedChunk = (routes: string[]) => `shared-${hash(routes.map((r) => path.relative(appDir, r)).join(","))}`;
  const isRoute = (file: string) => file === rootRoute || file.startsWith(routesDir);
  const islandChunk = (file: string) => `lazy-${path.basename(file, path.extname(file))}`;
  const reached = new Map<string, Set<string>>();

  /** The route modules (and islands' parts) that import `id`, directly or through other modules (static imports only). */
  function routesImporting(id: string, meta: ManualChunkMeta): Set<string> {
    const known = reached.get(id);
    if (known) return known;
    const routes = new Set<string>();
    const seen = new Set([id]);
    const stack = [id];
    while (stack.length) {
      const current = stack.pop()!;
      const file = current.replace(CLIENT_ROUTE, "");
      // An island's part counts as a route of its own: the page that shows it does not load what it imports.
      if (current !== id && (isRoute(file) || isIslandPart(meta.getModuleInfo(current)))) {
        routes.add(file);
        continue;
      }
      for (const importer of meta.getModuleInfo(current)?.importers ?? []) {
        if (!seen.has(importer)) {
          seen.add(importer);
          stack.push(importer);
        }
      }
    }
    reached.set(id, routes);
    return routes;
  }

  return (id, meta) => {
    const file = id.replace(CLIENT_ROUTE, "");
    if (file === rootRoute || file === siteLayout) return "root";
    // Vite's helper for dynamic imports: the root route's toasts use it, so every page loads it.
    if (id === PRELOAD_HELPER) return "root";
    // A module tree-shaking left out (an icon nobody draws) gets no chunk of its own.
    if (id.startsWith("\0") || id.endsWith(CLIENT_ROUTE) || meta.getModuleInfo(id)?.isIncluded === false) return undefined;
    // A public page's own module joins the modules only it loads (its entry becomes a re-export).
    if (file.startsWith(siteDir)) return pageChunk([file]);
    if (isRoute(file)) return undefined;
    // Imported on demand (a static island's part: app/components/site/static-island.tsx): a chunk of
    // its own. Its static importer is the server's reference, which the browser's bundle drops; left
    // unnamed, Rollup would still move the module into that importer's chunk.
    if (isIslandPart(meta.getModuleInfo(id))) return islandChunk(file);
    const routes = routesImporting(id, meta);
    if (routes.has(rootRoute)) return "root";
    // Only loaded on demand (a dialog, the toasts), or by the client entry (React DOM): Rollup's split.
    if (routes.size === 0) return undefined;
    const all = [...routes].sort();
    // Package modules: lucide's icons one chunk each, as Rollup would make them (its barrel module
    // imports every icon, so the routes importing it say nothing); any other package (zod) with the
    // other modules of the same routes.
    if (id.includes("/node_modules/lucide-react/")) return id.includes("/icons/") ? `lucide-${path.basename(id, ".mjs")}` : "lucide";
    if (id.includes("/node_modules/")) return sharedChunk(all);
    const admin = all.some((r) => r.startsWith(adminDir));
    const pages = all.filter((r) => r.startsWith(siteDir) && r !== siteLayout);
    if (routes.has(siteLayout) || (pages.length >= 3 && (admin || routes.has(homePage)))) return "root";
    if (pages.length >= 3) return "pages";
    // What islands' parts import: with the part when only it does, else shared with the others.
    const islands = all.filter((r) => !isRoute(r));
    if (all.length === 1 && islands.length === 1) return islandChunk(islands[0]);
    if (islands.length > 0) return sharedChunk(all);
    // The other modules of the public pages, one chunk per set of pages (an admin screen that uses
    // one of them loads that chunk too); the admin's own, one chunk per set of screens. Every module
    // is named: Rollup moves an unnamed one into the chunk of whichever named module imports it.
    if (pages.length > 0) return pageChunk(isCategoryAndProduct(pages) ? [categoryPage] : pages);
    return sharedChunk(all);
  };

  /**
   * What a product's page shares with the category page (the cards, the quote modal's opener) is
   * in the category page's chunk: the category page, with the tighter budget, loads one file (a
   * chunk of their own cost it about 350 bytes of gzip), and the product page loads that chunk whole.
   */
  function isCategoryAndProduct(pages: string[]): boolean {
    return pages.length === 2 && pages.includes(categoryPage) && pages.includes(productPage);
  }
}

/**
 * A module of the app imported on demand that also has static importers: a static island's part
 * (the static import is the server's reference). Two parts with the same file name share a chunk.
 */
function isIslandPart(info: ModuleInfo | null): info is ModuleInfo {
  return Boolean(info?.dynamicImporters.length && info.importers.length && !info.id.includes("/node_modules/"));
}

/**
 * React Router's package exports only its development build, whose dev-time warnings (and their
 * texts) would ship to every browser; the same version's production build sits beside it. Used
 * for the browser bundle of `vite build` only: the server and the dev server keep the package's
 * own entry.
 */
export function reactRouterProductionBuild(): Plugin {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist", "production");
  const files: Record<string, string> = {
    "react-router": path.join(dist, "index.mjs"),
    "react-router/dom": path.join(dist, "dom-export.mjs"),
  };
  return {
    name: "react-router-production-build",
    apply: "build",
    enforce: "pre",
    resolveId(id, _importer, options) {
      return options?.ssr ? null : (files[id] ?? null);
    },
  };
}

/**
 * Vite wraps each dynamic import of the browser's bundle in a helper that first preloads the
 * imported chunk's dependencies and announces a failed import as a `vite:preloadError` event. With
 * the preload lists off (`build.modulePreload: false`) and no listener for that event (a failed
 * import rejects as usual, and each caller handles it: a static island reloads the page, a dialog
 * says so), the helper is about 0.4 KB of gzip on every first load for nothing: this one runs the
 * import as it is.
 */
export function plainDynamicImports(): Plugin {
  return {
    name: "plain-dynamic-imports",
    apply: "build",
    enforce: "pre",
    load(id) {
      return id === PRELOAD_HELPER ? { code: "export const __vitePreload = (load) => load();", moduleSideEffects: false } : null;
    },
  };
}
