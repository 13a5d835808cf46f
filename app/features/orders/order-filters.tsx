/** The order list's filters, kept in the address: status, and a search by number, customer or company. */
import { ClipboardList } from "lucide-react";
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from "#schemas/orders";
import type { OrderStatus } from "#schemas/wire";
import { clearedFilters, ClearFiltersButton, FilterBar, ListSearchBox, setFiltersQuery, StatusFilter } from "~/components/admin/list-filters";
import type { ParamPatch } from "~/components/admin/route-data";
import { useSearchText } from "~/components/admin/use-search-text";
import { isOrderStatus } from "./order-parts";
import type { ListFilterKind } from "~/components/admin/paged-list";

export interface OrderFilterValues {
  status: OrderStatus | "";
  search: string;
}

const ORDER_FILTER_KEYS = ["status", "search"] as const;

/** The address's filters; a status the address got wrong is left out. */
export function orderFiltersFromParams(params: URLSearchParams): OrderFilterValues {
  const status = params.get("status") ?? "";
  return { status: isOrderStatus(status) ? status : "", search: (params.get("search") ?? "").trim().slice(0, 100) };
}

export const hasOrderFilters = (f: OrderFilterValues) => Boolean(f.status || f.search);

export function OrderFilters({ filters, onFilters }: { filters: OrderFilterValues; onFilters: (patch: ParamPatch, opts?: { replace?: boolean }) => void }) {
  const search = useSearchText(filters.search, (text, { replace }) => onFilters({ search: text }, { replace }));
  return (
    <FilterBar label="Filter orders" onSubmit={search.submit} className="grid grid-cols-1 gap-3 sm:grid-cols-[1.6fr_1fr_auto] sm:items-end">
      <ListSearchBox search={search} label="Search by number, customer or company" />
      <StatusFilter value={filters.status} statuses={ORDER_STATUSES} label={(s) => ORDER_STATUS_LABELS[s]} onFilters={onFilters} />
      <ClearFiltersButton search={search} disabled={!hasOrderFilters(filters)} onClear={() => onFilters(clearedFilters(ORDER_FILTER_KEYS))} />
    </FilterBar>
  );
}

/** The order list's filters on its screen. */
export const orderFilters: ListFilterKind<OrderFilterValues> = {
  what: "orders",
  fromParams: orderFiltersFromParams,
  query: setFiltersQuery(ORDER_FILTER_KEYS),
  isSet: hasOrderFilters,
  empty: { icon: ClipboardList, none: "No orders yet", noMatch: "No orders match these filters" },
  Bar: OrderFilters,
};
