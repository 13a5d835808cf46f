/**
 * What the quotation screen changes, in one place: the route's clientAction takes a JSON body with
 * an `intent` and answers a result the screen reads (a toast, the form's field errors, the page to
 * go to, a WhatsApp link to open); the router then reads the quotation again on its own.
 */
import type { FieldErrors } from "#schemas/errors";
import type { QuotationInputData } from "#schemas/quotations";
import type { QuotationDto } from "#schemas/wire";
import { actionFailure } from "~/components/admin/action-result";
import { api, isAbortError, isSignedOutError } from "~/lib/api";
import { bodyWithIntent } from "~/lib/action-body";

export type SendChannel = "email" | "whatsapp";

export type QuotationRequest =
  | { intent: "create"; values: QuotationInputData }
  | { intent: "update"; values: QuotationInputData }
  | { intent: "send"; channel: SendChannel }
  | { intent: "revise" }
  | { intent: "decline" };
export type QuotationIntent = QuotationRequest["intent"];

export type QuotationResult =
  | { ok: true; intent: QuotationIntent; message: string; quotation: QuotationDto; whatsappHref?: string }
  | { ok: false; intent: QuotationIntent; error?: string; fieldErrors?: FieldErrors; status: number };

const FAILED: Record<QuotationIntent, string> = {
  create: "Failed to save the quotation. Please try again.",
  update: "Failed to save the quotation. Please try again.",
  send: "Failed to send the quotation. Please try again.",
  revise: "Failed to make a new version. Please try again.",
  decline: "Failed to mark the quotation declined. Please try again.",
};

const DONE: Record<QuotationIntent, (q: QuotationDto) => string> = {
  create: (q) => `Quotation ${q.number} created`,
  update: (q) => `Quotation ${q.number} saved`,
  send: (q) => `Quotation ${q.number} sent`,
  revise: (q) => `Quotation ${q.number} created`,
  decline: (q) => `Quotation ${q.number} marked declined`,
};

const INTENTS: readonly string[] = ["create", "update", "send", "revise", "decline"] satisfies QuotationIntent[];

/** Read the body of an action request; a malformed one is a programming error (400). */
export function parseQuotationRequest(body: unknown): QuotationRequest {
  const b = bodyWithIntent(body, INTENTS, "Unknown quotation change");
  if (b.intent === "send" && b.channel !== "email" && b.channel !== "whatsapp") throw new Response("Unknown way of sending", { status: 400 });
  return b as QuotationRequest;
}

/** The API call of each change, with the answer its route gives. `id` is the quotation's (none for a new one). */
function send(id: number | null, req: QuotationRequest, signal?: AbortSignal) {
  const opts = { auth: true, signal };
  if (req.intent === "create") return api("POST", "/api/quotations", req.values, opts);
  if (id === null) return undefined;
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

/** Carry out one change through the API. Never throws for a refusal or a network failure: it answers `ok: false`. */
export async function runQuotationRequest(id: number | null, req: QuotationRequest, signal?: AbortSignal): Promise<QuotationResult> {
  const sent = send(id, req, signal);
  if (!sent) throw new Response("No quotation to change", { status: 400 });
  try {
    const answer = await sent;
    return {
      ok: true,
      intent: req.intent,
      message: answer.message || DONE[req.intent](answer.data),
      quotation: answer.data,
      whatsappHref: "whatsapp_href" in answer && typeof answer.whatsapp_href === "string" ? answer.whatsapp_href : undefined,
    };
  } catch (err) {
    if (isAbortError(err)) throw err;
    // A 401: the layout sends the person to the login; nothing to say here.
    if (isSignedOutError(err)) return { ok: false, intent: req.intent, status: 401 };
    // The server's words say what to fix: a field, a quotation that is no longer a draft, e-mail not set up or refused by the mail server, a missing e-mail address.
    const failure = actionFailure(err, [400, 403, 404, 409, 502], FAILED[req.intent], `Failed to ${req.intent} quotation ${id ?? "(new)"}`);
    return { ...failure, intent: req.intent };
  }
}
