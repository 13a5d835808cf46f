/** The quotations: what other features use of them. */
export { quotationActivity, type QuotationAuditAction } from "./activity";
