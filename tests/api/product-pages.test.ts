/**
 * A product's own page at /{category}/{product}, on a real database: 200 with its Product JSON-LD
 * for an active product, 404 for a draft or inactive one and for a made-up pair, 301 from an
 * earlier slug (a rename) and from the category it was in (a move), listed in the sitemap, and
 * dropped from the page cache by an edit of it, of its category's products, or of the business details.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/i18n/messages/en";
import * as productPage from "../../app/routes/site/product";
import { loader as sitemapLoader } from "../../app/routes/site/sitemap";
import { getLoadContext, requestContext } from "../../app/load-context";
import { serializeJsonLd } from "../../app/lib/json-ld.server";
import { pageTags } from "../../app/lib/page-tags";
import { startPageCache } from "../../server/core/http/page-cache-http";
import { makeEntry } from "../../server/core/http/page-entry";
import { parseTrustProxy } from "../../server/core/http/client-address";
import { createLogger } from "../../server/core/log";
import { BUSINESS_SEED } from "../../server/features/content/business";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { renderPublicPage } from "../helpers/render-page";
import { uniqueName } from "../helpers/unique";
import { auditOf, createProduct } from "./_support";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp, admin: string;
beforeAll(async () => {
  ({ t, admin } = await createStaffTestApp());
});

const SITE = { siteUrl: "https://cement.example", lang: "en", messages: en, business: { name: "Shree Cement Products" } };

/** What the page's loader answers for `path`: its data and JSON-LD, or the status (and Location) it throws. */
async function load(path: string) {
  const [, category, product] = path.split("/");
  const context = getLoadContext({ services: t.services, cspNonce: undefined, clientAddress: "127.0.0.1" });
  const request = new Request(`http://localhost${path}`);
  try {
    const data = await productPage.loader({ request, params: { category, product }, context } as never);
    const jsonLd = context.get(requestContext).jsonLd.page.map((build) => JSON.parse(serializeJsonLd(build(SITE as never))) as Json);
    return { status: 200, data, jsonLd };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
    return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500 };
  }
}

const patch = (id: number, json: Json) => t.request(`/api/products/${id}`, { method: "PATCH", token: admin, json });

