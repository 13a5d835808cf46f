/** "Send reminder" from a customer's page, through the page's clientAction. */
import type { ReminderChannel } from "#schemas/statement";
import { actionFailure, type ActionFailure } from "~/components/admin/action-result";
import { api, isAbortError, isSignedOutError } from "~/lib/api";

export type ReminderRequest = { intent: "send-reminder"; customerId: number; channel: ReminderChannel };
export type ReminderResult = { ok: true; intent: "send-reminder"; message: string; whatsappHref?: string } | (ActionFailure & { intent: "send-reminder" });

export const isReminderRequest = (body: unknown): body is ReminderRequest => (body as { intent?: unknown } | null)?.intent === "send-reminder";

/** Never throws for a refusal or a network failure: it answers `ok: false` with the server's words. */
export async function runReminderRequest(req: ReminderRequest, signal?: AbortSignal): Promise<ReminderResult> {
  try {
    const answer = await api("POST", `/api/receivables/${req.customerId}/reminder`, { channel: req.channel }, { auth: true, signal });
    return { ok: true, intent: req.intent, message: answer.message, whatsappHref: answer.data.whatsapp_href };
  } catch (err) {
    if (isAbortError(err)) throw err;
    if (isSignedOutError(err)) return { ok: false, intent: req.intent, error: "", status: 401 };
    return { ...actionFailure(err, [400, 404, 409, 502], "Failed to send the reminder. Please try again.", "Failed to send a reminder"), intent: req.intent };
  }
}
