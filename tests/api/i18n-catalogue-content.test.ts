/**
 * The catalogue's content in Gujarati and Hindi: staff send a category's and a product's
 * translations with their saves (POST and PATCH carry them back, the audit records them, a bad key
 * or language is a 400 naming the field); the /gu and /hi pages (menus, category page, product
 * page, its JSON-LD, search) show the translation, and English where a field has none; the English
 * page and the public API answer stay English, without translations.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as categoryPage from "../../app/routes/site/category";
import * as productPage from "../../app/routes/site/product";
import * as searchPage from "../../app/routes/site/search";
import { getLoadContext, requestContext } from "../../app/load-context";
import { serializeJsonLd } from "../../app/lib/json-ld.server";
import { frameMessages } from "../../app/i18n/messages.server";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { renderPublicPage } from "../helpers/render-page";
import { uniqueName } from "../helpers/unique";
import { auditOf, createProduct } from "./_support";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp, admin: string, manager: string;
/** A category and a product of it, both with Gujarati and Hindi texts (the product's description has no Gujarati). */
let category: Json, product: Json;
const word = uniqueName("Slab").split(/\s+/).pop()!;
const GU_CATEGORY = `ટાઇલ્સ ${word}`;
const HI_CATEGORY = `टाइलें ${word}`;
const GU_NAME = `ચોરસ ટાઇલ ${word}`;
const HI_NAME = `चौकोर टाइल ${word}`;

beforeAll(async () => {
  ({ t, admin, manager } = await createStaffTestApp());
  const name = `Tiles ${word}`;
  const res = await t.request("/api/categories", {
    method: "POST",
    token: manager,
    json: { name, description: "Tiles for yards.", translations: { gu: { name: GU_CATEGORY }, hi: { name: HI_CATEGORY, description: "आँगन के लिए टाइलें।" } } },
  });
  expect(res.status).toBe(201);
  category = ((await res.json()) as Json).data;
  product = await createProduct(t, admin, {
    product_name: `Square Tile ${word}`,
    category_name: name,
    category_slug: category.slug,
    description: "A square tile for yards.",
    color: "Grey",
    translations: { gu: { product_name: GU_NAME, color: "ગ્રે" }, hi: { product_name: HI_NAME, description: "आँगन के लिए चौकोर टाइल।", color: "ग्रे" } },
  });
});

const context = () => getLoadContext({ services: t.services, cspNonce: undefined, clientAddress: "127.0.0.1" });
const productPath = () => `/${category.slug}/${product.product_slug}`;

