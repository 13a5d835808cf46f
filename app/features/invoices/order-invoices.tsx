/** The order page's invoices: each one's number (its page), date, total and state, and "Create invoice" while a load is not invoiced. */
import { formatRupees } from "#schemas/format";
import type { OrderDto } from "#schemas/wire";
import { DocumentSection } from "~/components/admin/document-page";
import { formatIsoDay } from "~/features/quotations";
import { CreateInvoiceButton } from "./create-invoice";
import { InvoiceLink, InvoiceStateBadge } from "./invoice-parts";

export function OrderInvoices({ order }: { order: OrderDto }) {
  return (
    <DocumentSection
      id="order-invoices"
      title="Invoices"
      action={order.to_invoice ? <CreateInvoiceButton of={{ orderId: order.id }} label="Create invoice of everything not yet invoiced" /> : null}
    >
      {order.invoices.length === 0 ? (
        <p className="text-sm text-gray-600">No invoices yet.</p>
      ) : (
        <ul aria-label="Invoices of this order" className="divide-y divide-gray-200 text-sm">
          {order.invoices.map((i) => (
            <li key={i.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
              <InvoiceLink id={i.id} number={i.number} />
              <span className="text-gray-700">{formatIsoDay(i.invoice_date)}</span>
              <span className="tabular-nums">{formatRupees(i.grand_total)}</span>
              <InvoiceStateBadge state={i.state} />
            </li>
          ))}
        </ul>
      )}
    </DocumentSection>
  );
}
