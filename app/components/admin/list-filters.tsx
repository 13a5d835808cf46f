/**
 * The pieces the admin lists' filter bars share: the bar itself, the search box, the From/To day
 * range and "Clear filters". Each bar keeps its own layout and its own filters in the address.
 */
import { Search, X } from "lucide-react";
import type { ReactNode } from "react";
import type { ListFilterKind } from "~/components/admin/paged-list";
import type { ParamPatch } from "~/components/admin/route-data";
import { useSearchText } from "~/components/admin/use-search-text";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input, Options, Select } from "~/components/ui/input";
import { cn } from "~/lib/cn";

/**
 * A list's filter bar: a search landmark named `label`, in a card. Enter in its search box sends
 * `onSubmit` (the bar's useSearchText submit) instead of reloading the page; `className` lays out
 * its fields.
 */
export function FilterBar({ label, onSubmit, className, children }: { label: string; onSubmit?: () => void; className: string; children: ReactNode }) {
  return (
    <Card
      as="form"
      role="search"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit?.();
      }}
      className={cn("p-4", className)}
    >
      {children}
    </Card>
  );
}

/**
 * The list's search box, with a search icon; `search` is the bar's useSearchText (the bar's form
 * sends it, and its Clear filters empties it). The placeholder is the label with an ellipsis.
 */
export function ListSearchBox({ search, label, className }: { search: ReturnType<typeof useSearchText>; label: string; className?: string }) {
  return (
    <div className={cn("relative", className)}>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-gray-500" />
      <Input
        type="search"
        aria-label={label}
        placeholder={`${label}...`}
        value={search.text}
        onChange={(e) => search.setText(e.target.value)}
        onFocus={search.onFocus}
        className="pl-9"
      />
    </div>
  );
}

/** "From" and "To" days (the address's `from` and `to`); neither can pass the other. */
export function DayRangeFields({ from, to, onChange }: { from: string; to: string; onChange: (patch: ParamPatch) => void }) {
  return (
    <>
      <Field label="From">
        <Input type="date" value={from} max={to || undefined} onChange={(e) => onChange({ from: e.target.value })} />
      </Field>
      <Field label="To">
        <Input type="date" value={to} min={from || undefined} onChange={(e) => onChange({ to: e.target.value })} />
      </Field>
    </>
  );
}

/** The address's patch that clears the filters `keys`. */
export const clearedFilters = (keys: readonly string[]): ParamPatch => Object.fromEntries(keys.map((k) => [k, null]));

/** "Clear filters": empties the list's search box if it has one (`search`, useSearchText's) and its other filters (`onClear`). */
export function ClearFiltersButton({
  search,
  onClear,
  disabled,
  className,
}: {
  search?: { clear: () => void };
  onClear: () => void;
  disabled?: boolean;
  className?: string;
}) {
  const onClick = () => {
    search?.clear();
    onClear();
  };
  return (
    <Button variant="ghost" disabled={disabled} onClick={onClick} icon={<X aria-hidden="true" className="h-4 w-4" />} className={className}>
      Clear filters
    </Button>
  );
}

/** The "Status" filter (the address's `status`): "All statuses" or one of `statuses`. */
export function StatusFilter<S extends string>({
  value,
  statuses,
  label,
  onFilters,
}: {
  value: S | "";
  statuses: readonly S[];
  label: (s: S) => string;
  onFilters: (patch: ParamPatch) => void;
}) {
  return (
    <Field label="Status">
      <Select value={value} onChange={(e) => onFilters({ status: e.target.value })}>
        <option value="">All statuses</option>
        <Options items={statuses} label={label} />
      </Select>
    </Field>
  );
}

/** The filters of a list of documents (quotations, invoices): a status, From/To days and a search. */
export interface StatusDaysFilterValues<S extends string> {
  status: S | "";
  from: string;
  to: string;
  search: string;
}

export const STATUS_DAYS_FILTER_KEYS = ["status", "from", "to", "search"] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The address's status, days and search; a status or day the address got wrong is left out. */
export function statusDaysFromParams<S extends string>(params: URLSearchParams, isStatus: (s: string) => s is S, searchMax: number): StatusDaysFilterValues<S> {
  const status = params.get("status") ?? "";
  const day = (key: string) => {
    const v = params.get(key) ?? "";
    return DAY.test(v) ? v : "";
  };
  return { status: isStatus(status) ? status : "", from: day("from"), to: day("to"), search: (params.get("search") ?? "").trim().slice(0, searchMax) };
}

/** The query string of a list whose filters are the texts named by `keys`: only the filters that are set, then `extra`. */
export function setFiltersQuery<K extends string>(keys: readonly K[]) {
  return (f: Record<K, string>, extra: Record<string, string> = {}): string => {
    const q = new URLSearchParams();
    for (const key of keys) if (f[key]) q.set(key, f[key]);
    for (const [k, v] of Object.entries(extra)) q.set(k, v);
    return q.toString();
  };
}

export const statusDaysQuery = setFiltersQuery(STATUS_DAYS_FILTER_KEYS);

export const hasStatusDaysFilters = (f: StatusDaysFilterValues<string>) => Boolean(f.status || f.from || f.to || f.search);

/** The filter bar of a list of documents: search, Status ("All statuses" or one), From/To and Clear filters. */
export function StatusDaysFilterBar<S extends string>({
  label,
  searchLabel,
  filters,
  statuses,
  statusLabel,
  onFilters,
}: {
  label: string;
  searchLabel: string;
  filters: StatusDaysFilterValues<S>;
  statuses: readonly S[];
  statusLabel: (s: S) => string;
  onFilters: (patch: ParamPatch, opts?: { replace?: boolean }) => void;
}) {
  const search = useSearchText(filters.search, (text, { replace }) => onFilters({ search: text }, { replace }));
  return (
    <FilterBar label={label} onSubmit={search.submit} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.4fr_auto] lg:items-end">
      <ListSearchBox search={search} label={searchLabel} className="sm:col-span-2 lg:col-span-1" />
      <StatusFilter value={filters.status} statuses={statuses} label={statusLabel} onFilters={onFilters} />
      <div className="grid grid-cols-2 gap-3">
        <DayRangeFields from={filters.from} to={filters.to} onChange={onFilters} />
      </div>
      <ClearFiltersButton search={search} disabled={!hasStatusDaysFilters(filters)} onClear={() => onFilters(clearedFilters(STATUS_DAYS_FILTER_KEYS))} />
    </FilterBar>
  );
}

/**
 * A list of documents' filters on its screen (FilteredList): the address's status (one `isStatus`
 * accepts), days and search (at most `searchMax` characters), and their bar.
 */
export function statusDaysFilterKind<S extends string>(
  list: Pick<ListFilterKind<StatusDaysFilterValues<S>>, "what" | "empty">,
  read: { isStatus: (s: string) => s is S; searchMax: number },
  bar: { label: string; searchLabel: string; statuses: readonly S[]; statusLabel: (s: S) => string },
): ListFilterKind<StatusDaysFilterValues<S>> {
  return {
    ...list,
    fromParams: (params) => statusDaysFromParams(params, read.isStatus, read.searchMax),
    query: statusDaysQuery,
    isSet: hasStatusDaysFilters,
    Bar: function StatusDaysBar({ filters, onFilters }) {
      return <StatusDaysFilterBar {...bar} filters={filters} onFilters={onFilters} />;
    },
  };
}
