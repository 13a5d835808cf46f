/**
 * The page cache cannot be made to render and store on demand: only a page's canonical address is
 * kept (its path as its links write it, and `?page=N` from 2 up to the pages the page has); every
 * other spelling is answered without being stored; one client address has at most two page renders
 * under way, the rest wait their turn (429 past a queue of 32), while other addresses' renders run.
 * The renderer here stands in for React Router's (the built app's pages are checked end to end in
 * tests/e2e/page-cache.spec.ts): it reports a page's tags, and for the category page its 3 pages.
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
let holding = false;
const held: (() => void)[] = [];

async function render(request: Request, context: DocumentContext): Promise<Response> {
  const address = context.clientAddress;
  running.set(address, (running.get(address) ?? 0) + 1);
  try {
    if (holding) await new Promise<void>((resolve) => held.push(resolve));
    const path = new URL(request.url).pathname;
    if (context.page) {
      context.page.tags = [];
      context.page.route = path;
      if (path === CATEGORY) context.page.pages = CATEGORY_PAGES;
    }
    const html = `<!doctype html><html><body><p>${request.url}</p>${"<p>product card</p>".repeat(100)}</body></html>`;
    return new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
  } finally {
    running.set(address, running.get(address)! - 1);
  }
}

const get = (path: string, address = "203.0.113.7") => app.request(path, {}, { incoming: { socket: { remoteAddress: address } } });

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
  it("answers 30 distinct non-canonical spellings of pages and stores none of them", async () => {
    pageCache.cache.clear();
    const variants = Array.from({ length: 30 }, (_, i) => {
      const n = 100 + i;
      return [
        `${CATEGORY}?page=${n}`, // past the last page
        `/contact?page=${n}`, // a page that does not page
        `/%70aver-blocks?page=${n}`, // percent-encoded
        `${CATEGORY}/?page=${n}`, // trailing slash
        `/Paver-Blocks?page=${n}`, // not as its links write it
        `${CATEGORY}?page=2&n=${n}`, // another query
      ][i % 6];
    });
    const answers = await Promise.all(variants.map((v) => get(v)));
    for (const [i, res] of answers.entries()) {
      expect(res.status, variants[i]).toBe(200);
      expect(res.headers.get("cache-control"), variants[i]).toBe("private, no-cache");
    }
    expect(pageCache.cache.size).toBe(0);
    for (const other of [`/%70aver-blocks`, `${CATEGORY}/`, `${CATEGORY}?page=1`, `${CATEGORY}?page=${CATEGORY_PAGES + 1}`, "/contact?page=2", "/contact/"]) {
      expect((await get(other)).status, other).toBe(200);
      expect((await get(other)).headers.get("x-cache"), other).toBeNull();
    }
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
    holding = true;
    try {
      const attacker = "198.51.100.9";
      const burst = Array.from({ length: 40 }, (_, i) => get(`${CATEGORY}?page=${1000 + i}`, attacker));
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
