/** Exports for the accountant: what other features use of them. */
export { exportActivity, type ExportAuditAction } from "./activity";