describe("GET /{category}/{product}", () => {
  it("shows an active product: breadcrumb, images, price, minimum order, GST and HSN, specifications, sharing and the others of its category", async () => {
    const other = await createProduct(t, admin, { product_name: uniqueName("Cobble Paver") });
    const p = await createProduct(t, admin, {
      product_name: uniqueName("Zig Paver"),
      price: 45,
      image_url: "/images/products/zig-zag-paver-block-60-mm.webp",
      size: "225 x 112.5 x 60 mm",
    });
    const path = `/paver-blocks/${p.product_slug}`;
    const { status, data } = await load(path);
    expect(status).toBe(200);
    expect(data).toMatchObject({ priceLine: "₹45 per Piece", url: `${t.config.siteUrl}${path}` });
    const html = await renderPublicPage(t.services, productPage, path, "/:category/:product");
    for (const text of [p.product_name, "₹45 per Piece", "Minimum order: 500 Pieces", "GST 18% extra · HSN 6810", "225 x 112.5 x 60 mm", "More Paver Blocks"]) {
      expect(html).toContain(text);
    }
    // The breadcrumb itself (the header's menu links the category too): Home / Products / category / product.
    const crumbs = html.match(/<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/)?.[0] ?? "";
    for (const part of ['href="/"', 'href="/products"', 'href="/paver-blocks"', p.product_name]) expect(crumbs).toContain(part);
    expect(html).toContain(`href="https://wa.me/?text=${encodeURIComponent(`${p.product_name} ${t.config.siteUrl}${path}`)}"`);
    expect(html).toContain(`href="/paver-blocks/${other.product_slug}"`);
    expect(html).toContain('src="/images/products/zig-zag-paver-block-60-mm.webp"');
  });

  it("describes the product to search engines: Product JSON-LD with an INR Offer, its unit's UN/CEFACT code and the minimum order", async () => {
    const p = await createProduct(t, admin, {
      product_name: uniqueName("Kerb"),
      price: 1250,
      unit: "Square Feet",
      min_order_quantity: 300,
      min_order_unit: "Square Feet",
      image_url: "/images/products/highway-kerb-stone-1000-mm.webp",
      description: "Kerb for highways.",
    });
    await patch(p.id, { stock: "low-stock" });
    const path = `/paver-blocks/${p.product_slug}`;
    const jsonLd = (await load(path)).jsonLd!;
    const crumbs = jsonLd.find((d) => d["@type"] === "BreadcrumbList")!;
    expect(crumbs.itemListElement.map((i: Json) => [i.name, i.item])).toEqual([
      ["Home", "https://cement.example/"],
      ["Products", "https://cement.example/products"],
      ["Paver Blocks", "https://cement.example/paver-blocks"],
      [p.product_name, `https://cement.example${path}`],
    ]);
    const product = jsonLd.find((d) => d["@type"] === "Product")!;
    expect(product["@context"]).toBe("https://schema.org");
    expect(product.name).toBe(p.product_name);
    expect(product.image).toEqual(["https://cement.example/images/products/highway-kerb-stone-1000-mm.webp"]);
    expect(product.description).toBe("Kerb for highways.");
    expect(product.sku).toBe(p.product_slug);
    expect(product.productID).toBe(String(p.id));
    expect(product.brand).toEqual({ "@type": "Brand", name: "Shree Cement Products" });
    expect(product.category).toBe("Paver Blocks");
    const offer = product.offers;
    expect(offer["@type"]).toBe("Offer");
    expect(offer.price).toBe("1250.00");
    expect(offer.priceCurrency).toBe("INR");
    expect(offer.availability).toBe("https://schema.org/LimitedAvailability");
    expect(offer.url).toBe(`https://cement.example${path}`);
    expect(offer.priceSpecification).toEqual({
      "@type": "UnitPriceSpecification",
      price: "1250.00",
      priceCurrency: "INR",
      unitCode: "FTK",
      unitText: "Square Feet",
    });
    expect(offer.eligibleQuantity).toEqual({ "@type": "QuantitativeValue", value: 300, unitCode: "FTK", unitText: "Square Feet" });
  });

  it("answers 404 for a draft or inactive product and for a pair that names no product", async () => {
    const draft = await createProduct(t, admin, { status: "draft" });
    const inactive = await createProduct(t, admin, { status: "inactive" });
    const active = await createProduct(t, admin);
    expect((await load(`/paver-blocks/${draft.product_slug}`)).status).toBe(404);
    expect((await load(`/paver-blocks/${inactive.product_slug}`)).status).toBe(404);
    expect((await load(`/paver-blocks/no-such-product`)).status).toBe(404);
    expect((await load(`/no-such-category/${active.product_slug}`)).status).toBe(404);
    expect((await load(`/paver-blocks/${active.product_slug}`)).status).toBe(200);
  });

  it("a rename gives the product a new slug and its old address answers 301 to the new one, audited as an edit", async () => {
    const p = await createProduct(t, admin, { product_name: uniqueName("Old Paver") });
    const newName = uniqueName("New Paver");
    const res = await patch(p.id, { product_name: newName });
    expect(res.status).toBe(200);
    const renamed = ((await res.json()) as Json).data;
    expect(renamed.product_slug).not.toBe(p.product_slug);
    expect(renamed.product_slug).toMatch(/^new-paver/);
    expect(await load(`/paver-blocks/${p.product_slug}`)).toEqual({ status: 301, location: `/paver-blocks/${renamed.product_slug}` });
    expect((await load(`/paver-blocks/${renamed.product_slug}`)).status).toBe(200);
    const [entry] = await auditOf(t, "product.update", p.id);
    expect(entry.details.changes).toMatchObject({ name: { from: p.product_name, to: newName } });

    // A name clash gets a suffix: the slug stays unique.
    const twin = await createProduct(t, admin);
    const clash = ((await (await patch(twin.id, { product_name: newName })).json()) as Json).data;
    expect(clash.product_slug).toBe(`${renamed.product_slug}-2`);
  });

  it("a product moved to another category answers 301 from its old category's address, also from its earlier slug", async () => {
    const p = await createProduct(t, admin, { product_name: uniqueName("Mover") });
    expect((await patch(p.id, { category_name: "Kerb Stone" })).status).toBe(200);
    expect(await load(`/paver-blocks/${p.product_slug}`)).toEqual({ status: 301, location: `/kerb-stone/${p.product_slug}` });
    const renamed = ((await (await patch(p.id, { product_name: uniqueName("Moved") })).json()) as Json).data;
    expect(await load(`/paver-blocks/${p.product_slug}`)).toEqual({ status: 301, location: `/kerb-stone/${renamed.product_slug}` });
  });

  it("a draft product's earlier address answers 404, not a redirect to a page that does not show", async () => {
    const p = await createProduct(t, admin, { product_name: uniqueName("Hidden") });
    await patch(p.id, { product_name: uniqueName("Hidden Later"), status: "draft" });
    expect((await load(`/paver-blocks/${p.product_slug}`)).status).toBe(404);
  });
});

