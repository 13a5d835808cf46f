/**
 * GSTR-1 data: a month's invoices as the CSV sheets the GST portal's GSTR-1 offline tool imports
 * (gst.gov.in → Downloads → Offline Tools → Returns Offline Tool; its "Import Files" takes one CSV
 * per section with the same column headers as the tool's Excel template, dates as dd-MMM-yyyy and
 * the place of supply as "24-Gujarat"). Sheets filled: b2b, b2cl, b2cs, hsn and docs.
 *
 * Which invoice goes where (Rule 59(4) of the CGST Rules): with the buyer's GSTIN, b2b, one row per
 * invoice and rate. Without one, b2cl when inter-state and the invoice value is over ₹1,00,000 (the
 * threshold was ₹2,50,000 until Notification 12/2024-Central Tax lowered it from 1 August 2024);
 * otherwise b2cs, summed per place of supply and rate. hsn sums every issued invoice per HSN/SAC
 * and rate; docs counts the invoice series with its cancelled numbers. Cancelled invoices appear
 * only in docs.
 */
import { formatScaled, parseScaled } from "#schemas/gst";
import type { Gstr1Sheet } from "#schemas/exports";
import { stateName } from "#schemas/indian-states";
import type { InvoiceDto } from "#schemas/wire";

/** B2C large: an inter-state invoice to an unregistered buyer above this many paise (₹1,00,000). */
export const B2CL_THRESHOLD_PAISE = 100_000_00n;

export const GSTR1_HEADERS: Record<Gstr1Sheet, string[]> = {
  b2b: [
    "GSTIN/UIN of Recipient",
    "Receiver Name",
    "Invoice Number",
    "Invoice date",
    "Invoice Value",
    "Place Of Supply",
    "Reverse Charge",
    "Applicable % of Tax Rate",
    "Invoice Type",
    "E-Commerce GSTIN",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ],
  b2cl: [
    "Invoice Number",
    "Invoice date",
    "Invoice Value",
    "Place Of Supply",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
    "E-Commerce GSTIN",
  ],
  b2cs: ["Type", "Place Of Supply", "Applicable % of Tax Rate", "Rate", "Taxable Value", "Cess Amount", "E-Commerce GSTIN"],
  hsn: [
    "HSN",
    "Description",
    "UQC",
    "Total Quantity",
    "Total Value",
    "Rate",
    "Taxable Value",
    "Integrated Tax Amount",
    "Central Tax Amount",
    "State/UT Tax Amount",
    "Cess Amount",
  ],
  docs: ["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"],
};

type Cell = string | number;
export type Gstr1Sheets = Record<Gstr1Sheet, Cell[][]>;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const paiseOf = (amount: string) => parseScaled(amount, 2, "amount");
const money = (p: bigint) => formatScaled(p, 2);

/** "2026-11-05" → "05-Nov-2026", the offline tool's date. */
export const gstrDate = (day: string) => `${day.slice(8, 10)}-${MONTHS[Number(day.slice(5, 7)) - 1]}-${day.slice(0, 4)}`;

/** "24" → "24-Gujarat", the offline tool's place of supply. */
export const placeOfSupply = (code: string) => `${code}-${stateName(code) ?? ""}`;

/** The GST portal's unit quantity code (UQC) of a unit as staff write it; OTH for one it has no code for. */
export function uqcOf(unit: string): string {
  const u = unit.trim().toLowerCase().replace(/\.$/, "");
  const codes: [RegExp, string][] = [
    [/^(nos|no|numbers?)$/, "NOS"],
    [/^(pcs|pieces?)$/, "PCS"],
    [/^(sq\.? ?ft|square (foot|feet))$/, "SQF"],
    [/^(sq\.? ?m|square met(re|er)s?)$/, "SQM"],
    [/^(cu\.? ?m|cubic met(re|er)s?)$/, "CBM"],
    [/^(met(re|er)s?|m)$/, "MTR"],
    [/^(kgs?|kilograms?)$/, "KGS"],
    [/^(tonnes?|tons?|mt)$/, "MTS"],
    [/^bags?$/, "BAG"],
  ];
  return codes.find(([re]) => re.test(u))?.[1] ?? "OTH";
}

/** An invoice's taxable value per GST rate, freight included (its rate is its own). */
function taxableByRate(invoice: InvoiceDto): [number, bigint][] {
  const byRate = new Map<number, bigint>();
  for (const row of invoice.hsn_summary) byRate.set(row.gst_rate, (byRate.get(row.gst_rate) ?? 0n) + paiseOf(row.taxable));
  return [...byRate].sort(([a], [b]) => a - b);
}

