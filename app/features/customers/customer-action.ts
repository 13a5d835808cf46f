/**
 * What the customer screens change, in one place: a route's clientAction takes a JSON body with an
 * `intent` and answers a result the screen reads (a toast, the form's field errors, the customer
 * as saved); the router then reads the page's data again on its own.
 */
import type { CustomerInput, CustomerSiteInput } from "#schemas/customers";
import type { CustomerDto } from "#schemas/wire";
import { actionFailure, type ActionFailure } from "~/components/admin/action-result";
import { api, isAbortError, isSignedOutError } from "~/lib/api";
import { bodyWithIntent } from "~/lib/action-body";

export type CustomerRequest =
  | { intent: "create"; values: CustomerInput & { sites: CustomerSiteInput[] } }
  | { intent: "update"; values: CustomerInput }
  | { intent: "add-site"; values: CustomerSiteInput }
  | { intent: "update-site"; siteId: number; values: CustomerSiteInput }
  | { intent: "delete-site"; siteId: number };
export type CustomerIntent = CustomerRequest["intent"];

export type CustomerResult = { ok: true; intent: CustomerIntent; message: string; customer: CustomerDto } | (ActionFailure & { intent: CustomerIntent });

const FAILED: Record<CustomerIntent, string> = {
  create: "Failed to add the customer. Please try again.",
  update: "Failed to save the customer. Please try again.",
  "add-site": "Failed to add the delivery site. Please try again.",
  "update-site": "Failed to save the delivery site. Please try again.",
  "delete-site": "Failed to remove the delivery site. Please try again.",
};

const INTENTS: readonly string[] = Object.keys(FAILED);

/** Read the body of an action request; a malformed one is a programming error (400). */
export function parseCustomerRequest(body: unknown): CustomerRequest {
  const b = bodyWithIntent(body, INTENTS, "Unknown customer change");
  if ((b.intent === "update-site" || b.intent === "delete-site") && !Number.isInteger(b.siteId)) throw new Response("Unknown delivery site", { status: 400 });
  return b as CustomerRequest;
}

/** The API call of each change. `id` is the customer's (none for a new one). */
function send(id: number | null, req: CustomerRequest, signal?: AbortSignal) {
  const opts = { auth: true, signal };
  if (req.intent === "create") return api("POST", "/api/customers", req.values, opts);
  if (id === null) return undefined;
  switch (req.intent) {
    case "update":
      return api("PATCH", `/api/customers/${id}`, req.values, opts);
    case "add-site":
      return api("POST", `/api/customers/${id}/sites`, req.values, opts);
    case "update-site":
      return api("PATCH", `/api/customers/${id}/sites/${req.siteId}`, req.values, opts);
    case "delete-site":
      return api("DELETE", `/api/customers/${id}/sites/${req.siteId}`, undefined, opts);
  }
}

/** Carry out one change through the API. Never throws for a refusal or a network failure: it answers `ok: false`. */
export async function runCustomerRequest(id: number | null, req: CustomerRequest, signal?: AbortSignal): Promise<CustomerResult> {
  const sent = send(id, req, signal);
  if (!sent) throw new Response("No customer to change", { status: 400 });
  try {
    const answer = await sent;
    return { ok: true, intent: req.intent, message: answer.message ?? "Saved", customer: answer.data as CustomerDto };
  } catch (err) {
    if (isAbortError(err)) throw err;
    // A 401: the layout sends the person to the login; nothing to say here.
    if (isSignedOutError(err)) return { ok: false, intent: req.intent, error: "", status: 401 };
    // The server's words say what to fix: a field, a GSTIN another customer has, a site or customer gone.
    return { ...actionFailure(err, [400, 403, 404, 409], FAILED[req.intent], `Failed to ${req.intent} customer ${id ?? "(new)"}`), intent: req.intent };
  }
}
