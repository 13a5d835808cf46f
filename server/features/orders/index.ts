/** The sales orders: what other features use of them. */
export { refreshOrderStatus } from "./progress";
export { orderActivity, type OrderAuditAction } from "./activity";
