/**
 * The quotation PDF read back as text (pdfjs-dist): what a customer sees in it. No database: the
 * quotation is built here with the same tax maths the server stores.
 */
import { describe, expect, it } from "vitest";
import { computeQuotation, FREIGHT_SAC, type QuoteFreightInput, type QuoteLineInput } from "#schemas/gst";
import { stateName } from "#schemas/indian-states";
import type { QuotationDto } from "#schemas/wire";
import { renderQuotationPdf } from "../../server/features/quotations/pdf";
import { sellerIdentity } from "../../server/features/quotations/seller";
import { readPdf } from "../helpers/pdf-text";

const seller = sellerIdentity();

const TERMS = [
  "1. Prices are ex-factory Sachin, Surat; loading included, unloading by the buyer.",
  "2. Payment: 50% advance with the order, the balance before dispatch.",
  "3. Delivery within 7 working days of the advance.",
].join("\n");

function quotation(over: {
  items: QuoteLineInput[];
  freight?: QuoteFreightInput | null;
  state_code: string;
  customer_gstin?: string | null;
  terms?: string;
  notes?: string;
}): QuotationDto {
  const freight = over.freight ?? null;
  const totals = computeQuotation({ items: over.items, freight, intraState: over.state_code === seller.state_code });
  return {
    id: 1,
    number: "QT/2026-27/0007",
    customer_name: "Mehul Shah",
    company: "Shah Infra Projects",
    created_at: "2026-07-14T05:30:00.000Z",
    valid_until: "2026-07-29",
    grand_total: totals.grand_total,
    status: "sent",
    inquiry_id: null,
    fy: "2026-27",
    revision: 0,
    base_id: null,
    state_code: over.state_code,
    state_name: stateName(over.state_code) ?? "",
    customer_gstin: over.customer_gstin ?? null,
    country_code: "+91",
    phone: "9876543210",
    email: "mehul@shahinfra.example",
    billing_address: "Office 12, Ring Road\nAdajan, Surat 395009",
    items: over.items.map((item) => ({ ...item, product_id: null })),
    freight,
    terms: over.terms ?? TERMS,
    notes: over.notes ?? "",
    totals,
    seller,
    token_url: "http://localhost/q/abc",
    sent_at: null,
    viewed_at: null,
    accepted_at: null,
    accepted_name: null,
    delivery_note: null,
    declined_at: null,
  };
}

// 1250 × 79.70 = 99,625.00 and freight 4,999.50, both 18 %: the grand total is ₹1,23,457.00 (tests/unit/gst.test.ts).
const pavers: QuoteLineInput = {
  description: "Interlocking paver block 80 mm, grey",
  hsn: "6810",
  quantity: "1250",
  unit: "Sq Ft",
  rate: "79.70",
  discount_pct: "0",
  gst_rate: 18,
};
const freight = { amount: "4999.50", hsn: FREIGHT_SAC, gst_rate: 18 };

/** Renders `q` and expects its text to hold each of `expected`; answers the text. */
async function expectPrinted(q: QuotationDto, expected: string[]): Promise<string> {
  const { text } = await readPdf(await renderQuotationPdf(q, seller));
  for (const one of expected) expect(text).toContain(one);
  return text;
}

