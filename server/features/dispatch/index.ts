/** Dispatches by truckload: what other features use of them. */
export { dispatchActivity, type DispatchAuditAction } from "./activity";
