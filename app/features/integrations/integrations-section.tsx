import type { IntegrationDto } from "#schemas/integrations";
import { Card } from "~/components/ui/card";
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

/** Settings → Integrations (admins only): IndiaMART, TradeIndia, then the webhooks other tools post leads to. */
export function IntegrationsSection({ initial }: { initial: IntegrationDto[] | null }) {
  return (
    <Card as="section" aria-labelledby="integrations-title" className="max-w-3xl space-y-5 p-5 sm:p-6">
      <div>
        <h2 id="integrations-title" className="text-lg font-semibold text-ink">
          Integrations
        </h2>
        <p className="mt-1 text-sm text-gray-600">Enquiries from marketplaces arrive in the Inquiries list as leads, each once, with its source.</p>
      </div>
      {initial ? (
        initial.map((i) => <MarketplaceForm key={i.provider} initial={i} />)
      ) : (
        <p className="text-sm text-gray-700">The integrations could not be read. Reload the page to try again.</p>
      )}
      <LeadWebhooks />
    </Card>
  );
}
