/** Amounts as Indian invoices write them: in words (crore, lakh, thousand) and in figures (₹1,23,456.50). */
import { money, paise } from "#schemas/gst/exact-decimal";

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
