/** Small pieces every invoice screen shows alike: the state as a badge in words, and the link to an invoice. */
import { Link } from "react-router";
import { INVOICE_STATE_LABELS, INVOICE_STATUSES, type InvoiceState, type InvoiceStatus } from "#schemas/invoices";
import { cn } from "~/lib/cn";

export const isInvoiceStatus = (value: string): value is InvoiceStatus => (INVOICE_STATUSES as readonly string[]).includes(value);

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = { issued: "Issued", cancelled: "Cancelled" };

const STATE_COLOURS: Record<InvoiceState, string> = {
  unpaid: "bg-amber-100 text-amber-900",
  partly_paid: "bg-blue-100 text-blue-800",
  paid: "bg-green-100 text-green-800",
  overdue: "bg-red-100 text-red-800",
  cancelled: "bg-gray-200 text-gray-800",
};

export function InvoiceStateBadge({ state }: { state: InvoiceState }) {
  return (
    <span className={cn("inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap", STATE_COLOURS[state])}>
      {INVOICE_STATE_LABELS[state]}
    </span>
  );
}

export function InvoiceLink({ id, number, className }: { id: number; number: string; className?: string }) {
  return (
    <Link to={`/admin/invoices/${id}`} className={cn("font-medium text-brand-700 hover:text-brand-800 hover:underline", className)}>
      {number}
    </Link>
  );
}
