/** The contact messages: what other features use of them. */
export { messageActivity, type MessageAuditAction } from "./activity";