describe("renderQuotationPdf", () => {
  it("prints the seller, the customer, the items with HSN, CGST and SGST within Gujarat, and the total in figures and words", async () => {
    const q = quotation({ items: [pavers], freight, state_code: "24", customer_gstin: "24AAGCS1234M2ZC", notes: "Site contact: Mr Desai" });
    const bytes = await renderQuotationPdf(q, seller);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    // The embedded font (subset) is named in the file; no standard font is used.
    expect(bytes.toString("latin1")).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(bytes.toString("latin1")).not.toContain("/Helvetica");

    const { text, pages } = await readPdf(bytes);
    expect(pages).toBe(1);
    for (const expected of [
      "QUOTATION",
      "QT/2026-27/0007",
      "Date: 14 Jul 2026",
      "Valid until: 29 Jul 2026",
      seller.name,
      "GSTIN: 24ABCFS1234K1ZD",
      "Gujarat (24)",
      "+91 98250 41234",
      "info@shreeganeshcement.example",
      "Mehul Shah",
      "Shah Infra Projects",
      "Adajan, Surat 395009",
      "GSTIN: 24AAGCS1234M2ZC",
      // The customer's number: its last four digits only (the PDF is the public side of the link).
      "+91 ••••••3210",
      "Interlocking paver block 80 mm, grey",
      "6810",
      "1,250",
      "79.70",
      "99,625.00",
      "Freight",
      "996511",
      "1,04,624.50",
      "CGST",
      "SGST",
      "9%",
      "9,416.21", // CGST = SGST: 8,966.25 + 449.96
      "Round off",
      "₹0.08",
      "Grand total",
      "₹1,23,457.00",
      "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Seven only",
      "valid until 29 Jul 2026",
      "Terms and conditions",
      "Payment: 50% advance with the order",
      "Site contact: Mr Desai",
      `For ${seller.name}`,
      "Authorised signatory",
      "Page 1 of 1",
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("IGST");
  });

  it("prints IGST for a customer in another state", async () => {
    const q = quotation({ items: [pavers], freight, state_code: "27", customer_gstin: "27AAPFU0939F1ZV" });
    const text = await expectPrinted(q, [
      "GSTIN: 27AAPFU0939F1ZV",
      "Maharashtra (27)",
      "IGST",
      "18,832.41",
      "₹0.09",
      "₹1,23,457.00",
      "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Seven only",
    ]);
    expect(text).not.toMatch(/CGST|SGST/);
  });

  it("shows one tax row per rate, a 12 % freight on its own row, and a negative round off", async () => {
    // Mixed example of tests/unit/gst.test.ts, freight at 12 % instead: IGST 1,547.81 (5 %), 2,743.32 (18 %), 300.00 (12 %)
    // 48,696.89 + 4,591.13 = 53,288.02 → ₹53,288.00, round off −0.02
    const items: QuoteLineInput[] = [
      { description: "Fly ash bricks", hsn: "6815", quantity: "5000", unit: "Nos", rate: "6.35", discount_pct: "2.5", gst_rate: 5 },
      { description: "Sand", hsn: "2505", quantity: "12.345", unit: "Cu M", rate: "1234.56", discount_pct: "0", gst_rate: 18 },
    ];
    const q = quotation({ items, freight: { amount: "2500", hsn: FREIGHT_SAC, gst_rate: 12 }, state_code: "29" });
    expect(q.totals.grand_total).toBe("53288.00");
    await expectPrinted(q, [
      "5%",
      "12%",
      "18%",
      "1,547.81",
      "300.00",
      "2,743.32",
      "12.345",
      "2.5",
      "-₹0.02",
      "₹53,288.00",
      "Rupees Fifty-Three Thousand Two Hundred Eighty-Eight only",
    ]);
  });

  it("fits 25 lines with freight, terms and notes on at most two A4 pages", async () => {
    const sizes = ["60 mm", "80 mm", "100 mm"];
    const items: QuoteLineInput[] = Array.from({ length: 25 }, (_, i) => ({
      description: `Item ${i + 1}: interlocking paver block ${sizes[i % 3]} zig-zag, red, M-35 grade`,
      hsn: i % 5 === 4 ? "68159990" : "6810",
      quantity: String(100 + i * 37.5),
      unit: "Sq Ft",
      rate: (42.5 + i).toFixed(2),
      discount_pct: i % 4 === 0 ? "5" : "0",
      gst_rate: i % 5 === 4 ? 5 : 18,
    }));
    const terms = Array.from(
      { length: 8 },
      (_, i) => `${i + 1}. A condition of supply that runs to about one full line of text on the printed page, as real terms do.`,
    ).join("\n");
    const q = quotation({ items, freight: { amount: "6500", hsn: FREIGHT_SAC, gst_rate: 18 }, state_code: "24", terms, notes: "Deliver in two lots." });
    const bytes = await renderQuotationPdf(q, seller);
    const { text, pages } = await readPdf(bytes);
    expect(pages).toBeLessThanOrEqual(2);
    for (let i = 1; i <= 25; i++) expect(text).toContain(`Item ${i}:`);
    expect(text).toContain("68159990");
    expect(text).toContain(q.totals.words);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain("Authorised signatory");
  });
  it("writes a customer's name and address in Gujarati or Hindi in a font that has those letters", async () => {
    const q = {
      ...quotation({ items: [{ ...pavers, description: "પેવર બ્લોક 80 mm / पेवर ब्लॉक" }], state_code: "24" }),
      customer_name: "રમેશ પટેલ",
      company: "सुरेश कुमार एंड संस",
      billing_address: "12, રિંગ રોડ, અડાજણ\nSurat 395009",
    };
    const bytes = await renderQuotationPdf(q, seller);
    const raw = bytes.toString("latin1");
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansGujarati\b/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari\b/);
    const { text } = await readPdf(bytes);
    for (const expected of ["રમેશ", "પટેલ", "सुरेश", "कुमार", "અડાજણ", "Surat 395009", "80 mm", "QUOTATION"]) expect(text).toContain(expected);
  });
});
