import { describe, expect, it } from "vitest";
import { amountInWords, computeQuotation, formatIndianMoney, FREIGHT_SAC, GST_RATES, parseScaled } from "#schemas/gst";
import { quoteLine as line } from "../helpers/quote-line";

// Two lines and freight, worked by hand:
//   Paver 80 mm:  1000 × 45.50 = 45,500.00; 5 % discount = 2,275.00; taxable 43,225.00
//   Kerb stone:    120 × 185.00 = 22,200.00; no discount;             taxable 22,200.00
//   Freight (SAC 996511, 18 %):                                        taxable  5,000.00
//   subtotal 65,425.00; taxable total 70,425.00
const pavers = line({ quantity: "1000", unit: "Sq Ft", rate: "45.50", discount_pct: "5" });
const kerbs = line({ description: "Kerb stone 300 mm", quantity: "120", rate: "185.00" });
const freight5000 = { amount: "5000", hsn: FREIGHT_SAC, gst_rate: 18 };

describe("computeQuotation", () => {
  it("bills a customer in the seller's state CGST 9 % + SGST 9 %", () => {
    // CGST = SGST: 43,225.00 × 9 % = 3,890.25; 22,200.00 × 9 % = 1,998.00; freight 5,000.00 × 9 % = 450.00
    // each 6,338.25, tax 12,676.50; 70,425.00 + 12,676.50 = 83,101.50 → 83,102.00 (a half rounds up), round off +0.50
    const t = computeQuotation({ items: [pavers, kerbs], freight: freight5000, intraState: true });
    expect(t.intra_state).toBe(true);
    expect(t.lines.map((l) => [l.gross, l.discount, l.taxable, l.cgst, l.sgst, l.igst, l.total])).toEqual([
      ["45500.00", "2275.00", "43225.00", "3890.25", "3890.25", "0.00", "51005.50"],
      ["22200.00", "0.00", "22200.00", "1998.00", "1998.00", "0.00", "26196.00"],
    ]);
    expect(t.lines[0]).toMatchObject({ quantity: "1000", rate: "45.50", discount_pct: "5.00", unit: "Sq Ft", hsn: "6810" });
    expect(t.freight).toEqual({
      amount: "5000.00",
      hsn: "996511",
      gst_rate: 18,
      taxable: "5000.00",
      cgst: "450.00",
      sgst: "450.00",
      igst: "0.00",
      total: "5900.00",
    });
    expect(t.subtotal).toBe("65425.00");
    expect(t.taxable_total).toBe("70425.00");
    expect(t.tax_by_rate).toEqual([{ gst_rate: 18, taxable: "70425.00", cgst: "6338.25", sgst: "6338.25", igst: "0.00" }]);
    expect([t.cgst_total, t.sgst_total, t.igst_total, t.tax_total]).toEqual(["6338.25", "6338.25", "0.00", "12676.50"]);
    expect([t.before_round, t.round_off, t.grand_total]).toEqual(["83101.50", "0.50", "83102.00"]);
    expect(t.words).toBe("Rupees Eighty-Three Thousand One Hundred Two only");
  });

  it("bills a customer in another state IGST 18 %", () => {
    // IGST: 43,225.00 × 18 % = 7,780.50; 22,200.00 × 18 % = 3,996.00; freight 900.00; total 12,676.50 → same 83,102.00
    const t = computeQuotation({ items: [pavers, kerbs], freight: freight5000, intraState: false });
    expect(t.lines.map((l) => [l.cgst, l.sgst, l.igst])).toEqual([
      ["0.00", "0.00", "7780.50"],
      ["0.00", "0.00", "3996.00"],
    ]);
    expect(t.freight?.igst).toBe("900.00");
    expect(t.tax_by_rate).toEqual([{ gst_rate: 18, taxable: "70425.00", cgst: "0.00", sgst: "0.00", igst: "12676.50" }]);
    expect([t.cgst_total, t.sgst_total, t.igst_total, t.tax_total]).toEqual(["0.00", "0.00", "12676.50", "12676.50"]);
    expect([t.before_round, t.round_off, t.grand_total]).toEqual(["83101.50", "0.50", "83102.00"]);
  });

  it("rounds each half of CGST/SGST on its own, so intra- and inter-state can differ by a paisa", () => {
    // Line 1250 × 79.70 = 99,625.00; freight 4,999.50 (18 %): taxable total 1,04,624.50
    // Intra: CGST 99,625.00 × 9 % = 8,966.25, freight 4,999.50 × 9 % = 449.955 → 449.96; each 9,416.21, tax 18,832.42
    //        1,04,624.50 + 18,832.42 = 1,23,456.92 → 1,23,457.00, round off +0.08
    // Inter: IGST 17,932.50 + 899.91 = 18,832.41; 1,23,456.91 → 1,23,457.00, round off +0.09
    const items = [line({ quantity: 1250, rate: 79.7 })];
    const freight = { amount: "4999.50", hsn: FREIGHT_SAC, gst_rate: 18 };
    const intra = computeQuotation({ items, freight, intraState: true });
    expect(intra.freight).toMatchObject({ cgst: "449.96", sgst: "449.96" });
    expect([intra.tax_total, intra.before_round, intra.round_off, intra.grand_total]).toEqual(["18832.42", "123456.92", "0.08", "123457.00"]);
    const inter = computeQuotation({ items, freight, intraState: false });
    expect(inter.freight).toMatchObject({ igst: "899.91" });
    expect([inter.tax_total, inter.before_round, inter.round_off, inter.grand_total]).toEqual(["18832.41", "123456.91", "0.09", "123457.00"]);
    expect(inter.words).toBe("Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Seven only");
    expect(formatIndianMoney(inter.grand_total)).toBe("₹1,23,457.00");
  });

  it("takes the discount off the gross before tax, rounded half-up to the paisa", () => {
    // 999.99 × 12.5 % = 124.99875 → 125.00; taxable 874.99; IGST 874.99 × 18 % = 157.4982 → 157.50
    const t = computeQuotation({ items: [line({ rate: "999.99", discount_pct: "12.5" })], intraState: false });
    expect(t.lines[0]).toMatchObject({ gross: "999.99", discount: "125.00", taxable: "874.99", igst: "157.50", total: "1032.49" });
    // A 100 % discount leaves nothing to tax.
    const free = computeQuotation({ items: [line({ rate: "500", discount_pct: 100 })], intraState: true });
    expect(free.lines[0]).toMatchObject({ discount: "500.00", taxable: "0.00", cgst: "0.00" });
    expect(free.grand_total).toBe("0.00");
    expect(free.words).toBe("Rupees Zero only");
  });

  it("taxes freight at its own rate: a 12 % freight is its own tax row", () => {
    // Goods 1 × 10,000.00 at 18 %: CGST = SGST = 900.00; freight 1,500.00 at 12 %: CGST = SGST = 90.00
    // rows ascending: 12 % then 18 %; taxable 11,500.00 + tax 1,980.00 = 13,480.00, no round off
    const t = computeQuotation({ items: [line({ rate: "10000" })], freight: { amount: 1500, hsn: "996511", gst_rate: 12 }, intraState: true });
    expect(t.tax_by_rate).toEqual([
      { gst_rate: 12, taxable: "1500.00", cgst: "90.00", sgst: "90.00", igst: "0.00" },
      { gst_rate: 18, taxable: "10000.00", cgst: "900.00", sgst: "900.00", igst: "0.00" },
    ]);
    expect([t.subtotal, t.taxable_total, t.tax_total, t.round_off, t.grand_total]).toEqual(["10000.00", "11500.00", "1980.00", "0.00", "13480.00"]);
  });

  it("leaves freight out when there is none or it is 0", () => {
    expect(computeQuotation({ items: [line({ rate: "10" })], intraState: true }).freight).toBeNull();
    expect(computeQuotation({ items: [line({ rate: "10" })], freight: null, intraState: true }).freight).toBeNull();
    const zero = computeQuotation({ items: [line({ rate: "10" })], freight: { amount: "0.00", hsn: FREIGHT_SAC, gst_rate: 18 }, intraState: true });
    expect(zero.freight).toBeNull();
    expect(zero.tax_by_rate.map((r) => r.gst_rate)).toEqual([18]);
  });

  it("splits mixed rates into one row per rate, with 3-decimal quantities, and rounds the total down", () => {
    // Fly ash bricks (5 %): 5000 × 6.35 = 31,750.00; 2.5 % discount = 793.75; taxable 30,956.25
    // Sand (18 %): 12.345 × 1,234.56 = 15,240.6432 → 15,240.64
    // Freight 2,500.00 at 18 %
    // Inter: IGST 30,956.25 × 5 % = 1,547.8125 → 1,547.81; 15,240.64 × 18 % = 2,743.3152 → 2,743.32; freight 450.00
    //        rows 5 %: 30,956.25 / 1,547.81; 18 %: 17,740.64 / 3,193.32; tax 4,741.13
    //        48,696.89 + 4,741.13 = 53,438.02 → 53,438.00, round off −0.02
    // Intra: CGST 773.90625 → 773.91 each half (1,547.82 in all), 1,371.6576 → 1,371.66, 225.00; each 2,370.57, tax 4,741.14
    //        53,438.03 → 53,438.00, round off −0.03
    const items = [
      line({ description: "Fly ash bricks", hsn: "6815", quantity: "5000", rate: "6.35", discount_pct: "2.5", gst_rate: 5 }),
      line({ description: "Sand", hsn: "2505", quantity: "12.345", unit: "Cu M", rate: "1234.56", gst_rate: 18 }),
    ];
    const freight = { amount: "2500", hsn: FREIGHT_SAC, gst_rate: 18 };
    const inter = computeQuotation({ items, freight, intraState: false });
    expect(inter.lines.map((l) => [l.quantity, l.gross, l.discount, l.taxable, l.igst])).toEqual([
      ["5000", "31750.00", "793.75", "30956.25", "1547.81"],
      ["12.345", "15240.64", "0.00", "15240.64", "2743.32"],
    ]);
    expect(inter.tax_by_rate).toEqual([
      { gst_rate: 5, taxable: "30956.25", cgst: "0.00", sgst: "0.00", igst: "1547.81" },
      { gst_rate: 18, taxable: "17740.64", cgst: "0.00", sgst: "0.00", igst: "3193.32" },
    ]);
    expect([inter.subtotal, inter.taxable_total, inter.tax_total, inter.before_round, inter.round_off, inter.grand_total]).toEqual([
      "46196.89",
      "48696.89",
      "4741.13",
      "53438.02",
      "-0.02",
      "53438.00",
    ]);
    expect(inter.words).toBe("Rupees Fifty-Three Thousand Four Hundred Thirty-Eight only");

    const intra = computeQuotation({ items, freight, intraState: true });
    expect(intra.tax_by_rate).toEqual([
      { gst_rate: 5, taxable: "30956.25", cgst: "773.91", sgst: "773.91", igst: "0.00" },
      { gst_rate: 18, taxable: "17740.64", cgst: "1596.66", sgst: "1596.66", igst: "0.00" },
    ]);
    expect([intra.cgst_total, intra.sgst_total, intra.tax_total, intra.before_round, intra.round_off, intra.grand_total]).toEqual([
      "2370.57",
      "2370.57",
      "4741.14",
      "53438.03",
      "-0.03",
      "53438.00",
    ]);
  });

  it("rounds the grand total to the nearest rupee: .49 down, .50 and .51 up", () => {
    // Zero-rated lines carry no tax, so the figures are the rates themselves.
    const total = (rate: string) => computeQuotation({ items: [line({ rate, gst_rate: 0 })], intraState: true });
    expect([total("1000.49").round_off, total("1000.49").grand_total]).toEqual(["-0.49", "1000.00"]);
    expect([total("1000.50").round_off, total("1000.50").grand_total]).toEqual(["0.50", "1001.00"]);
    expect([total("1000.51").round_off, total("1000.51").grand_total]).toEqual(["0.49", "1001.00"]);
    expect([total("1000.00").round_off, total("1000.00").grand_total]).toEqual(["0.00", "1000.00"]);
  });

  it("keeps zero-rated lines in the totals with a 0 % row and no tax", () => {
    // 3 × 33.33 = 99.99 at 0 %; 2 × 50.00 = 100.00 at 18 %: CGST = SGST = 9.00
    // taxable 199.99 + tax 18.00 = 217.99 → 218.00, round off +0.01
    const t = computeQuotation({
      items: [line({ quantity: 3, rate: "33.33", gst_rate: 0 }), line({ quantity: 2, rate: "50", gst_rate: 18 })],
      intraState: true,
    });
    expect(t.lines[0]).toMatchObject({ taxable: "99.99", cgst: "0.00", sgst: "0.00", igst: "0.00", total: "99.99" });
    expect(t.tax_by_rate).toEqual([
      { gst_rate: 0, taxable: "99.99", cgst: "0.00", sgst: "0.00", igst: "0.00" },
      { gst_rate: 18, taxable: "100.00", cgst: "9.00", sgst: "9.00", igst: "0.00" },
    ]);
    expect([t.tax_total, t.before_round, t.round_off, t.grand_total]).toEqual(["18.00", "217.99", "0.01", "218.00"]);
  });

  it("multiplies 3-decimal quantities exactly and rounds the line half-up to the paisa", () => {
    // 2.5 × 333.33 = 833.325 → 833.33; 0.125 × 10.00 = 1.25; 0.001 × 4.99 = 0.00499 → 0.00
    const t = computeQuotation({
      items: [
        line({ quantity: "2.5", rate: "333.33", gst_rate: 0 }),
        line({ quantity: "0.125", rate: "10", gst_rate: 0 }),
        line({ quantity: "0.001", rate: "4.99", gst_rate: 0 }),
      ],
      intraState: false,
    });
    expect(t.lines.map((l) => [l.quantity, l.gross])).toEqual([
      ["2.5", "833.33"],
      ["0.125", "1.25"],
      ["0.001", "0.00"],
    ]);
    // Numbers that floating point cannot hold exactly still come out exact: 3 × 0.1 = 0.30, 0.1 + 0.2 paise-wise.
    const f = computeQuotation({ items: [line({ quantity: 3, rate: 0.1, gst_rate: 0 }), line({ quantity: 1, rate: 0.2, gst_rate: 0 })], intraState: false });
    expect(f.subtotal).toBe("0.50");
  });

  it("rounds a tax that ends in exactly half a paisa up", () => {
    // 2.50 × 9 % = 0.225 → 0.23 each half; 2.50 × 18 % = 0.45
    const intra = computeQuotation({ items: [line({ rate: "2.50" })], intraState: true });
    expect([intra.lines[0].cgst, intra.lines[0].sgst]).toEqual(["0.23", "0.23"]);
    const inter = computeQuotation({ items: [line({ rate: "2.50" })], intraState: false });
    expect(inter.lines[0].igst).toBe("0.45");
  });

  it("knows the GST rates and refuses text that is not a number", () => {
    expect([...GST_RATES]).toEqual([0, 5, 12, 18, 28]);
    expect(() => computeQuotation({ items: [line({ rate: "12,000" })], intraState: true })).toThrow(/rate/);
    expect(() => computeQuotation({ items: [line({ quantity: "abc" })], intraState: true })).toThrow(/quantity/);
    expect(() => computeQuotation({ items: [line({ quantity: Number.NaN })], intraState: true })).toThrow(/quantity/);
  });
});

