/** The invoice list's filters, all kept in the address: status, invoice dates between two days, and a search by number or customer. */
import { ReceiptText } from "lucide-react";
import type { InvoiceStatus } from "#schemas/invoices";
import { statusDaysFilterKind } from "~/components/admin/list-filters";
import { INVOICE_STATUS_LABELS, isInvoiceStatus } from "./invoice-parts";

const STATUSES = Object.keys(INVOICE_STATUS_LABELS) as InvoiceStatus[];

export const invoiceFilters = statusDaysFilterKind(
  { what: "invoices", empty: { icon: ReceiptText, none: "No invoices yet", noMatch: "No invoices match these filters" } },
  { isStatus: isInvoiceStatus, searchMax: 100 },
  { label: "Filter invoices", searchLabel: "Search by number or customer", statuses: STATUSES, statusLabel: (s) => INVOICE_STATUS_LABELS[s] },
);
