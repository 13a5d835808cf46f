/**
 * Test setup: an InvoiceDto made from lines by the one GST engine (computeInvoice), as the server
 * answers it, for the exports' builders to be tested on known invoices. Not a test itself.
 */
import { computeInvoice } from "#schemas/invoices";
import type { QuoteLineInput } from "#schemas/gst";
import type { InvoiceDto } from "#schemas/wire";
import { TEST_SELLER } from "./confirmed-order";

export type InvoiceSetup = {
  number?: string;
  date?: string;
  status?: "issued" | "cancelled";
  gstin?: string | null;
  /** The buyer's state code; the seller's is 24 (Gujarat). */
  stateCode?: string;
  lines: Partial<QuoteLineInput>[];
  freight?: string;
};

const pick = <T, K extends keyof T>(o: T, keys: K[]) => Object.fromEntries(keys.map((k) => [k, o[k]])) as Pick<T, K>;

export function invoiceDto(s: InvoiceSetup): InvoiceDto {
  const stateCode = s.stateCode ?? "27";
  const intraState = stateCode === TEST_SELLER.state_code;
  const items = s.lines.map((l) => ({
    description: "Zig-Zag Paver Block 60 mm",
    hsn: "68101190",
    quantity: "100",
    unit: "Pieces",
    rate: "42.00",
    discount_pct: "0",
    gst_rate: 18,
    ...l,
  }));
  const freight = s.freight ? { amount: s.freight, hsn: "996511", gst_rate: 18 } : null;
  const totals = computeInvoice({ items, freight, intraState });
  return {
    id: 1,
    number: s.number ?? "INV/2026-27/0001",
    status: s.status ?? "issued",
    state: s.status === "cancelled" ? "cancelled" : "unpaid",
    order_id: 1,
    order_number: "SO/2026-27/0001",
    customer_id: 1,
    customer_name: "Ravi Patil",
    company: "Patil Constructions",
    invoice_date: s.date ?? "2026-11-05",
    due_date: s.date ?? "2026-11-05",
    grand_total: totals.grand_total,
    amount_paid: "0.00",
    balance: totals.grand_total,
    customer_gstin: s.gstin === undefined ? "27AAPFU0939F1ZV" : s.gstin,
    billing_address: "12 MG Road\nPune 411001",
    phone: "+91 98220 12345",
    email: "",
    state_code: stateCode,
    place_of_supply: stateCode === "24" ? "Gujarat" : "Maharashtra",
    reverse_charge: "No",
    intra_state: intraState,
    seller: { ...TEST_SELLER, bank: { account_name: "", account_number: "", ifsc: "", bank_name: "", upi_id: "" } },
    items: totals.lines.map((l, i) => ({ position: i + 1, ...l })),
    freight: totals.freight && { ...totals.freight },
    ...pick(totals, ["hsn_summary", "subtotal", "taxable_total", "cgst_total", "sgst_total", "igst_total", "tax_total", "round_off", "words"]),
    payments: [],
    dispatches: [{ id: 1, number: "DC/2026-27/0001", vehicle_number: "GJ05AB1234" }],
    upi_link: null,
    cancel_reason: null,
    cancelled_at: null,
    created_at: "2026-11-05T05:00:00.000Z",
  };
}
