import { asc, eq, inArray } from "drizzle-orm";
import { computeQuotation } from "#schemas/gst";
import { remainingOf } from "#schemas/orders";
import { indiaDay } from "#schemas/india-time";
import { invoicePaymentState } from "#schemas/invoices";
import type { CustomerSite, DispatchSummary, OrderDto, OrderInvoice, OrderItem, OrderSummary } from "#schemas/wire";
import type { Db, DbOrTx } from "../../core/db/connection";
import { buyerContactOf, freightOf, lineAnswer } from "../../core/document-lines";
import { customerSites, dispatches, dispatchItems, invoices, orderItems, quotations, salesOrders } from "../../core/db/schema";

export type OrderRow = typeof salesOrders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toOrderSummary(row: OrderRow): OrderSummary {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    customer_id: row.customerId,
    customer_name: row.customerName,
    company: row.company,
    grand_total: row.grandTotal,
    delivery_from: row.deliveryFrom,
    delivery_to: row.deliveryTo,
    created_at: row.createdAt.toISOString(),
  };
}

function itemOf(i: ItemRow): OrderItem {
  return {
    id: i.id,
    ...lineAnswer(i),
    dispatched: i.dispatched,
    remaining: remainingOf(i),
  };
}

/** Reading orders with their lines and loads, as the staff see them. */
export function createOrderRows(db: Db, siteUrl: string) {
  /** The order's loads, oldest first, each with the lines it carries (written by the dispatch feature). */
  async function dispatchesOf(t: DbOrTx, orderId: number, items: ItemRow[]): Promise<DispatchSummary[]> {
    const loads = await t.select().from(dispatches).where(eq(dispatches.orderId, orderId)).orderBy(asc(dispatches.dispatchAt), asc(dispatches.id));
    if (!loads.length) return [];
    const carried = await t
      .select()
      .from(dispatchItems)
      .where(
        inArray(
          dispatchItems.dispatchId,
          loads.map((d) => d.id),
        ),
      )
      .orderBy(asc(dispatchItems.id));
    const lineOf = new Map(items.map((i) => [i.id, i]));
    const invoiceIds = [...new Set(carried.map((c) => c.invoiceId).filter((id): id is number => id !== null))];
    const numbers = invoiceIds.length
      ? await t.select({ id: invoices.id, number: invoices.number, grandTotal: invoices.grandTotal }).from(invoices).where(inArray(invoices.id, invoiceIds))
      : [];
    const numberOf = new Map(numbers.map((i) => [i.id, i.number]));
    const valueOf = new Map(numbers.map((i) => [i.id, i.grandTotal]));
    const base = siteUrl.replace(/\/+$/, "");
    return loads.map((d) => {
      const invoiceId = carried.find((c) => c.dispatchId === d.id && c.invoiceId !== null)?.invoiceId ?? null;
      return {
        id: d.id,
        order_id: d.orderId,
        number: d.number,
        dispatch_at: d.dispatchAt.toISOString(),
        vehicle_number: d.vehicleNumber,
        driver_name: d.driverName,
        driver_phone: d.driverPhone,
        transporter: d.transporter,
        freight_amount: d.freightAmount,
        notes: d.notes,
        items: carried
          .filter((c) => c.dispatchId === d.id)
          .map((c) => {
            const line = lineOf.get(c.orderItemId);
            return { order_item_id: c.orderItemId, description: line?.description ?? "", hsn: line?.hsn ?? "", unit: line?.unit ?? "", quantity: c.quantity };
          }),
        sent_at: iso(d.sentAt),
        delivered_at: iso(d.deliveredAt),
        received_by: d.receivedBy,
        proof_image: d.proofImage,
        token_url: `${base}/d/${d.token}`,
        invoice_id: invoiceId,
        invoice_number: invoiceId === null ? null : (numberOf.get(invoiceId) ?? null),
        invoice_value: invoiceId === null ? null : (valueOf.get(invoiceId) ?? null),
      };
    });
  }

  /** The order's invoices, oldest first, each with its state today (India). */
  async function invoicesOf(t: DbOrTx, orderId: number): Promise<OrderInvoice[]> {
    const rows = await t.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.invoiceDate), asc(invoices.id));
    const today = indiaDay();
    return rows.map((r) => ({
      id: r.id,
      number: r.number,
      invoice_date: r.invoiceDate,
      grand_total: r.grandTotal,
      state: invoicePaymentState({ status: r.status, grand_total: r.grandTotal, amount_paid: r.amountPaid, due_date: r.dueDate }, today),
    }));
  }

  async function dtoOf(t: DbOrTx, row: OrderRow): Promise<OrderDto> {
    const items = await t.select().from(orderItems).where(eq(orderItems.orderId, row.id)).orderBy(asc(orderItems.position));
    const [quotation] = row.quotationId
      ? await t.select({ number: quotations.number }).from(quotations).where(eq(quotations.id, row.quotationId))
      : [undefined];
    const lines = items.map(itemOf);
    const freight = freightOf(row);
    const dispatches = await dispatchesOf(t, row.id, items);
    return {
      ...toOrderSummary(row),
      fy: row.fy,
      quotation_id: row.quotationId,
      quotation_number: quotation?.number ?? null,
      inquiry_id: row.inquiryId,
      billing_address: row.billingAddress,
      ...buyerContactOf(row),
      site_id: row.siteId,
      delivery_address: row.deliveryAddress,
      delivery_pin: row.deliveryPin,
      site_contact_name: row.siteContactName,
      site_contact_phone: row.siteContactPhone,
      advance_kind: row.advanceKind,
      advance_value: row.advanceValue,
      advance_amount: row.advanceAmount,
      items: lines,
      freight,
      totals: computeQuotation({ items: lines, freight, intraState: row.intraState }),
      seller: row.seller,
      notes: row.notes,
      cancel_reason: row.cancelReason,
      confirmed_at: iso(row.confirmedAt),
      delivered_at: iso(row.deliveredAt),
      closed_at: iso(row.closedAt),
      cancelled_at: iso(row.cancelledAt),
      dispatches,
      invoices: await invoicesOf(t, row.id),
      to_invoice: dispatches.some((d) => d.invoice_id === null),
    };
  }

  async function lockedRow(t: DbOrTx, id: number): Promise<OrderRow | undefined> {
    const [row] = await t.select().from(salesOrders).where(eq(salesOrders.id, id)).for("update");
    return row;
  }

  async function find(id: number): Promise<OrderDto | undefined> {
    const [row] = await db.select().from(salesOrders).where(eq(salesOrders.id, id));
    return row && dtoOf(db, row);
  }

  /** The delivery sites of an order's customer, oldest first: what a draft's site can be chosen from. */
  async function sitesOf(customerId: number): Promise<CustomerSite[]> {
    const sites = await db.select().from(customerSites).where(eq(customerSites.customerId, customerId)).orderBy(asc(customerSites.id));
    return sites.map((s) => ({ id: s.id, label: s.label, address: s.address, pin: s.pin, contact_name: s.contactName, contact_phone: s.contactPhone }));
  }

  return { dtoOf, lockedRow, find, sitesOf };
}
export type OrderRows = ReturnType<typeof createOrderRows>;
