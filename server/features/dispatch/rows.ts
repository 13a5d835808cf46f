/** Reading dispatches with their lines, and answering them as staff and the board see them. */
import { asc, eq, inArray } from "drizzle-orm";
import type { DispatchBoardEntry, DispatchSummary } from "#schemas/wire";
import type { DbOrTx } from "../../core/db/connection";
import { type dispatches, dispatchItems, invoices, orderItems, type salesOrders } from "../../core/db/schema";

export type DispatchRow = typeof dispatches.$inferSelect;
export type OrderRow = typeof salesOrders.$inferSelect;

/** A dispatch's customer page: PUBLIC_URL/d/{token}. */
export const dispatchLink = (siteUrl: string, token: string) => `${siteUrl.replace(/\/+$/, "")}/d/${token}`;

/** The lines each of `ids` carries, in the order's line order. */
export async function loadLines(t: DbOrTx, ids: number[]): Promise<Map<number, DispatchSummary["items"]>> {
  const byDispatch = new Map<number, DispatchSummary["items"]>(ids.map((id) => [id, []]));
  if (!ids.length) return byDispatch;
  const rows = await t
    .select({
      dispatchId: dispatchItems.dispatchId,
      order_item_id: dispatchItems.orderItemId,
      description: orderItems.description,
      hsn: orderItems.hsn,
      unit: orderItems.unit,
      quantity: dispatchItems.quantity,
      productId: orderItems.productId,
    })
    .from(dispatchItems)
    .innerJoin(orderItems, eq(orderItems.id, dispatchItems.orderItemId))
    .where(inArray(dispatchItems.dispatchId, ids))
    .orderBy(asc(orderItems.position));
  for (const { dispatchId, productId: _product, ...line } of rows) byDispatch.get(dispatchId)?.push(line);
  return byDispatch;
}

type LoadInvoice = { id: number; number: string };

/** The issued invoice each of `ids` is on (a load is invoiced whole, so any of its items tells). */
export async function loadInvoices(t: DbOrTx, ids: number[]): Promise<Map<number, LoadInvoice>> {
  if (!ids.length) return new Map();
  const rows = await t
    .selectDistinct({ dispatchId: dispatchItems.dispatchId, id: invoices.id, number: invoices.number })
    .from(dispatchItems)
    .innerJoin(invoices, eq(invoices.id, dispatchItems.invoiceId))
    .where(inArray(dispatchItems.dispatchId, ids));
  return new Map(rows.map(({ dispatchId, ...invoice }) => [dispatchId, invoice]));
}

export function toDispatchSummary(row: DispatchRow, items: DispatchSummary["items"], siteUrl: string, invoice?: LoadInvoice): DispatchSummary {
  return {
    id: row.id,
    order_id: row.orderId,
    number: row.number,
    dispatch_at: row.dispatchAt.toISOString(),
    vehicle_number: row.vehicleNumber,
    driver_name: row.driverName,
    driver_phone: row.driverPhone,
    transporter: row.transporter,
    freight_amount: row.freightAmount,
    notes: row.notes,
    items,
    sent_at: row.sentAt?.toISOString() ?? null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    received_by: row.receivedBy,
    proof_image: row.proofImage,
    token_url: dispatchLink(siteUrl, row.token),
    invoice_id: invoice?.id ?? null,
    invoice_number: invoice?.number ?? null,
  };
}

/** One dispatch as staff see it. */
export async function summaryOf(t: DbOrTx, row: DispatchRow, siteUrl: string): Promise<DispatchSummary> {
  const lines = await loadLines(t, [row.id]);
  const invoiced = await loadInvoices(t, [row.id]);
  return toDispatchSummary(row, lines.get(row.id) ?? [], siteUrl, invoiced.get(row.id));
}

/** Dispatches with their orders' numbers, customers and delivery sites, as the board lists them. */
export async function boardEntries(t: DbOrTx, rows: { d: DispatchRow; o: OrderRow }[], siteUrl: string): Promise<DispatchBoardEntry[]> {
  const ids = rows.map((r) => r.d.id);
  const lines = await loadLines(t, ids);
  const invoiced = await loadInvoices(t, ids);
  return rows.map(({ d, o }) => ({
    ...toDispatchSummary(d, lines.get(d.id) ?? [], siteUrl, invoiced.get(d.id)),
    order_number: o.number,
    customer_name: o.customerName,
    company: o.company,
    delivery_address: o.deliveryAddress,
    delivery_pin: o.deliveryPin,
  }));
}
