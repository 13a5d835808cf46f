/** The quotations' audit entries and the activity screen's sentence for each. */
import { activityOf } from "../../core/audit";
import { text } from "../../core/audit-sentences";

export const quotationActivity = activityOf(
  [
    "quotation.create",
    "quotation.update",
    "quotation.send",
    "quotation.revise",
    "quotation.decline",
    "quotation.terms",
    "quotation.view",
    "quotation.accept",
    "quotation.changes",
  ],
  ({ actor, details: d, ...e }) => {
    // The customer's own answers are nobody's (no account).
    switch (e.action) {
      case "quotation.create":
        return `${actor} created quotation ${text(d.number) ?? `#${e.entityId}`} for ${text(d.customer) ?? "a customer"}`;
      case "quotation.update":
        return `${actor} changed quotation ${text(d.number) ?? `#${e.entityId}`}`;
      case "quotation.send":
        return `${actor} sent quotation ${text(d.number) ?? `#${e.entityId}`} ${d.channel === "email" ? `by e-mail${text(d.to) ? ` to ${text(d.to)}` : ""}` : "on WhatsApp"}`;
      case "quotation.revise":
        return `${actor} made ${text(d.number) ?? "a new version"}${text(d.from) ? `, a new version of ${text(d.from)}` : ""}`;
      case "quotation.decline":
        return `${actor} marked quotation ${text(d.number) ?? `#${e.entityId}`} declined`;
      case "quotation.terms":
        return `${actor} changed the default terms of quotations`;
      case "quotation.view":
        return `The customer opened quotation ${text(d.number) ?? `#${e.entityId}`}`;
      case "quotation.accept":
        return `${text(d.name) ?? "The customer"} accepted quotation ${text(d.number) ?? `#${e.entityId}`} online`;
      case "quotation.changes":
        return `The customer asked for changes to quotation ${text(d.number) ?? `#${e.entityId}`}`;
    }
  },
);
export type QuotationAuditAction = (typeof quotationActivity.actions)[number];
