/** Dates and numbers on the admin screens, in the specification's en-IN locale (section 9). */
const dateTime = new Intl.DateTimeFormat("en-IN", { day: "2-digit", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });
const dateOnly = new Intl.DateTimeFormat("en-IN", { day: "2-digit", month: "short", year: "numeric" });
const count = new Intl.NumberFormat("en-IN");

const valid = (d: Date) => !Number.isNaN(d.getTime());

/** e.g. '22 Nov 2026, 04:05 pm'. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value == null || value === "") return "—";
  const d = new Date(value);
  return valid(d) ? dateTime.format(d) : "—";
}

/** e.g. '22 Nov 2026'. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value == null || value === "") return "—";
  const d = new Date(value);
  return valid(d) ? dateOnly.format(d) : "—";
}

export const formatCount = (n: number) => count.format(n);

/** '500 Pieces'. */
export const formatQuantity = (quantity: number | string | null | undefined, unit: string | null | undefined) =>
  [quantity ?? "", unit ?? ""].join(" ").trim() || "—";
