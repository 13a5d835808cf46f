/** Sign-in, sessions and accounts: what other features use of them. */
export { requireRole, requireUser } from "./require-user";
export { toPublicUser, type AccountRefusal, type User } from "./accounts";
export type { TokenService } from "./tokens";
export { accountActivity, signInActivity, type AccountAuditAction, type AuthAuditAction, type SignInAuditAction } from "./activity";
export { twoStepActivity, type TwoStepAuditAction } from "./two-step-activity";
export { TEMPORARY_PASSWORD_RULE } from "./temporary-passwords";
export { sessionKeyOf } from "./sessions";
export { bearerToken } from "./require-user";