describe("staff send and read translations", () => {
  it("a new category and product answer with the translations they were sent, and the staff lists carry them", async () => {
    expect(category.translations).toEqual({ gu: { name: GU_CATEGORY }, hi: { name: HI_CATEGORY, description: "आँगन के लिए टाइलें।" } });
    expect(product.translations).toEqual({
      gu: { product_name: GU_NAME, color: "ગ્રે" },
      hi: { product_name: HI_NAME, description: "आँगन के लिए चौकोर टाइल।", color: "ग्रे" },
    });
    const categories = ((await (await t.request("/api/admin/categories", { token: manager })).json()) as Json).data as Json[];
    expect(categories.find((c) => c.id === category.id)?.translations.gu).toEqual({ name: GU_CATEGORY });
    const list = (await (await t.request(`/api/admin/products?search=${encodeURIComponent(word)}`, { token: manager })).json()) as Json;
    expect(list.data.find((p: Json) => p.id === product.id)?.translations.hi.product_name).toBe(HI_NAME);
  });

  it("PATCH changes a category's translations (empty ones dropped) and records the change", async () => {
    const translations = { gu: { name: GU_CATEGORY, description: "આંગણા માટે ટાઇલ્સ." }, hi: { name: HI_CATEGORY, description: "  " } };
    const res = await t.request(`/api/categories/${category.id}`, { method: "PATCH", token: manager, json: { translations } });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as Json;
    expect(data.translations).toEqual({ gu: { name: GU_CATEGORY, description: "આંગણા માટે ટાઇલ્સ." }, hi: { name: HI_CATEGORY } });
    const [entry] = await auditOf(t, "category.update", category.id);
    expect((entry.details.changes as Json).translations.to).toEqual(data.translations);
    category = data;
  });

  it("PATCH with the same translations in another order changes nothing and records nothing", async () => {
    const before = (await auditOf(t, "category.update", category.id)).length;
    const reordered = { hi: category.translations.hi, gu: { description: category.translations.gu.description, name: category.translations.gu.name } };
    const res = await t.request(`/api/categories/${category.id}`, { method: "PATCH", token: manager, json: { translations: reordered } });
    expect(res.status).toBe(200);
    expect((await auditOf(t, "category.update", category.id)).length).toBe(before);
  });

  it("PATCH changes a product's translations, and only them, with an audit entry", async () => {
    const translations = { ...product.translations, gu: { ...product.translations.gu, color: "રાખોડી" } };
    const res = await t.request(`/api/products/${product.id}`, { method: "PATCH", token: manager, json: { translations } });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as Json;
    expect(data.translations.gu).toEqual({ product_name: GU_NAME, color: "રાખોડી" });
    expect(data.product_name).toBe(product.product_name);
    const [entry] = await auditOf(t, "product.update", product.id);
    expect(Object.keys(entry.details.changes as Json)).toEqual(["translations"]);
    product = data;
  });

  it.each([
    ["/api/categories", "POST", { name: uniqueName("Slabs"), translations: { gu: { slug: "x" } } }, "translations.gu.slug"],
    ["/api/categories", "POST", { name: uniqueName("Slabs"), translations: { fr: { name: "Dalles" } } }, "translations"],
    ["/api/products", "POST", { translations: { hi: { price: "10" } } }, "translations.hi.price"],
  ])("%s %s with a bad key or language answers 400 naming %s", async (path, method, json, field) => {
    const body = path === "/api/products" ? { ...productSeed(), ...json } : json;
    const res = await t.request(path, { method, token: manager, json: body });
    expect(res.status).toBe(400);
    const answer = (await res.json()) as Json;
    expect(Object.keys(answer.fieldErrors)).toContain(field);
  });

  it("PATCH of a product with a translation that is not text answers 400 naming the field, and stores nothing", async () => {
    const res = await t.request(`/api/products/${product.id}`, {
      method: "PATCH",
      token: manager,
      json: { product_name: "Changed", translations: { gu: { product_name: 5 } } },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as Json).fieldErrors)).toContain("translations.gu.product_name");
    const list = (await (await t.request(`/api/admin/products?search=${encodeURIComponent(word)}`, { token: manager })).json()) as Json;
    expect(list.data.find((p: Json) => p.id === product.id)?.product_name).toBe(product.product_name);
  });
});

const productSeed = () => ({
  product_name: uniqueName("Paver"),
  category_name: "Paver Blocks",
  category_slug: "paver-blocks",
  price: 10,
  min_order_quantity: 1,
  description: "A paver.",
});

