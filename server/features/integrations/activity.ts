/** The integrations' audit entries and the activity screen's sentence for each. */
import { formatCountOf } from "#schemas/format";
import { isMarketplace, MARKETPLACE_LABELS } from "#schemas/integrations";
import { activityOf } from "../../core/audit";
import { changesOf } from "../../core/audit-sentences";

const INTEGRATION_AUDIT_ACTIONS = ["settings.integration", "inquiry.import"] as const;
export type IntegrationAuditAction = (typeof INTEGRATION_AUDIT_ACTIONS)[number];

const labelOf = (provider: unknown) => (isMarketplace(provider) ? MARKETPLACE_LABELS[provider] : "a marketplace");

export const integrationActivity = activityOf(INTEGRATION_AUDIT_ACTIONS, ({ actor, details: d, ...e }) => {
  const name = labelOf(d.provider);
  switch (e.action) {
    case "settings.integration": {
      const changes = changesOf(d) ?? {};
      const parts: string[] = [];
      if (changes.enabled) parts.push(changes.enabled.to ? `turned ${name} on` : `turned ${name} off`);
      // The secrets themselves are never in the log: only that they changed.
      const changed = [changes.userid && "user id", changes.profile_id && "profile id", d.key_changed === true && "key"].filter((f) => typeof f === "string");
      if (changed.length) parts.push(`changed ${name}'s ${changed.join(", ")}`);
      return parts.length ? `${actor} ${parts.join(" and ")}` : `${actor} saved ${name}'s settings`;
    }
    case "inquiry.import":
      return `${name}'s pull brought ${formatCountOf(typeof d.count === "number" ? d.count : 0, "new lead")}`;
  }
});
