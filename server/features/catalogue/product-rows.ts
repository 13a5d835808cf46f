import { eq } from "drizzle-orm";
import { CATEGORY_TRANSLATED } from "#schemas/categories";
import type { Lang } from "#schemas/languages";
import { PRODUCT_TRANSLATED } from "#schemas/product";
import { localize, type Translations } from "#schemas/translations";
import type { AdminProduct, PublicProduct } from "#schemas/wire";
import type { Db, DbOrTx } from "../../core/db/connection";
import { categories, products } from "../../core/db/schema";

export type CategoryRow = typeof categories.$inferSelect;
type ProductRow = typeof products.$inferSelect;

const productColumns = {
  product: products,
  categoryName: categories.name,
  categorySlug: categories.slug,
  categoryTranslations: categories.translations,
};

/** A product read with its category (productsWithCategory). */
export type JoinedProductRow = { product: ProductRow; categoryName: string; categorySlug: string; categoryTranslations: Translations };

/** A category's name as a page in `lang` shows it: its translation, else the English name. */
export const categoryNameIn = (name: string, translations: Translations, lang: Lang) => localize({ name, translations }, CATEGORY_TRANSLATED, lang).name;

/**
 * A product as the public site shows it in `lang`: its name, description, specification values and
 * category name in their translation where there is one, in English where not; never its
 * translations (the public API answers in English, as `lang` "en" does).
 */
export function publicProductOf(r: JoinedProductRow, lang: Lang = "en"): PublicProduct {
  const product = toPublicProduct(r.product, r.categoryName, r.categorySlug);
  if (lang === "en") return product;
  return {
    ...localize({ ...product, translations: r.product.translations }, PRODUCT_TRANSLATED, lang),
    category_name: categoryNameIn(r.categoryName, r.categoryTranslations, lang),
  };
}

export function toPublicProduct(p: ProductRow, categoryName: string, categorySlug: string): PublicProduct {
  return {
    id: p.id,
    product_name: p.name,
    product_slug: p.slug,
    price: Number(p.price),
    unit: p.unit,
    min_order_quantity: p.minOrderQuantity,
    min_order_unit: p.minOrderUnit,
    image_url: p.imageUrl,
    description: p.description,
    category_slug: categorySlug,
    category_name: categoryName,
    gst_rate: p.gstRate,
    pieces_per_sqm: p.piecesPerSqm === null ? null : Number(p.piecesPerSqm),
    weight_kg: p.weightKg === null ? null : Number(p.weightKg),
    ...p.specs,
  };
}

export function toAdminProduct(p: ProductRow, categoryName: string, categorySlug: string): AdminProduct {
  return {
    ...toPublicProduct(p, categoryName, categorySlug),
    images: p.images,
    pieces_per_sqm: p.piecesPerSqm === null ? null : Number(p.piecesPerSqm),
    weight_kg: p.weightKg === null ? null : Number(p.weightKg),
    hsn_code: p.hsnCode,
    gst_rate: p.gstRate,
    status: p.status,
    stock: p.stock,
    views: p.views,
    translations: p.translations,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

/** Products with their category's name and slug. */
export const productsWithCategory = (tx: DbOrTx) => tx.select(productColumns).from(products).innerJoin(categories, eq(products.categoryId, categories.id));

export async function findAdminProduct(tx: DbOrTx, id: number): Promise<AdminProduct | undefined> {
  const [r] = await productsWithCategory(tx).where(eq(products.id, id)).limit(1);
  return r && toAdminProduct(r.product, r.categoryName, r.categorySlug);
}

/** Every category's id, name and translations, for matching a search's words against them. */
export const categoryNames = (db: Db) => db.select({ id: categories.id, name: categories.name, translations: categories.translations }).from(categories);
