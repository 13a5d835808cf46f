/**
 * The catalogue PDFs (/catalogue.pdf and /catalogue/{category}.pdf) read back as text: every
 * active product's name, price and minimum order and the business's contact details, no draft's;
 * a category's only its own; a change of price in the next download; made once per version of the
 * catalogue, off the event loop, with an ETag; the site's plain 404 for an unknown or empty
 * category; downloads rate limited per address.
 */
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { formatCount, formatPricePerUnit } from "#schemas/format";
import { categories, products } from "../../server/core/db/schema";
import { pdfsMadeOffThread } from "../../server/core/pdf/thread";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { readPdf } from "../helpers/pdf-text";
import { uniqueName } from "../helpers/unique";
import { createProduct, freshAddress, uploadPng } from "./_support";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const DOWNLOADS = 40;
/** The whole catalogue's first PDF starts the PDF thread and converts every product's image: generous on a loaded machine. */
const FIRST_PDF_MS = 120_000;
let t: TestApp, admin: string;
beforeAll(async () => {
  ({ t, admin } = await createStaffTestApp({ RATE_LIMIT_CATALOGUE_DOWNLOADS: String(DOWNLOADS) }));
});

async function download(path: string, headers: Record<string, string> = {}): Promise<{ res: Response; bytes: Buffer }> {
  const res = await t.request(path, { address: freshAddress(), headers });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function pdfText(path: string): Promise<string> {
  const { res, bytes } = await download(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  return (await readPdf(bytes)).text;
}

/** The active products as the database holds them, with their category's slug. */
async function activeProducts() {
  return t.services.db
    .select({
      name: products.name,
      price: products.price,
      unit: products.unit,
      min: products.minOrderQuantity,
      minUnit: products.minOrderUnit,
      slug: categories.slug,
    })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(eq(products.status, "active"))
    .orderBy(asc(products.id));
}

async function createCategory(name: string): Promise<{ id: number; slug: string; name: string }> {
  const res = await t.request("/api/categories", { method: "POST", token: admin, json: { name, description: "" } });
  expect(res.status).toBe(201);
  return ((await res.json()) as Json).data;
}

describe("GET /catalogue.pdf", () => {
  it(
    "holds every active product's name, price and minimum order, not a draft's, and the business's contact details",
    async () => {
      const draft = await createProduct(t, admin, { product_name: uniqueName("Draft Kerb"), status: "draft" });
      const business = await t.services.business.read();
      const { res, bytes } = await download("/catalogue.pdf");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toBe(`inline; filename="${business.shortName} catalogue.pdf"`);
      // The embedded font that has "₹", no standard font.
      expect(bytes.toString("latin1")).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
      const { text, pages } = await readPdf(bytes);
      const active = await activeProducts();
      expect(active.length).toBeGreaterThan(5);
      for (const p of active) {
        expect(text, p.name).toContain(p.name);
        expect(text, p.name).toContain(formatPricePerUnit(p.price, p.unit));
        expect(text, p.name).toContain(`Minimum order: ${formatCount(p.min)} ${p.minUnit}`);
      }
      expect(text).not.toContain(draft.product_name);
      for (const expected of [
        business.name,
        "Product catalogue",
        business.phones[0].number,
        business.emails[0].address,
        `GSTIN: ${business.gstin}`,
        t.config.siteUrl,
      ])
        expect(text).toContain(expected);
      expect(text).toContain(`Page 1 of ${pages}`);
    },
    FIRST_PDF_MS,
  );

  it(
    "is made once per version of the catalogue, answers 304 to its ETag, and shows a new price in the next download",
    async () => {
      // A new version of the catalogue: four downloads at once make its PDF exactly once.
      await createProduct(t, admin, { product_name: uniqueName("Version Paver") });
      const before = pdfsMadeOffThread();
      const first = await Promise.all(Array.from({ length: 4 }, () => download("/catalogue.pdf")));
      expect(pdfsMadeOffThread() - before).toBe(1);
      for (const d of first) expect(d.bytes.equals(first[0].bytes)).toBe(true);
      const etag = first[0].res.headers.get("etag")!;
      expect(etag).toMatch(/^".+"$/);
      expect((await download("/catalogue.pdf", { "if-none-match": etag })).res.status).toBe(304);

      const product = await createProduct(t, admin, { product_name: uniqueName("Price Paver"), price: 41.5 });
      expect(await pdfText("/catalogue.pdf")).toContain(`${product.product_name} ${formatPricePerUnit(41.5, "Piece")}`);
      const res = await t.request(`/api/products/${product.id}`, { method: "PATCH", token: admin, json: { price: 57.25 } });
      expect(res.status).toBe(200);
      const text = await pdfText("/catalogue.pdf");
      expect(text).toContain(`${product.product_name} ${formatPricePerUnit(57.25, "Piece")}`);
      expect(text).not.toContain(formatPricePerUnit(41.5, "Piece"));
      const changed = await download("/catalogue.pdf", { "if-none-match": etag });
      expect(changed.res.status).toBe(200);
      expect(changed.res.headers.get("etag")).not.toBe(etag);
    },
    FIRST_PDF_MS,
  );
});

describe("GET /catalogue/{category}.pdf", () => {
  it("holds that category's active products only, named after it", async () => {
    const business = await t.services.business.read();
    const [paver] = await t.services.db.select().from(categories).where(eq(categories.slug, "paver-blocks"));
    const { res, bytes } = await download("/catalogue/paver-blocks.pdf");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="${business.shortName} ${paver.name} catalogue.pdf"`);
    const { text } = await readPdf(bytes);
    expect(text).toContain(`${paver.name} catalogue`);
    expect(text).toContain(business.phones[0].number);
    const active = await activeProducts();
    const own = active.filter((p) => p.slug === "paver-blocks");
    expect(own.length).toBeGreaterThan(0);
    for (const p of own) expect(text).toContain(p.name);
    for (const p of active.filter((p) => p.slug !== "paver-blocks")) expect(text).not.toContain(p.name);
  });

  it("draws a product's uploaded WebP image, and a placeholder for one without", async () => {
    const { url } = await uploadPng(t, admin, { width: 900, height: 600, background: "#8a6f5a", name: "kerb.png" });
    const category = await createCategory(uniqueName("Kerb Range"));
    await createProduct(t, admin, { product_name: uniqueName("Photo Kerb"), category_name: category.name, category_slug: category.slug, image_url: url });
    await createProduct(t, admin, { product_name: uniqueName("Plain Kerb"), category_name: category.name, category_slug: category.slug });

    const { res, bytes } = await download(`/catalogue/${category.slug}.pdf`);
    expect(res.status).toBe(200);
    // One picture drawn (the upload, as a JPEG), and the other product's placeholder.
    expect(bytes.toString("latin1").match(/\/Subtype \/Image/g)).toHaveLength(1);
    expect(bytes.toString("latin1")).toContain("/Filter /DCTDecode");
    expect((await readPdf(bytes)).text).toContain("No image");
  });

  it("answers the site's plain 404 for an unknown category, a category without active products, and an address that is no slug", async () => {
    const empty = await createCategory(uniqueName("Empty Range"));
    await createProduct(t, admin, { product_name: uniqueName("Hidden Pole"), category_name: empty.name, category_slug: empty.slug, status: "draft" });
    for (const path of ["/catalogue/no-such-category.pdf", `/catalogue/${empty.slug}.pdf`, "/catalogue/Paver_Blocks.pdf"]) {
      const { res, bytes } = await download(path);
      expect(res.status, path).toBe(404);
      expect(bytes.toString(), path).toBe("Not found");
    }
  });

  it("is rate limited per address with the other catalogue downloads", async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= DOWNLOADS; i++)
      statuses.push((await t.request(i % 2 ? "/catalogue.pdf" : "/catalogue/paver-blocks.pdf", { address, method: "HEAD" })).status);
    expect(statuses.slice(0, DOWNLOADS).every((s) => s === 200)).toBe(true);
    expect(statuses[DOWNLOADS]).toBe(429);
  });
});
