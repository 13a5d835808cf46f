import { and, asc, eq, ne } from "drizzle-orm";
import type { Lang } from "#schemas/languages";
import type { StockLevel } from "#schemas/product-fields";
import type { PublicProduct } from "#schemas/wire";
import type { Db } from "../../core/db/connection";
import { categories, productRedirects, products, type ProductImage } from "../../core/db/schema";
import { productsWithCategory, publicProductOf, type JoinedProductRow } from "./product-rows";

/** The most other products of its category a product page shows ("More {category}"). */
export const MORE_IN_CATEGORY = 8;

/** An active product as its own page shows it: the public fields with every image, GST, HSN, stock and the estimate's numbers. */
export type PageProduct = PublicProduct & {
  category_id: number;
  /** Every image in order; when staff gave none but a main image, that one with the product's name as its text. */
  images: ProductImage[];
  gst_rate: number;
  hsn_code: string;
  stock: StockLevel;
  pieces_per_sqm: number | null;
  weight_kg: number | null;
};

/** What the page at `/{category}/{product}` finds by the product's slug: the product, and whether the slug is an earlier one. */
export type ProductPageLookup = { product: PageProduct; earlierSlug: boolean };

const numberOrNull = (v: string | null) => (v === null ? null : Number(v));

/** The product's page in `lang`: its texts in their translation where there is one. */
function toPageProduct(r: JoinedProductRow, lang: Lang): PageProduct {
  const p = r.product;
  const shown = publicProductOf(r, lang);
  return {
    ...shown,
    category_id: p.categoryId,
    images: p.images.length > 0 ? p.images : p.imageUrl ? [{ url: p.imageUrl, alt: shown.product_name }] : [],
    gst_rate: p.gstRate,
    hsn_code: p.hsnCode,
    stock: p.stock,
    pieces_per_sqm: numberOrNull(p.piecesPerSqm),
    weight_kg: numberOrNull(p.weightKg),
  };
}

/** The public product pages: one active product by its slug (or an earlier one), its category's others, and every page's address. */
export function createProductPages(db: Db) {
  return {
    /** The active product whose slug is `slug`, else the one that had it before a rename; undefined for none (or a draft or inactive one). */
    async findProductPage(slug: string, lang: Lang = "en"): Promise<ProductPageLookup | undefined> {
      const active = eq(products.status, "active");
      const [live] = await productsWithCategory(db)
        .where(and(eq(products.slug, slug), active))
        .limit(1);
      if (live) return { product: toPageProduct(live, lang), earlierSlug: false };
      const [renamed] = await productsWithCategory(db)
        .innerJoin(productRedirects, eq(productRedirects.productId, products.id))
        .where(and(eq(productRedirects.fromSlug, slug), active))
        .limit(1);
      return renamed && { product: toPageProduct(renamed, lang), earlierSlug: true };
    },

    /** Up to MORE_IN_CATEGORY other active products of the category, in menu (id) order, in `lang`. */
    async moreInCategory(categoryId: number, exceptId: number, lang: Lang = "en"): Promise<PublicProduct[]> {
      const rows = await productsWithCategory(db)
        .where(and(eq(products.categoryId, categoryId), eq(products.status, "active"), ne(products.id, exceptId)))
        .orderBy(asc(products.id))
        .limit(MORE_IN_CATEGORY);
      return rows.map((r) => publicProductOf(r, lang));
    },

    /** The address of every active product's page, in menu order (the sitemap). */
    async productPagePaths(): Promise<string[]> {
      const rows = await db
        .select({ category: categories.slug, product: products.slug })
        .from(products)
        .innerJoin(categories, eq(products.categoryId, categories.id))
        .where(eq(products.status, "active"))
        .orderBy(asc(categories.sortOrder), asc(categories.name), asc(products.id));
      return rows.map((r) => `/${r.category}/${r.product}`);
    },
  };
}
