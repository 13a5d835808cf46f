/** The customers' audit entries and the activity screen's sentence for each. */
import { activityOf } from "../../core/audit";
import { changesOf, text } from "../../core/audit-sentences";
import { CUSTOMER_FIELD_LABELS } from "#schemas/customers";

const CUSTOMER_AUDIT_ACTIONS = ["customer.create", "customer.update", "customer.site_add", "customer.site_update", "customer.site_delete"] as const;
export type CustomerAuditAction = (typeof CUSTOMER_AUDIT_ACTIONS)[number];

const labelOf = (field: string) => (CUSTOMER_FIELD_LABELS as Record<string, string>)[field] ?? field;

export const customerActivity = activityOf(CUSTOMER_AUDIT_ACTIONS, ({ actor, details: d, ...e }) => {
  const customer = text(d.name) ?? `#${e.entityId}`;
  const site = text(d.site) ?? "a delivery site";
  switch (e.action) {
    case "customer.create":
      // A customer made by a quotation's acceptance has no staff member behind it.
      return text(d.quotation) ? `Customer ${customer} was added when quotation ${text(d.quotation)} was accepted` : `${actor} created customer ${customer}`;
    case "customer.update": {
      const fields = Object.keys(changesOf(d) ?? {}).map(labelOf);
      return `${actor} changed customer ${customer}${fields.length ? `: ${fields.join(", ")}` : ""}`;
    }
    case "customer.site_add":
      return `${actor} added delivery site ${site} to customer ${customer}`;
    case "customer.site_update":
      return `${actor} changed delivery site ${site} of customer ${customer}`;
    case "customer.site_delete":
      return `${actor} removed delivery site ${site} of customer ${customer}`;
  }
});
