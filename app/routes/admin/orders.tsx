import type { OrderSummary } from "#schemas/wire";
import { adminMeta } from "~/components/admin/admin-meta";
import { NewItemLink, PageHeader } from "~/components/admin/page-header";
import { createdColumn, customerColumn, numberColumn, totalColumn, type ColumnListSpec } from "~/components/admin/column-list";
import { filteredPageLoader, FilteredList } from "~/components/admin/paged-list";
import { orderFilters } from "~/features/orders/order-filters";
import { OrderStatusBadge } from "~/features/orders/order-parts";
import { formatIsoDay } from "~/features/quotations/quotation-parts";
import { api } from "~/lib/api";
import { formatRupees } from "#schemas/format";
import type { Route } from "./+types/orders";

export const meta = () => adminMeta("Orders");

const ORDERS_PAGE_SIZE = 20;

/** The address's page of orders under its filters, newest first (handed over unresolved: the skeleton shows at once). */
export const clientLoader = filteredPageLoader(orderFilters, ORDERS_PAGE_SIZE, (query, signal) =>
  api("GET", `/api/orders?${query}`, undefined, { auth: true, signal }),
);

/** Wide-screen columns; below lg each row stacks with its labels. */
const columns =
  "lg:grid lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1.6fr)_minmax(0,0.9fr)_minmax(0,1.1fr)_minmax(0,0.9fr)_minmax(0,0.8fr)] lg:items-center lg:gap-3";

/** Orders: a paged list with its filters in the address, each one's page, and "New order". */
export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <PageHeader title="Orders" subtitle="Sales orders, from draft to delivered" action={<NewItemLink to="/admin/orders/new">New order</NewItemLink>} />
      <FilteredList loaded={loaderData} kind={orderFilters} spec={orderList} pageSize={ORDERS_PAGE_SIZE} />
    </div>
  );
}

/** The requested delivery window as a line: "01 Dec 2026 – 15 Dec 2026", one end, or a dash. */
const deliveryWindow = (o: OrderSummary) =>
  o.delivery_from && o.delivery_to ? `${formatIsoDay(o.delivery_from)} – ${formatIsoDay(o.delivery_to)}` : formatIsoDay(o.delivery_from ?? o.delivery_to);

const orderList: ColumnListSpec<OrderSummary> = {
  names: { card: "Order list", list: "Orders", loading: "Loading orders", testId: "order-skeleton" },
  layout: { wide: "lg", grid: columns },
  key: (o) => o.id,
  columns: [
    numberColumn((o) => `/admin/orders/${o.id}`),
    customerColumn,
    createdColumn,
    { label: "Delivery", valueClassName: "text-gray-800", skeleton: "h-4 w-24 bg-gray-100", value: deliveryWindow },
    totalColumn((o) => formatRupees(o.grand_total)),
    { label: "Status", skeleton: "h-4 w-16 bg-gray-100", value: (o) => <OrderStatusBadge status={o.status} /> },
  ],
};
