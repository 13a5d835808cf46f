/**
 * What the quotation screen changes, in one place: the route's clientAction takes a JSON body with
 * an `intent` and answers a result the screen reads (a toast, the form's field errors, the page to
 * go to, a WhatsApp link to open); the router then reads the quotation again on its own.
 */
import type { QuotationInputData } from "#schemas/quotations";
import type { QuotationDto } from "#schemas/wire";
import { runChange, type ChangeResult } from "~/components/admin/action-result";
import { api, type ApiOptions } from "~/lib/api";
import { bodyWithIntent } from "~/lib/action-body";

export type SendChannel = "email" | "whatsapp";

export type QuotationRequest =
  | { intent: "create"; values: QuotationInputData }
  | { intent: "update"; values: QuotationInputData }
  | { intent: "send"; channel: SendChannel }
  | { intent: "revise" }
  | { intent: "decline" };
export type QuotationIntent = QuotationRequest["intent"];

export type QuotationResult = ChangeResult<QuotationIntent, { message: string; quotation: QuotationDto; whatsappHref?: string }>;

/** What each change says when it is done (unless the server says it) and when it fails. */
const SAYS: Record<QuotationIntent, { done: (q: QuotationDto) => string; failed: string }> = {
  create: { done: (q) => `Quotation ${q.number} created`, failed: "Failed to save the quotation. Please try again." },
  update: { done: (q) => `Quotation ${q.number} saved`, failed: "Failed to save the quotation. Please try again." },
  send: { done: (q) => `Quotation ${q.number} sent`, failed: "Failed to send the quotation. Please try again." },
  revise: { done: (q) => `Quotation ${q.number} created`, failed: "Failed to make a new version. Please try again." },
  decline: { done: (q) => `Quotation ${q.number} marked declined`, failed: "Failed to mark the quotation declined. Please try again." },
};

const INTENTS: readonly string[] = ["create", "update", "send", "revise", "decline"] satisfies QuotationIntent[];

/** Read the body of an action request; a malformed one is a programming error (400). */
export function parseQuotationRequest(body: unknown): QuotationRequest {
  const b = bodyWithIntent(body, INTENTS, "Unknown quotation change");
  if (b.intent === "send" && b.channel !== "email" && b.channel !== "whatsapp") throw new Response("Unknown way of sending", { status: 400 });
  return b as QuotationRequest;
}

/** The API call of each change of a stored quotation, with the answer its route gives. */
function send(id: number, req: Exclude<QuotationRequest, { intent: "create" }>, opts: ApiOptions) {
  switch (req.intent) {
    case "update":
      return api("PATCH", `/api/quotations/${id}`, req.values, opts);
    case "send":
      return api("POST", `/api/quotations/${id}/send`, { channel: req.channel }, opts);
    case "revise":
      return api("POST", `/api/quotations/${id}/revise`, undefined, opts);
    case "decline":
      return api("POST", `/api/quotations/${id}/decline`, undefined, opts);
  }
}

/**
 * Carry out one change through the API (`id` is the quotation's, none for a new one). Never throws
 * for a refusal or a network failure: it answers `ok: false`. The server's words say what to fix: a
 * field, a quotation that is no longer a draft, e-mail not set up or refused by the mail server, a
 * missing e-mail address.
 */
export function runQuotationRequest(id: number | null, req: QuotationRequest, signal?: AbortSignal): Promise<QuotationResult> {
  const opts = { auth: true, signal };
  const sent = req.intent === "create" ? api("POST", "/api/quotations", req.values, opts) : id === null ? undefined : send(id, req, opts);
  const failure = { shown: [400, 403, 404, 409, 502], fallback: SAYS[req.intent].failed };
  return runChange(
    { record: "quotation", id, intent: req.intent },
    sent,
    (answer) => ({
      message: answer.message || SAYS[req.intent].done(answer.data),
      quotation: answer.data,
      whatsappHref: "whatsapp_href" in answer && typeof answer.whatsapp_href === "string" ? answer.whatsapp_href : undefined,
    }),
    failure,
  );
}