describe("the sitemap", () => {
  it("lists every active product's page and no other", async () => {
    const active = await createProduct(t, admin);
    const inactive = await createProduct(t, admin, { status: "inactive" });
    const context = getLoadContext({ services: t.services, cspNonce: undefined, clientAddress: "127.0.0.1" });
    const xml = await (await sitemapLoader({ request: new Request("http://localhost/sitemap.xml"), params: {}, context } as never)).text();
    expect(xml).toContain(`<loc>${t.config.siteUrl}/paver-blocks/${active.product_slug}</loc>`);
    expect(xml).toContain(`<loc>${t.config.siteUrl}/paver-blocks/zig-zag-paver-block-60-mm</loc>`);
    expect(xml).not.toContain(inactive.product_slug);
  });
});

describe("the page cache", () => {
  const pageCache = () =>
    startPageCache({ maxBytes: 5 * 1024 * 1024, cacheControl: "public, max-age=0, s-maxage=60" }, t.database.pool.options, {
      log: createLogger("silent"),
      trustProxy: parseTrustProxy("false"),
    });
  let cache: ReturnType<typeof pageCache>;
  afterAll(() => cache?.stop());

  it("drops a product's page when the product, another product of its category or the business details change", async () => {
    cache = pageCache();
    const { createApp } = await import("../../server/app");
    const app = createApp({ services: t.services, pageCache: cache });
    const send = (path: string, method: string, json: unknown) =>
      app.request(
        path,
        { method, headers: { "content-type": "application/json", authorization: `Bearer ${admin}` }, body: JSON.stringify(json) },
        { incoming: { socket: { remoteAddress: "127.0.0.1" } } },
      );
    const p = await createProduct(t, admin);
    const sibling = await createProduct(t, admin);
    const path = `/paver-blocks/${p.product_slug}`;
    const matches = [
      { route: { id: "root" }, params: {} },
      { route: { id: "routes/site/layout" }, params: {} },
      { route: { id: "routes/site/product" }, params: { category: "paver-blocks", product: p.product_slug } },
    ];
    const tags = pageTags(matches)!;
    expect(tags).toEqual(["business", "categories", "category:paver-blocks", "projects"]);
    const keep = async () => {
      for (let tries = 0; tries < 200 && !cache.cache.accepting; tries++) await new Promise((r) => setTimeout(r, 25));
      const entry = await makeEntry({
        key: path,
        status: 200,
        headers: new Headers({ "content-type": "text/html" }),
        body: new TextEncoder().encode("page"),
        tags,
        route: "/:category/:product",
      });
      expect(cache.cache.store(entry, cache.cache.begin())).toBe(true);
    };

    await keep();
    expect((await send(`/api/products/${p.id}`, "PATCH", { price: 51 })).status).toBe(200);
    expect(cache.cache.get(path)).toBeUndefined();

    await keep();
    expect((await send(`/api/products/${sibling.id}`, "PATCH", { price: 52 })).status).toBe(200);
    expect(cache.cache.get(path)).toBeUndefined();

    await keep();
    expect((await send("/api/site/business", "PUT", { ...BUSINESS_SEED, tagline: "Concrete you can count on" })).status).toBe(200);
    expect(cache.cache.get(path)).toBeUndefined();
    expect((await send("/api/site/business", "PUT", BUSINESS_SEED)).status).toBe(200);
  });
});
