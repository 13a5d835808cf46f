/**
 * "New lead" and "Create lead" (a contact message) submit here: the Inquiries route's clientAction
 * posts the form to POST /api/leads and answers where the lead went, or what was refused. Any
 * screen's dialog submits to that route, and the screen it is on then reads its data again.
 */
import type { NewLeadInput } from "#schemas/new-lead";
import { actionFailure, type ActionFailure } from "~/components/admin/action-result";
import { api, isAbortError, isSignedOutError } from "~/lib/api";

/** The route the dialog's form is submitted to. */
export const NEW_LEAD_ACTION = "/admin/inquiries";

export type NewLeadResult = { ok: true; id: number; created: boolean; asked_again: boolean; message: string } | ActionFailure;

export async function runNewLead(request: Request): Promise<NewLeadResult> {
  const body = (await request.json()) as NewLeadInput;
  try {
    const answer = await api("POST", "/api/leads", body, { auth: true, signal: request.signal });
    return { ok: true, ...answer.data, message: answer.message };
  } catch (err) {
    if (isAbortError(err)) throw err;
    if (isSignedOutError(err)) return { ok: false, error: "", status: 401 };
    return actionFailure(err, [400, 403], "Failed to create the lead. Please try again.", "Failed to create a lead");
  }
}
