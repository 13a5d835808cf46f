/** The catalogue's answers: categories and products, public and admin. Types only. */
import type { ProductStatus, Specs, StockLevel } from "#schemas/product-fields";
import type { PagedAnswer } from "#schemas/wire/common";
import type { Translations } from "#schemas/translations";

/** GET /api/categories: a product category. */
export type CategoryDto = { id: number; name: string; slug: string };

/** A product as the public site and API see it: snake_case field names (product_name, min_order_unit, …), its specifications as flat fields. */
export type PublicProduct = {
  id: number;
  product_name: string;
  product_slug: string;
  price: number;
  unit: string;
  min_order_quantity: number;
  min_order_unit: string;
  image_url: string | null;
  description: string;
  category_slug: string;
  category_name: string;
  /** GST rate in percent, and what the instant estimate needs: pieces laid per m² (null: not sold by area) and the weight of one unit in kg (null: unknown). */
  gst_rate: number;
  pieces_per_sqm: number | null;
  weight_kg: number | null;
} & Specs;

/** A product's image with its alt text (the first is the main one, also `image_url`). */
export type ProductImageDto = { url: string; alt: string };

/** A product as the admin API answers it: every status, with stock, views and dates. */
export type AdminProduct = PublicProduct & {
  /** Every image in order; `image_url` is the first's address. */
  images: ProductImageDto[];
  /** Pieces laid per square metre (pavers, blocks), or null when it is not sold by area. */
  pieces_per_sqm: number | null;
  /** Weight of one unit in kg, or null when unknown. */
  weight_kg: number | null;
  /** HSN code for GST (4, 6 or 8 digits; 6810 when not set). */
  hsn_code: string;
  /** GST rate in percent: 0, 5, 12, 18 or 28 (18 when not set). */
  gst_rate: number;
  status: ProductStatus;
  stock: StockLevel;
  views: number;
  /** The Gujarati and Hindi versions of its name, description and specification values (schemas/product.ts PRODUCT_TRANSLATED). */
  translations: Translations;
  created_at: string;
  updated_at: string;
};

/** The admin products screen's counters, over the whole catalogue. */
export type ProductSummary = { total: number; active: number; low_stock: number };

/** GET /api/admin/products. */
export type ProductListAnswer = PagedAnswer<AdminProduct> & { summary: ProductSummary };

/** GET /api/products/count: every product, whatever its status (the dashboard). */
export type ProductCountAnswer = { success: true; count: number };
