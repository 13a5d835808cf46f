/** The customers: what other features use of them. */
export { gstinTaken, matchOrCreateCustomer, nationalDigits, type CustomerIdentity } from "./matching";
export { customerActivity, type CustomerAuditAction } from "./activity";
