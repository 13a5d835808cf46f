/** The invoice list's filters, all kept in the address: status, invoice dates between two days, and a search by number or customer. */
import type { InvoiceStatus } from "#schemas/invoices";
import { StatusDaysFilterBar, statusDaysFromParams, statusDaysQuery, hasStatusDaysFilters, type StatusDaysFilterValues } from "~/components/admin/list-filters";
import type { ParamPatch } from "~/components/admin/route-data";
import { INVOICE_STATUS_LABELS, isInvoiceStatus } from "./invoice-parts";

export type InvoiceFilterValues = StatusDaysFilterValues<InvoiceStatus>;

const STATUSES = Object.keys(INVOICE_STATUS_LABELS) as InvoiceStatus[];

export const invoiceFiltersFromParams = (params: URLSearchParams): InvoiceFilterValues => statusDaysFromParams(params, isInvoiceStatus, 100);
export const invoiceFilterQuery = statusDaysQuery;
export const hasInvoiceFilters = hasStatusDaysFilters;

export function InvoiceFilters({ filters, onFilters }: { filters: InvoiceFilterValues; onFilters: (patch: ParamPatch, opts?: { replace?: boolean }) => void }) {
  return (
    <StatusDaysFilterBar
      label="Filter invoices"
      searchLabel="Search by number or customer"
      filters={filters}
      statuses={STATUSES}
      statusLabel={(s) => INVOICE_STATUS_LABELS[s]}
      onFilters={onFilters}
    />
  );
}
