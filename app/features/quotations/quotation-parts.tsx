/** Small pieces every quotation screen shows alike: the status as a badge in words, and India dates. */
import { QUOTATION_STATUS_LABELS, QUOTATION_STATUSES } from "#schemas/quotations";
import type { QuotationStatus } from "#schemas/wire";
import { cn } from "~/lib/cn";
import { addDays, indiaDay } from "#schemas/india-time";

export { QUOTATION_STATUSES, QUOTATION_STATUS_LABELS };

export const isQuotationStatus = (value: string): value is QuotationStatus => (QUOTATION_STATUSES as readonly string[]).includes(value);

const STATUS_COLOURS: Record<QuotationStatus, string> = {
  draft: "bg-gray-200 text-gray-800",
  sent: "bg-blue-100 text-blue-800",
  viewed: "bg-violet-100 text-violet-800",
  accepted: "bg-green-100 text-green-800",
  declined: "bg-red-100 text-red-800",
  expired: "bg-amber-100 text-amber-900",
};

export function QuotationStatusBadge({ status }: { status: QuotationStatus }) {
  return (
    <span className={cn("inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap", STATUS_COLOURS[status])}>
      {QUOTATION_STATUS_LABELS[status]}
    </span>
  );
}

/** Today in India as YYYY-MM-DD, `days` later when given: quotations are valid until an India date. */
export const indiaDate = (days = 0) => addDays(indiaDay(), days);

/** A YYYY-MM-DD date as the admin shows dates ("02 Nov 2026"), read as that calendar day wherever the browser is. */
export function formatIsoDay(day: string | null | undefined): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return "—";
  return new Intl.DateTimeFormat("en-IN", { day: "2-digit", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}
