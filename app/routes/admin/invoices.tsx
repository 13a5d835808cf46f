import { adminMeta } from "~/components/admin/admin-meta";
import { PageHeader } from "~/components/admin/page-header";
import { filteredPageLoader, FilteredList } from "~/components/admin/paged-list";
import { invoiceFilters, invoiceList } from "~/features/invoices";
import { api } from "~/lib/api";
import type { Route } from "./+types/invoices";

export const meta = () => adminMeta("Invoices");

const INVOICES_PAGE_SIZE = 20;

/** The address's page of invoices under its filters, newest first (handed over unresolved: the skeleton shows at once). */
export const clientLoader = filteredPageLoader(invoiceFilters, INVOICES_PAGE_SIZE, (query, signal) =>
  api("GET", `/api/invoices?${query}`, undefined, { auth: true, signal }),
);

/** Invoices: a paged list with its filters in the address, each one's page. */
export default function AdminInvoices({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <PageHeader title="Invoices" subtitle="GST tax invoices of dispatched goods" />
      <FilteredList loaded={loaderData} kind={invoiceFilters} spec={invoiceList} pageSize={INVOICES_PAGE_SIZE} />
    </div>
  );
}