/** The five sheets of a month: `invoices` are every invoice dated in it, issued and cancelled. */
export function gstr1Sheets(invoices: InvoiceDto[]): Gstr1Sheets {
  const issued = invoices.filter((i) => i.status === "issued");
  const b2b: Cell[][] = [];
  const b2cl: Cell[][] = [];
  const b2cs = new Map<string, { pos: string; rate: number; taxable: bigint }>();
  for (const inv of issued) {
    const pos = placeOfSupply(inv.state_code);
    for (const [rate, taxable] of taxableByRate(inv)) {
      if (inv.customer_gstin) {
        const name = inv.company || inv.customer_name;
        b2b.push([
          inv.customer_gstin,
          name,
          inv.number,
          gstrDate(inv.invoice_date),
          inv.grand_total,
          pos,
          "N",
          "",
          "Regular B2B",
          "",
          rate,
          money(taxable),
          "0.00",
        ]);
      } else if (!inv.intra_state && paiseOf(inv.grand_total) > B2CL_THRESHOLD_PAISE) {
        b2cl.push([inv.number, gstrDate(inv.invoice_date), inv.grand_total, pos, "", rate, money(taxable), "0.00", ""]);
      } else {
        const key = `${pos}|${rate}`;
        const row = b2cs.get(key) ?? { pos, rate, taxable: 0n };
        row.taxable += taxable;
        b2cs.set(key, row);
      }
    }
  }
  return {
    b2b,
    b2cl,
    b2cs: [...b2cs.values()].sort((a, b) => a.pos.localeCompare(b.pos) || a.rate - b.rate).map((r) => ["OE", r.pos, "", r.rate, money(r.taxable), "0.00", ""]),
    hsn: hsnRows(issued),
    docs: docsRows(invoices),
  };
}

/** The HSN-wise summary of the issued invoices: goods by HSN, unit and rate; freight at its SAC without a quantity. */
function hsnRows(issued: InvoiceDto[]): Cell[][] {
  type Row = { hsn: string; description: string; uqc: string; qty: bigint; rate: number; taxable: bigint; igst: bigint; cgst: bigint; sgst: bigint };
  const rows = new Map<string, Row>();
  const add = (r: Omit<Row, "qty" | "taxable" | "igst" | "cgst" | "sgst">, qty: bigint, l: { taxable: string; igst: string; cgst: string; sgst: string }) => {
    const key = `${r.hsn}|${r.uqc}|${r.rate}`;
    const row = rows.get(key) ?? { ...r, qty: 0n, taxable: 0n, igst: 0n, cgst: 0n, sgst: 0n };
    row.qty += qty;
    row.taxable += paiseOf(l.taxable);
    row.igst += paiseOf(l.igst);
    row.cgst += paiseOf(l.cgst);
    row.sgst += paiseOf(l.sgst);
    rows.set(key, row);
  };
  for (const inv of issued) {
    for (const l of inv.items) add({ hsn: l.hsn, description: l.description, uqc: uqcOf(l.unit), rate: l.gst_rate }, parseScaled(l.quantity, 3, "quantity"), l);
    if (inv.freight)
      add({ hsn: inv.freight.hsn, description: "Freight", uqc: "NA", rate: inv.freight.gst_rate }, 0n, { ...inv.freight, taxable: inv.freight.amount });
  }
  return [...rows.values()]
    .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate)
    .map((r) => [
      r.hsn,
      r.description,
      r.uqc,
      formatScaled(r.qty, 3),
      money(r.taxable + r.igst + r.cgst + r.sgst),
      r.rate,
      money(r.taxable),
      money(r.igst),
      money(r.cgst),
      money(r.sgst),
      "0.00",
    ]);
}

/** Documents issued: each financial year's invoice series of the month, first and last number, how many, how many cancelled. */
function docsRows(invoices: InvoiceDto[]): Cell[][] {
  const series = new Map<string, InvoiceDto[]>();
  for (const inv of invoices) {
    const prefix = inv.number.slice(0, inv.number.lastIndexOf("/") + 1);
    series.set(prefix, [...(series.get(prefix) ?? []), inv]);
  }
  return [...series.values()].map((list) => {
    const sorted = [...list].sort((a, b) => a.number.localeCompare(b.number));
    const cancelled = sorted.filter((i) => i.status === "cancelled").length;
    return ["Invoices for outward supply", sorted[0].number, sorted[sorted.length - 1].number, sorted.length, cancelled];
  });
}
