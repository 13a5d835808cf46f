/** The invoice screens: what other features and the routes use of them. */
export { CreateInvoiceButton } from "./create-invoice";
export { InvoiceActions } from "./invoice-actions";
export { hasInvoiceFilters, InvoiceFilters, invoiceFilterQuery, invoiceFiltersFromParams } from "./invoice-filters";
export { InvoiceRows, InvoiceSkeleton, InvoiceTable } from "./invoice-list";
export { InvoiceLink, InvoiceStateBadge } from "./invoice-parts";
export { HsnSummary, InvoiceFacts, InvoiceItems, InvoiceTotals } from "./invoice-view";
export { OrderInvoices } from "./order-invoices";
