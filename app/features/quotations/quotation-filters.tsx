/**
 * The quotation list's filters, all kept in the address: status, created between two days, and a
 * search by number, customer or company.
 */
import type { QuotationStatus } from "#schemas/wire";
import { ClearFiltersButton, DayRangeFields, FilterBar, ListSearchBox } from "~/components/admin/list-filters";
import { isQuotationStatus, QUOTATION_STATUSES, QUOTATION_STATUS_LABELS } from "~/features/quotations/quotation-parts";
import type { ParamPatch } from "~/components/admin/route-data";
import { useSearchText } from "~/components/admin/use-search-text";
import { Field } from "~/components/ui/field";
import { Options, Select } from "~/components/ui/input";

export interface QuotationFilterValues {
  status: QuotationStatus | "";
  from: string;
  to: string;
  search: string;
}

export const QUOTATION_FILTER_KEYS = ["status", "from", "to", "search"] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The address's filters; a status or day the address got wrong is left out. */
export function quotationFiltersFromParams(params: URLSearchParams): QuotationFilterValues {
  const status = params.get("status") ?? "";
  const day = (key: string) => {
    const v = params.get(key) ?? "";
    return DAY.test(v) ? v : "";
  };
  return { status: isQuotationStatus(status) ? status : "", from: day("from"), to: day("to"), search: (params.get("search") ?? "").trim().slice(0, 200) };
}

/** The query string of the list: only the filters that are set. */
export function quotationFilterQuery(f: QuotationFilterValues, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams();
  for (const key of QUOTATION_FILTER_KEYS) if (f[key]) q.set(key, f[key]);
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  return q.toString();
}

export const hasQuotationFilters = (f: QuotationFilterValues) => Boolean(f.status || f.from || f.to || f.search);

export function QuotationFilters({
  filters,
  onFilters,
}: {
  filters: QuotationFilterValues;
  onFilters: (patch: ParamPatch, opts?: { replace?: boolean }) => void;
}) {
  const search = useSearchText(filters.search, (text, { replace }) => onFilters({ search: text }, { replace }));
  return (
    <FilterBar
      label="Filter quotations"
      onSubmit={search.submit}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.4fr_auto] lg:items-end"
    >
      <ListSearchBox search={search} label="Search by number, customer or company" className="sm:col-span-2 lg:col-span-1" />
      <Field label="Status">
        <Select value={filters.status} onChange={(e) => onFilters({ status: e.target.value })}>
          <option value="">All statuses</option>
          <Options items={QUOTATION_STATUSES} label={(s) => QUOTATION_STATUS_LABELS[s]} />
        </Select>
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <DayRangeFields from={filters.from} to={filters.to} onChange={onFilters} />
      </div>
      <ClearFiltersButton
        disabled={!hasQuotationFilters(filters)}
        onClick={() => {
          search.clear();
          onFilters(Object.fromEntries(QUOTATION_FILTER_KEYS.map((k) => [k, null])));
        }}
      />
    </FilterBar>
  );
}
