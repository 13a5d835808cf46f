/** The invoices list's table: its column headings, skeleton rows while it loads, and a row per invoice. */
import { Link } from "react-router";
import { formatRupees } from "#schemas/format";
import type { InvoiceSummary } from "#schemas/wire";
import { customerColumn, type ColumnListSpec, type ListColumn } from "~/components/admin/column-list";
import { formatIsoDay } from "~/features/quotations";
import { InvoiceLink, InvoiceStateBadge } from "./invoice-parts";

/** Wide-screen columns; below lg each row stacks with its labels. */
const columns =
  "lg:grid lg:grid-cols-[minmax(0,1.3fr)_minmax(0,0.9fr)_minmax(0,1.6fr)_minmax(0,1.2fr)_minmax(0,0.9fr)_minmax(0,0.9fr)_minmax(0,0.8fr)] lg:items-center lg:gap-3";

/** The stacked cells' value look. */
const VALUE = "break-words text-gray-800";

/** An amount in rupees, right-aligned under its heading. */
const moneyColumn = (label: string, amount: (i: InvoiceSummary) => string): ListColumn<InvoiceSummary> => ({
  label,
  headClassName: "text-right",
  className: "tabular-nums lg:text-right",
  valueClassName: VALUE,
  skeleton: "h-4 w-24 bg-gray-100 lg:ml-auto",
  value: (i) => formatRupees(amount(i)),
});

export const invoiceList: ColumnListSpec<InvoiceSummary> = {
  names: { card: "Invoice list", list: "Invoices", loading: "Loading invoices", testId: "invoice-skeleton" },
  layout: { wide: "lg", grid: columns },
  key: (i) => i.id,
  columns: [
    {
      label: "Number",
      className: "col-span-2 lg:col-span-1",
      labelClassName: "sr-only",
      valueClassName: "font-semibold break-words",
      skeleton: "h-4 w-32 bg-gray-200",
      value: (i) => <InvoiceLink id={i.id} number={i.number} className="font-semibold" />,
    },
    {
      label: "Date",
      valueClassName: VALUE,
      skeleton: "h-4 w-24 bg-gray-100",
      value: (i) => <time dateTime={i.invoice_date}>{formatIsoDay(i.invoice_date)}</time>,
    },
    customerColumn,
    {
      label: "Order",
      valueClassName: VALUE,
      skeleton: "h-4 w-28 bg-gray-100",
      value: (i) => (
        <Link to={`/admin/orders/${i.order_id}`} className="text-brand-700 hover:underline">
          {i.order_number}
        </Link>
      ),
    },
    moneyColumn("Total", (i) => i.grand_total),
    moneyColumn("Balance", (i) => i.balance),
    { label: "Status", valueClassName: VALUE, skeleton: "h-4 w-16 bg-gray-100", value: (i) => <InvoiceStateBadge state={i.state} /> },
  ],
};
