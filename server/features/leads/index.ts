/** The quote requests (leads): what other features use of them. */
export { leadActivity, type LeadAuditAction } from "./activity";
export { intakeLead, type LeadIntake } from "./intake";
