/** The payments' audit entries and the activity screen's sentence for each. */
import { activityOf } from "../../core/audit";
import { formatRupees } from "#schemas/format";
import { text } from "../../core/audit-sentences";

export const paymentActivity = activityOf(["payment.recorded", "payment.applied", "payment.deleted"], ({ actor, details: d, ...e }) => {
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
});
export type PaymentAuditAction = (typeof paymentActivity.actions)[number];
