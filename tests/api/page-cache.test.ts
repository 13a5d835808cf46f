/**
 * The page cache over the public lists of the API, on a real database: answered from memory until
 * a change drops them, at once on the instance that made it and within a second on another one
 * (LISTEN/NOTIFY); nothing signed in is ever kept. The pages themselves are checked end to end
 * (tests/e2e/page-cache.spec.ts), since they need the built app.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { startPageCache } from "../../server/core/http/page-cache-http";
import { parseTrustProxy } from "../../server/core/http/client-address";
import { createLogger } from "../../server/core/log";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { createProduct } from "./_support";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp, admin: string;
/** Two instances with a page cache each, on the test's database (`t.app` is a third, without one). */
let one: ReturnType<typeof instance>, two: ReturnType<typeof instance>;

function instance() {
  const pageCache = startPageCache({ maxBytes: 5 * 1024 * 1024, cacheControl: "public, max-age=0, s-maxage=60" }, t.database.pool.options, {
    log: createLogger("silent"),
    trustProxy: parseTrustProxy("false"),
  });
  const app = createApp({ services: t.services, pageCache });
  const request = (path: string, init: RequestInit & { json?: unknown; token?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.json !== undefined) headers.set("content-type", "application/json");
    if (init.token) headers.set("authorization", `Bearer ${init.token}`);
    const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
    return app.request(path, { ...init, headers, body }, { incoming: { socket: { remoteAddress: "127.0.0.1" } } });
  };
  return { cache: pageCache.cache, stop: pageCache.stop, request };
}

/** Waits until the instance's LISTEN connection is up (the cache stores nothing before). */
async function listening(i: ReturnType<typeof instance>) {
  for (let tries = 0; tries < 100; tries++) {
    await i.request("/api/categories");
    if (i.cache.size > 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("the page cache never started storing");
}

const priceIn = (list: Json, id: number) => (list.data as Json[]).find((p) => p.id === id)?.price as number | undefined;

beforeAll(async () => {
  ({ t, admin } = await createStaffTestApp());
  one = instance();
  two = instance();
  await Promise.all([listening(one), listening(two)]);
});
afterAll(async () => {
  await one.stop();
  await two.stop();
});

describe("page cache (public API lists)", () => {
  it("answers from memory with a strong ETag (304 when it matches) and keeps the API's no-store", async () => {
    const first = await one.request("/api/categories");
    const again = await one.request("/api/categories");
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(again.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(await again.text()).toBe(await first.text());
    const notModified = await one.request("/api/categories", { headers: { "if-none-match": again.headers.get("etag")! } });
    expect(notModified.status).toBe(304);
  });

  it("a price saved through this instance shows in its next answer, with no wait", async () => {
    const product = await createProduct(t, admin, { price: 40 });
    expect(priceIn(await (await one.request("/api/products")).json(), product.id)).toBe(40);
    expect(priceIn(await (await one.request("/api/products")).json(), product.id)).toBe(40); // from memory
    const saved = await one.request(`/api/products/${product.id}`, { method: "PATCH", token: admin, json: { price: 41 } });
    expect(saved.status).toBe(200);
    expect(priceIn(await (await one.request("/api/products")).json(), product.id)).toBe(41);
  });

  it("a price saved through another instance shows here within a second", async () => {
    const product = await createProduct(t, admin, { price: 50 });
    // The creation's own notice reaches `two` a moment later and drops what it holds: read until it keeps the list.
    for (let i = 0; i < 100 && !two.cache.get("/api/products"); i++) {
      expect(priceIn(await (await two.request("/api/products")).json(), product.id)).toBe(50);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(two.cache.get("/api/products")).toBeDefined();
    const saved = await one.request(`/api/products/${product.id}`, { method: "PATCH", token: admin, json: { price: 52 } });
    expect(saved.status).toBe(200);
    const started = Date.now();
    let price: number | undefined;
    while (Date.now() - started < 1000) {
      price = priceIn(await (await two.request("/api/products")).json(), product.id);
      if (price === 52) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(price).toBe(52);
  });

  it("a category change drops every page (menus show categories), a product change leaves the other lists", async () => {
    await one.request("/api/categories");
    await one.request("/api/products");
    expect(one.cache.size).toBe(2);
    const product = await createProduct(t, admin); // a change through t.app: heard through LISTEN
    for (let i = 0; i < 100 && one.cache.get("/api/products"); i++) await new Promise((r) => setTimeout(r, 10));
    expect(one.cache.get("/api/products")).toBeUndefined();
    expect(one.cache.get("/api/categories")).toBeDefined();
    const removed = await one.request(`/api/products/${product.id}`, { method: "DELETE", token: admin });
    expect(removed.status).toBe(200);
  });

  it("keeps one category's list until a price in it changes; an unknown category's empty list is not kept", async () => {
    const product = await createProduct(t, admin, { price: 70 });
    const path = "/api/products?category=paver-blocks";
    for (let i = 0; i < 100 && !one.cache.get(path); i++) {
      await one.request(path);
      await new Promise((r) => setTimeout(r, 20)); // the creation's own notice may drop the first answer
    }
    const held = await one.request(path);
    expect(held.headers.get("x-cache")).toBe("HIT");
    expect(held.headers.get("cache-control")).toBe("no-store");
    expect(priceIn(await held.json(), product.id)).toBe(70);
    expect((await one.request(`/api/products/${product.id}`, { method: "PATCH", token: admin, json: { price: 71 } })).status).toBe(200);
    expect(priceIn(await (await one.request(path)).json(), product.id)).toBe(71);

    const unknown = await one.request("/api/products?category=no-such-category");
    expect(unknown.status).toBe(200);
    expect((await unknown.json()).data).toEqual([]);
    expect(one.cache.get("/api/products?category=no-such-category")).toBeUndefined();
    for (const other of ["?category=paver-blocks&page=2", "?category=Paver%20Blocks", "?category="]) {
      await one.request(`/api/products${other}`);
      expect(one.cache.get(`/api/products${other}`)).toBeUndefined();
    }
  });

  it("never keeps a signed-in request's answer, nor any staff list", async () => {
    one.cache.clear();
    const signedIn = await one.request("/api/categories", { token: admin });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("etag")).toBeNull();
    const staff = await one.request("/api/admin/categories", { token: admin });
    expect(staff.status).toBe(200);
    expect(staff.headers.get("cache-control")).toBe("no-store");
    await one.request("/api/products?page=2");
    expect(one.cache.size).toBe(0);
  });
});
