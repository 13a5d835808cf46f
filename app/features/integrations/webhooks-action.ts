/**
 * Settings, Integrations, "Webhooks" (admins only): read the list, and the route's clientAction's
 * intents to add a webhook, give it a new secret or delete it. Each answers the fresh list, and a
 * new secret in `shown` (the one time it is seen).
 */
import type { LeadWebhook, LeadWebhookWithSecret } from "#schemas/wire";
import { actionFailure, type ActionFailure } from "~/components/admin/action-result";
import { api, isAbortError, isSignedOutError } from "~/lib/api";

const WEBHOOKS_PATH = "/api/integrations/webhooks";
const WEBHOOK_INTENTS = ["webhook-create", "webhook-rotate", "webhook-delete"] as const;
type WebhookIntent = (typeof WEBHOOK_INTENTS)[number];

export type WebhookResult = ({ ok: true; message: string; shown?: LeadWebhookWithSecret } | ActionFailure) & {
  intent: WebhookIntent;
  webhooks?: LeadWebhook[];
};

export const isWebhookIntent = (v: unknown): v is WebhookIntent => (WEBHOOK_INTENTS as readonly unknown[]).includes(v);

/** GET /api/integrations/webhooks; null when it cannot be read (said in the section) or the screen was left. */
export async function readWebhooks(signal: AbortSignal): Promise<LeadWebhook[] | null> {
  try {
    return (await api("GET", WEBHOOKS_PATH, undefined, { auth: true, signal })).data;
  } catch (err) {
    if (!isAbortError(err) && !isSignedOutError(err)) console.error("Failed to load the webhooks", err);
    return null;
  }
}

async function send(intent: WebhookIntent, body: Record<string, unknown>, signal: AbortSignal): Promise<{ message: string; shown?: LeadWebhookWithSecret }> {
  const id = Number(body.id);
  if (intent === "webhook-create") {
    const shown = (await api("POST", WEBHOOKS_PATH, { source: body.source }, { auth: true, signal })).data;
    return { message: "Webhook added", shown };
  }
  if (intent === "webhook-rotate") {
    const shown = (await api("POST", `/api/integrations/webhooks/${id}/rotate`, undefined, { auth: true, signal })).data;
    return { message: "New secret made: the old one no longer works", shown };
  }
  await api("DELETE", `/api/integrations/webhooks/${id}`, undefined, { auth: true, signal });
  return { message: "Webhook deleted" };
}

export async function webhookAction(body: Record<string, unknown>, signal: AbortSignal): Promise<WebhookResult> {
  const intent = body.intent as WebhookIntent;
  let result: WebhookResult;
  try {
    result = { ok: true, intent, ...(await send(intent, body, signal)) };
  } catch (err) {
    if (isAbortError(err)) throw err;
    result = { ...actionFailure(err, [400, 403, 404], "The webhook could not be changed. Please try again.", "Failed to change a webhook"), intent };
  }
  const webhooks = await readWebhooks(signal);
  return webhooks ? { ...result, webhooks } : result;
}