describe("parseScaled", () => {
  it("reads decimals exactly and rounds extra digits half away from zero", () => {
    expect(parseScaled("1234.5", 2)).toBe(123450n);
    expect(parseScaled("0.005", 2)).toBe(1n);
    expect(parseScaled("0.0049", 2)).toBe(0n);
    expect(parseScaled("-0.005", 2)).toBe(-1n);
    expect(parseScaled(".5", 2)).toBe(50n);
    expect(parseScaled(1e-7, 3)).toBe(0n);
    expect(parseScaled(1.005, 2)).toBe(101n);
  });
});

describe("amountInWords", () => {
  it("writes whole rupees in the Indian system", () => {
    const cases: [number | bigint, string][] = [
      [0, "Rupees Zero only"],
      [7, "Rupees Seven only"],
      [15, "Rupees Fifteen only"],
      [99, "Rupees Ninety-Nine only"],
      [100, "Rupees One Hundred only"],
      [101, "Rupees One Hundred One only"],
      [999, "Rupees Nine Hundred Ninety-Nine only"],
      [1000, "Rupees One Thousand only"],
      [1_00_000, "Rupees One Lakh only"],
      [1_23_456, "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six only"],
      [10_00_00_000, "Rupees Ten Crore only"],
      [12_34_56_789, "Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine only"],
      [20_05_010, "Rupees Twenty Lakh Five Thousand Ten only"],
      [99_99_99_999, "Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine only"],
      [1_00_00_00_000n, "Rupees One Hundred Crore only"],
      [1_00_000_00_00_000n, "Rupees One Lakh Crore only"],
    ];
    for (const [n, words] of cases) expect(amountInWords(n)).toBe(words);
  });
});

describe("formatIndianMoney", () => {
  it("groups the last three digits, then pairs, with the rupee sign and two decimals", () => {
    const cases: [string, string][] = [
      ["0", "₹0.00"],
      ["7.5", "₹7.50"],
      ["999", "₹999.00"],
      ["1000", "₹1,000.00"],
      ["99999.99", "₹99,999.99"],
      ["123456.5", "₹1,23,456.50"],
      ["123457.00", "₹1,23,457.00"],
      ["123456789.10", "₹12,34,56,789.10"],
      ["-0.30", "-₹0.30"],
      ["-1234.5", "-₹1,234.50"],
    ];
    for (const [amount, text] of cases) expect(formatIndianMoney(amount)).toBe(text);
  });
});
