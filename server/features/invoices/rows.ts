/** Invoice rows as the API answers them: the list's summary and the whole invoice. */
import { asc, eq, inArray } from "drizzle-orm";
import { indiaDay } from "#schemas/india-time";
import { balanceDue, computeInvoice, invoicePaymentState, upiPayLink } from "#schemas/invoices";
import type { InvoiceDto, InvoiceSummary } from "#schemas/wire";
import type { DbOrTx } from "../../core/db/connection";
import { freightOf, lineFields } from "../../core/document-lines";
import { dispatches, dispatchItems, invoiceItems, paymentAllocations, payments, type invoices } from "../../core/db/schema";

export type InvoiceRow = typeof invoices.$inferSelect;

export function toInvoiceSummary(row: InvoiceRow, orderNumber: string, today = indiaDay()): InvoiceSummary {
  const money = { status: row.status, grand_total: row.grandTotal, amount_paid: row.amountPaid, due_date: row.dueDate };
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    state: invoicePaymentState(money, today),
    order_id: row.orderId,
    order_number: orderNumber,
    customer_id: row.customerId,
    customer_name: row.customerName,
    company: row.company,
    invoice_date: row.invoiceDate,
    due_date: row.dueDate,
    grand_total: row.grandTotal,
    amount_paid: row.amountPaid,
    balance: row.status === "cancelled" ? "0.00" : balanceDue(money),
  };
}

/** The whole invoice: its lines' taxes are worked out again from the stored lines by the one GST engine (the same paise). */
export async function toInvoiceDto(t: DbOrTx, row: InvoiceRow, orderNumber: string): Promise<InvoiceDto> {
  const items = await t.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, row.id)).orderBy(asc(invoiceItems.position));
  const itemIds = items.map((i) => i.dispatchItemId).filter((id): id is number => id !== null);
  const loads = itemIds.length
    ? await t
        .selectDistinct({ id: dispatches.id, number: dispatches.number, vehicle_number: dispatches.vehicleNumber })
        .from(dispatches)
        .innerJoin(dispatchItems, eq(dispatchItems.dispatchId, dispatches.id))
        .where(inArray(dispatchItems.id, itemIds))
        .orderBy(asc(dispatches.number))
    : [];
  const freight = freightOf(row);
  const totals = computeInvoice({
    items: items.map(lineFields),
    freight,
    intraState: row.intraState,
  });
  const summary = toInvoiceSummary(row, orderNumber);
  const upiId = row.seller.bank?.upi_id ?? "";
  const owed = summary.state !== "paid" && summary.state !== "cancelled";
  return {
    ...summary,
    customer_gstin: row.customerGstin,
    billing_address: row.billingAddress,
    phone: row.phone,
    email: row.email,
    state_code: row.stateCode,
    place_of_supply: row.placeOfSupply,
    reverse_charge: row.reverseCharge,
    intra_state: row.intraState,
    seller: row.seller,
    items: totals.lines.map((l, i) => ({
      position: items[i].position,
      description: l.description,
      hsn: l.hsn,
      quantity: l.quantity,
      unit: l.unit,
      rate: l.rate,
      discount_pct: l.discount_pct,
      taxable: l.taxable,
      gst_rate: l.gst_rate,
      cgst: l.cgst,
      sgst: l.sgst,
      igst: l.igst,
      total: l.total,
    })),
    freight: totals.freight && {
      amount: totals.freight.amount,
      hsn: totals.freight.hsn,
      gst_rate: totals.freight.gst_rate,
      cgst: totals.freight.cgst,
      sgst: totals.freight.sgst,
      igst: totals.freight.igst,
      total: totals.freight.total,
    },
    hsn_summary: totals.hsn_summary,
    subtotal: totals.subtotal,
    taxable_total: totals.taxable_total,
    cgst_total: totals.cgst_total,
    sgst_total: totals.sgst_total,
    igst_total: totals.igst_total,
    tax_total: totals.tax_total,
    round_off: totals.round_off,
    words: totals.words,
    dispatches: loads,
    upi_link: upiId && owed ? upiPayLink({ upiId, payeeName: row.seller.name, amount: summary.balance, invoiceNumber: row.number }) : null,
    cancel_reason: row.cancelReason,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    payments: await t
      .select({
        id: payments.id,
        number: payments.number,
        payment_date: payments.paymentDate,
        mode: payments.mode,
        reference: payments.reference,
        amount: paymentAllocations.amount,
      })
      .from(paymentAllocations)
      .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
      .where(eq(paymentAllocations.invoiceId, row.id))
      .orderBy(asc(payments.paymentDate), asc(payments.id)),
  };
}
