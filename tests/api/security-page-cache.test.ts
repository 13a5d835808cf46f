/**
 * The page cache cannot be made to render and store on demand: only a page's canonical address is
 * kept (its path as its links write it, and `?page=N` from 2 up to the pages the page has); every
 * other spelling of a page's address is answered with a 301 to the canonical one, without a render
 * (server/core/http/canonical-redirect.ts); one client address has at most two page renders under
 * way, the rest wait their turn (429 past a queue of 32), while other addresses' renders run.
 * The renderer here stands in for React Router's (the built app's pages are checked end to end in
 * tests/e2e/page-cache.spec.ts): it reports a page's tags and the query parameters it reads (the
 * category page `page`, of which it has 3; the search `q` and `page`); `/missing` is not there, and
 * `/old-blocks` is the category's earlier address (301 with the query, as a renamed category answers).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type DocumentContext } from "../../server/app";
import { parseTrustProxy } from "../../server/core/http/client-address";
import { startPageCache } from "../../server/core/http/page-cache-http";
import { createLogger } from "../../server/core/log";
import { createTestApp, type TestApp } from "../helpers/app";

const CATEGORY = "/paver-blocks";
const CATEGORY_PAGES = 3;

let t: TestApp;
let pageCache: ReturnType<typeof startPageCache>;
let app: ReturnType<typeof createApp>;
/** Renders under way by client address, and what holds them until the test lets them finish (when holding). */
const running = new Map<string, number>();
/** Every render, by path and query. */
const rendered: string[] = [];
let holding = false;
const held: (() => void)[] = [];

async function render(request: Request, context: DocumentContext): Promise<Response> {
  const address = context.clientAddress;
  running.set(address, (running.get(address) ?? 0) + 1);
  try {
    if (holding) await new Promise<void>((resolve) => held.push(resolve));
    const url = new URL(request.url);
    const path = url.pathname;
    rendered.push(path + url.search);
    if (path === "/missing") return new Response("<p>Not found</p>", { status: 404, headers: { "content-type": "text/html; charset=utf-8" } });
    if (path === "/old-blocks") return new Response(null, { status: 301, headers: { location: `${CATEGORY}${url.search}` } });
    if (context.page) {
      context.page.tags = [];
      context.page.route = path;
      if (path === CATEGORY) Object.assign(context.page, { pages: CATEGORY_PAGES, query: ["page"] });
      if (path === "/search") context.page.query = ["q", "page"];
    }
    const html = `<!doctype html><html><body><p>${request.url}</p>${"<p>product card</p>".repeat(100)}</body></html>`;
    return new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
  } finally {
    running.set(address, running.get(address)! - 1);
  }
}

const get = (path: string, address = "203.0.113.7", method = "GET") => app.request(path, { method }, { incoming: { socket: { remoteAddress: address } } });

/** Wait (without a fixed sleep) until `done()` holds. */
async function until(done: () => boolean) {
  for (let i = 0; i < 10_000 && !done(); i++) await new Promise((r) => setImmediate(r));
  expect(done()).toBe(true);
}

beforeAll(async () => {
  t = await createTestApp();
  pageCache = startPageCache({ maxBytes: 5 * 1024 * 1024, cacheControl: "public, max-age=0, s-maxage=60" }, t.database.pool.options, {
    log: createLogger("silent"),
    trustProxy: parseTrustProxy("false"),
  });
  app = createApp({ services: t.services, pageCache, handleDocument: render });
  // The cache stores nothing before its LISTEN connection is up.
  for (let tries = 0; tries < 100 && pageCache.cache.size === 0; tries++) {
    await get(CATEGORY);
    await new Promise((r) => setTimeout(r, 50));
  }
  expect(pageCache.cache.size).toBeGreaterThan(0);
});
afterAll(() => pageCache.stop());

