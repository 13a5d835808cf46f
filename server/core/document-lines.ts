/**
 * A document's buyer, lines, freight and totals as quotations, orders and invoices store them
 * (lineColumns and freightAndTotals in db/schema/columns.ts) and as the wire carries them.
 */
import { inArray } from "drizzle-orm";
import type { QuoteLine } from "#schemas/gst";
import { canonicalDecimal } from "#schemas/quotations";
import { stateName } from "#schemas/indian-states";
import type { BuyerContact, QuotationItem } from "#schemas/wire";
import type { DbOrTx } from "./db/connection";
import { products, type quotationItems } from "./db/schema";

/** A stored line's own columns. */
type LineRow = Omit<typeof quotationItems.$inferSelect, "id" | "quotationId" | "position" | "productId">;

/** A line as it is given: the wire's names, its numbers as the input schemas leave them (strings). */
type LineInput = QuotationItem & Pick<QuoteLine, "quantity" | "rate" | "discount_pct">;

/** A stored line in the wire's names, its numbers as stored. */
export function lineFields(i: LineRow) {
  return {
    description: i.description,
    hsn: i.hsn,
    quantity: i.quantity,
    unit: i.unit,
    rate: i.rate,
    discount_pct: i.discountPct,
    gst_rate: i.gstRate,
  };
}

/** A stored line as an answer shows it: the quantity and discount without trailing zeros. */
export function lineAnswer(i: LineRow & { productId: number | null }) {
  return {
    product_id: i.productId,
    ...lineFields(i),
    quantity: canonicalDecimal(i.quantity),
    discount_pct: canonicalDecimal(i.discountPct),
  };
}

/** Of the lines' product ids, those that still exist. */
export async function knownProducts(t: DbOrTx, lines: { product_id: number | null }[]): Promise<Set<number>> {
  const ids = [...new Set(lines.map((i) => i.product_id).filter((v): v is number => v !== null))];
  if (!ids.length) return new Set();
  const found = await t.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  return new Set(found.map((p) => p.id));
}

/** A given line's columns at its position; a product id that no longer exists is dropped (the line keeps its text, rate and tax). */
export function lineValues(i: LineInput, position: number, known: Set<number>) {
  return {
    position,
    productId: i.product_id !== null && known.has(i.product_id) ? i.product_id : null,
    description: i.description,
    hsn: i.hsn,
    quantity: i.quantity,
    unit: i.unit,
    rate: i.rate,
    discountPct: i.discount_pct,
    gstRate: i.gst_rate,
  };
}

/** A stored document's buyer snapshot (buyerSnapshot in db/schema/columns.ts): place of supply, GSTIN and contact. */
export function buyerContactOf(row: { stateCode: string; customerGstin: string | null; countryCode: string; phone: string; email: string }): BuyerContact {
  return {
    state_code: row.stateCode,
    state_name: stateName(row.stateCode) ?? row.stateCode,
    customer_gstin: row.customerGstin,
    country_code: row.countryCode,
    phone: row.phone,
    email: row.email,
  };
}

/** A stored document's freight line, or null when it has none. */
export function freightOf(row: {
  freightAmount: string;
  freightHsn: string;
  freightGstRate: number;
}): { amount: string; hsn: string; gst_rate: number } | null {
  return Number(row.freightAmount) > 0 ? { amount: row.freightAmount, hsn: row.freightHsn, gst_rate: row.freightGstRate } : null;
}

/** Computed totals as their columns. */
export function totalsColumns(totals: { subtotal: string; tax_total: string; round_off: string; grand_total: string }) {
  return { subtotal: totals.subtotal, taxTotal: totals.tax_total, roundOff: totals.round_off, grandTotal: totals.grand_total };
}
