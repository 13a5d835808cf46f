/** The sales orders' audit entries and the activity screen's sentence for each. */
import { activityOf } from "../../core/audit";
import { text } from "../../core/audit-sentences";

export const orderActivity = activityOf(["order.create", "order.update", "order.confirm", "order.cancel", "order.close"], ({ actor, details: d, ...e }) => {
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
});
export type OrderAuditAction = (typeof orderActivity.actions)[number];
