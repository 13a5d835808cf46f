/** The quotations: what other features use of them. */
export { quotationActivity, type QuotationAuditAction } from "./activity";
export { currentSeller } from "./seller";
export { createLeadUpdates, type LeadUpdates } from "./lead-updates";
