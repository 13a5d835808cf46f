import { Plus, Users } from "lucide-react";
import { useState } from "react";
import { CUSTOMER_PAGE_SIZE } from "#schemas/customers";
import { formatCountOf, formatDate } from "#schemas/format";
import type { CustomerSummary } from "#schemas/wire";
import { adminMeta } from "~/components/admin/admin-meta";
import { PageHeader } from "~/components/admin/page-header";
import { customerPageColumn, type ColumnListSpec } from "~/components/admin/column-list";
import { filteredPageLoader, FilteredList, type ListFilterKind } from "~/components/admin/paged-list";
import { ClearFiltersButton, FilterBar, ListSearchBox } from "~/components/admin/list-filters";
import type { ParamPatch } from "~/components/admin/route-data";
import { useSearchText } from "~/components/admin/use-search-text";
import { Button } from "~/components/ui/button";
import { AddCustomerDialog } from "~/features/customers/add-customer-dialog";
import { parseCustomerRequest, runCustomerRequest, type CustomerResult } from "~/features/customers/customer-action";
import { api } from "~/lib/api";
import type { Route } from "./+types/customers";

export const meta = () => adminMeta("Customers");

/** The customer list's search, kept in the address: by name, company, phone or GSTIN. */
const customerSearch: ListFilterKind<string> = {
  what: "customers",
  fromParams: (params) => (params.get("search") ?? "").trim().slice(0, 100),
  query: (search, extra = {}) => new URLSearchParams({ ...extra, ...(search ? { search } : {}) }).toString(),
  isSet: (search) => Boolean(search),
  empty: { icon: Users, none: "No customers yet", noMatch: "No customers match this search" },
  Bar: CustomerSearchBar,
};

/**
 * The address's page of customers under its search, newest first: page 1 handed over unresolved
 * (skeleton rows at once), a later page waited for (past the end it goes back to page 1).
 */
export const clientLoader = filteredPageLoader(customerSearch, CUSTOMER_PAGE_SIZE, (query, signal) =>
  api("GET", `/api/customers?${query}`, undefined, { auth: true, signal }),
);

/** "Add customer" (the dialog's form). */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<CustomerResult> {
  return runCustomerRequest(null, parseCustomerRequest(await request.json()), request.signal);
}

/** Wide-screen columns; below lg each row stacks with its labels. */
const columns = "lg:grid lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1.1fr)_minmax(0,0.6fr)_minmax(0,0.8fr)] lg:items-center lg:gap-3";

/** Customers: a paged list searched by name, company, phone or GSTIN (all in the address), each one's page, and "Add customer". */
export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const [adding, setAdding] = useState(false);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Customers"
        subtitle="Everyone who buys from us, their delivery sites, and everything about each on one timeline"
        action={
          <Button onClick={() => setAdding(true)} icon={<Plus aria-hidden="true" className="h-4 w-4" />} className="self-start">
            Add customer
          </Button>
        }
      />
      <FilteredList loaded={loaderData} kind={customerSearch} spec={customerList} pageSize={CUSTOMER_PAGE_SIZE} />
      <AddCustomerDialog open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}

function CustomerSearchBar({ filters: search, onFilters }: { filters: string; onFilters: (patch: ParamPatch, opts?: { replace?: boolean }) => void }) {
  const searchText = useSearchText(search, (text, { replace }) => onFilters({ search: text }, { replace }));
  return (
    <FilterBar label="Search customers" onSubmit={searchText.submit} className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
      <ListSearchBox search={searchText} label="Search by name, company, phone or GSTIN" />
      <ClearFiltersButton search={searchText} disabled={!search} onClear={() => onFilters({ search: null })} />
    </FilterBar>
  );
}

const customerList: ColumnListSpec<CustomerSummary> = {
  names: { card: "Customer list", list: "Customers", loading: "Loading customers", testId: "customer-skeleton" },
  layout: { wide: "lg", grid: columns },
  key: (c) => c.id,
  columns: [
    customerPageColumn("col-span-2 min-w-0 lg:col-span-1", (c) => ({ id: c.id, name: c.name, company: c.company })),
    {
      label: "Phone",
      valueClassName: "break-words text-gray-800 tabular-nums",
      skeleton: "h-4 w-28 bg-gray-100",
      value: (c) => (
        <>
          {c.country_code} {c.phone}
        </>
      ),
    },
    {
      label: "GSTIN",
      className: "min-w-0",
      valueClassName: "font-mono break-all text-gray-800",
      skeleton: "h-4 w-36 bg-gray-100",
      value: (c) => c.gstin ?? "—",
    },
    { label: "Orders", valueClassName: "text-gray-800", skeleton: "h-4 w-10 bg-gray-100", value: (c) => formatCountOf(c.orders, "order") },
    {
      label: "Added",
      valueClassName: "text-gray-800",
      skeleton: "h-4 w-20 bg-gray-100",
      value: (c) => <time dateTime={c.created_at}>{formatDate(c.created_at)}</time>,
    },
  ],
};
