import type { IntegrationDto } from "#schemas/integrations";
import type { LeadWebhook } from "#schemas/wire";
import { SettingsSection } from "~/components/admin/settings-section";
import { api, isAbortError, isSignedOutError } from "~/lib/api";
import { LeadWebhooks } from "./lead-webhooks";
import { MarketplaceForm } from "./marketplace-form";

/** GET /api/integrations; null when it cannot be read (said in the section) or the screen was left. */
export async function readIntegrations(signal: AbortSignal): Promise<IntegrationDto[] | null> {
  try {
    return (await api("GET", "/api/integrations", undefined, { auth: true, signal })).data;
  } catch (err) {
    if (!isAbortError(err) && !isSignedOutError(err)) console.error("Failed to load the integrations", err);
    return null;
  }
}

/** Settings, "Integrations" (admins only): IndiaMART, TradeIndia, then the webhooks other tools post leads to. */
export function IntegrationsSection({ marketplaces, webhooks }: { marketplaces: IntegrationDto[] | null; webhooks: LeadWebhook[] | null }) {
  return (
    <SettingsSection
      title="Integrations"
      description="Enquiries from marketplaces and other tools arrive in the Inquiries list as leads, each once, with its source."
      className="max-w-3xl"
    >
      {marketplaces ? (
        marketplaces.map((i) => <MarketplaceForm key={i.provider} initial={i} />)
      ) : (
        <p className="text-sm text-gray-700">The integrations could not be read. Reload the page to try again.</p>
      )}
      <LeadWebhooks initial={webhooks} />
    </SettingsSection>
  );
}
