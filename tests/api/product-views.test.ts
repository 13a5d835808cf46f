/**
 * Product views count real visits of a category page, through the page cache (a miss renders the
 * real loader, a hit comes from memory), and are written in one statement per flush; crawlers and
 * HEAD count nothing, and counting drops no cached page.
 */
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaticHandler, type LoaderFunction } from "react-router";
import { getLoadContext } from "../../app/load-context";
import { pageQuery, pageTags } from "../../app/lib/page-tags";
import { DEMO_PRODUCTS } from "../../server/features/catalogue/demo-data";
import { seedDemoCatalogue } from "../../server/features/catalogue/seed";
import { createApp, type DocumentContext } from "../../server/app";
import { parseTrustProxy } from "../../server/core/http/client-address";
import { createNodeServer } from "../../server/core/http/node-server";
import { startPageCache } from "../../server/core/http/page-cache-http";
import type { LaneAnswerer } from "../../server/core/http/socket-lane";
import { createLogger } from "../../server/core/log";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { createProduct } from "./_support";
import { uniqueName } from "../helpers/unique";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let t: TestApp, admin: string;
let pageCache: ReturnType<typeof startPageCache>;
let app: ReturnType<typeof createApp>;
let request: (path: string, headers?: Record<string, string>, method?: string) => Promise<Response>;
let slug: string;
let ids: number[];

/**
 * The category page as the server renders it, without the built bundle: its real loader runs with
 * the request context the server gives it, and the page's tags are recorded as the server entry does.
 */
async function handleDocument(req: Request, ctx: DocumentContext): Promise<Response> {
  const category = await import("../../app/routes/site/category");
  const handler = createStaticHandler([{ id: "routes/site/category", path: "/:category", loader: category.loader as unknown as LoaderFunction }]);
  const context = getLoadContext(ctx);
  const result = await handler.query(req, { requestContext: context });
  if (result instanceof Response) return result;
  if (ctx.page) {
    ctx.page.tags = pageTags(result.matches);
    ctx.page.route = "/:category";
    ctx.page.query = pageQuery(result.matches);
  }
  return new Response(`<p>${JSON.stringify(result.loaderData)}</p>`, { status: result.statusCode, headers: { "content-type": "text/html; charset=utf-8" } });
}

async function viewsOf(productIds: number[]): Promise<number[]> {
  const { rows } = await t.database.pool.query<{ id: number; views: number }>("select id, views from products where id = any($1)", [productIds]);
  return productIds.map((id) => rows.find((r) => r.id === id)!.views);
}

beforeAll(async () => {
  ({ t, admin } = await createStaffTestApp());
  await seedDemoCatalogue(t.services.db, t.services.catalogue); // an empty catalogue gets the demo one, as SEED_DEMO does
  pageCache = startPageCache({ maxBytes: 5 * 1024 * 1024, cacheControl: "public, max-age=0" }, t.database.pool.options, {
    log: createLogger("silent"),
    trustProxy: parseTrustProxy("false"),
    views: t.services.productViews,
  });
  app = createApp({ services: t.services, pageCache, handleDocument });
  request = async (path, headers = {}, method = "GET") => app.request(path, { method, headers }, { incoming: { socket: { remoteAddress: "127.0.0.1" } } });

  const name = uniqueName("Kerb Stones");
  const made = await t.request("/api/categories", { method: "POST", token: admin, json: { name } });
  expect(made.status).toBe(201);
  slug = ((await made.json()) as Json).data.slug as string;
  ids = [
    (await createProduct(t, admin, { category_name: name, category_slug: slug })).id,
    (await createProduct(t, admin, { category_name: name, category_slug: slug })).id,
  ];
  // The cache stores nothing until its LISTEN connection is up.
  for (let tries = 0; tries < 100 && pageCache.cache.size === 0; tries++) {
    await request("/api/categories");
    await new Promise((r) => setTimeout(r, 50));
  }
  expect(pageCache.cache.size).toBeGreaterThan(0);
  await t.services.productViews.flush();
});
afterAll(async () => {
  await pageCache.stop();
});

