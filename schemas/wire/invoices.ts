import type { HsnSummaryRow, InvoiceState, InvoiceStatus } from "#schemas/invoices";
import type { PagedAnswer } from "#schemas/wire/common";
import type { InvoicePayment } from "#schemas/wire/payments";
import type { Seller } from "#schemas/wire/quotations";

/** The seller on a tax invoice: the quotation's identity with where to pay (each may be empty). */
export type InvoiceSeller = Seller & {
  bank: { account_name: string; account_number: string; ifsc: string; bank_name: string; upi_id: string };
};

/** A row of the invoices list. Dates YYYY-MM-DD; money 2 decimals as text. */
export type InvoiceSummary = {
  id: number;
  /** "INV/2026-27/0001". */
  number: string;
  status: InvoiceStatus;
  /** Unpaid, Partly paid, Paid, Overdue or Cancelled on the day of the answer (India). */
  state: InvoiceState;
  order_id: number;
  order_number: string;
  customer_id: number;
  customer_name: string;
  company: string;
  invoice_date: string;
  due_date: string;
  grand_total: string;
  amount_paid: string;
  balance: string;
};

/** An invoice line as the invoice shows it. */
export type InvoiceLine = {
  position: number;
  description: string;
  hsn: string;
  quantity: string;
  unit: string;
  rate: string;
  discount_pct: string;
  taxable: string;
  gst_rate: number;
  cgst: string;
  sgst: string;
  igst: string;
  total: string;
};

/** One invoice with everything its page and PDF print. */
export type InvoiceDto = InvoiceSummary & {
  customer_gstin: string | null;
  billing_address: string;
  phone: string;
  email: string;
  state_code: string;
  place_of_supply: string;
  reverse_charge: string;
  intra_state: boolean;
  seller: InvoiceSeller;
  items: InvoiceLine[];
  /** null when no freight is invoiced. */
  freight: { amount: string; hsn: string; gst_rate: number; cgst: string; sgst: string; igst: string; total: string } | null;
  hsn_summary: HsnSummaryRow[];
  subtotal: string;
  taxable_total: string;
  cgst_total: string;
  sgst_total: string;
  igst_total: string;
  tax_total: string;
  round_off: string;
  words: string;
  /** The loads on it: challan number and vehicle. */
  dispatches: { id: number; number: string; vehicle_number: string }[];
  /** The UPI link for the balance due; null without a UPI ID in Business details or once paid. */
  upi_link: string | null;
  cancel_reason: string | null;
  cancelled_at: string | null;
  created_at: string;
  /** The payments allocated to it, oldest first, each with the amount allocated to this invoice. */
  payments: InvoicePayment[];
};

export type InvoiceListAnswer = PagedAnswer<InvoiceSummary>;
