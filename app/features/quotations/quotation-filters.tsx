/**
 * The quotation list's filters, all kept in the address: status, created between two days, and a
 * search by number, customer or company.
 */
import { FileText } from "lucide-react";
import { statusDaysFilterKind } from "~/components/admin/list-filters";
import { isQuotationStatus, QUOTATION_STATUSES, QUOTATION_STATUS_LABELS } from "~/features/quotations/quotation-parts";

export const quotationFilters = statusDaysFilterKind(
  { what: "quotations", empty: { icon: FileText, none: "No quotations yet", noMatch: "No quotations match these filters" } },
  { isStatus: isQuotationStatus, searchMax: 200 },
  {
    label: "Filter quotations",
    searchLabel: "Search by number, customer or company",
    statuses: QUOTATION_STATUSES,
    statusLabel: (s) => QUOTATION_STATUS_LABELS[s],
  },
);
