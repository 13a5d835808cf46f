/**
 * GST tax invoices: their states, the totals (the quotation GST engine with an HSN-wise summary),
 * the due date, the UPI payment link and the API's inputs, shared by the server and the admin screens.
 */
import { z } from "zod";
import { computeQuotation, formatScaled, parseScaled, type QuoteFreightInput, type QuoteLineInput, type QuoteTotals } from "#schemas/gst";
import { addDays } from "#schemas/india-time";
import { blankIsAbsent, documentListQuery, isCalendarDay } from "#schemas/query";

export const INVOICE_STATUSES = ["issued", "cancelled"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Where an invoice stands for the money: computed, never stored (see invoicePaymentState). */
export const INVOICE_STATES = ["unpaid", "partly_paid", "paid", "overdue", "cancelled"] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];
export const INVOICE_STATE_LABELS: Record<InvoiceState, string> = {
  unpaid: "Unpaid",
  partly_paid: "Partly paid",
  paid: "Paid",
  overdue: "Overdue",
  cancelled: "Cancelled",
};

export const INVOICE_PAGE_SIZE = 25;
/** Reverse charge never applies to the goods and freight sold here. */
export const REVERSE_CHARGE = "No";

/** The copies a PDF may hold, in the order they are printed, each with its heading. */
export const INVOICE_COPIES = ["original", "duplicate", "triplicate"] as const;
export type InvoiceCopy = (typeof INVOICE_COPIES)[number];
export const INVOICE_COPY_TITLES: Record<InvoiceCopy, string> = {
  original: "Original for Recipient",
  duplicate: "Duplicate for Transporter",
  triplicate: "Triplicate for Supplier",
};

const paiseOf = (amount: string) => parseScaled(amount, 2, "amount");

/**
 * The invoice's state on India day `today` (YYYY-MM-DD): cancelled; paid when nothing is left;
 * overdue when something is left after the due date; partly paid when part is received; else unpaid.
 */
export function invoicePaymentState(
  invoice: { status: InvoiceStatus; grand_total: string; amount_paid: string; due_date: string },
  today: string,
): InvoiceState {
  if (invoice.status === "cancelled") return "cancelled";
  const balance = paiseOf(invoice.grand_total) - paiseOf(invoice.amount_paid);
  if (balance <= 0n) return "paid";
  if (today > invoice.due_date) return "overdue";
  return paiseOf(invoice.amount_paid) > 0n ? "partly_paid" : "unpaid";
}

/** What is still to be received: grand total − amount paid, never below 0 ("1234.50"). */
export function balanceDue(invoice: { grand_total: string; amount_paid: string }): string {
  const balance = paiseOf(invoice.grand_total) - paiseOf(invoice.amount_paid);
  return formatScaled(balance > 0n ? balance : 0n, 2);
}

/** The due date: the invoice date plus the customer's days of credit. */
export const invoiceDueDate = (invoiceDate: string, creditDays: number) => addDays(invoiceDate, creditDays);

/** A UPI payment link for `amount` rupees to `upiId`, its note the invoice number (what a UPI app or QR code opens). */
export function upiPayLink(p: { upiId: string; payeeName: string; amount: string; invoiceNumber: string }): string {
  const amount = formatScaled(paiseOf(p.amount), 2);
  const parts: [string, string][] = [
    ["pa", p.upiId],
    ["pn", p.payeeName],
    ["am", amount],
    ["cu", "INR"],
    ["tn", p.invoiceNumber],
  ];
  return `upi://pay?${parts.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&")}`;
}

/** One row of the HSN-wise tax summary: goods and freight by their HSN/SAC and rate. */
export type HsnSummaryRow = { hsn: string; gst_rate: number; taxable: string; cgst: string; sgst: string; igst: string; total_tax: string };

export type InvoiceTotals = QuoteTotals & { hsn_summary: HsnSummaryRow[] };

/** An invoice's totals: the quotation's (exact paise, CGST+SGST or IGST, round off, words) and the HSN-wise summary. */
export function computeInvoice(input: { items: QuoteLineInput[]; freight?: QuoteFreightInput | null; intraState: boolean }): InvoiceTotals {
  const totals = computeQuotation(input);
  const rows = new Map<string, { hsn: string; gst_rate: number; taxable: bigint; cgst: bigint; sgst: bigint; igst: bigint }>();
  const add = (l: { hsn: string; gst_rate: number; taxable: string; cgst: string; sgst: string; igst: string }) => {
    const key = `${l.hsn}|${l.gst_rate}`;
    const row = rows.get(key) ?? { hsn: l.hsn, gst_rate: l.gst_rate, taxable: 0n, cgst: 0n, sgst: 0n, igst: 0n };
    row.taxable += paiseOf(l.taxable);
    row.cgst += paiseOf(l.cgst);
    row.sgst += paiseOf(l.sgst);
    row.igst += paiseOf(l.igst);
    rows.set(key, row);
  };
  totals.lines.forEach(add);
  if (totals.freight) add(totals.freight);
  const money = (p: bigint) => formatScaled(p, 2);
  const hsn_summary = [...rows.values()].map((r) => ({
    hsn: r.hsn,
    gst_rate: r.gst_rate,
    taxable: money(r.taxable),
    cgst: money(r.cgst),
    sgst: money(r.sgst),
    igst: money(r.igst),
    total_tax: money(r.cgst + r.sgst + r.igst),
  }));
  return { ...totals, hsn_summary };
}

const invoiceDay = z.preprocess(
  blankIsAbsent,
  z.string("Enter the invoice date as YYYY-MM-DD").refine(isCalendarDay, "Enter the invoice date as YYYY-MM-DD").optional(),
);

/** POST /api/dispatches/:id/invoice and /api/orders/:id/invoice: the invoice date, today (India) when absent. */
export const invoiceCreateInput = z.object({ invoice_date: invoiceDay });
export type InvoiceCreateInput = z.output<typeof invoiceCreateInput>;

/** POST /api/invoices/:id/cancel: why (kept with the invoice and its audit entry). */
export const invoiceCancelInput = z.object({
  reason: z
    .string("Enter why the invoice is cancelled")
    .trim()
    .min(1, "Enter why the invoice is cancelled")
    .max(500, "Please keep the reason under 500 characters"),
});

/** `?page&limit&status&search&from&to` of the invoices list; the days are invoice dates, both included. */
export const invoiceListQuery = documentListQuery(INVOICE_STATUSES, INVOICE_PAGE_SIZE);
export type InvoiceListQuery = z.output<typeof invoiceListQuery>;

/** The copies asked of the PDF (`?copies=original,duplicate`), in print order; the original when none. */
export const invoicePdfQuery = z.object({
  copies: z.preprocess(
    (v) => (typeof v === "string" && v.trim() ? v.split(",").map((s) => s.trim()) : undefined),
    z
      .array(z.enum(INVOICE_COPIES, "Choose copies from original, duplicate and triplicate"))
      .optional()
      .transform((asked) => INVOICE_COPIES.filter((c) => (asked ?? ["original"]).includes(c))),
  ),
});
