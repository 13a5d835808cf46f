/**
 * Issuing a tax invoice of dispatched goods and cancelling one. The dispatch items an invoice takes
 * are claimed by one conditional update (`where invoice_id is null`): when it takes fewer rows than
 * asked, something was invoiced meanwhile and the whole invoice is refused (its number given back).
 */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { formatScaled, parseScaled } from "#schemas/gst";
import { indiaDay, indiaDayStart } from "#schemas/india-time";
import { computeInvoice, invoiceDueDate, type InvoiceCreateInput } from "#schemas/invoices";
import { stateName } from "#schemas/indian-states";
import type { InvoiceSeller } from "#schemas/wire";
import type { Actor, AuditOf } from "../../core/audit";
import type { DbOrTx } from "../../core/db/connection";
import { customers, dispatches, dispatchItems, invoiceItems, invoices, orderItems, salesOrders } from "../../core/db/schema";
import { totalsColumns } from "../../core/document-lines";
import { nextDocumentNumber } from "../../core/document-numbers";
import { currentBusiness, sellerIdentity } from "../quotations";
import type { InvoiceAuditAction } from "./activity";

/** Why an invoice is refused: the words, and the field they concern if any. */
export class InvoiceRefused extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

type OrderRow = typeof salesOrders.$inferSelect;
type DispatchRow = typeof dispatches.$inferSelect;

/** The seller now, with where to pay: printed on the invoice as it is at issue. */
async function invoiceSeller(t: DbOrTx): Promise<InvoiceSeller> {
  const business = await currentBusiness(t);
  const bank = business.bank ?? { accountName: "", accountNumber: "", ifsc: "", bankName: "", upiId: "" };
  return {
    ...sellerIdentity(business),
    bank: { account_name: bank.accountName, account_number: bank.accountNumber, ifsc: bank.ifsc, bank_name: bank.bankName, upi_id: bank.upiId },
  };
}

/** The order, locked (every change of its dispatches and invoices takes it first, so they wait in turn). */
export async function lockedOrder(t: DbOrTx, orderId: number): Promise<OrderRow | undefined> {
  const [order] = await t.select().from(salesOrders).where(eq(salesOrders.id, orderId)).for("update");
  return order;
}

/** The invoice date asked (today in India when absent): never in the future. */
function invoiceDateOf(input: InvoiceCreateInput, now: Date): string {
  const today = indiaDay(now);
  const day = input.invoice_date ?? today;
  if (day > today) throw new InvoiceRefused("The invoice date cannot be in the future", "invoice_date");
  return day;
}

/**
 * A new invoice of `loads` (all of their items) of `order`, audited: numbered in the invoice date's
 * financial year; the lines priced as the order's; the loads' freight at the order's SAC and rate.
 */
