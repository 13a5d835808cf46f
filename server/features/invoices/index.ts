/** GST tax invoices: what other features use of them. */
export { invoiceActivity, type InvoiceAuditAction } from "./activity";
export { toInvoiceDto, type InvoiceRow } from "./rows";
