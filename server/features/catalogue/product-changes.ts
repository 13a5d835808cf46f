import { SPEC_LABELS, type SpecKey } from "#schemas/product-fields";
import type { AdminProduct } from "#schemas/wire";
import { changeSet, type Changes } from "../../core/audit";

/**
 * The fields of a product whose value an edit actually changed, under the names the sentences use:
 * name, category, price (numbers), unit, minOrder ("500 Pieces"), description and image (recorded
 * in full; the sentence names them without their text), status, stock, and each specification by
 * its key (material, size, …; absent is null); images (every image's address and alt text, in
 * order), pieces_per_sqm and weight_kg (numbers, null for none), and translations (every Gujarati
 * and Hindi text, recorded in full; the sentence names them only).
 */
export function productChanges(before: AdminProduct, after: AdminProduct): Changes {
  const { changes, note } = changeSet();
  note("name", before.product_name, after.product_name);
  note("category", before.category_name, after.category_name);
  note("price", before.price, after.price);
  note("unit", before.unit, after.unit);
  note("minOrder", `${before.min_order_quantity} ${before.min_order_unit}`, `${after.min_order_quantity} ${after.min_order_unit}`);
  note("description", before.description, after.description);
  note("image", before.image_url, after.image_url);
  note("images", before.images, after.images);
  note("pieces_per_sqm", before.pieces_per_sqm, after.pieces_per_sqm);
  note("weight_kg", before.weight_kg, after.weight_kg);
  note("status", before.status, after.status);
  note("stock", before.stock, after.stock);
  note("hsn_code", before.hsn_code, after.hsn_code);
  note("gst_rate", before.gst_rate, after.gst_rate);
  for (const key of Object.keys(SPEC_LABELS) as SpecKey[]) note(key, before[key] ?? null, after[key] ?? null);
  note("translations", before.translations, after.translations);
  return changes;
}