export async function issueInvoice(
  t: DbOrTx,
  deps: { audit: AuditOf<InvoiceAuditAction> },
  order: OrderRow,
  loads: DispatchRow[],
  input: InvoiceCreateInput,
  actor: Actor,
  now: Date,
): Promise<number> {
  const invoiceDate = invoiceDateOf(input, now);
  const loadIds = loads.map((d) => d.id);
  const carried = await t
    .select({ item: dispatchItems, line: orderItems })
    .from(dispatchItems)
    .innerJoin(orderItems, eq(orderItems.id, dispatchItems.orderItemId))
    .where(inArray(dispatchItems.dispatchId, loadIds))
    .orderBy(asc(dispatchItems.dispatchId), asc(orderItems.position), asc(dispatchItems.id));
  const [customer] = await t.select({ creditDays: customers.creditDays }).from(customers).where(eq(customers.id, order.customerId));
  const seller = await invoiceSeller(t);
  const intraState = order.stateCode === seller.state_code;
  const freightPaise = loads.reduce((s, d) => s + parseScaled(d.freightAmount, 2, "freight"), 0n);
  const freightAmount = formatScaled(freightPaise, 2);
  const lines = carried.map(({ item, line }) => ({
    description: line.description,
    hsn: line.hsn,
    quantity: item.quantity,
    unit: line.unit,
    rate: line.rate,
    discount_pct: line.discountPct,
    gst_rate: line.gstRate,
  }));
  const freight = freightPaise > 0n ? { amount: freightAmount, hsn: order.freightHsn, gst_rate: order.freightGstRate } : null;
  const totals = computeInvoice({ items: lines, freight, intraState });

  const { fy, seq, number } = await nextDocumentNumber(t, "INV", indiaDayStart(invoiceDate));
  const [row] = await t
    .insert(invoices)
    .values({
      number,
      fy,
      seq,
      orderId: order.id,
      customerId: order.customerId,
      invoiceDate,
      dueDate: invoiceDueDate(invoiceDate, customer?.creditDays ?? 0),
      customerName: order.customerName,
      company: order.company,
      billingAddress: order.billingAddress,
      stateCode: order.stateCode,
      customerGstin: order.customerGstin,
      countryCode: order.countryCode,
      phone: order.phone,
      email: order.email,
      placeOfSupply: stateName(order.stateCode) ?? order.stateCode,
      freightAmount: freight ? freightAmount : "0",
      freightHsn: order.freightHsn,
      freightGstRate: order.freightGstRate,
      ...totalsColumns(totals),
      intraState,
      seller,
      createdBy: actor.id,
    })
    .returning({ id: invoices.id });
  await t.insert(invoiceItems).values(
    carried.map(({ item, line }, i) => {
      const l = totals.lines[i];
      const tax = formatScaled(parseScaled(l.total, 2, "total") - parseScaled(l.taxable, 2, "taxable"), 2);
      return {
        invoiceId: row.id,
        orderItemId: line.id,
        dispatchItemId: item.id,
        ...lines[i],
        position: i + 1,
        discountPct: l.discount_pct,
        gstRate: l.gst_rate,
        taxableValue: l.taxable,
        tax,
      };
    }),
  );
  // The claim: however many invoices are made at once, an item is on one issued invoice only.
  const asked = carried.map((c) => c.item.id);
  const claimed = await t
    .update(dispatchItems)
    .set({ invoiceId: row.id })
    .where(and(inArray(dispatchItems.id, asked), isNull(dispatchItems.invoiceId)))
    .returning({ id: dispatchItems.id });
  if (claimed.length < asked.length) throw new InvoiceRefused(`${loads.map((d) => d.number).join(", ")} is already invoiced`);
  const details = {
    number,
    order_id: order.id,
    order_number: order.number,
    dispatches: loads.map((d) => d.number),
    invoice_date: invoiceDate,
    grand_total: totals.grand_total,
    after: { status: "issued", taxable_total: totals.taxable_total, tax_total: totals.tax_total, grand_total: totals.grand_total },
  };
  await deps.audit.record({ userId: actor.id, action: "invoice.create", entity: "invoice", entityId: row.id, details }, t);
  return row.id;
}

/** The loads of an order with items not yet on an issued invoice (a load is always invoiced whole). */
export async function uninvoicedLoads(t: DbOrTx, orderId: number): Promise<DispatchRow[]> {
  return t
    .select()
    .from(dispatches)
    .where(
      and(
        eq(dispatches.orderId, orderId),
        sql`exists (select 1 from ${dispatchItems} where ${dispatchItems.dispatchId} = ${dispatches.id} and ${dispatchItems.invoiceId} is null)`,
      ),
    )
    .orderBy(asc(dispatches.dispatchAt), asc(dispatches.id));
}

/** The issued invoices that hold items of `dispatchId`, by number (to name them in a refusal). */
export async function invoicesOfLoad(t: DbOrTx, dispatchId: number): Promise<string[]> {
  const rows = await t
    .selectDistinct({ number: invoices.number })
    .from(dispatchItems)
    .innerJoin(invoices, eq(invoices.id, dispatchItems.invoiceId))
    .where(eq(dispatchItems.dispatchId, dispatchId));
  return rows.map((r) => r.number);
}
