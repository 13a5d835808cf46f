/**
 * Tax invoice totals (the quotation GST engine with the HSN-wise summary) on the quotation's worked
 * cases, the UPI payment link, the due date and the payment state on known dates.
 */
import { describe, expect, it } from "vitest";
import { FREIGHT_SAC } from "#schemas/gst";
import { quoteLine as line } from "../helpers/quote-line";
import { balanceDue, computeInvoice, invoiceDueDate, invoicePaymentState, invoicePdfQuery, upiPayLink } from "#schemas/invoices";

// Worked by hand (as in tests/unit/gst.test.ts):
//   Paver 80 mm:  1000 × 45.50 = 45,500.00; 5 % discount = 2,275.00; taxable 43,225.00
//   Kerb stone:    120 × 185.00 = 22,200.00; no discount;             taxable 22,200.00
//   Freight (SAC 996511, 18 %):                                        taxable  5,000.00
const pavers = line({ quantity: "1000", unit: "Sq Ft", rate: "45.50", discount_pct: "5" });
const kerbs = line({ description: "Kerb stone 300 mm", hsn: "68101190", quantity: "120", rate: "185.00" });
const freight5000 = { amount: "5000", hsn: FREIGHT_SAC, gst_rate: 18 };

describe("computeInvoice", () => {
  it("within the seller's state: CGST + SGST per line, freight at its SAC, the HSN summary and a round off up", () => {
    const t = computeInvoice({ items: [pavers, kerbs], freight: freight5000, intraState: true });
    expect(t.lines.map((l) => [l.taxable, l.cgst, l.sgst, l.igst])).toEqual([
      ["43225.00", "3890.25", "3890.25", "0.00"],
      ["22200.00", "1998.00", "1998.00", "0.00"],
    ]);
    expect(t.hsn_summary).toEqual([
      { hsn: "6810", gst_rate: 18, taxable: "43225.00", cgst: "3890.25", sgst: "3890.25", igst: "0.00", total_tax: "7780.50" },
      { hsn: "68101190", gst_rate: 18, taxable: "22200.00", cgst: "1998.00", sgst: "1998.00", igst: "0.00", total_tax: "3996.00" },
      { hsn: "996511", gst_rate: 18, taxable: "5000.00", cgst: "450.00", sgst: "450.00", igst: "0.00", total_tax: "900.00" },
    ]);
    expect([t.taxable_total, t.tax_total, t.before_round, t.round_off, t.grand_total]).toEqual(["70425.00", "12676.50", "83101.50", "0.50", "83102.00"]);
    expect(t.words).toBe("Rupees Eighty-Three Thousand One Hundred Two only");
  });

  it("across states: IGST at the full rate, the same grand total", () => {
    const t = computeInvoice({ items: [pavers, kerbs], freight: freight5000, intraState: false });
    expect(t.hsn_summary.map((r) => [r.hsn, r.cgst, r.sgst, r.igst, r.total_tax])).toEqual([
      ["6810", "0.00", "0.00", "7780.50", "7780.50"],
      ["68101190", "0.00", "0.00", "3996.00", "3996.00"],
      ["996511", "0.00", "0.00", "900.00", "900.00"],
    ]);
    expect(t.grand_total).toBe("83102.00");
  });

  it("mixed rates on one HSN make a summary row per rate; a round off down", () => {
    // 3 × 33.33 = 99.99 at 5 % → 5.00 (4.9995 rounds up); 1 × 10.10 at 12 % → 1.21 (1.212)
    // 99.99 + 10.10 + 5.00 + 1.21 = 116.30 → 116.00, round off −0.30
    const t = computeInvoice({ items: [line({ quantity: "3", rate: "33.33", gst_rate: 5 }), line({ rate: "10.10", gst_rate: 12 })], intraState: false });
    expect(t.hsn_summary.map((r) => [r.hsn, r.gst_rate, r.taxable, r.igst])).toEqual([
      ["6810", 5, "99.99", "5.00"],
      ["6810", 12, "10.10", "1.21"],
    ]);
    expect([t.before_round, t.round_off, t.grand_total]).toEqual(["116.30", "-0.30", "116.00"]);
    expect(t.freight).toBeNull();
  });

  it("a discount is taken before tax, to the paisa", () => {
    // 7 × 99.99 = 699.93; 12.5 % = 87.49125 → 87.49; taxable 612.44; CGST = SGST 9 % = 55.1196 → 55.12
    const t = computeInvoice({ items: [line({ quantity: "7", rate: "99.99", discount_pct: "12.5" })], intraState: true });
    expect(t.lines[0]).toMatchObject({ gross: "699.93", discount: "87.49", taxable: "612.44", cgst: "55.12", sgst: "55.12" });
    expect(t.hsn_summary[0]).toMatchObject({ taxable: "612.44", total_tax: "110.24" });
  });
});

describe("upiPayLink", () => {
  it("names the payee, the amount with two decimals, rupees and the invoice number, each URL-encoded", () => {
    expect(upiPayLink({ upiId: "shree.cement@okaxis", payeeName: "Shree Cement & Co", amount: "83102", invoiceNumber: "INV/2026-27/0001" })).toBe(
      "upi://pay?pa=shree.cement%40okaxis&pn=Shree%20Cement%20%26%20Co&am=83102.00&cu=INR&tn=INV%2F2026-27%2F0001",
    );
  });
});

describe("the due date and the payment state", () => {
  const invoice = { status: "issued" as const, grand_total: "1000.00", amount_paid: "0.00", due_date: invoiceDueDate("2027-03-02", 30) };

  it("is the invoice date plus the credit days, across the end of February and of the financial year", () => {
    expect(invoiceDueDate("2027-03-02", 30)).toBe("2027-04-01");
    expect(invoiceDueDate("2028-02-15", 15)).toBe("2028-03-01");
    expect(invoiceDueDate("2026-06-10", 0)).toBe("2026-06-10");
  });

  it("reads Unpaid until the due date (31 March), Overdue from the day after (1 April)", () => {
    const due31 = { ...invoice, due_date: "2027-03-31" };
    expect(invoicePaymentState(due31, "2027-03-31")).toBe("unpaid");
    expect(invoicePaymentState(due31, "2027-04-01")).toBe("overdue");
  });

  it("reads Partly paid with part received, Paid with all (or more), Cancelled whatever was paid", () => {
    expect(invoicePaymentState({ ...invoice, amount_paid: "0.01" }, "2027-03-10")).toBe("partly_paid");
    expect(invoicePaymentState({ ...invoice, amount_paid: "999.99" }, "2027-05-10")).toBe("overdue");
    expect(invoicePaymentState({ ...invoice, amount_paid: "1000.00" }, "2027-05-10")).toBe("paid");
    expect(invoicePaymentState({ ...invoice, amount_paid: "1200.00" }, "2027-03-10")).toBe("paid");
    expect(invoicePaymentState({ ...invoice, status: "cancelled" }, "2027-05-10")).toBe("cancelled");
    expect(balanceDue({ grand_total: "1000.00", amount_paid: "250.50" })).toBe("749.50");
    expect(balanceDue({ grand_total: "1000.00", amount_paid: "1200.00" })).toBe("0.00");
  });
});

describe("the PDF's copies", () => {
  it("are the original by default, else those asked in print order", () => {
    expect(invoicePdfQuery.parse({}).copies).toEqual(["original"]);
    expect(invoicePdfQuery.parse({ copies: "triplicate,original" }).copies).toEqual(["original", "triplicate"]);
    expect(invoicePdfQuery.safeParse({ copies: "fourth" }).success).toBe(false);
  });
});
