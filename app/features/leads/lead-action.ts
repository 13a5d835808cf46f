/**
 * What a lead's page changes, in one place: the route's clientAction takes a JSON body with an
 * `intent` and answers a result the page reads (a toast, a form's field errors); the router then
 * reads the lead again on its own, so its timeline shows the change.
 */
import type { FieldErrors } from "#schemas/errors";
import type { LeadStage, LostReason } from "#schemas/leads";
import { actionFailure } from "~/components/admin/action-result";
import { api, isAbortError, isSignedOutError } from "~/lib/api";
import { bodyWithIntent } from "~/lib/action-body";

export type LeadRequest =
  | { intent: "stage"; stage: LeadStage; lost_reason?: LostReason | ""; lost_note?: string }
  | { intent: "assign"; user_id: number | null }
  | { intent: "follow-up"; at: string | null }
  | { intent: "note"; body: string }
  | { intent: "delete-note"; noteId: number }
  | { intent: "contact"; channel: "call" | "whatsapp" };
export type LeadIntent = LeadRequest["intent"];

export type LeadResult =
  { ok: true; intent: LeadIntent; message?: string } | { ok: false; intent: LeadIntent; error?: string; fieldErrors?: FieldErrors; status: number };

const FAILED: Record<LeadIntent, string> = {
  stage: "Failed to change the stage. Please try again.",
  assign: "Failed to assign the lead. Please try again.",
  "follow-up": "Failed to set the follow-up. Please try again.",
  note: "Failed to add the note. Please try again.",
  "delete-note": "Failed to delete the note. Please try again.",
  contact: "Failed to record the call.",
};

const INTENTS: readonly string[] = ["stage", "assign", "follow-up", "note", "delete-note", "contact"] satisfies LeadIntent[];

/** Read the body of an action request; a malformed one is a programming error (400). */
export function parseLeadRequest(body: unknown): LeadRequest {
  return bodyWithIntent(body, INTENTS, "Unknown lead change") as LeadRequest;
}

/** The API call of each change: method, path under the lead, body. */
function callFor(id: number, req: LeadRequest): { method: "POST" | "DELETE"; path: `/api/${string}`; body?: unknown } {
  switch (req.intent) {
    case "stage":
      return {
        method: "POST",
        path: `/api/leads/${id}/stage`,
        body: { stage: req.stage, lost_reason: req.lost_reason || undefined, lost_note: req.lost_note },
      };
    case "assign":
      return { method: "POST", path: `/api/leads/${id}/assign`, body: { user_id: req.user_id } };
    case "follow-up":
      return { method: "POST", path: `/api/leads/${id}/follow-up`, body: { at: req.at } };
    case "note":
      return { method: "POST", path: `/api/leads/${id}/notes`, body: { body: req.body } };
    case "delete-note":
      return { method: "DELETE", path: `/api/leads/${id}/notes/${req.noteId}` };
    case "contact":
      return { method: "POST", path: `/api/leads/${id}/contacts`, body: { channel: req.channel } };
  }
}

/** Carry out one change of lead `id` through the API. Never throws for a refusal or a network failure: it answers `ok: false`. */
export async function runLeadRequest(id: number, req: LeadRequest, signal?: AbortSignal): Promise<LeadResult> {
  const { method, path, body } = callFor(id, req);
  try {
    const answer = await api(method, path, body, { auth: true, signal });
    return { ok: true, intent: req.intent, message: answer?.message };
  } catch (err) {
    if (isAbortError(err)) throw err;
    if (isSignedOutError(err)) return { ok: false, intent: req.intent, status: 401 };
    return { ...actionFailure(err, [400, 403, 404, 409], FAILED[req.intent], `Failed to ${req.intent} lead ${id}`), intent: req.intent };
  }
}
