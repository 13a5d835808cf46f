import type { LeadWebhook } from "#schemas/wire";
import { Card } from "~/components/ui/card";
import { LeadWebhooks } from "./lead-webhooks";

/** Settings, "Integrations" (admins only): where leads from outside the site come in. */
export function IntegrationsSection({ webhooks }: { webhooks: LeadWebhook[] | null }) {
  return (
    <Card as="section" aria-labelledby="integrations-title" className="max-w-3xl space-y-5 p-5 sm:p-6">
      <div>
        <h2 id="integrations-title" className="text-lg font-semibold text-ink">
          Integrations
        </h2>
        <p className="mt-1 text-sm text-gray-600">Enquiries from other places become leads on the lead desk, each with its source.</p>
      </div>
      <LeadWebhooks initial={webhooks} />
    </Card>
  );
}
