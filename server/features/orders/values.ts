import { computeQuotation, DEFAULT_GST_RATE, FREIGHT_SAC, type QuoteFreightInput } from "#schemas/gst";
import { advanceAmountOf, type OrderDetailsData } from "#schemas/order-input";
import type { QuotationItem } from "#schemas/wire";
import type { DbOrTx } from "../../core/db/connection";
import { orderItems } from "../../core/db/schema";
import { knownProducts, lineValues, totalsColumns } from "../../core/document-lines";

/** The largest amount a total column holds (numeric(14, 2)). */
const MAX_TOTAL = 999_999_999_999.99;

/** An order line as it is given or copied (a quotation's line). */
export type OrderLine = Omit<QuotationItem, "quantity" | "rate" | "discount_pct"> & { quantity: string; rate: string; discount_pct: string };

/**
 * The columns an order's lines, freight and details set (totals, the delivery snapshot, the advance
 * in rupees), or why they cannot be stored: "too-large" when the grand total does not fit its column,
 * "advance-too-large" when an advance in rupees is more than the grand total.
 */
export function orderColumns(lines: OrderLine[], freight: QuoteFreightInput | null, intraState: boolean, details: OrderDetailsData, site: SiteSnapshot | null) {
  const totals = computeQuotation({ items: lines, freight, intraState });
  if (Number(totals.grand_total) > MAX_TOTAL || Number(totals.before_round) > MAX_TOTAL) return "too-large" as const;
  const advance = advanceAmountOf(details.advance_kind, details.advance_value, totals.grand_total);
  if (Number(advance) > Number(totals.grand_total)) return "advance-too-large" as const;
  return {
    freightAmount: String(freight?.amount ?? "0"),
    freightHsn: freight?.hsn ?? FREIGHT_SAC,
    freightGstRate: freight?.gst_rate ?? DEFAULT_GST_RATE,
    ...totalsColumns(totals),
    intraState,
    siteId: site?.id ?? null,
    deliveryAddress: site?.address ?? details.delivery_address,
    deliveryPin: site?.pin ?? details.delivery_pin,
    siteContactName: site?.contactName ?? details.site_contact_name,
    siteContactPhone: site?.contactPhone ?? details.site_contact_phone,
    deliveryFrom: details.delivery_from,
    deliveryTo: details.delivery_to,
    advanceKind: details.advance_kind,
    advanceValue: details.advance_value,
    advanceAmount: advance,
    notes: details.notes,
  };
}

/** A customer's stored delivery site, copied onto the order. */
export type SiteSnapshot = { id: number; address: string; pin: string; contactName: string; contactPhone: string };

/** Store an order's lines in their order; product ids that no longer exist are dropped (the line keeps its text, rate and tax). */
export async function insertOrderLines(t: DbOrTx, orderId: number, lines: OrderLine[]) {
  const known = await knownProducts(t, lines);
  await t.insert(orderItems).values(lines.map((i, position) => ({ orderId, ...lineValues(i, position, known) })));
}
