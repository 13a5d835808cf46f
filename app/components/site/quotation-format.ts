/** How the customer's quotation page writes its dates, quantities, rates and the customer's number. */
import { groupIndian } from "#schemas/gst";
import type { PublicQuotationDto } from "#schemas/wire";

// Dates are shown as India reads them, the same on the server and in the browser (no hydration drift).
const dayFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });
const dayTimeFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

/** '2 Nov 2026' for a calendar day (YYYY-MM-DD) or a moment (ISO 8601), in India. */
export function quotationDay(value: string | null | undefined): string {
  if (!value) return "—";
  // A bare calendar day is that day in India, whatever the time zone of the machine formatting it.
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+05:30` : value);
  return Number.isNaN(d.getTime()) ? "—" : dayFormat.format(d);
}

/** '2 Nov 2026, 04:05 pm' in India. */
export function quotationDayTime(value: string | null | undefined): string {
  if (!value) return "—";
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? "—" : dayTimeFormat.format(d);
}

/** A quantity without its trailing zeros, grouped the Indian way: "12500.000" → "12,500", "2.500" → "2.5". */
export function formatQuantityValue(quantity: string | number): string {
  const text = String(quantity);
  const m = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!m) return text;
  const fraction = (m[3] ?? "").replace(/0+$/, "");
  return `${m[1]}${groupIndian(m[2])}${fraction ? `.${fraction}` : ""}`;
}

/** A GST rate as a percentage: 18 → "18%", half of 5 → "2.5%". */
export const percent = (rate: number) => `${Number.isInteger(rate) ? rate : rate.toFixed(1)}%`;

/** A discount percentage as sent ("10.00") without trailing zeros: "10%", "2.5%". */
export const discountPercent = (pct: string | number) => `${formatQuantityValue(pct)}%`;

export const isZero = (amount: string) => /^-?0+(\.0+)?$/.test(amount);

/** Where a quotation stands for its customer: open (can be answered), or closed and why. */
export type QuotationState = "open" | "accepted" | "declined" | "replaced" | "expired";

export function quotationState(q: Pick<PublicQuotationDto, "status" | "expired" | "replaced_by">): QuotationState {
  if (q.status === "accepted") return "accepted";
  if (q.status === "declined") return "declined";
  if (q.replaced_by) return "replaced";
  if (q.expired || q.status === "expired") return "expired";
  return "open";
}