describe("product views", () => {
  it("demo products start at 0 views", async () => {
    const { rows } = await t.database.pool.query<{ demo: number; viewed: number }>(
      "select count(*)::int as demo, count(*) filter (where views <> 0)::int as viewed from products where name = any($1)",
      [DEMO_PRODUCTS.map((p) => p.product_name)],
    );
    expect(rows[0]).toEqual({ demo: DEMO_PRODUCTS.length, viewed: 0 });
  });

  it("a visit by a browser counts a view of each product shown, cache miss and hit alike, in one statement", async () => {
    const before = await viewsOf(ids);
    const miss = await request(`/${slug}`, { "user-agent": BROWSER });
    expect(miss.status).toBe(200);
    expect(miss.headers.get("x-cache")).toBe("MISS");
    const hit = await request(`/${slug}`, { "user-agent": BROWSER });
    expect(hit.headers.get("x-cache")).toBe("HIT");
    // A 304 is a visit too (the browser shows its copy).
    const notModified = await request(`/${slug}`, { "user-agent": BROWSER, "if-none-match": hit.headers.get("etag")! });
    expect(notModified.status).toBe(304);
    expect(await viewsOf(ids)).toEqual(before); // counted in memory: no write per request

    const statements: string[] = [];
    const onQuery = t.database.pool.query.bind(t.database.pool);
    const spy = (...args: Parameters<typeof onQuery>) => {
      const text = typeof args[0] === "string" ? args[0] : (args[0] as { text: string }).text;
      statements.push(text);
      return onQuery(...args);
    };
    t.database.pool.query = spy as typeof t.database.pool.query;
    try {
      expect(await t.services.productViews.flush()).toBe(2);
    } finally {
      t.database.pool.query = onQuery as typeof t.database.pool.query;
    }
    expect(statements.filter((s) => /update "?products"?/i.test(s))).toHaveLength(1);
    expect(await viewsOf(ids)).toEqual(before.map((n) => n + 3));

    const list = (await (await t.request("/api/admin/products?limit=100", { token: admin })).json()) as Json;
    const listed = (list.data as Json[]).filter((p) => ids.includes(p.id as number));
    expect(listed.map((p) => p.views)).toEqual(expect.arrayContaining(before.map((n) => n + 3)));
  });

  it("crawlers, HEAD, prefetches and requests without a User-Agent count nothing", async () => {
    await request(`/${slug}`, { "user-agent": BROWSER }); // cached
    const before = await viewsOf(ids);
    await t.services.productViews.flush();
    const after = await viewsOf(ids);
    expect(after).toEqual(before.map((n) => n + 1));
    expect((await request(`/${slug}`, { "user-agent": GOOGLEBOT })).headers.get("x-cache")).toBe("HIT");
    await request(`/${slug}`, { "user-agent": BROWSER }, "HEAD");
    await request(`/${slug}`, { "user-agent": BROWSER, "sec-purpose": "prefetch" });
    await request(`/${slug}`);
    expect(t.services.productViews.pending.size).toBe(0);
    expect(await t.services.productViews.flush()).toBe(0); // nothing viewed: nothing written
    expect(await viewsOf(ids)).toEqual(after);
  });

  it("a redirect to a page's canonical address counts nothing, nor the render that keeps the page for it", async () => {
    await t.services.productViews.flush();
    pageCache.cache.clear();
    const res = await request(`/${slug}?ref=mail`, { "user-agent": BROWSER });
    expect([res.status, res.headers.get("location")]).toEqual([301, `/${slug}`]);
    expect(pageCache.cache.get(`/${slug}`)).toBeDefined();
    expect(t.services.productViews.pending.size).toBe(0);
  });

  it("a page the cache does not keep (a request with credentials) counts in the loader; writing views drops no cached page", async () => {
    await request(`/${slug}`, { "user-agent": BROWSER });
    const before = await viewsOf(ids);
    await t.services.productViews.flush();
    const res = await request(`/${slug}`, { "user-agent": BROWSER, authorization: "Bearer not-a-session" });
    expect(res.headers.get("x-cache")).toBeNull();
    const size = pageCache.cache.size;
    await t.services.productViews.flush();
    expect(await viewsOf(ids)).toEqual(before.map((n) => n + 2));
    expect(pageCache.cache.size).toBe(size);
    expect((await request(`/${slug}`, { "user-agent": GOOGLEBOT })).headers.get("x-cache")).toBe("HIT");
  });

  it("a page answered at Node's edge (ahead of Hono) counts too, in the socket lane and through node:http", async () => {
    const listener = getRequestListener(app.fetch);
    let inLane = 0;
    const lane: LaneAnswerer = (request, socket, write) => {
      const hit = pageCache.lane(request, socket, write);
      if (hit) inLane++;
      return hit;
    };
    for (const withLane of [false, true]) {
      const server = createNodeServer(
        (req, res) => {
          if (!pageCache.answer(req, res)) void listener(req, res);
        },
        {},
        withLane ? lane : undefined,
      );
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      try {
        const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/${slug}`;
        await request(`/${slug}`, { "user-agent": BROWSER }); // held in memory
        await t.services.productViews.flush();
        const before = await viewsOf(ids);
        const lanes = inLane;
        const hit = await fetch(url, { headers: { "user-agent": BROWSER } });
        expect(hit.headers.get("x-cache")).toBe("HIT");
        await fetch(url, { headers: { "user-agent": GOOGLEBOT } });
        expect(inLane - lanes, `with the lane: ${withLane}`).toBe(withLane ? 2 : 0);
        await t.services.productViews.flush();
        expect(await viewsOf(ids)).toEqual(before.map((n) => n + 1));
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    }
  });

  it("stopping the timer writes what is left", async () => {
    const before = await viewsOf(ids);
    const task = t.services.productViews.start(createLogger("silent"), 60_000);
    await request(`/${slug}`, { "user-agent": BROWSER });
    expect(await viewsOf(ids)).toEqual(before);
    await task.stop();
    expect(await viewsOf(ids)).toEqual(before.map((n) => n + 1));
  });
});
