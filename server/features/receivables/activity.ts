/** The payment reminders' audit entries (a kind of "Invoices and payments") and the activity screen's sentence. */
import type { ActivitySentences } from "../../core/audit";
import { formatRupees } from "#schemas/format";
import { text } from "../../core/audit-sentences";

const REMINDER_AUDIT_ACTIONS = ["payment.reminder_sent"] as const;
export type ReminderAuditAction = (typeof REMINDER_AUDIT_ACTIONS)[number];

export const reminderActivity: ActivitySentences<ReminderAuditAction> = {
  actions: REMINDER_AUDIT_ACTIONS,
  sentence({ actor, details: d }) {
    const how = d.channel === "email" ? `by e-mail${text(d.to) ? ` to ${text(d.to)}` : ""}` : "on WhatsApp";
    return `${actor} sent ${text(d.customer_name) ?? "a customer"} a payment reminder ${how} for ${formatRupees(text(d.balance) ?? "0")}`;
  },
};
