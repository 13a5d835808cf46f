/**
 * The tax maths of a quotation, shared by the server (the stored totals, the PDF) and the admin
 * form's live preview: pure TypeScript, no imports outside schemas/.
 *
 * Money is exact: amounts are integer paise in BigInt, quantities integer thousandths, never
 * floating point. Each line's gross, discount and tax are rounded to the paisa; the grand total is
 * rounded to the rupee and the difference shown as "Round off", as Indian invoices do. Every
 * rounding is half-up (half away from zero). Amounts travel as strings with two decimals ("1234.50").
 *
 * Place of supply: a customer in the seller's state pays CGST + SGST, each half the rate; any other
 * customer pays IGST at the full rate.
 */
import { divRound, formatScaled, money, paise, parseScaled } from "#schemas/gst/exact-decimal";
import { amountInWords } from "#schemas/gst/indian-figures";

export { divRound, formatScaled, parseScaled } from "#schemas/gst/exact-decimal";
export { amountInWords, formatIndianMoney, groupIndian } from "#schemas/gst/indian-figures";

export const GST_RATES = [0, 5, 12, 18, 28] as const;
/** Articles of cement or concrete: the catalogue's products. */
export const DEFAULT_HSN = "6810";
export const DEFAULT_GST_RATE = 18;
/** Road transport of goods: the SAC a freight charge is billed under. */
export const FREIGHT_SAC = "996511";

export type QuoteLineInput = {
  description: string;
  hsn: string;
  quantity: string | number;
  unit: string;
  rate: string | number;
  discount_pct: string | number;
  gst_rate: number;
};
export type QuoteFreightInput = { amount: string | number; hsn: string; gst_rate: number };
export type QuoteLine = QuoteLineInput & {
  quantity: string;
  rate: string;
  discount_pct: string;
  gross: string;
  discount: string;
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
  total: string;
};
type QuoteFreight = QuoteFreightInput & { amount: string; taxable: string; cgst: string; sgst: string; igst: string; total: string };
type QuoteTaxRow = { gst_rate: number; taxable: string; cgst: string; sgst: string; igst: string };
export type QuoteTotals = {
  intra_state: boolean;
  lines: QuoteLine[];
  /** null when there is no freight or its amount is 0. */
  freight: QuoteFreight | null;
  /** The sum of the lines' taxable values (after discount), freight excluded. */
  subtotal: string;
  /** subtotal + freight. */
  taxable_total: string;
  /** One row per rate, freight included, ascending rate. */
  tax_by_rate: QuoteTaxRow[];
  cgst_total: string;
  sgst_total: string;
  igst_total: string;
  tax_total: string;
  /** taxable_total + tax_total. */
  before_round: string;
  /** Signed: "0.40", "-0.30" or "0.00". */
  round_off: string;
  /** before_round rounded to the rupee: "123457.00". */
  grand_total: string;
  /** "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Seven only". */
  words: string;
};

// The quotation

type Tax = { cgst: bigint; sgst: bigint; igst: bigint };

/** Tax on a taxable value: intra-state each half rounded on its own, inter-state the whole rate. */
function taxOn(taxable: bigint, gstRate: number, intraState: boolean): Tax {
  const rate = BigInt(Math.round(gstRate * 100)); // hundredths of a percent, for rates like 2.5 in a half
  if (intraState) {
    const half = divRound(taxable * rate, 20_000n);
    return { cgst: half, sgst: half, igst: 0n };
  }
  return { cgst: 0n, sgst: 0n, igst: divRound(taxable * rate, 10_000n) };
}

/**
 * A quotation's lines, freight, tax by rate and totals. Per line: gross = quantity × rate; discount =
 * gross × discount % / 100; taxable = gross − discount; each rounded to the paisa, then the tax on
 * the taxable value. Freight is taxed the same way at its own rate.
 */
export function computeQuotation(input: { items: QuoteLineInput[]; freight?: QuoteFreightInput | null; intraState: boolean }): QuoteTotals {
  const { intraState } = input;
  const byRate = new Map<number, { taxable: bigint } & Tax>();
  const addToRate = (gstRate: number, taxable: bigint, tax: Tax) => {
    const row = byRate.get(gstRate) ?? { taxable: 0n, cgst: 0n, sgst: 0n, igst: 0n };
    row.taxable += taxable;
    row.cgst += tax.cgst;
    row.sgst += tax.sgst;
    row.igst += tax.igst;
    byRate.set(gstRate, row);
  };

  let subtotal = 0n;
  const lines: QuoteLine[] = input.items.map((item) => {
    const qty = parseScaled(item.quantity, 3, "quantity"); // thousandths
    const rate = paise(item.rate, "rate");
    const pct = parseScaled(item.discount_pct, 2, "discount"); // hundredths of a percent
    const gross = divRound(qty * rate, 1000n);
    const discount = divRound(gross * pct, 10_000n);
    const taxable = gross - discount;
    const tax = taxOn(taxable, item.gst_rate, intraState);
    subtotal += taxable;
    addToRate(item.gst_rate, taxable, tax);
    return {
      ...item,
      quantity: formatScaled(qty, 3).replace(/\.?0+$/, ""),
      rate: money(rate),
      discount_pct: formatScaled(pct, 2),
      gross: money(gross),
      discount: money(discount),
      taxable: money(taxable),
      cgst: money(tax.cgst),
      sgst: money(tax.sgst),
      igst: money(tax.igst),
      total: money(taxable + tax.cgst + tax.sgst + tax.igst),
    };
  });

  let freight: QuoteFreight | null = null;
  let freightTaxable = 0n;
  if (input.freight) {
    freightTaxable = paise(input.freight.amount, "freight");
    if (freightTaxable !== 0n) {
      const tax = taxOn(freightTaxable, input.freight.gst_rate, intraState);
      addToRate(input.freight.gst_rate, freightTaxable, tax);
      freight = {
        ...input.freight,
        amount: money(freightTaxable),
        taxable: money(freightTaxable),
        cgst: money(tax.cgst),
        sgst: money(tax.sgst),
        igst: money(tax.igst),
        total: money(freightTaxable + tax.cgst + tax.sgst + tax.igst),
      };
    }
  }

  const rows = [...byRate.entries()].sort(([a], [b]) => a - b);
  const sum = (pick: (t: Tax) => bigint) => rows.reduce((s, [, row]) => s + pick(row), 0n);
  const cgst = sum((t) => t.cgst);
  const sgst = sum((t) => t.sgst);
  const igst = sum((t) => t.igst);
  const taxTotal = cgst + sgst + igst;
  const taxableTotal = subtotal + freightTaxable;
  const beforeRound = taxableTotal + taxTotal;
  const grand = divRound(beforeRound, 100n) * 100n;

  return {
    intra_state: intraState,
    lines,
    freight,
    subtotal: money(subtotal),
    taxable_total: money(taxableTotal),
    tax_by_rate: rows.map(([gstRate, row]) => ({
      gst_rate: gstRate,
      taxable: money(row.taxable),
      cgst: money(row.cgst),
      sgst: money(row.sgst),
      igst: money(row.igst),
    })),
    cgst_total: money(cgst),
    sgst_total: money(sgst),
    igst_total: money(igst),
    tax_total: money(taxTotal),
    before_round: money(beforeRound),
    round_off: money(grand - beforeRound),
    grand_total: money(grand),
    words: amountInWords(grand / 100n),
  };
}
