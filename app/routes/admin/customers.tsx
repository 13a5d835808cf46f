import { Plus, Users } from "lucide-react";
import { Suspense, useState } from "react";
import { Await, Link, useLocation, useNavigation } from "react-router";
import { CUSTOMER_PAGE_SIZE } from "#schemas/customers";
import { formatCountOf, formatDate } from "#schemas/format";
import type { CustomerSummary } from "#schemas/wire";
import { adminMeta } from "~/components/admin/admin-meta";
import { ClearFiltersButton, FilterBar, ListSearchBox } from "~/components/admin/list-filters";
import { ListFooter } from "~/components/admin/list-footer";
import { EmptyList, LoadFailed } from "~/components/admin/list-states";
import { pageOfList, pageParam, settle, useListParams } from "~/components/admin/route-data";
import { useSearchText } from "~/components/admin/use-search-text";
import { Button } from "~/components/ui/button";
import { GridHead, SkeletonRows, TableCard } from "~/components/ui/table";
import { AddCustomerDialog } from "~/features/customers/add-customer-dialog";
import { parseCustomerRequest, runCustomerRequest, type CustomerResult } from "~/features/customers/customer-action";
import { api } from "~/lib/api";
import { cn } from "~/lib/cn";
import type { Route } from "./+types/customers";

export const meta = () => adminMeta("Customers");

const SKELETON_ROWS = 5;

/** The address's search, as the list reads it. */
const searchOf = (params: URLSearchParams) => (params.get("search") ?? "").trim().slice(0, 100);

/**
 * The address's page of customers under its search, newest first: page 1 handed over unresolved
 * (skeleton rows at once), a later page waited for (past the end it goes back to page 1).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const page = pageParam(params);
  const search = searchOf(params);
  const query = new URLSearchParams({ page: String(page), limit: String(CUSTOMER_PAGE_SIZE), ...(search ? { search } : {}) });
  const read = settle("customers", api("GET", `/api/customers?${query}`, undefined, { auth: true, signal: request.signal }));
  const { list } = await pageOfList(request, page, read);
  return { page, search, list };
}
clientLoader.hydrate = true as const;

/** "Add customer" (the dialog's form). */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<CustomerResult> {
  return runCustomerRequest(null, parseCustomerRequest(await request.json()), request.signal);
}

/** Wide-screen columns; below lg each row stacks with its labels. */
const columns = "lg:grid lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1.1fr)_minmax(0,0.6fr)_minmax(0,0.8fr)] lg:items-center lg:gap-3";

/** Customers: a paged list searched by name, company, phone or GSTIN (all in the address), each one's page, and "Add customer". */
export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const { page, search, list } = loaderData;
  const [adding, setAdding] = useState(false);
  const [, updateParams, shownParams] = useListParams();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const changing = navigation.state === "loading" && navigation.location.pathname === pathname;
  const searchText = useSearchText(searchOf(shownParams), (text, { replace }) => updateParams({ search: text }, { replace }));

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">Customers</h1>
          <p className="mt-1 text-gray-600">Everyone who buys from us, their delivery sites, and everything about each on one timeline</p>
        </div>
        <Button onClick={() => setAdding(true)} icon={<Plus aria-hidden="true" className="h-4 w-4" />} className="self-start">
          Add customer
        </Button>
      </div>
      <FilterBar label="Search customers" onSubmit={searchText.submit} className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <ListSearchBox search={searchText} label="Search by name, company, phone or GSTIN" />
        <ClearFiltersButton
          disabled={!search}
          onClick={() => {
            searchText.clear();
            updateParams({ search: null });
          }}
        />
      </FilterBar>
      {changing ? (
        <CustomerSkeleton />
      ) : (
        <Suspense key={`${page}?${search}`} fallback={<CustomerSkeleton />}>
          <Await resolve={list}>
            {(result) => {
              if (!result.ok) {
                if (result.quiet) return null;
                return (
                  <CustomerTable>
                    <LoadFailed message="Failed to load customers" />
                  </CustomerTable>
                );
              }
              const items = Array.isArray(result.data.data) ? result.data.data : [];
              const total = Number(result.data.pagination?.total ?? items.length) || 0;
              return (
                <>
                  <CustomerTable>
                    {items.length === 0 ? (
                      <EmptyList icon={Users} text={search ? "No customers match this search" : "No customers yet"} />
                    ) : (
                      <CustomerRows items={items} />
                    )}
                  </CustomerTable>
                  {total > 0 ? (
                    <ListFooter
                      page={page}
                      pageSize={CUSTOMER_PAGE_SIZE}
                      shown={items.length}
                      total={total}
                      label="Customers pages"
                      onPageChange={(p) => updateParams({ page: p }, { scrollToTop: true })}
                    />
                  ) : null}
                </>
              );
            }}
          </Await>
        </Suspense>
      )}
      <AddCustomerDialog open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}

function CustomerTable({ children }: { children: React.ReactNode }) {
  return (
    <TableCard title="Customer list" hideTitle>
      <GridHead className={columns}>
        <span>Customer</span>
        <span>Phone</span>
        <span>GSTIN</span>
        <span>Orders</span>
        <span>Added</span>
      </GridHead>
      {children}
    </TableCard>
  );
}

function CustomerSkeleton() {
  return (
    <CustomerTable>
      <SkeletonRows
        label="Loading customers"
        testId="customer-skeleton"
        rows={SKELETON_ROWS}
        rowClassName={cn("lg:space-y-0", columns)}
        cells={["h-4 w-40 bg-gray-200", "h-4 w-28 bg-gray-100", "h-4 w-36 bg-gray-100", "h-4 w-10 bg-gray-100", "h-4 w-20 bg-gray-100"]}
      />
    </CustomerTable>
  );
}

function CustomerRows({ items }: { items: CustomerSummary[] }) {
  return (
    <ul aria-label="Customers" className="divide-y divide-gray-100">
      {items.map((c) => (
        <li key={c.id} className={cn("grid grid-cols-2 gap-x-4 gap-y-2 px-5 py-4 text-sm", columns)}>
          <dl className="contents">
            <div className="col-span-2 min-w-0 lg:col-span-1">
              <dt className="sr-only">Customer</dt>
              <dd className="font-semibold break-words">
                <Link to={`/admin/customers/${c.id}`} className="text-brand-700 hover:text-brand-800 hover:underline">
                  {c.name}
                </Link>
                {c.company ? <span className="block text-xs font-normal text-gray-600">{c.company}</span> : null}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-gray-600 lg:sr-only">Phone</dt>
              <dd className="break-words text-gray-800 tabular-nums">
                {c.country_code} {c.phone}
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="text-xs text-gray-600 lg:sr-only">GSTIN</dt>
              <dd className="font-mono break-all text-gray-800">{c.gstin ?? "—"}</dd>
            </div>
            <div>
              <dt className="text-xs text-gray-600 lg:sr-only">Orders</dt>
              <dd className="text-gray-800">{formatCountOf(c.orders, "order")}</dd>
            </div>
            <div>
              <dt className="text-xs text-gray-600 lg:sr-only">Added</dt>
              <dd className="text-gray-800">
                <time dateTime={c.created_at}>{formatDate(c.created_at)}</time>
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
