/** The one formatter of rupees, dates and counts, site and admin: Indian English (en-IN), Indian digit grouping. */
const count = new Intl.NumberFormat("en-IN");
const rupees = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

/** '₹' plus the amount in Indian grouping, at most two decimals: ₹1,250, ₹12,50,000 and ₹12.5. */
export const formatRupees = (amount: number | string) => `₹${rupees.format(Number(amount))}`;

/** A price for one unit of sale, as the admin lists it: '₹45 per Piece'. */
export const formatPricePerUnit = (price: number | string, unit: string) => `${formatRupees(price)} per ${unit}`;

type DateInput = string | number | Date | null | undefined;

/** A formatter of dates in en-IN with a short month; a missing or unreadable date shows as '—'. */
function dateFormatter(day: "2-digit" | "numeric", withTime: boolean): (value: DateInput) => string {
  const format = new Intl.DateTimeFormat("en-IN", { day, month: "short", year: "numeric", ...(withTime ? { hour: "2-digit", minute: "2-digit" } : {}) });
  return (value) => {
    if (value == null || value === "") return "—";
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? "—" : format.format(d);
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

/** A count in Indian grouping: 1,25,000. */
export const formatCount = (n: number) => count.format(n);

/** '1 product', '12 products', '1,250 products': a count with its noun, singular for exactly one. */
export const formatCountOf = (n: number, singular: string, plural = `${singular}s`) => `${formatCount(n)} ${n === 1 ? singular : plural}`;

const size = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 1 });
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
  return `${size.format(value)} ${units[unit]}`;
}

/** '500 Pieces'. */
export const formatQuantity = (quantity: number | string | null | undefined, unit: string | null | undefined) =>
  [quantity ?? "", unit ?? ""].join(" ").trim() || "—";
