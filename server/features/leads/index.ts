/** The quote requests (leads): what other features use of them. */
export { leadActivity, type LeadAuditAction } from "./activity";
export { intakeLead, rememberIntakeAnswer, type IntakeResult, type LeadIntake } from "./intake";
export { leadOfMessage } from "./create";
