import { sql } from "drizzle-orm";
import { index, integer, jsonb, numeric, pgEnum, pgTable, smallint, text, check } from "drizzle-orm/pg-core";
import type { Specs } from "#schemas/product-fields";
import { createdAt, gstRateCheck, requiredRef, serialId, timestamps, translationsColumn } from "./columns";

export const productStatus = pgEnum("product_status", ["active", "inactive", "draft"]);
export const stockLevel = pgEnum("stock_level", ["in-stock", "low-stock", "out-of-stock"]);

export const categories = pgTable("categories", {
  id: serialId(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  sortOrder: integer("sort_order").notNull().default(100),
  /** Shown on the category page and the products overview; empty shows nothing. */
  description: text("description").notNull().default(""),
  /** An uploaded image (/uploads/…-800.webp) or one of the site's own (/images/…); null for none. */
  imageUrl: text("image_url"),
  translations: translationsColumn(),
  ...timestamps,
});

/** A category's earlier slugs: the old address answers 301 to the category's current one, so shared links keep working. */
export const categoryRedirects = pgTable("category_redirects", {
  fromSlug: text("from_slug").primaryKey(),
  categoryId: requiredRef("category_id", () => categories.id, "cascade"),
  createdAt: createdAt(),
});

/** One image of a product, in the order the product page shows them (the first is its main image). */
export type ProductImage = { url: string; alt: string };

export const products = pgTable(
  "products",
  {
    id: serialId(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    categoryId: requiredRef("category_id", () => categories.id, "restrict"),
    description: text("description").notNull(),
    price: numeric("price", { precision: 12, scale: 2 }).notNull(),
    unit: text("unit").notNull().default("Piece"),
    minOrderQuantity: integer("min_order_quantity").notNull().default(1),
    minOrderUnit: text("min_order_unit").notNull().default("Pieces"),
    /** The first of `images` (kept for the answers and cards that show one image); null for none. */
    imageUrl: text("image_url"),
    /** Every image of the product in order, each with its alt text; empty for none. */
    images: jsonb("images").$type<ProductImage[]>().notNull().default([]),
    /** Pieces laid per square metre (pavers, blocks): lets a buyer estimate by area; null when not sold by area. */
    piecesPerSqm: numeric("pieces_per_sqm", { precision: 8, scale: 2 }),
    /** Weight of one unit in kg: the freight estimate's trucks; null when unknown. */
    weightKg: numeric("weight_kg", { precision: 10, scale: 3 }),
    specs: jsonb("specs").$type<Specs>().notNull().default({}),
    translations: translationsColumn(),
    status: productStatus("status").notNull().default("active"),
    stock: stockLevel("stock").notNull().default("in-stock"),
    views: integer("views").notNull().default(0),
    /** HSN code for GST: articles of cement or concrete unless set. */
    hsnCode: text("hsn_code").notNull().default("6810"),
    gstRate: smallint("gst_rate").notNull().default(18),
    ...timestamps,
  },
  (t) => [
    check("products_gst_rate_check", gstRateCheck(t.gstRate)),
    check("products_pieces_per_sqm_check", sql`${t.piecesPerSqm} is null or ${t.piecesPerSqm} > 0`),
    check("products_weight_kg_check", sql`${t.weightKg} is null or ${t.weightKg} > 0`),
    // A category's active products in id order (category pages, the public list, counts per category): read from this index.
    index("products_category_idx").on(t.categoryId, t.status, t.id),
    index("products_status_idx").on(t.status),
    // The admin list and its CSV export read newest change first: walked from this index, never sorted.
    index("products_updated_idx").on(t.updatedAt, t.id),
  ],
);

/** A product's earlier slugs: its old address answers 301 to the product's current page, so shared links keep working. */
export const productRedirects = pgTable("product_redirects", {
  fromSlug: text("from_slug").primaryKey(),
  productId: requiredRef("product_id", () => products.id, "cascade"),
  createdAt: createdAt(),
});
