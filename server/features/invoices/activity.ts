/** The invoices' audit entries and the activity screen's sentence for each. */
import { activityOf } from "../../core/audit";
import { formatRupees } from "#schemas/format";
import { text } from "../../core/audit-sentences";

export const invoiceActivity = activityOf(["invoice.create", "invoice.cancel"], ({ actor, details: d, ...e }) => {
  const invoice = text(d.number) ?? `#${e.entityId}`;
  const order = text(d.order_number) ? ` of order ${text(d.order_number)}` : "";
  switch (e.action) {
    case "invoice.create":
      return `${actor} issued tax invoice ${invoice}${order}${text(d.grand_total) ? ` for ${formatRupees(text(d.grand_total) ?? "0")}` : ""}`;
    case "invoice.cancel":
      return `${actor} cancelled tax invoice ${invoice}${order}${text(d.reason) ? `: ${text(d.reason)}` : ""}`;
  }
});
export type InvoiceAuditAction = (typeof invoiceActivity.actions)[number];
