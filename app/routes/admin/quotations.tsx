import { FileText, Plus } from "lucide-react";
import { Link } from "react-router";
import { formatIndianMoney } from "#schemas/gst";
import type { QuotationSummary } from "#schemas/wire";
import { adminMeta } from "~/components/admin/admin-meta";
import { PagedList } from "~/components/admin/paged-list";
import { hasQuotationFilters, QuotationFilters, quotationFilterQuery, quotationFiltersFromParams } from "~/features/quotations/quotation-filters";
import { formatIsoDay, QuotationStatusBadge } from "~/features/quotations/quotation-parts";
import { pageOfList, pageParam, settle, useListParams } from "~/components/admin/route-data";
import { buttonClass } from "~/components/ui/button";
import { api } from "~/lib/api";
import { cn } from "~/lib/cn";
import { formatDate } from "#schemas/format";
import type { Route } from "./+types/quotations";
import { GridHead, SkeletonRows, TableCard } from "~/components/ui/table";

export const meta = () => adminMeta("Quotations");

const QUOTATIONS_PAGE_SIZE = 20;
const SKELETON_ROWS = 5;

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
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">Quotations</h1>
          <p className="mt-1 text-gray-600">Prices with GST sent to customers, and what they answered</p>
        </div>
        <Link to="/admin/quotations/new" className={buttonClass({ className: "self-start" })}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          New quotation
        </Link>
      </div>
      {/* The controls show the filters being read at once (a choice does not jump back while its list loads). */}
      <QuotationFilters filters={quotationFiltersFromParams(shownParams)} onFilters={updateParams} />
      <PagedList
        list={list}
        readKey={`${page}?${quotationFilterQuery(filters)}`}
        table={QuotationTable}
        skeleton={<QuotationSkeleton />}
        failed="Failed to load quotations"
        empty={{ icon: FileText, text: hasQuotationFilters(filters) ? "No quotations match these filters" : "No quotations yet" }}
        page={page}
        pageSize={QUOTATIONS_PAGE_SIZE}
        pagerLabel="Quotations pages"
        onPageChange={goTo}
        rows={(items) => <QuotationRows items={items} />}
      />
    </div>
  );
}

/** The list's card with its column headings (desktop). */
function QuotationTable({ children }: { children: React.ReactNode }) {
  return (
    <TableCard title="Quotation list" hideTitle>
      <GridHead className={columns}>
        <span>Number</span>
        <span>Customer</span>
        <span>Date</span>
        <span>Valid until</span>
        <span className="text-right">Total</span>
        <span>Status</span>
      </GridHead>
      {children}
    </TableCard>
  );
}

function QuotationSkeleton() {
  return (
    <QuotationTable>
      <SkeletonRows
        label="Loading quotations"
        testId="quotation-skeleton"
        rows={SKELETON_ROWS}
        rowClassName={cn("lg:space-y-0", columns)}
        cells={[
          "h-4 w-32 bg-gray-200",
          "h-4 w-40 bg-gray-100",
          "h-4 w-24 bg-gray-100",
          "h-4 w-24 bg-gray-100",
          "h-4 w-24 bg-gray-100 lg:ml-auto",
          "h-4 w-16 bg-gray-100",
        ]}
      />
    </QuotationTable>
  );
}

function QuotationRows({ items }: { items: QuotationSummary[] }) {
  return (
    <ul aria-label="Quotations" className="divide-y divide-gray-100">
      {items.map((q) => (
        <li key={q.id} className={cn("grid grid-cols-2 gap-x-4 gap-y-2 px-5 py-4 text-sm", columns)}>
          <dl className="contents">
            <div className="col-span-2 lg:col-span-1">
              <dt className="sr-only">Number</dt>
              <dd className="font-semibold break-words text-ink">
                <Link to={`/admin/quotations/${q.id}`} className="text-brand-700 hover:text-brand-800 hover:underline">
                  {q.number}
                </Link>
              </dd>
            </div>
            <div className="col-span-2 min-w-0 lg:col-span-1">
              <dt className="text-xs text-gray-600 lg:sr-only">Customer</dt>
              <dd className="break-words text-gray-800">
                {q.customer_name}
                {q.company ? <span className="block text-xs text-gray-600">{q.company}</span> : null}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-gray-600 lg:sr-only">Date</dt>
              <dd className="text-gray-800">
                <time dateTime={q.created_at}>{formatDate(q.created_at)}</time>
              </dd>
            </div>
            <div>
              <dt className="text-xs text-gray-600 lg:sr-only">Valid until</dt>
              <dd className="text-gray-800">
                <time dateTime={q.valid_until}>{formatIsoDay(q.valid_until)}</time>
              </dd>
            </div>
            <div className="lg:text-right">
              <dt className="text-xs text-gray-600 lg:sr-only">Total</dt>
              <dd className="font-medium text-ink tabular-nums">{formatIndianMoney(q.grand_total)}</dd>
            </div>
            <div>
              <dt className="text-xs text-gray-600 lg:sr-only">Status</dt>
              <dd>
                <QuotationStatusBadge status={q.status} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
