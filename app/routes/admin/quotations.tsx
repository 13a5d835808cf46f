import { FileText, Plus } from "lucide-react";
import { Link } from "react-router";
import { formatIndianMoney } from "#schemas/gst";
import type { QuotationSummary } from "#schemas/wire";
import { adminMeta } from "~/components/admin/admin-meta";
import { PageHeader } from "~/components/admin/page-header";
import { ColumnRows, ColumnSkeleton, ColumnTable, customerColumn, numberColumn, totalColumn, type ColumnListSpec } from "~/components/admin/column-list";
import { PagedList } from "~/components/admin/paged-list";
import { hasQuotationFilters, QuotationFilters, quotationFilterQuery, quotationFiltersFromParams } from "~/features/quotations/quotation-filters";
import { formatIsoDay, QuotationStatusBadge } from "~/features/quotations/quotation-parts";
import { pageOfList, pageParam, settle, useListParams } from "~/components/admin/route-data";
import { buttonClass } from "~/components/ui/button";
import { api } from "~/lib/api";
import { formatDate } from "#schemas/format";
import type { Route } from "./+types/quotations";

export const meta = () => adminMeta("Quotations");

const QUOTATIONS_PAGE_SIZE = 20;

/**
 * The address's page of quotations under its filters, newest first. Handed over unresolved so the
 * screen shows its skeleton rows at once; a page beyond the first is waited for, because past the
 * end of the list it goes back to page 1. A failure shows the list's error with Retry (an ended
 * session says nothing: the layout goes to the login).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const page = pageParam(params);
  const filters = quotationFiltersFromParams(params);
  const query = quotationFilterQuery(filters, { page: String(page), limit: String(QUOTATIONS_PAGE_SIZE) });
  const read = settle("quotations", api("GET", `/api/quotations?${query}`, undefined, { auth: true, signal: request.signal }));
  const { list } = await pageOfList(request, page, read);
  return { page, filters, list };
}
clientLoader.hydrate = true as const;

/** Wide-screen columns; below lg each row stacks with its labels. */
const columns =
  "lg:grid lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1.6fr)_minmax(0,0.9fr)_minmax(0,0.9fr)_minmax(0,0.9fr)_minmax(0,0.7fr)] lg:items-center lg:gap-3";

/** Quotations: a paged list with its filters in the address, each one's page, and "New quotation". */
export default function AdminQuotations({ loaderData }: Route.ComponentProps) {
  const { page, filters, list } = loaderData;
  const [, updateParams, shownParams] = useListParams();
  const goTo = (p: number) => updateParams({ page: p }, { scrollToTop: true });

  return (
    <div className="space-y-6">
      <PageHeader
        title="Quotations"
        subtitle="Prices with GST sent to customers, and what they answered"
        action={
          <Link to="/admin/quotations/new" className={buttonClass({ className: "self-start" })}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            New quotation
          </Link>
        }
      />
      {/* The controls show the filters being read at once (a choice does not jump back while its list loads). */}
      <QuotationFilters filters={quotationFiltersFromParams(shownParams)} onFilters={updateParams} />
      <PagedList
        list={list}
        readKey={`${page}?${quotationFilterQuery(filters)}`}
        table={QuotationTable}
        skeleton={<ColumnSkeleton spec={quotationList} />}
        failed="Failed to load quotations"
        empty={{ icon: FileText, text: hasQuotationFilters(filters) ? "No quotations match these filters" : "No quotations yet" }}
        page={page}
        pageSize={QUOTATIONS_PAGE_SIZE}
        pagerLabel="Quotations pages"
        onPageChange={goTo}
        rows={(items) => <ColumnRows spec={quotationList} items={items} />}
      />
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
    {
      label: "Date",
      valueClassName: "text-gray-800",
      skeleton: "h-4 w-24 bg-gray-100",
      value: (q) => <time dateTime={q.created_at}>{formatDate(q.created_at)}</time>,
    },
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

/** The list's card with its column headings (desktop). */
const QuotationTable = ({ children }: { children: React.ReactNode }) => <ColumnTable spec={quotationList}>{children}</ColumnTable>;
