import { Suspense } from "react";
import { Await, type ShouldRevalidateFunctionArgs } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { PageHeader } from "~/components/admin/page-header";
import { backUpNow, readBackups, type BackupResult } from "~/features/backups/backups-action";
import { BackupsPanel } from "~/features/backups/backups-panel";
import { IntegrationsSection, readIntegrations } from "~/features/integrations/integrations-section";
import { TermsForm } from "~/features/staff/quotation-terms-form";
import { FreightForm } from "~/features/staff/freight-form";
import { ChallanSettingsForm } from "~/features/dispatch/challan-settings-form";
import { TallyLedgersForm } from "~/features/exports/tally-ledgers-form";
import { AccountForm } from "~/features/staff/account-form";
import { readAccount, readFreight, readTerms, saveAccount, saveFreight, saveTerms, type SettingsResult } from "~/features/staff/settings-action";
import { isTwoStepSettingsIntent, readTwoStep, twoStepSettingsAction, type TwoStepSettingsResult } from "~/features/two-step/settings-action";
import { TwoStepCard } from "~/features/two-step/two-step-card";
import { isWebhookIntent, readWebhooks, webhookAction, type WebhookResult } from "~/features/integrations/webhooks-action";
import { Card } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import { api } from "~/lib/api";
import { adminUserContext } from "~/lib/admin-session";
import type { Route } from "./+types/settings";

export const meta = () => adminMeta("Settings");

/**
 * The account, read while the screen already shows its title and 'Loading settings...'; for an admin, the quotation terms and the backups too;
 * the freight for staff who may change the business details (admins and managers).
 */
export function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  const admin = context.get(adminUserContext).role === "admin";
  return {
    account: readAccount(request.signal),
    twoStep: readTwoStep(request.signal),
    admin,
    terms: admin ? readTerms(request.signal) : Promise.resolve(null),
    freight: readFreight(request.signal),
    challan: api("GET", "/api/settings/challan", undefined, { auth: true, signal: request.signal }).then(
      (a) => a.data,
      () => null,
    ),
    tallyLedgers: admin
      ? api("GET", "/api/settings/tally-ledgers", undefined, { auth: true, signal: request.signal }).then(
          (a) => a.data,
          () => null,
        )
      : Promise.resolve(null),
    backups: admin ? readBackups(request.signal) : undefined,
    integrations: admin ? Promise.all([readIntegrations(request.signal), readWebhooks(request.signal)]) : undefined,
  };
}

/** Save the account, the quotation terms, the freight, make a backup now, or change a lead webhook. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<SettingsResult | BackupResult | TwoStepSettingsResult | WebhookResult> {
  const body = (await request.json()) as Record<string, unknown>;
  if (isTwoStepSettingsIntent(body.intent)) return twoStepSettingsAction(body, request.signal);
  if (isWebhookIntent(body.intent)) return webhookAction(body, request.signal);
  if (body.intent === "terms") return saveTerms(body, request.signal);
  if (body.intent === "freight") return saveFreight(body, request.signal);
  if (body.intent === "backup") return backUpNow(request.signal);
  return saveAccount(body, request.signal);
}

/** After a save the form already shows what was stored (the layout re-reads the user on its own). */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod.toUpperCase() !== "GET" ? false : defaultShouldRevalidate;
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <PageHeader title="Settings" subtitle="Manage your application settings and preferences" />

      <Suspense
        fallback={
          <Card role="status" className="flex items-center gap-3 p-6 text-gray-700">
            <Spinner size="md" className="text-brand-600" />
            Loading settings...
          </Card>
        }
      >
        <Await resolve={loaderData.account}>{(account) => (account ? <AccountForm account={account} /> : null)}</Await>
      </Suspense>
      <Suspense fallback={null}>
        <Await resolve={loaderData.twoStep}>{(twoStep) => (twoStep ? <TwoStepCard initial={twoStep} isAdmin={loaderData.admin} /> : null)}</Await>
      </Suspense>
      <Suspense fallback={null}>
        <Await resolve={loaderData.terms}>{(terms) => (terms === null ? null : <TermsForm terms={terms} />)}</Await>
      </Suspense>
      <Suspense fallback={null}>
        <Await resolve={loaderData.freight}>{(freight) => (freight === null ? null : <FreightForm freight={freight} />)}</Await>
      </Suspense>
      <Suspense fallback={null}>
        <Await resolve={loaderData.challan}>{(challan) => (challan === null ? null : <ChallanSettingsForm settings={challan} />)}</Await>
      </Suspense>
      <Suspense fallback={null}>
        <Await resolve={loaderData.tallyLedgers}>{(ledgers) => (ledgers ? <TallyLedgersForm ledgers={ledgers} /> : null)}</Await>
      </Suspense>
      {loaderData.backups ? (
        <Suspense fallback={null}>
          <Await resolve={loaderData.backups}>{(backups) => <BackupsPanel initial={backups} />}</Await>
        </Suspense>
      ) : null}
      {loaderData.integrations ? (
        <Suspense fallback={null}>
          <Await resolve={loaderData.integrations}>
            {([marketplaces, webhooks]) => <IntegrationsSection marketplaces={marketplaces} webhooks={webhooks} />}
          </Await>
        </Suspense>
      ) : null}
    </div>
  );
}
