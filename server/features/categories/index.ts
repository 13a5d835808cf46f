/** The product categories: what other features use of them. */
export { categoryActivity, type CategoryAuditAction } from "./activity";
