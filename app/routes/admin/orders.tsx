import { ClipboardList, Plus } from "lucide-react";
import { Link } from "react-router";
import type { OrderSummary } from "#schemas/wire";
import { adminMeta } from "~/components/admin/admin-meta";
import { PagedList } from "~/components/admin/paged-list";
import { pageOfList, pageParam, settle, useListParams } from "~/components/admin/route-data";
import { buttonClass } from "~/components/ui/button";
import { GridHead, SkeletonRows, TableCard } from "~/components/ui/table";
import { hasOrderFilters, OrderFilters, orderFilterQuery, orderFiltersFromParams } from "~/features/orders/order-filters";
import { OrderStatusBadge } from "~/features/orders/order-parts";
import { formatIsoDay } from "~/features/quotations/quotation-parts";
import { api } from "~/lib/api";
import { cn } from "~/lib/cn";
import { formatDate, formatRupees } from "#schemas/format";
import type { Route } from "./+types/orders";

export const meta = () => adminMeta("Orders");

const ORDERS_PAGE_SIZE = 20;

/** The address's page of orders under its filters, newest first (handed over unresolved: the skeleton shows at once). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const page = pageParam(params);
  const filters = orderFiltersFromParams(params);
  const query = orderFilterQuery(filters, { page: String(page), limit: String(ORDERS_PAGE_SIZE) });
  const read = settle("orders", api("GET", `/api/orders?${query}`, undefined, { auth: true, signal: request.signal }));
  const { list } = await pageOfList(request, page, read);
  return { page, filters, list };
}
clientLoader.hydrate = true as const;

/** Wide-screen columns; below lg each row stacks with its labels. */
const columns =
  "lg:grid lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1.6fr)_minmax(0,0.9fr)_minmax(0,1.1fr)_minmax(0,0.9fr)_minmax(0,0.8fr)] lg:items-center lg:gap-3";

/** Orders: a paged list with its filters in the address, each one's page, and "New order". */
export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { page, filters, list } = loaderData;
  const [, updateParams, shownParams] = useListParams();
  const goTo = (p: number) => updateParams({ page: p }, { scrollToTop: true });

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">Orders</h1>
          <p className="mt-1 text-gray-600">Sales orders, from draft to delivered</p>
        </div>
        <Link to="/admin/orders/new" className={buttonClass({ className: "self-start" })}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          New order
        </Link>
      </div>
      <OrderFilters filters={orderFiltersFromParams(shownParams)} onFilters={updateParams} />
      <PagedList
        list={list}
        readKey={`${page}?${orderFilterQuery(filters)}`}
        table={OrderTable}
        skeleton={<OrderSkeleton />}
        failed="Failed to load orders"
        empty={{ icon: ClipboardList, text: hasOrderFilters(filters) ? "No orders match these filters" : "No orders yet" }}
        page={page}
        pageSize={ORDERS_PAGE_SIZE}
        pagerLabel="Orders pages"
        onPageChange={goTo}
        rows={(items) => <OrderRows items={items} />}
      />
    </div>
  );
}

function OrderTable({ children }: { children: React.ReactNode }) {
  return (
    <TableCard title="Order list" hideTitle>
      <GridHead className={columns}>
        <span>Number</span>
        <span>Customer</span>
        <span>Date</span>
        <span>Delivery</span>
        <span className="text-right">Total</span>
        <span>Status</span>
      </GridHead>
      {children}
    </TableCard>
  );
}

function OrderSkeleton() {
  return (
    <OrderTable>
      <SkeletonRows
        label="Loading orders"
        testId="order-skeleton"
        rows={5}
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
    </OrderTable>
  );
}

/** The requested delivery window as a line: "01 Dec 2026 – 15 Dec 2026", one end, or a dash. */
const deliveryWindow = (o: OrderSummary) =>
  o.delivery_from && o.delivery_to ? `${formatIsoDay(o.delivery_from)} – ${formatIsoDay(o.delivery_to)}` : formatIsoDay(o.delivery_from ?? o.delivery_to);

function OrderRows({ items }: { items: OrderSummary[] }) {
  return (
    <ul aria-label="Orders" className="divide-y divide-gray-100">
      {items.map((o) => (
        <li key={o.id} className={cn("grid grid-cols-2 gap-x-4 gap-y-2 px-5 py-4 text-sm", columns)}>
          <dl className="contents">
            <div className="col-span-2 lg:col-span-1">
              <dt className="sr-only">Number</dt>
              <dd className="font-semibold break-words text-ink">
                <Link to={`/admin/orders/${o.id}`} className="text-brand-700 hover:text-brand-800 hover:underline">
                  {o.number}
                </Link>
              </dd>
            </div>
            <div className="col-span-2 min-w-0 lg:col-span-1">
              <dt className="text-xs text-gray-600 lg:sr-only">Customer</dt>
              <dd className="break-words text-gray-800">
                {o.customer_name}
                {o.company ? <span className="block text-xs text-gray-600">{o.company}</span> : null}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-gray-600 lg:sr-only">Date</dt>
              <dd className="text-gray-800">
                <time dateTime={o.created_at}>{formatDate(o.created_at)}</time>
              </dd>
            </div>
            <div>
              <dt className="text-xs text-gray-600 lg:sr-only">Delivery</dt>
              <dd className="text-gray-800">{deliveryWindow(o)}</dd>
            </div>
            <div className="lg:text-right">
              <dt className="text-xs text-gray-600 lg:sr-only">Total</dt>
              <dd className="font-medium text-ink tabular-nums">{formatRupees(o.grand_total)}</dd>
            </div>
            <div>
              <dt className="text-xs text-gray-600 lg:sr-only">Status</dt>
              <dd>
                <OrderStatusBadge status={o.status} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
