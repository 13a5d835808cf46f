/**
 * The accountant's exports on known invoices: Tally sales vouchers balance to the paisa (intra- and
 * inter-state, mixed rates, freight, round off up and down) and a receipt voucher; the GSTR-1 sheets'
 * rows; the e-way bill JSON of an invoice, checked against the portal's schema.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_TALLY_LEDGERS, gstr1Query, tallyExportQuery, tallyLedgersSchema } from "#schemas/exports";
import { ewayBillJson, portalText } from "../../server/features/exports/eway-bill";
import { gstr1Sheets, gstrDate, placeOfSupply, uqcOf } from "../../server/features/exports/gstr1";
import { receiptVoucher, salesVoucher, tallyExport, type TallyVoucher } from "../../server/features/exports/tally";
import { ewayBillErrors, parseTallyXml, voucherSides } from "../helpers/exports-files";
import { invoiceDto } from "../helpers/invoice-dto";

const L = DEFAULT_TALLY_LEDGERS;
const sum = (v: TallyVoucher) => v.entries.reduce((s, e) => s + e.amount, 0n);
const amountOf = (v: TallyVoucher, ledger: string) => v.entries.find((e) => e.ledger === ledger)?.amount;

describe("Tally sales vouchers", () => {
  it("inter-state, mixed rates and freight: party debited the grand total, each rate's sales ledger, freight and IGST credited, balanced", () => {
    const inv = invoiceDto({
      lines: [
        { quantity: "4000", rate: "42.50", gst_rate: 18 },
        { description: "Fly Ash Brick", hsn: "6815", quantity: "1000", rate: "7.35", gst_rate: 12 },
      ],
      freight: "2500",
    });
    const v = salesVoucher(inv, L);
    expect(sum(v)).toBe(0n);
    expect(amountOf(v, "Patil Constructions")).toBe(-BigInt(Math.round(Number(inv.grand_total) * 100)));
    expect(amountOf(v, "Sales @ 18%")).toBe(17_000_000n);
    expect(amountOf(v, "Sales @ 12%")).toBe(735_000n);
    expect(amountOf(v, "Freight")).toBe(250_000n);
    expect(amountOf(v, "IGST")).toBe(BigInt(Math.round(Number(inv.igst_total) * 100)));
    expect(amountOf(v, "CGST")).toBeUndefined();
    expect(v.entries[0].bills).toEqual([{ name: inv.number, type: "New Ref", amount: amountOf(v, "Patil Constructions") }]);
  });

  it("intra-state: CGST and SGST credited; the round off credited when rounded up and debited when rounded down", () => {
    // 99.99 + 9.00 + 9.00 = 117.99 → 118 (up 0.01); 100.20 + 9.02 + 9.02 = 118.24 → 118 (down 0.24).
    const up = invoiceDto({ stateCode: "24", lines: [{ quantity: "3", rate: "33.33" }] });
    const down = invoiceDto({ stateCode: "24", lines: [{ quantity: "1", rate: "100.20" }] });
    for (const inv of [up, down]) {
      const v = salesVoucher(inv, L);
      expect(sum(v), inv.round_off).toBe(0n);
      expect(amountOf(v, "CGST")).toBe(BigInt(Math.round(Number(inv.cgst_total) * 100)));
      expect(amountOf(v, "SGST")).toBe(BigInt(Math.round(Number(inv.sgst_total) * 100)));
      expect(amountOf(v, "IGST")).toBeUndefined();
    }
    expect(Number(up.round_off)).toBeGreaterThan(0);
    expect(amountOf(salesVoucher(up, L), "Round Off")! > 0n).toBe(true);
    expect(Number(down.round_off)).toBeLessThan(0);
    expect(amountOf(salesVoucher(down, L), "Round Off")! < 0n).toBe(true);
  });

  it("uses the ledger names set in Settings", () => {
    const ledgers = { ...L, sales: { ...L.sales, "18": "Local Sales 18" }, igst: "Output IGST" };
    const v = salesVoucher(invoiceDto({ lines: [{}] }), ledgers);
    expect(v.entries.map((e) => e.ledger).slice(0, 3)).toEqual(["Patil Constructions", "Local Sales 18", "Output IGST"]);
  });

  it("writes an Import Data request of vouchers that parses back balanced, dates YYYYMMDD, cancelled invoices left out", () => {
    const issued = invoiceDto({ number: "INV/2026-27/0007", lines: [{ quantity: "10", rate: "99.99" }], freight: "123.45" });
    const cancelled = invoiceDto({ number: "INV/2026-27/0008", status: "cancelled", lines: [{}] });
    const receipt = {
      number: "RCPT/2026-27/0001",
      date: "2026-11-06",
      party: "Patil Constructions",
      amount: "1000.00",
      mode: "upi" as const,
      reference: "UTR 1234 <A&B>",
      allocations: [{ invoice_number: "INV/2026-27/0007", amount: "800.00" }],
    };
    const vouchers = parseTallyXml(tallyExport([issued, cancelled], [receipt], { ...L, cgst: "CGST & Co <x>" }));
    expect(vouchers.map((v) => [v.type, v.number, v.date])).toEqual([
      ["Sales", "INV/2026-27/0007", "20261105"],
      ["Receipt", "RCPT/2026-27/0001", "20261106"],
    ]);
    for (const v of vouchers) {
      const { debit, credit } = voucherSides(v);
      expect(debit).toBe(credit);
      for (const e of v.entries) expect(e.deemedPositive).toBe(e.amountPaise < 0 ? "Yes" : "No");
    }
    expect(voucherSides(vouchers[0]).debit).toBe(Math.round(Number(issued.grand_total) * 100));
  });
});

describe("a Tally receipt voucher", () => {
  it("debits the mode's ledger, credits the party against each invoice, the rest as an advance", () => {
    const v = receiptVoucher(
      {
        number: "RCPT/2026-27/0002",
        date: "2026-11-07",
        party: "Patil Constructions",
        amount: "5000.50",
        mode: "cheque",
        reference: "000123",
        allocations: [
          { invoice_number: "INV/2026-27/0001", amount: "3000.00" },
          { invoice_number: "INV/2026-27/0002", amount: "1500.00" },
        ],
      },
      { ...L, receipts: { ...L.receipts, cheque: "HDFC Current A/c" } },
    );
    expect(sum(v)).toBe(0n);
    expect(v.entries[0]).toEqual({ ledger: "HDFC Current A/c", amount: -500_050n });
    expect(v.entries[1].bills).toEqual([
      { name: "INV/2026-27/0001", type: "Agst Ref", amount: 300_000n },
      { name: "INV/2026-27/0002", type: "Agst Ref", amount: 150_000n },
      { name: "RCPT/2026-27/0002", type: "Advance", amount: 50_050n },
    ]);
  });
});

describe("GSTR-1 sheets", () => {
  const b2b = invoiceDto({
    number: "INV/2026-27/0001",
    lines: [{ quantity: "100" }, { hsn: "6815", unit: "Nos", gst_rate: 12, quantity: "50", rate: "10" }],
    freight: "500",
  });
  const b2cLargeInter = invoiceDto({ number: "INV/2026-27/0002", gstin: null, lines: [{ quantity: "3000", rate: "42.50" }] });
  const b2cSmallInter = invoiceDto({ number: "INV/2026-27/0003", gstin: null, lines: [{ quantity: "100" }] });
  const b2cLargeIntra = invoiceDto({ number: "INV/2026-27/0004", gstin: null, stateCode: "24", lines: [{ quantity: "3000", rate: "42.50" }] });
  const cancelled = invoiceDto({ number: "INV/2026-27/0005", status: "cancelled", lines: [{}] });
  const sheets = gstr1Sheets([b2b, b2cLargeInter, b2cSmallInter, b2cLargeIntra, cancelled]);

  it("b2b: a row per invoice and rate, freight at its own rate, dates dd-MMM-yyyy and the place of supply 27-Maharashtra", () => {
    const head = ["27AAPFU0939F1ZV", "Patil Constructions", "INV/2026-27/0001", "05-Nov-2026", b2b.grand_total, "27-Maharashtra", "N", "", "Regular B2B", ""];
    expect(sheets.b2b).toEqual([
      [...head, 12, "500.00", "0.00"],
      [...head, 18, "4700.00", "0.00"],
    ]);
  });

  it("b2cl takes inter-state B2C invoices over ₹1,00,000; b2cs sums the rest per place of supply and rate", () => {
    expect(sheets.b2cl).toEqual([["INV/2026-27/0002", "05-Nov-2026", "150450.00", "27-Maharashtra", "", 18, "127500.00", "0.00", ""]]);
    expect(sheets.b2cs).toEqual([
      ["OE", "24-Gujarat", "", 18, "127500.00", "0.00", ""],
      ["OE", "27-Maharashtra", "", 18, "4200.00", "0.00", ""],
    ]);
  });

  it("hsn sums quantity, value and tax per HSN, unit and rate; docs counts the series with its cancelled numbers", () => {
    const row68 = sheets.hsn.find((r) => r[0] === "68101190")!;
    expect(row68.slice(0, 4)).toEqual(["68101190", "Zig-Zag Paver Block 60 mm", "PCS", "6200.000"]);
    expect(sheets.hsn.find((r) => r[0] === "996511")).toEqual(["996511", "Freight", "NA", "0.000", "590.00", 18, "500.00", "90.00", "0.00", "0.00", "0.00"]);
    expect(sheets.hsn.find((r) => r[0] === "6815")?.slice(2, 7)).toEqual(["NOS", "50.000", "560.00", 12, "500.00"]);
    expect(sheets.docs).toEqual([["Invoices for outward supply", "INV/2026-27/0001", "INV/2026-27/0005", 5, 1]]);
  });

  it("formats and codes as the offline tool reads them", () => {
    expect(gstrDate("2027-03-31")).toBe("31-Mar-2027");
    expect(placeOfSupply("24")).toBe("24-Gujarat");
    expect(["Pieces", "Nos.", "Sq Ft", "Bags", "Tonnes", "Trips"].map(uqcOf)).toEqual(["PCS", "NOS", "SQF", "BAG", "MTS", "OTH"]);
  });
});

describe("the e-way bill JSON", () => {
  it("carries the invoice's parties, goods, values and the load's vehicle, and conforms to the portal's schema", () => {
    const inv = invoiceDto({ lines: [{ quantity: "2000", rate: "42.50" }], freight: "1500" });
    const file = ewayBillJson(inv, {
      fromPin: "390010",
      toAddress: "Site 7, Hinjewadi Phase 2\nPune",
      toPin: "411057",
      vehicleNumber: "GJ05AB1234",
      transporter: "",
      distanceKm: 0,
    });
    expect(ewayBillErrors(file)).toEqual([]);
    const bill = file.billLists[0];
    expect(bill).toMatchObject({
      supplyType: "O",
      subSupplyType: 1,
      docType: "INV",
      docNo: "INV/2026-27/0001",
      docDate: "05/11/2026",
      fromGstin: "24ABCDE1234F1Z5",
      fromPincode: 390010,
      fromStateCode: 24,
      toGstin: "27AAPFU0939F1ZV",
      toPincode: 411057,
      toStateCode: 27,
      toPlace: "Pune",
      totalValue: 85000,
      igstValue: 15300,
      cgstValue: 0,
      OthValue: 1770,
      totInvValue: 102070,
      transMode: 1,
      transDistance: 0,
      vehicleNo: "GJ05AB1234",
      vehicleType: "R",
    });
    expect(bill.itemList).toEqual([
      expect.objectContaining({ hsnCode: 68101190, quantity: 2000, qtyUnit: "PCS", taxableAmount: 85000, igstRate: 18, cgstRate: 0, sgstRate: 0 }),
    ]);
    expect(bill.totalValue + bill.cgstValue + bill.sgstValue + bill.igstValue + bill.OthValue).toBeCloseTo(bill.totInvValue, 2);
  });

  it("names an unregistered buyer URP, splits the rate intra-state, and the schema refuses a bill without its PIN codes", () => {
    const inv = invoiceDto({ gstin: null, stateCode: "24", lines: [{}] });
    const file = ewayBillJson(inv, {
      fromPin: "",
      toAddress: "Near Bus Stand, Anand 388001",
      toPin: "",
      vehicleNumber: "gj-05 ab 1",
      transporter: "",
      distanceKm: 35,
    });
    const bill = file.billLists[0];
    expect(bill.toGstin).toBe("URP");
    expect(bill.itemList[0]).toMatchObject({ cgstRate: 9, sgstRate: 9, igstRate: 0 });
    expect(bill.toPincode).toBe(388001);
    expect(bill.fromPincode).toBe(390010);
    expect(ewayBillErrors(file)).toEqual([]);
    expect(ewayBillErrors({ ...file, billLists: [{ ...bill, toPincode: 0 }] })).toEqual([expect.stringContaining("toPincode")]);
    expect(portalText("Shree Cement™ Products (P) Ltd; Unit–2", 100)).toBe("Shree Cement Products P Ltd Unit 2");
  });
});

describe("the exports' inputs", () => {
  it("refuses bad ranges and months naming the field, and blank ledger names", () => {
    expect(tallyExportQuery.safeParse({ from: "2026-11-30", to: "2026-11-01" }).error?.issues[0].path).toEqual(["to"]);
    expect(tallyExportQuery.safeParse({ from: "2025-01-01", to: "2026-11-01" }).error?.issues[0].message).toMatch(/at most 366 days/);
    expect(tallyExportQuery.safeParse({ to: "2026-11-01" }).error?.issues[0].path).toEqual(["from"]);
    expect(gstr1Query.safeParse({ month: "2026-13" }).error?.issues[0].path).toEqual(["month"]);
    expect(gstr1Query.safeParse({ month: "2026-11", sheet: "cdnr" }).error?.issues[0].path).toEqual(["sheet"]);
    expect(tallyLedgersSchema.safeParse({ ...L, cgst: " " }).error?.issues[0].path).toEqual(["cgst"]);
    expect(tallyLedgersSchema.safeParse(L).success).toBe(true);
  });
});
