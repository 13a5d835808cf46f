/** The Receivables list's filters, kept in the address: a search by customer, "Overdue only" and the order. */
import { Wallet } from "lucide-react";
import { RECEIVABLE_SORT_LABELS, RECEIVABLE_SORTS, type ReceivableSort } from "#schemas/receivables";
import { ClearFiltersButton, FilterBar, ListSearchBox } from "~/components/admin/list-filters";
import type { ParamPatch } from "~/components/admin/route-data";
import { useSearchText } from "~/components/admin/use-search-text";
import { Field } from "~/components/ui/field";
import { Options, Select } from "~/components/ui/input";
import type { ListFilterKind } from "~/components/admin/paged-list";

export interface ReceivableFilterValues {
  search: string;
  overdue: boolean;
  sort: ReceivableSort;
}

const isSort = (v: string): v is ReceivableSort => (RECEIVABLE_SORTS as readonly string[]).includes(v);

/** The address's filters; a sort the address got wrong is the default (largest balance first). */
export function receivableFiltersFromParams(params: URLSearchParams): ReceivableFilterValues {
  const sort = params.get("sort") ?? "";
  return { search: (params.get("search") ?? "").trim().slice(0, 100), overdue: params.get("overdue") === "1", sort: isSort(sort) ? sort : "balance" };
}

/** The query string of the list and its CSV: only what is set. */
export function receivableFilterQuery(f: ReceivableFilterValues, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams();
  if (f.search) q.set("search", f.search);
  if (f.overdue) q.set("overdue", "1");
  if (f.sort !== "balance") q.set("sort", f.sort);
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  return q.toString();
}

export const hasReceivableFilters = (f: ReceivableFilterValues) => Boolean(f.search || f.overdue);

export function ReceivableFilters({
  filters,
  onFilters,
}: {
  filters: ReceivableFilterValues;
  onFilters: (patch: ParamPatch, opts?: { replace?: boolean }) => void;
}) {
  const search = useSearchText(filters.search, (text, { replace }) => onFilters({ search: text }, { replace }));
  return (
    <FilterBar label="Filter receivables" onSubmit={search.submit} className="grid grid-cols-1 gap-3 sm:grid-cols-[1.6fr_1fr_auto_auto] sm:items-end">
      <ListSearchBox search={search} label="Search by customer, company or phone" />
      <Field label="Sort by">
        <Select value={filters.sort} onChange={(e) => onFilters({ sort: e.target.value === "balance" ? null : e.target.value })}>
          <Options items={RECEIVABLE_SORTS} label={(s) => RECEIVABLE_SORT_LABELS[s]} />
        </Select>
      </Field>
      <label className="flex min-h-10 items-center gap-2 text-sm text-gray-800">
        <input
          type="checkbox"
          className="h-4 w-4 rounded border-gray-300 accent-brand-700"
          checked={filters.overdue}
          onChange={(e) => onFilters({ overdue: e.target.checked ? "1" : null })}
        />
        Overdue only
      </label>
      <ClearFiltersButton search={search} disabled={!hasReceivableFilters(filters)} onClear={() => onFilters({ search: null, overdue: null })} />
    </FilterBar>
  );
}

/** The receivables list's filters on its screen. */
export const receivableFilters: ListFilterKind<ReceivableFilterValues> = {
  what: "receivables",
  fromParams: receivableFiltersFromParams,
  query: receivableFilterQuery,
  isSet: hasReceivableFilters,
  empty: { icon: Wallet, none: "Nothing is owed yet", noMatch: "No customers match these filters" },
  Bar: ReceivableFilters,
};