describe("the public pages in the page's language", () => {
  it("/gu and /hi category pages show the translated category and product names; the English page stays English", async () => {
    const gu = await renderPublicPage(t.services, categoryPage, `/gu/${category.slug}`, "/gu/:category");
    expect(gu).toContain(GU_CATEGORY);
    expect(gu).toContain(GU_NAME);
    expect(gu).toContain("આંગણા માટે ટાઇલ્સ.");
    const hi = await renderPublicPage(t.services, categoryPage, `/hi/${category.slug}`, "/hi/:category");
    expect(hi).toContain(HI_CATEGORY);
    expect(hi).toContain(HI_NAME);
    // No Hindi description: the English one.
    expect(hi).toContain("Tiles for yards.");
    const en = await renderPublicPage(t.services, categoryPage, `/${category.slug}`, "/:category");
    expect(en).toContain(`Tiles ${word}`);
    expect(en).toContain(product.product_name);
    for (const text of [GU_CATEGORY, HI_CATEGORY, GU_NAME, HI_NAME]) expect(en).not.toContain(text);
  });

  it("a /gu product page shows the Gujarati name and spec value, English where there is no Gujarati, and names its JSON-LD in Gujarati", async () => {
    const ctx = context();
    const path = `/gu${productPath()}`;
    const data = (await productPage.loader({
      request: new Request(`http://localhost${path}`),
      params: { category: category.slug, product: product.product_slug },
      context: ctx,
    } as never)) as Json;
    expect(data.product.product_name).toBe(GU_NAME);
    expect(data.product.description).toBe("A square tile for yards.");
    expect(data.product.specs.map((s: Json) => s.value)).toContain("રાખોડી");
    expect(data.category.name).toBe(GU_CATEGORY);
    const site = { siteUrl: "https://cement.example", business: { name: "Shree" }, lang: "gu", messages: frameMessages("gu") };
    const jsonLd = ctx.get(requestContext).jsonLd.page.map((build) => JSON.parse(serializeJsonLd(build(site as never))) as Json);
    const item = jsonLd.find((d) => d["@type"] === "Product")!;
    expect([item.name, item.description, item.category]).toEqual([GU_NAME, "A square tile for yards.", GU_CATEGORY]);
    const crumbs = jsonLd.find((d) => d["@type"] === "BreadcrumbList")!;
    expect(crumbs.itemListElement.map((i: Json) => i.name).slice(2)).toEqual([GU_CATEGORY, GU_NAME]);
  });

  it("a /hi product page's meta description is in Hindi; the menus of the layout name the category in Hindi", async () => {
    const html = await renderPublicPage(t.services, productPage, `/hi${productPath()}`, "/hi/:category/:product");
    expect(html).toContain(HI_NAME);
    expect(html).toContain("आँगन के लिए चौकोर टाइल।");
    expect(html).toContain(HI_CATEGORY);
    expect(html).not.toContain(product.product_name);
  });

  it("the seeded catalogue reads in Gujarati and Hindi", async () => {
    const gu = await renderPublicPage(t.services, categoryPage, "/gu/paver-blocks", "/gu/:category");
    expect(gu).toContain("પેવર બ્લોક");
    expect(gu).toContain("ઝિગ-ઝેગ પેવર બ્લોક 60 mm");
    expect(gu).not.toContain("Zig-Zag Paver Block 60 mm");
    const hi = await renderPublicPage(t.services, categoryPage, "/hi/fencing-poles", "/hi/:category");
    expect(hi).toContain("फेंसिंग के खंभे");
    expect(hi).toContain("RCC फेंसिंग खंभा 6 फ़ुट");
  });

  it("/gu/search finds a product by its Gujarati name and shows it in Gujarati; the English search does not read translations", async () => {
    const html = await renderPublicPage(t.services, searchPage, `/gu/search?q=${encodeURIComponent(GU_NAME)}`, "/gu/search");
    expect(html).toContain(GU_NAME);
    expect(html).toContain(`href="/gu${productPath()}"`);
    const en = await renderPublicPage(t.services, searchPage, `/search?q=${encodeURIComponent(GU_NAME)}`, "/search");
    expect(en).not.toContain(`href="${productPath()}"`);
  });

  it("the public API answers as before: English texts, no translations", async () => {
    const products = (await (await t.request(`/api/products?category=${category.slug}`)).json()) as Json;
    expect(products.data).toHaveLength(1);
    expect(products.data[0].product_name).toBe(product.product_name);
    expect(products.data[0].category_name).toBe(`Tiles ${word}`);
    expect(products.data[0]).not.toHaveProperty("translations");
    const categories = (await (await t.request("/api/categories")).json()) as Json;
    const listed = categories.data.find((c: Json) => c.id === category.id);
    expect(listed).toEqual({ id: category.id, name: `Tiles ${word}`, slug: category.slug });
  });
});
