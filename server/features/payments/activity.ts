/** The payments' audit entries and the activity screen's sentence for each. */
import type { ActivitySentences } from "../../core/audit";
import { formatRupees } from "#schemas/format";
import { text } from "../../core/audit-sentences";

const PAYMENT_AUDIT_ACTIONS = ["payment.recorded", "payment.applied", "payment.deleted"] as const;
export type PaymentAuditAction = (typeof PAYMENT_AUDIT_ACTIONS)[number];

export const paymentActivity: ActivitySentences<PaymentAuditAction> = {
  actions: PAYMENT_AUDIT_ACTIONS,
  sentence(e) {
    const { actor, details: d } = e;
    const receipt = text(d.number) ?? `#${e.entityId}`;
    const amount = text(d.amount) ? ` of ${formatRupees(text(d.amount) ?? "0")}` : "";
    const from = text(d.customer_name) ? ` from ${text(d.customer_name)}` : "";
    const settled = Array.isArray(d.invoices) && d.invoices.length ? ` to ${d.invoices.map(String).join(", ")}` : "";
    switch (e.action) {
      case "payment.recorded":
        return `${actor} recorded payment ${receipt}${amount}${from}`;
      case "payment.applied":
        return `${actor} applied the advance of payment ${receipt}${settled}`;
      case "payment.deleted":
        return `${actor} deleted payment ${receipt}${amount}${from}`;
    }
  },
};
