import { index, integer, jsonb, numeric, pgEnum, pgTable, smallint, text, check } from "drizzle-orm/pg-core";
import type { Specs } from "#schemas/product-fields";
import { createdAt, gstRateCheck, serialId, timestamps } from "./columns";

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
  ...timestamps,
});

/** A category's earlier slugs: the old address answers 301 to the category's current one, so shared links keep working. */
export const categoryRedirects = pgTable("category_redirects", {
  fromSlug: text("from_slug").primaryKey(),
  categoryId: integer("category_id")
    .notNull()
    .references(() => categories.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

export const products = pgTable(
  "products",
  {
    id: serialId(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    description: text("description").notNull(),
    price: numeric("price", { precision: 12, scale: 2 }).notNull(),
    unit: text("unit").notNull().default("Piece"),
    minOrderQuantity: integer("min_order_quantity").notNull().default(1),
    minOrderUnit: text("min_order_unit").notNull().default("Pieces"),
    imageUrl: text("image_url"),
    specs: jsonb("specs").$type<Specs>().notNull().default({}),
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
    // A category's active products in id order (category pages, the public list, counts per category): read from this index.
    index("products_category_idx").on(t.categoryId, t.status, t.id),
    index("products_status_idx").on(t.status),
    // The admin list and its CSV export read newest change first: walked from this index, never sorted.
    index("products_updated_idx").on(t.updatedAt, t.id),
  ],
);
