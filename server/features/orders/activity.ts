/** The sales orders' audit entries and the activity screen's sentence for each. */
import type { ActivitySentences } from "../../core/audit";
import { text } from "../../core/audit-sentences";

const ORDER_AUDIT_ACTIONS = ["order.create", "order.update", "order.confirm", "order.cancel", "order.close"] as const;
export type OrderAuditAction = (typeof ORDER_AUDIT_ACTIONS)[number];

export const orderActivity: ActivitySentences<OrderAuditAction> = {
  actions: ORDER_AUDIT_ACTIONS,
  sentence(e) {
    const { actor, details: d } = e;
    const order = `order ${text(d.number) ?? `#${e.entityId}`}`;
    switch (e.action) {
      case "order.create":
        return `${actor} created ${order} for ${text(d.customer) ?? "a customer"}${text(d.quotation) ? ` from quotation ${text(d.quotation)}` : ""}`;
      case "order.update":
        return `${actor} changed ${order}`;
      case "order.confirm":
        return `${actor} confirmed ${order}`;
      case "order.cancel":
        return `${actor} cancelled ${order}${text(d.reason) ? `: ${text(d.reason)}` : ""}`;
      case "order.close":
        return `${actor} closed ${order}`;
    }
  },
};
