/**
 * The quotation list's filters, all kept in the address: status, created between two days, and a
 * search by number, customer or company.
 */
import type { QuotationStatus } from "#schemas/wire";
import {
  hasStatusDaysFilters,
  STATUS_DAYS_FILTER_KEYS,
  StatusDaysFilterBar,
  statusDaysFromParams,
  statusDaysQuery,
  type StatusDaysFilterValues,
} from "~/components/admin/list-filters";
import { isQuotationStatus, QUOTATION_STATUSES, QUOTATION_STATUS_LABELS } from "~/features/quotations/quotation-parts";
import type { ParamPatch } from "~/components/admin/route-data";

export type QuotationFilterValues = StatusDaysFilterValues<QuotationStatus>;

export const QUOTATION_FILTER_KEYS = STATUS_DAYS_FILTER_KEYS;

/** The address's filters; a status or day the address got wrong is left out. */
export const quotationFiltersFromParams = (params: URLSearchParams): QuotationFilterValues => statusDaysFromParams(params, isQuotationStatus, 200);

/** The query string of the list: only the filters that are set. */
export const quotationFilterQuery = statusDaysQuery;

export const hasQuotationFilters = hasStatusDaysFilters;

export function QuotationFilters({
  filters,
  onFilters,
}: {
  filters: QuotationFilterValues;
  onFilters: (patch: ParamPatch, opts?: { replace?: boolean }) => void;
}) {
  return (
    <StatusDaysFilterBar
      label="Filter quotations"
      searchLabel="Search by number, customer or company"
      filters={filters}
      statuses={QUOTATION_STATUSES}
      statusLabel={(s) => QUOTATION_STATUS_LABELS[s]}
      onFilters={onFilters}
    />
  );
}
