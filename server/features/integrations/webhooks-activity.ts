/** The lead webhooks' audit entries (never their secrets) and the activity screen's sentence for each. */
import { activityOf } from "../../core/audit";
import { text } from "../../core/audit-sentences";
import { LEAD_SOURCE_LABELS, isLeadSource } from "#schemas/lead-sources";

export const webhookActivity = activityOf(
  ["integration.webhook_create", "integration.webhook_rotate", "integration.webhook_delete"],
  ({ actor, details: d, ...e }) => {
    const what = `the ${isLeadSource(d.source) ? LEAD_SOURCE_LABELS[d.source] : (text(d.source) ?? "lead")} webhook #${e.entityId}`;
    switch (e.action) {
      case "integration.webhook_create":
        return `${actor} added ${what}`;
      case "integration.webhook_rotate":
        return `${actor} gave ${what} a new secret`;
      case "integration.webhook_delete":
        return `${actor} deleted ${what}`;
    }
  },
);
export type WebhookAuditAction = (typeof webhookActivity.actions)[number];
