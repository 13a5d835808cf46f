/** The one formatter of rupees, dates and counts, site and admin: Indian English (en-IN), Indian digit grouping. */

/**
 * An Intl formatter made on first use, not when the module loads: making one costs milliseconds
 * (the locale's data), and a public page loads this module among the scripts that start it while
 * showing no date at all.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/**
 * `n` as Intl.NumberFormat("en-IN", { maximumFractionDigits }) writes it (digits grouped 3, then
 * 2 by 2: 12,50,000; rounded half away from zero on the decimal digits; no trailing zeros), worked
 * out here: the browser's first en-IN number format loads the locale's data, which blocked a
 * phone's main thread for about 20 ms while a public page started. Numbers beyond 15 digits, and
 * NaN and infinities, go to Intl itself.
 */
function indianNumber(n: number, maximumFractionDigits: number, intl: () => Intl.NumberFormat): string {
  const size = Math.abs(n);
  if (!(size < 1e15)) return intl().format(n);
  // The shortest decimal text of the number (what Intl rounds), tiny ones as 0.
  const [whole0, fraction0 = ""] = (size < 1e-6 ? "0" : String(size)).split(".");
  let digits = whole0 + fraction0.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, "0");
  // Half away from zero: the first dropped digit decides.
  if (fraction0.charAt(maximumFractionDigits) >= "5") digits = String(BigInt(digits) + 1n).padStart(digits.length, "0");
  const whole = digits.slice(0, digits.length - maximumFractionDigits).replace(/^0+(?=\d)/, "");
  const fraction = digits.slice(digits.length - maximumFractionDigits).replace(/0+$/, "");
  const grouped = whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${whole.slice(-3)}` : whole;
  return `${n < 0 || Object.is(n, -0) ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}

const count = onFirstUse(() => new Intl.NumberFormat("en-IN"));
const rupees = onFirstUse(() => new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 }));

/** '₹' plus the amount in Indian grouping, at most two decimals: ₹1,250, ₹12,50,000 and ₹12.5. */
export const formatRupees = (amount: number | string) => `₹${indianNumber(Number(amount), 2, rupees)}`;

/** A price for one unit of sale, as the admin lists it: '₹45 per Piece'. */
export const formatPricePerUnit = (price: number | string, unit: string) => `${formatRupees(price)} per ${unit}`;

type DateInput = string | number | Date | null | undefined;

/** A formatter of dates in en-IN with a short month; a missing or unreadable date shows as '—'. */
function dateFormatter(day: "2-digit" | "numeric", withTime: boolean): (value: DateInput) => string {
  const format = onFirstUse(
    () => new Intl.DateTimeFormat("en-IN", { day, month: "short", year: "numeric", ...(withTime ? { hour: "2-digit", minute: "2-digit" } : {}) }),
  );
  return (value) => {
    if (value == null || value === "") return "—";
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? "—" : format().format(d);
  };
}

/** e.g. '02 Nov 2026, 04:05 pm' (inquiries). */
export const formatDateTime = dateFormatter("2-digit", true);

/** e.g. '02 Nov 2026' (dashboard). */
export const formatDate = dateFormatter("2-digit", false);

/** e.g. '2 Nov 2026, 04:05 pm' (messages). */
export const formatDayTime = dateFormatter("numeric", true);

/** e.g. '2 Nov 2026' (products). */
export const formatDay = dateFormatter("numeric", false);

const longDateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date with its month in words in a public page's language (its `<html lang>`): '27 November 2026',
 * '27 નવેમ્બર 2026', '27 नवंबर 2026' (day, month, year, in India's time); missing or unreadable: '—'.
 */
export function formatLongDate(value: DateInput, locale = "en-IN"): string {
  if (value == null || value === "") return "—";
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return "—";
  let format = longDateFormats.get(locale);
  if (!format)
    longDateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" })));
  const part = (type: Intl.DateTimeFormatPartTypes) => format.formatToParts(d).find((p) => p.type === type)?.value ?? "";
  return `${part("day")} ${part("month")} ${part("year")}`;
}

/** A count in Indian grouping: 1,25,000. */
export const formatCount = (n: number) => indianNumber(n, 3, count);

/** '1 product', '12 products', '1,250 products': a count with its noun, singular for exactly one. */
export const formatCountOf = (n: number, singular: string, plural = `${singular}s`) => `${formatCount(n)} ${n === 1 ? singular : plural}`;

const size = onFirstUse(() => new Intl.NumberFormat("en-IN", { maximumFractionDigits: 1 }));
/** A file's size in bytes, KB, MB or GB (1 KB = 1,024 bytes), at most one decimal: '820 bytes', '12.5 MB'. */
export function formatBytes(bytes: number): string {
  const units = ["KB", "MB", "GB", "TB"];
  if (bytes < 1024) return `${formatCount(bytes)} ${bytes === 1 ? "byte" : "bytes"}`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${size().format(value)} ${units[unit]}`;
}

/** '500 Pieces'. */
export const formatQuantity = (quantity: number | string | null | undefined, unit: string | null | undefined) =>
  [quantity ?? "", unit ?? ""].join(" ").trim() || "—";
