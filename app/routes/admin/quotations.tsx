import { formatIndianMoney } from "#schemas/gst";
import type { QuotationSummary } from "#schemas/wire";
import { adminMeta } from "~/components/admin/admin-meta";
import { NewItemLink, PageHeader } from "~/components/admin/page-header";
import { createdColumn, customerColumn, numberColumn, totalColumn, type ColumnListSpec } from "~/components/admin/column-list";
import { filteredPageLoader, FilteredList } from "~/components/admin/paged-list";
import { quotationFilters } from "~/features/quotations/quotation-filters";
import { formatIsoDay, QuotationStatusBadge } from "~/features/quotations/quotation-parts";
import { api } from "~/lib/api";
import type { Route } from "./+types/quotations";

export const meta = () => adminMeta("Quotations");

const QUOTATIONS_PAGE_SIZE = 20;

/**
 * The address's page of quotations under its filters, newest first. Handed over unresolved so the
 * screen shows its skeleton rows at once; a page beyond the first is waited for, because past the
 * end of the list it goes back to page 1. A failure shows the list's error with Retry (an ended
 * session says nothing: the layout goes to the login).
 */
export const clientLoader = filteredPageLoader(quotationFilters, QUOTATIONS_PAGE_SIZE, (query, signal) =>
  api("GET", `/api/quotations?${query}`, undefined, { auth: true, signal }),
);

/** Wide-screen columns; below lg each row stacks with its labels. */
const columns =
  "lg:grid lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1.6fr)_minmax(0,0.9fr)_minmax(0,0.9fr)_minmax(0,0.9fr)_minmax(0,0.7fr)] lg:items-center lg:gap-3";

/** Quotations: a paged list with its filters in the address, each one's page, and "New quotation". */
export default function AdminQuotations({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Quotations"
        subtitle="Prices with GST sent to customers, and what they answered"
        action={<NewItemLink to="/admin/quotations/new">New quotation</NewItemLink>}
      />
      <FilteredList loaded={loaderData} kind={quotationFilters} spec={quotationList} pageSize={QUOTATIONS_PAGE_SIZE} />
    </div>
  );
}

const quotationList: ColumnListSpec<QuotationSummary> = {
  names: { card: "Quotation list", list: "Quotations", loading: "Loading quotations", testId: "quotation-skeleton" },
  layout: { wide: "lg", grid: columns },
  key: (q) => q.id,
  columns: [
    numberColumn((q) => `/admin/quotations/${q.id}`),
    customerColumn,
    createdColumn,
    {
      label: "Valid until",
      valueClassName: "text-gray-800",
      skeleton: "h-4 w-24 bg-gray-100",
      value: (q) => <time dateTime={q.valid_until}>{formatIsoDay(q.valid_until)}</time>,
    },
    totalColumn((q) => formatIndianMoney(q.grand_total)),
    { label: "Status", skeleton: "h-4 w-16 bg-gray-100", value: (q) => <QuotationStatusBadge status={q.status} /> },
  ],
};
