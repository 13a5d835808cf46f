/**
 * What the customer screens change, in one place: a route's clientAction takes a JSON body with an
 * `intent` and answers a result the screen reads (a toast, the form's field errors, the customer
 * as saved); the router then reads the page's data again on its own.
 */
import type { CustomerInput, CustomerSiteInput } from "#schemas/customers";
import type { CustomerDto } from "#schemas/wire";
import { runChange, type ChangeResult } from "~/components/admin/action-result";
import { api, type ApiOptions } from "~/lib/api";
import { bodyWithIntent } from "~/lib/action-body";

export type CustomerRequest =
  | { intent: "create"; values: CustomerInput & { sites: CustomerSiteInput[] } }
  | { intent: "update"; values: CustomerInput }
  | { intent: "add-site"; values: CustomerSiteInput }
  | { intent: "update-site"; siteId: number; values: CustomerSiteInput }
  | { intent: "delete-site"; siteId: number };
export type CustomerIntent = CustomerRequest["intent"];

export type CustomerResult = ChangeResult<CustomerIntent, { message: string; customer: CustomerDto }>;

const FAILED: Record<CustomerIntent, string> = {
  create: "Failed to add the customer. Please try again.",
  update: "Failed to save the customer. Please try again.",
  "add-site": "Failed to add the delivery site. Please try again.",
  "update-site": "Failed to save the delivery site. Please try again.",
  "delete-site": "Failed to remove the delivery site. Please try again.",
};

const INTENTS: readonly string[] = Object.keys(FAILED);

/** The API call of each change of a stored customer. */
function send(id: number, req: Exclude<CustomerRequest, { intent: "create" }>, opts: ApiOptions) {
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

/** Read the body of an action request; a malformed one is a programming error (400). */
export function parseCustomerRequest(body: unknown): CustomerRequest {
  const b = bodyWithIntent(body, INTENTS, "Unknown customer change");
  if ((b.intent === "update-site" || b.intent === "delete-site") && !Number.isInteger(b.siteId)) throw new Response("Unknown delivery site", { status: 400 });
  return b as CustomerRequest;
}

/**
 * Carry out one change through the API (`id` is the customer's, none for a new one). Never throws
 * for a refusal or a network failure: it answers `ok: false`. The server's words say what to fix: a
 * field, a GSTIN another customer has, a site or customer gone.
 */
export function runCustomerRequest(id: number | null, req: CustomerRequest, signal?: AbortSignal): Promise<CustomerResult> {
  const opts = { auth: true, signal };
  const sent = req.intent === "create" ? api("POST", "/api/customers", req.values, opts) : id === null ? undefined : send(id, req, opts);
  const failure = { shown: [400, 403, 404, 409], fallback: FAILED[req.intent] };
  return runChange(
    { record: "customer", id, intent: req.intent },
    sent,
    (answer) => ({ message: answer.message ?? "Saved", customer: answer.data as CustomerDto }),
    failure,
  );
}
