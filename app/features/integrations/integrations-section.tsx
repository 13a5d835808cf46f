import type { LeadWebhook } from "#schemas/wire";
import { SettingsSection } from "~/components/admin/settings-section";
import { LeadWebhooks } from "./lead-webhooks";

/** Settings, "Integrations" (admins only): where leads from outside the site come in. */
export function IntegrationsSection({ webhooks }: { webhooks: LeadWebhook[] | null }) {
  return (
    <SettingsSection title="Integrations" description="Enquiries from other places become leads on the lead desk, each with its source." className="max-w-3xl">
      <LeadWebhooks initial={webhooks} />
    </SettingsSection>
  );
}
