/**
 * Where and when the catalogue PDFs are made and kept (render.ts lays them out): the whole
 * catalogue (/catalogue.pdf) and each category's (/catalogue/{slug}.pdf), of the active products.
 *
 * Made in the PDF thread (server/core/pdf/thread.ts), never on the event loop, and kept per version
 * of the catalogue (server/core/pdf/cache.ts). The version is read in one query at every request:
 * each active product's id and updated_at (every edit, switch on or off and deletion changes it),
 * each category's id, place and updated_at (a rename, a move), and the business details as stored.
 * So a change by any instance is in the next download, and an unchanged catalogue is made once.
 * The version is also the ETag: a browser holding this version gets a 304.
 */
import { createHash } from "node:crypto";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { BusinessDetails } from "#schemas/business";
import { presentSpecs } from "#schemas/product-fields";
import type { Db } from "../../../core/db/connection";
import { categories, products, siteContent } from "../../../core/db/schema";
import { createPdfCache } from "../../../core/pdf/cache";
import { makePdfOffThread } from "../../../core/pdf/thread";
import { BUSINESS_SEED } from "../../content";
import { productsWithCategory } from "../product-rows";
import { jpegOfImage, type ReadUpload } from "./images";
import type { CatalogueDocument, CatalogueProduct } from "./render";

/** The PDFs kept, in bytes (a product's block with its image is about 25 KB). */
const MAX_BYTES = 48 * 1024 * 1024;
/** The main specifications a product shows in the catalogue: the first of presentSpecs. */
const SPECS_SHOWN = 6;
/** Images read and converted at once while a catalogue is made. */
const IMAGES_AT_ONCE = 4;

/** A catalogue PDF to answer: its ETag and file name at once, its bytes when asked for (made, or the kept ones). */
export type CatalogueFile = { etag: string; filename: string; pdf: () => Promise<Buffer> };

type VersionRow = { count: number; products: string; categories: string; business: BusinessDetails | null; category: { id: number; name: string } | null };

const hash = (text: string) => createHash("sha256").update(text).digest("base64url");

/** A file name's text: no quotes, backslashes or line breaks (they would end the header's value). */
const fileNameText = (text: string) => text.replace(/["\\\r\n]+/g, "").trim();

export function createCataloguePdfs(db: Db, deps: { readUpload: ReadUpload; siteUrl: string; make?: (c: CatalogueDocument) => Promise<Buffer> }) {
  const cache = createPdfCache<CatalogueDocument>(deps.make ?? ((c) => makePdfOffThread("catalogue", c)), MAX_BYTES);

  async function versionOf(categorySlug: string | undefined): Promise<VersionRow> {
    const inCategory = categorySlug === undefined ? sql`true` : sql`category_id = (select id from ${categories} where slug = ${categorySlug})`;
    const { rows } = await db.execute<VersionRow>(sql`
      select p.count, p.digest as products,
        (select md5(coalesce(string_agg(id || ':' || sort_order || ':' || updated_at::text, ',' order by id), '')) from ${categories}) as categories,
        (select value from ${siteContent} where key = 'business') as business,
        ${categorySlug === undefined ? sql`null` : sql`(select json_build_object('id', id, 'name', name) from ${categories} where slug = ${categorySlug})`} as category
      from (
        select count(*)::int as count, md5(coalesce(string_agg(id || ':' || updated_at::text, ',' order by id), '')) as digest
        from ${products} where status = 'active' and ${inCategory}
      ) p`);
    return rows[0];
  }

  async function documentOf(business: BusinessDetails, category: { id: number; name: string } | null): Promise<CatalogueDocument> {
    const where: SQL | undefined = and(eq(products.status, "active"), category ? eq(products.categoryId, category.id) : undefined);
    // The site's order: categories by their place, then name; a category's products by id (public-list.ts).
    const rows = await productsWithCategory(db).where(where).orderBy(asc(categories.sortOrder), asc(categories.name), asc(categories.id), asc(products.id));
    const images: (Uint8Array | null)[] = new Array(rows.length).fill(null);
    for (let i = 0; i < rows.length; i += IMAGES_AT_ONCE) {
      const batch = rows.slice(i, i + IMAGES_AT_ONCE).map((r) => jpegOfImage(r.product.images[0]?.url ?? r.product.imageUrl, deps.readUpload));
      (await Promise.all(batch)).forEach((jpeg, j) => (images[i + j] = jpeg));
    }
    const grouped: CatalogueDocument["categories"] = [];
    rows.forEach(({ product: p, categoryName }, i) => {
      const item: CatalogueProduct = {
        name: p.name,
        price: Number(p.price),
        unit: p.unit,
        minOrderQuantity: p.minOrderQuantity,
        minOrderUnit: p.minOrderUnit,
        specs: presentSpecs(p.specs)
          .slice(0, SPECS_SHOWN)
          .map(({ label, value }) => ({ label, value })),
        image: images[i],
      };
      const last = grouped.at(-1);
      if (last?.name === categoryName) last.products.push(item);
      else grouped.push({ name: categoryName, products: [item] });
    });
    return {
      title: category ? `${category.name} catalogue` : "Product catalogue",
      business: {
        name: business.name,
        tagline: business.tagline.replaceAll("{year}", String(business.yearEstablished)),
        addresses: business.addresses.map((a) => ({ label: a.label, lines: a.lines })),
        phones: business.phones,
        emails: business.emails,
        website: deps.siteUrl,
        gstin: business.gstin,
      },
      categories: grouped,
    };
  }

  return {
    /**
     * The catalogue PDF of every active product, or of one category's (by its slug); undefined
     * when there is no such category or it has no active product.
     */
    async file(categorySlug?: string): Promise<CatalogueFile | undefined> {
      const v = await versionOf(categorySlug);
      if (categorySlug !== undefined && !v.category) return undefined;
      if (v.count === 0) return undefined;
      const business = v.business ?? BUSINESS_SEED;
      const version = hash(JSON.stringify([categorySlug ?? null, v.products, v.categories, business, deps.siteUrl]));
      const shortName = fileNameText(business.shortName);
      const category = v.category;
      return {
        etag: `"${version}"`,
        filename: category ? `${shortName} ${fileNameText(category.name)} catalogue.pdf` : `${shortName} catalogue.pdf`,
        pdf: () => cache.pdfOf(version, () => documentOf(business, category)),
      };
    },
  };
}
export type CataloguePdfs = ReturnType<typeof createCataloguePdfs>;
