/** The dispatches' audit entries and the activity screen's sentence for each. */
import { activityOf } from "../../core/audit";
import { text } from "../../core/audit-sentences";

export const dispatchActivity = activityOf(
  ["dispatch.create", "dispatch.delete", "dispatch.deliver", "dispatch.send", "dispatch.settings"],
  ({ actor, details: d, ...e }) => {
    const challan = text(d.number) ?? `#${e.entityId}`;
    const order = text(d.order_number) ? ` of order ${text(d.order_number)}` : "";
    switch (e.action) {
      case "dispatch.create":
        return `${actor} dispatched ${challan}${order}${text(d.vehicle_number) ? ` on vehicle ${text(d.vehicle_number)}` : ""}${text(d.load) ? `: ${text(d.load)}` : ""}`;
      case "dispatch.delete":
        return `${actor} deleted dispatch ${challan}${order}`;
      case "dispatch.deliver":
        return `${actor} marked dispatch ${challan}${order} delivered${text(d.received_by) ? `, received by ${text(d.received_by)}` : ""}`;
      case "dispatch.send":
        return `${actor} sent delivery challan ${challan} ${d.channel === "email" ? `by e-mail${text(d.to) ? ` to ${text(d.to)}` : ""}` : "on WhatsApp"}`;
      case "dispatch.settings":
        return `${actor} ${d.show_values === true ? "turned on" : "turned off"} values on delivery challans`;
    }
  },
);
export type DispatchAuditAction = (typeof dispatchActivity.actions)[number];
