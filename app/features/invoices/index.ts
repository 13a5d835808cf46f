/** The invoice screens: what other features and the routes use of them. */
export { CreateInvoiceButton } from "./create-invoice";
export { InvoiceActions } from "./invoice-actions";
export { invoiceFilters } from "./invoice-filters";
export { invoiceList } from "./invoice-list";
export { InvoiceLink, InvoiceStateBadge } from "./invoice-parts";
export { HsnSummary, InvoiceFacts, InvoiceItems, InvoiceTotals } from "./invoice-view";
export { OrderInvoices } from "./order-invoices";
