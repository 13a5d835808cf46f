/** The invoices list's table: its column headings, skeleton rows while it loads, and a row per invoice. */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatRupees } from "#schemas/format";
import type { InvoiceSummary } from "#schemas/wire";
import { GridHead, SkeletonRows, TableCard } from "~/components/ui/table";
import { formatIsoDay } from "~/features/quotations";
import { cn } from "~/lib/cn";
import { InvoiceLink, InvoiceStateBadge } from "./invoice-parts";

/** Wide-screen columns; below lg each row stacks with its labels. */
const columns =
  "lg:grid lg:grid-cols-[minmax(0,1.3fr)_minmax(0,0.9fr)_minmax(0,1.6fr)_minmax(0,1.2fr)_minmax(0,0.9fr)_minmax(0,0.9fr)_minmax(0,0.8fr)] lg:items-center lg:gap-3";

export function InvoiceTable({ children }: { children: ReactNode }) {
  return (
    <TableCard title="Invoice list" hideTitle>
      <GridHead className={columns}>
        <span>Number</span>
        <span>Date</span>
        <span>Customer</span>
        <span>Order</span>
        <span className="text-right">Total</span>
        <span className="text-right">Balance</span>
        <span>Status</span>
      </GridHead>
      {children}
    </TableCard>
  );
}

export function InvoiceSkeleton() {
  return (
    <InvoiceTable>
      <SkeletonRows
        label="Loading invoices"
        testId="invoice-skeleton"
        rows={5}
        rowClassName={cn("lg:space-y-0", columns)}
        cells={[
          "h-4 w-32 bg-gray-200",
          "h-4 w-24 bg-gray-100",
          "h-4 w-40 bg-gray-100",
          "h-4 w-28 bg-gray-100",
          "h-4 w-24 bg-gray-100 lg:ml-auto",
          "h-4 w-24 bg-gray-100 lg:ml-auto",
          "h-4 w-16 bg-gray-100",
        ]}
      />
    </InvoiceTable>
  );
}

function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt className="text-xs text-gray-600 lg:sr-only">{label}</dt>
      <dd className="break-words text-gray-800">{children}</dd>
    </div>
  );
}

export function InvoiceRows({ items }: { items: InvoiceSummary[] }) {
  return (
    <ul aria-label="Invoices" className="divide-y divide-gray-100">
      {items.map((i) => (
        <li key={i.id} className={cn("grid grid-cols-2 gap-x-4 gap-y-2 px-5 py-4 text-sm", columns)}>
          <dl className="contents">
            <div className="col-span-2 lg:col-span-1">
              <dt className="sr-only">Number</dt>
              <dd className="font-semibold break-words">
                <InvoiceLink id={i.id} number={i.number} className="font-semibold" />
              </dd>
            </div>
            <Cell label="Date">
              <time dateTime={i.invoice_date}>{formatIsoDay(i.invoice_date)}</time>
            </Cell>
            <Cell label="Customer" className="col-span-2 min-w-0 lg:col-span-1">
              {i.customer_name}
              {i.company ? <span className="block text-xs text-gray-600">{i.company}</span> : null}
            </Cell>
            <Cell label="Order">
              <Link to={`/admin/orders/${i.order_id}`} className="text-brand-700 hover:underline">
                {i.order_number}
              </Link>
            </Cell>
            <Cell label="Total" className="tabular-nums lg:text-right">
              {formatRupees(i.grand_total)}
            </Cell>
            <Cell label="Balance" className="tabular-nums lg:text-right">
              {formatRupees(i.balance)}
            </Cell>
            <Cell label="Status">
              <InvoiceStateBadge state={i.state} />
            </Cell>
          </dl>
        </li>
      ))}
    </ul>
  );
}
