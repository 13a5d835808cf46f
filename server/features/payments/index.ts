/** Payments received: what other features use of them. */
export { paymentActivity, type PaymentAuditAction } from "./activity";
export { paymentDtos } from "./rows";
