/** What each customer owes: what other features use of it. */
export { createReceivables } from "./receivables";
export { createStatements } from "./statement";
export { createReminders } from "./reminder";
export { reminderActivity, type ReminderAuditAction } from "./activity";
