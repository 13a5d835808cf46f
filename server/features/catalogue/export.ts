import type { AdminProduct } from "#schemas/wire";
import { toCsv } from "../../core/csv";

export const CSV_HEADER = ["ID", "Name", "Category", "Status", "Stock", "Price", "Unit", "Min Order", "Views", "Last Modified"];

/** The CSV export of admin products: a header row, then one row per product. */
export function productsCsv(rows: AdminProduct[]): string {
  return toCsv([
    CSV_HEADER,
    ...rows.map((p) => [
      p.id,
      p.product_name,
      p.category_name,
      p.status,
      p.stock,
      p.price.toFixed(2),
      p.unit,
      `${p.min_order_quantity} ${p.min_order_unit}`,
      p.views,
      p.updated_at.replace(/\.\d{3}Z$/, "Z"),
    ]),
  ]);
}
