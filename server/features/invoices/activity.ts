/** The invoices' audit entries and the activity screen's sentence for each. */
import type { ActivitySentences } from "../../core/audit";
import { formatRupees } from "#schemas/format";
import { text } from "../../core/audit-sentences";

const INVOICE_AUDIT_ACTIONS = ["invoice.create", "invoice.cancel"] as const;
export type InvoiceAuditAction = (typeof INVOICE_AUDIT_ACTIONS)[number];

export const invoiceActivity: ActivitySentences<InvoiceAuditAction> = {
  actions: INVOICE_AUDIT_ACTIONS,
  sentence(e) {
    const { actor, details: d } = e;
    const invoice = text(d.number) ?? `#${e.entityId}`;
    const order = text(d.order_number) ? ` of order ${text(d.order_number)}` : "";
    switch (e.action) {
      case "invoice.create":
        return `${actor} issued tax invoice ${invoice}${order}${text(d.grand_total) ? ` for ${formatRupees(text(d.grand_total) ?? "0")}` : ""}`;
      case "invoice.cancel":
        return `${actor} cancelled tax invoice ${invoice}${order}${text(d.reason) ? `: ${text(d.reason)}` : ""}`;
    }
  },
};
