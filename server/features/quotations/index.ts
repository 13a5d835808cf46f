/** The quotations: what other features use of them. */
export { quotationActivity, type QuotationAuditAction } from "./activity";
export { currentBusiness, currentSeller, sellerIdentity } from "./seller";
export { createLeadUpdates, type LeadUpdates } from "./lead-updates";
export { signature } from "./pdf/totals";
