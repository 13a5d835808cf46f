import { ReceiptText } from "lucide-react";
import { adminMeta } from "~/components/admin/admin-meta";
import { PageHeader } from "~/components/admin/page-header";
import { PagedList } from "~/components/admin/paged-list";
import { pageOfList, pageParam, settle, useListParams } from "~/components/admin/route-data";
import {
  hasInvoiceFilters,
  InvoiceFilters,
  invoiceFilterQuery,
  invoiceFiltersFromParams,
  InvoiceRows,
  InvoiceSkeleton,
  InvoiceTable,
} from "~/features/invoices";
import { api } from "~/lib/api";
import type { Route } from "./+types/invoices";

export const meta = () => adminMeta("Invoices");

const INVOICES_PAGE_SIZE = 20;

/** The address's page of invoices under its filters, newest first (handed over unresolved: the skeleton shows at once). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const page = pageParam(params);
  const filters = invoiceFiltersFromParams(params);
  const query = invoiceFilterQuery(filters, { page: String(page), limit: String(INVOICES_PAGE_SIZE) });
  const read = settle("invoices", api("GET", `/api/invoices?${query}`, undefined, { auth: true, signal: request.signal }));
  const { list } = await pageOfList(request, page, read);
  return { page, filters, list };
}
clientLoader.hydrate = true as const;

/** Invoices: a paged list with its filters in the address, each one's page. */
export default function AdminInvoices({ loaderData }: Route.ComponentProps) {
  const { page, filters, list } = loaderData;
  const [, updateParams, shownParams] = useListParams();
  const goTo = (p: number) => updateParams({ page: p }, { scrollToTop: true });

  return (
    <div className="space-y-6">
      <PageHeader title="Invoices" subtitle="GST tax invoices of dispatched goods" />
      <InvoiceFilters filters={invoiceFiltersFromParams(shownParams)} onFilters={updateParams} />
      <PagedList
        list={list}
        readKey={`${page}?${invoiceFilterQuery(filters)}`}
        table={InvoiceTable}
        skeleton={<InvoiceSkeleton />}
        failed="Failed to load invoices"
        empty={{ icon: ReceiptText, text: hasInvoiceFilters(filters) ? "No invoices match these filters" : "No invoices yet" }}
        page={page}
        pageSize={INVOICES_PAGE_SIZE}
        pagerLabel="Invoices pages"
        onPageChange={goTo}
        rows={(items) => <InvoiceRows items={items} />}
      />
    </div>
  );
}
