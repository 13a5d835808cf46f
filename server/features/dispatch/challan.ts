/**
 * A dispatch's delivery challan: the document as it stands (the dispatch, its order's customer and
 * site snapshots, the seller's snapshot on the order, and whether challans show values), and its PDF,
 * made in the PDF thread (server/pdf-worker.ts renders the kind "challan") and kept in memory per
 * version of that document (server/core/pdf/cache.ts): any change to what it prints is a new PDF.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { DEFAULT_CHALLAN_SETTINGS, type ChallanSettings } from "#schemas/dispatch";
import { divRound, formatScaled, parseScaled } from "#schemas/gst/exact-decimal";
import { stateName } from "#schemas/indian-states";
import { documentFileName } from "#schemas/orders";
import type { DbOrTx } from "../../core/db/connection";
import { dispatchItems, orderItems, siteContent } from "../../core/db/schema";
import { createPdfCache } from "../../core/pdf/cache";
import { makePdfOffThread } from "../../core/pdf/thread";
import type { ChallanDocument } from "./pdf";
import type { DispatchRow, OrderRow } from "./rows";

/** The site_content key of Settings, "Delivery challans" (stored as the freight settings are). */
export const CHALLAN_SETTINGS_KEY = "challan";

/** The PDFs kept, in bytes (a challan's is about 30 KB). */
const MAX_BYTES = 16 * 1024 * 1024;

export async function readChallanSettings(t: DbOrTx): Promise<ChallanSettings> {
  const [row] = await t.select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, CHALLAN_SETTINGS_KEY)).limit(1);
  return { ...DEFAULT_CHALLAN_SETTINGS, ...(row?.value as Partial<ChallanSettings> | undefined) };
}

/** quantity × rate less the line's discount, in rupees to the paisa (before GST). */
function lineAmount(quantity: string, rate: string, discountPct: string): string {
  const product = parseScaled(quantity, 3) * parseScaled(rate, 2) * (10_000n - parseScaled(discountPct, 2));
  return formatScaled(divRound(product, 10_000_000n), 2);
}

/** The challan of `d` (of order `o`) as it prints now. */
export async function challanDocument(t: DbOrTx, d: DispatchRow, o: OrderRow): Promise<ChallanDocument> {
  const lines = await t
    .select({
      description: orderItems.description,
      hsn: orderItems.hsn,
      unit: orderItems.unit,
      rate: orderItems.rate,
      discountPct: orderItems.discountPct,
      quantity: dispatchItems.quantity,
    })
    .from(dispatchItems)
    .innerJoin(orderItems, eq(orderItems.id, dispatchItems.orderItemId))
    .where(eq(dispatchItems.dispatchId, d.id))
    .orderBy(orderItems.position);
  const settings = await readChallanSettings(t);
  const state = stateName(o.stateCode);
  return {
    number: d.number,
    dispatch_at: d.dispatchAt.toISOString(),
    order_number: o.number,
    seller: o.seller,
    consignee: {
      name: o.customerName,
      company: o.company,
      billing_address: o.billingAddress,
      state: state ? `State: ${state} (${o.stateCode})` : "",
      gstin: o.customerGstin,
    },
    site: { address: o.deliveryAddress, pin: o.deliveryPin, contact_name: o.siteContactName, contact_phone: o.siteContactPhone },
    vehicle_number: d.vehicleNumber,
    driver_name: d.driverName,
    driver_phone: d.driverPhone,
    transporter: d.transporter,
    items: lines.map((i) => ({
      description: i.description,
      hsn: i.hsn,
      quantity: i.quantity,
      unit: i.unit,
      rate: i.rate,
      amount: lineAmount(i.quantity, i.rate, i.discountPct),
    })),
    show_values: settings.showValues,
  };
}

const versionOf = (c: ChallanDocument) => createHash("sha256").update(JSON.stringify(c)).digest("base64url");

/** The challans of one set of services: made off the event loop, kept per version. */
export function createChallanPdfs(make: (c: ChallanDocument) => Promise<Buffer> = (c) => makePdfOffThread("challan", c)) {
  const cache = createPdfCache(make, MAX_BYTES);
  return {
    async fileOf(c: ChallanDocument): Promise<{ pdf: Buffer; filename: string }> {
      return { pdf: await cache.pdfOf(versionOf(c), () => c), filename: documentFileName(c.number) };
    },
  };
}
export type ChallanPdfs = ReturnType<typeof createChallanPdfs>;
