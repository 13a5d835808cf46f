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

// Exact decimals

/**
 * A decimal (string or number) as an integer count of 10^-scale units, rounded half-up when it has
 * more decimals than the scale. Throws on anything that is not a plain decimal number.
 */
export function parseScaled(value: string | number, scale: number, what = "amount"): bigint {
  let text: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value) || Math.abs(value) >= 1e21) throw new RangeError(`Invalid ${what}: ${value}`);
    // The number's shortest round-trip text ("0.1", not 0.1000000000000000055…), written out when tiny ("1e-7").
    text = String(value);
    if (text.includes("e")) text = value.toFixed(20);
  } else text = value.trim();
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[2] === "" && (m[3] ?? "") === "")) throw new RangeError(`Invalid ${what}: ${JSON.stringify(value)}`);
  const negative = m[1] === "-";
  const whole = m[2] || "0";
  const fraction = m[3] ?? "";
  const kept = (fraction + "0".repeat(scale)).slice(0, scale);
  let units = BigInt(whole) * 10n ** BigInt(scale) + BigInt(kept || "0");
  // Half-up: the first dropped digit decides.
  if (fraction.length > scale && fraction.charCodeAt(scale) >= 53 /* "5" */) units += 1n;
  return negative ? -units : units;
}

/** An integer count of 10^-scale units as a decimal string with exactly `scale` decimals. */
export function formatScaled(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, "0");
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

/** numerator / denominator rounded half away from zero (denominator > 0). */
function divRound(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  const q = (n * 2n + denominator) / (denominator * 2n);
  return negative ? -q : q;
}

const paise = (value: string | number, what: string) => parseScaled(value, 2, what);
const money = (p: bigint) => formatScaled(p, 2);

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

// Words and figures

const ONES = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 1..99: "Fifty-Six". */
function twoDigits(n: number): string {
  if (n < 20) return ONES[n];
  const unit = n % 10;
  return unit ? `${TENS[Math.floor(n / 10)]}-${ONES[unit]}` : TENS[Math.floor(n / 10)];
}

/** 1..999: "Four Hundred Fifty-Six" (no "and", as Indian invoices print it). */
function threeDigits(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest) parts.push(twoDigits(rest));
  return parts.join(" ");
}

/** A whole number in the Indian system's words: crore, lakh, thousand, hundred. */
function indianWords(n: bigint): string {
  if (n === 0n) return "";
  const parts: string[] = [];
  const crore = n / 10_000_000n;
  const below = Number(n % 10_000_000n);
  // Beyond 99 crore the crores are themselves counted in the Indian system ("One Lakh Crore").
  if (crore > 0n) parts.push(`${indianWords(crore)} Crore`);
  const lakh = Math.floor(below / 100_000);
  const thousand = Math.floor((below % 100_000) / 1000);
  const rest = below % 1000;
  if (lakh) parts.push(`${twoDigits(lakh)} Lakh`);
  if (thousand) parts.push(`${twoDigits(thousand)} Thousand`);
  if (rest) parts.push(threeDigits(rest));
  return parts.join(" ");
}

/** Whole rupees in words, Indian system: "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six only"; "Rupees Zero only". */
export function amountInWords(rupees: number | bigint): string {
  let n: bigint;
  if (typeof rupees === "bigint") n = rupees;
  else {
    if (!Number.isFinite(rupees)) throw new RangeError(`Invalid amount: ${rupees}`);
    n = BigInt(Math.round(rupees));
  }
  const negative = n < 0n;
  if (negative) n = -n;
  const words = n === 0n ? "Zero" : indianWords(n);
  return `${negative ? "Minus " : ""}Rupees ${words} only`;
}

/** A whole number's digits grouped the Indian way: the last three, then pairs ("12,34,56,789"). */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const last = digits.slice(-3);
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${head},${last}`;
}

/** "123456.5" → "₹1,23,456.50": the rupee sign, Indian grouping, two decimals; negatives "-₹0.30". */
export function formatIndianMoney(amount: string): string {
  const p = paise(amount, "amount");
  const negative = p < 0n;
  const [whole, fraction] = money(negative ? -p : p).split(".");
  return `${negative ? "-" : ""}₹${groupIndian(whole)}.${fraction}`;
}
