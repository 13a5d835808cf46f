/**
 * The tax invoice PDF read back as text: "Tax Invoice", the copies asked with their headings, the
 * number, both GSTINs, place of supply and reverse charge, the order and challan, the HSN-wise
 * summary, the totals and the amount in words, the bank account and UPI ID with a QR code (an image
 * in the PDF), and "Cancelled" once cancelled.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { createConfirmedOrder } from "../helpers/confirmed-order";
import { readPdf } from "../helpers/pdf-text";
import { dispatchLoad } from "./_support";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp, admin: string, manager: string;
beforeAll(async () => {
  ({ t, admin, manager } = await createStaffTestApp());
  const bank = {
    accountName: "Shree Cement Products",
    accountNumber: "50200012345678",
    ifsc: "HDFC0001234",
    bankName: "HDFC Bank, Vadodara",
    upiId: "shreecement@okhdfc",
  };
  await t.services.db.execute(sql`update site_content set value = jsonb_set(value, '{bank}', ${JSON.stringify(bank)}::jsonb) where key = 'business'`);
});

async function newInvoice(): Promise<Json> {
  const order = await createConfirmedOrder(t.services.db, {
    gstin: "27AAPFU0939F1ZV",
    lines: [
      { description: "Zig-Zag Paver Block 60 mm", quantity: "16000", hsn: "68101190", rate: "42.50" },
      { description: "Kerb Stone 300 mm", quantity: "300", hsn: "6810", unit: "Nos", rate: "185" },
    ],
  });
  const load = await dispatchLoad(t, manager, order, ["4000", "120"], { vehicle_number: "GJ05AB1234", freight_amount: "2500" });
  expect(load.status).toBe(201);
  const d = load.body.data;
  const res = await t.request(`/api/dispatches/${d.id}/invoice`, { method: "POST", token: manager, json: {} });
  expect(res.status).toBe(201);
  return { ...((await res.json()) as Json).data, order, load: d };
}

async function pdfOf(id: number, query = "") {
  const res = await t.request(`/api/invoices/${id}/pdf${query}`, { token: manager });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { ...(await readPdf(bytes)), raw: Buffer.from(bytes).toString("latin1"), disposition: res.headers.get("content-disposition") };
}

describe("the tax invoice PDF", () => {
  it("reads back the invoice: number, GSTINs, lines, HSN summary, totals, words, bank, UPI and its QR code", async () => {
    const v = await newInvoice();
    const pdf = await pdfOf(v.id);
    expect(pdf.disposition).toContain(`${v.number.replace(/\//g, "-")}.pdf`);
    for (const part of [
      "Tax Invoice",
      "Original for Recipient",
      v.number,
      "GSTIN: 24ABCFS1234K1ZD",
      "GSTIN: 27AAPFU0939F1ZV",
      "Place of supply: Maharashtra (27)",
      "Reverse charge: No",
      `Order: ${v.order.number}`,
      `Challan ${v.load.number}, vehicle GJ05AB1234`,
      "Zig-Zag Paver Block 60 mm",
      "68101190",
      "HSN-WISE TAX SUMMARY",
      "996511",
      "1,70,000.00",
      "30,600.00",
      "35,046.00",
      "2,29,746.00",
      "Rupees Two Lakh Twenty-Nine Thousand Seven Hundred Forty-Six only",
      "IFSC: HDFC0001234",
      "UPI ID: shreecement@okhdfc",
    ])
      expect(pdf.text, part).toContain(part);
    expect(pdf.text).not.toContain("Duplicate for Transporter");
    expect(pdf.text).not.toContain("Cancelled");
    // The QR code: a PNG image (and its transparency mask).
    expect(pdf.raw.match(/\/Subtype \/Image/g)?.length).toBeGreaterThan(0);
    expect(v.upi_link).toBe(`upi://pay?pa=shreecement%40okhdfc&pn=${encodeURIComponent(v.seller.name)}&am=229746.00&cu=INR&tn=${encodeURIComponent(v.number)}`);
  });

  it("prints one set of pages per copy asked, each with its heading, and says Cancelled once cancelled", async () => {
    const v = await newInvoice();
    const one = await pdfOf(v.id);
    const three = await pdfOf(v.id, "?copies=original,duplicate,triplicate");
    expect(three.pages).toBe(one.pages * 3);
    for (const title of ["Original for Recipient", "Duplicate for Transporter", "Triplicate for Supplier"]) expect(three.text).toContain(title);
    const cancel = await t.request(`/api/invoices/${v.id}/cancel`, { method: "POST", token: admin, json: { reason: "Wrong rate" } });
    expect(cancel.status).toBe(200);
    const cancelled = await pdfOf(v.id);
    expect(cancelled.text).toContain("Cancelled: Wrong rate");
    // Nothing is owed on a cancelled invoice: no QR code.
    expect(cancelled.raw.match(/\/Subtype \/Image/g)).toBeNull();
    const odd = await t.request(`/api/invoices/${v.id}/pdf?copies=fourth`, { token: manager });
    expect(odd.status).toBe(400);
  });
});
