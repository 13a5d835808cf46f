/**
 * What the admin messages screen changes: a reply, the status, a deletion. The route's clientAction
 * takes a JSON body with an `intent`, says how it went in a toast and answers a result; the router
 * then reads the list, the counts and the open message again.
 */
import { replace } from "react-router";
import { replySchema } from "#schemas/messages";
import { api, isAbortError, serverMessageOf } from "~/lib/api";
import { checkWith, pickFieldErrors, type FieldErrors } from "~/lib/form";
import { toast } from "~/lib/toast";

export type MessagesActionRequest =
  { intent: "reply"; id: number; reply: string } | { intent: "status"; id: number; status: "new" | "resolved" } | { intent: "delete"; id: number };

export type MessagesActionResult =
  { ok: true; intent: MessagesActionRequest["intent"] } | { ok: false; intent: MessagesActionRequest["intent"]; error: string; fieldErrors?: FieldErrors };

/** The toasts shown inside the open delete confirmation (a modal makes the rest of the page inert). */
export const MESSAGE_DELETE_TOASTS = "message-delete";

function parse(body: unknown): MessagesActionRequest {
  const b = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  const id = Number(b.id);
  if (!Number.isInteger(id) || id <= 0) throw new Response("Unknown message", { status: 400 });
  if (b.intent === "reply") return { intent: "reply", id, reply: typeof b.reply === "string" ? b.reply : "" };
  if (b.intent === "status" && (b.status === "new" || b.status === "resolved")) return { intent: "status", id, status: b.status };
  if (b.intent === "delete") return { intent: "delete", id };
  throw new Response("Unknown message change", { status: 400 });
}

/**
 * Carry out one change. A refusal or a network failure answers `ok: false` (and a toast); a deleted
 * message's selection is dropped by going to the same list without it.
 */
export async function runMessagesAction(request: Request): Promise<MessagesActionResult> {
  const req = parse(await request.json());
  const opts = { auth: true, signal: request.signal };
  try {
    if (req.intent === "reply") {
      const checked = checkWith(replySchema, { id: req.id, reply: req.reply });
      if (!checked.ok) return { ok: false, intent: req.intent, error: checked.error, fieldErrors: pickFieldErrors(checked.fieldErrors, ["reply"]) };
      await api("POST", "/api/contact/reply", checked.data, opts);
      toast.success("Reply sent successfully!");
    } else if (req.intent === "status") {
      await api("PATCH", `/api/contact/${req.id}/status`, { status: req.status }, opts);
      toast.success(req.status === "resolved" ? "Message marked as resolved" : "Message marked as new");
    } else {
      await api("DELETE", `/api/delete/reply/${req.id}`, undefined, opts);
      toast.success("Message deleted successfully!");
      const url = new URL(request.url);
      url.searchParams.delete("message");
      throw replace(`${url.pathname}${url.search}`);
    }
    return { ok: true, intent: req.intent };
  } catch (err) {
    if (err instanceof Response || isAbortError(err)) throw err;
    console.error(`Failed to ${req.intent === "status" ? "update the message status" : `${req.intent} the message`}`, err);
    if (req.intent === "reply") {
      // A 400 says what is wrong with the reply; anything else gets the screen's own words.
      const error = serverMessageOf(err, [400]) ?? "Failed to send reply. Please try again.";
      toast.error(error);
      return { ok: false, intent: req.intent, error };
    }
    if (req.intent === "status") {
      toast.error("Failed to update message status");
      return { ok: false, intent: req.intent, error: "Failed to update message status" };
    }
    // A manager's 403 says why (admins only).
    const error = serverMessageOf(err, [403]) ?? "Failed to delete message";
    toast.error(error, { containerId: MESSAGE_DELETE_TOASTS });
    return { ok: false, intent: req.intent, error };
  }
}