describe("page-cache misses on demand (finding: CPU amplification)", () => {
  it("answers each kind of non-canonical spelling of a held page with a 301 to its canonical address, without a render, storing nothing", async () => {
    pageCache.cache.clear();
    for (const path of [CATEGORY, "/contact", "/", "/search"]) expect((await get(path)).headers.get("x-cache"), path).toBe("MISS");
    const moves: [variant: (n: number) => string, canonical: string][] = [
      [(n) => `${CATEGORY}?page=${n}`, `${CATEGORY}?page=${CATEGORY_PAGES}`], // past the last page
      [(n) => `/contact?page=${n}`, "/contact"], // a page that does not page
      [(n) => `/%70aver-blocks?page=${n}`, `${CATEGORY}?page=${CATEGORY_PAGES}`], // percent-encoded
      [(n) => `${CATEGORY}/?page=${n}`, `${CATEGORY}?page=${CATEGORY_PAGES}`], // trailing slash
      [(n) => `/Paver-Blocks?page=${n}`, `${CATEGORY}?page=${CATEGORY_PAGES}`], // not as its links write it
      [(n) => `${CATEGORY}?page=2&n=${n}`, `${CATEGORY}?page=2`], // a parameter the page does not read
      [(n) => `/?ref=${n}`, "/"], // on a page that reads none
      [() => "/Contact?utm_source=ad", "/contact?utm_source=ad"], // campaign parameters stay for the browser (where the visitor came from)
      [(n) => `/search?page=${n}`, "/search"], // a search's page without a search
      [(n) => `/search?q=kerb&ref=${n}`, "/search?q=kerb"],
      [(n) => `${CATEGORY}?page=0${n % 2}`, CATEGORY], // page 1, and no page, are the path itself
      [(n) => `${CATEGORY}?page=${n % 2 ? "2.0" : "02"}`, `${CATEGORY}?page=2`],
      [(n) => `${CATEGORY}?page=2&page=${n}`, `${CATEGORY}?page=2`], // the first one counts, as in the loader
      [() => "/contact/", "/contact"],
      [() => "/%43ontact?", "/contact"],
    ];
    const before = rendered.length;
    const variants = Array.from({ length: 42 }, (_, i) => ({ path: moves[i % moves.length][0](100 + i), canonical: moves[i % moves.length][1] }));
    const answers = await Promise.all(variants.map((v, i) => get(v.path, undefined, i % 3 ? "GET" : "HEAD")));
    for (const [i, res] of answers.entries()) {
      expect(res.status, variants[i].path).toBe(301);
      expect(res.headers.get("location"), variants[i].path).toBe(variants[i].canonical);
      expect(res.headers.get("cache-control"), variants[i].path).toBe("private, no-cache");
    }
    expect(rendered.slice(before)).toEqual([]);
    expect(pageCache.cache.size).toBe(4);
    // A page asked with campaign parameters is the held page itself: no render, nothing stored.
    const campaigns = await Promise.all(Array.from({ length: 12 }, (_, n) => get(`/?utm_source=${n}&utm_medium=cpc&gclid=${n}`)));
    for (const res of campaigns) expect([res.status, res.headers.get("x-cache")]).toEqual([200, "HIT"]);
    expect(rendered.slice(before)).toEqual([]);
    expect(pageCache.cache.size).toBe(4);
  });

  it("renders the query a page reads as it is: its pages, a search", async () => {
    pageCache.cache.clear();
    for (const path of [CATEGORY, "/search"]) await get(path);
    for (const path of [
      `${CATEGORY}?page=2`,
      `${CATEGORY}?page=${CATEGORY_PAGES}`,
      "/search?q=kerb",
      "/search?q=80+mm+paver&page=2",
      "/search?page=2&q=kerb",
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain(`<p>http://localhost${path}</p>`);
    }
    expect(pageCache.cache.size).toBe(4); // the searches are rendered for their request alone
  });

  it("renders and keeps a page the cache does not hold once for all its variants, which then redirect", async () => {
    pageCache.cache.clear();
    const before = rendered.length;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => get(`/contact?x=${i}`)));
    expect(answers.map((r) => [r.status, r.headers.get("location")])).toEqual(Array(10).fill([301, "/contact"]));
    expect(rendered.slice(before)).toEqual(["/contact"]);
    expect(pageCache.cache.get("/contact")?.status).toBe(200);
    expect(pageCache.cache.size).toBe(1);
  });

  it("answers a variant of a page that is not there with its 404; a page's own redirect keeps the query", async () => {
    pageCache.cache.clear();
    let before = rendered.length;
    const missing = await get("/missing?x=1");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("<p>Not found</p>");
    expect(rendered.slice(before)).toEqual(["/missing"]);
    before = rendered.length;
    const moved = await get("/old-blocks?page=2");
    expect([moved.status, moved.headers.get("location")]).toEqual([301, `${CATEGORY}?page=2`]);
    expect(rendered.slice(before)).toEqual(["/old-blocks", "/old-blocks?page=2"]);
    expect(pageCache.cache.size).toBe(0);
  });

  it("keeps a page's own address, and ?page=N for each page it has", async () => {
    pageCache.cache.clear();
    for (const path of [CATEGORY, `${CATEGORY}?page=2`, `${CATEGORY}?page=${CATEGORY_PAGES}`, "/contact", "/"]) {
      expect((await get(path)).headers.get("x-cache"), path).toBe("MISS");
      const again = await get(path);
      expect(again.headers.get("x-cache"), path).toBe("HIT");
      expect(again.headers.get("cache-control"), path).toBe("public, max-age=0, s-maxage=60");
    }
    expect(pageCache.cache.size).toBe(5);
  });

  it("renders at most two pages at once for one address; the rest wait their turn, past 32 waiting 429; another address is not held up", async () => {
    pageCache.cache.clear();
    await get("/search");
    holding = true;
    try {
      // Searches: a query the page reads, so each is rendered for its request.
      const attacker = "198.51.100.9";
      const burst = Array.from({ length: 40 }, (_, i) => get(`/search?q=kerb${1000 + i}`, attacker));
      const visitor = get("/contact", "192.0.2.44");
      await until(() => running.get("192.0.2.44") === 1);
      expect(running.get(attacker)).toBe(2);
      for (const release of held.splice(0)) release();
      expect((await visitor).status).toBe(200);
      // Let each render finish as it starts: never more than two of the attacker's at once.
      let answered = 0;
      void Promise.all(burst).then(() => (answered = burst.length));
      while (answered < burst.length) {
        expect(running.get(attacker) ?? 0).toBeLessThanOrEqual(2);
        for (const release of held.splice(0)) release();
        await new Promise((r) => setImmediate(r));
      }
      const statuses = (await Promise.all(burst)).map((r) => r.status);
      expect(statuses.filter((s) => s === 200).length).toBe(2 + 32);
      expect(statuses.filter((s) => s === 429).length).toBe(40 - 2 - 32);
    } finally {
      holding = false;
      for (const release of held.splice(0)) release();
    }
    expect((await get(CATEGORY, "198.51.100.9")).status).toBe(200);
  });
});
