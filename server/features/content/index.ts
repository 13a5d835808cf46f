/** The site's content: what other features use of it. */
export { BUSINESS_SEED } from "./business";
export { contentActivity, type ContentAuditAction } from "./activity";
