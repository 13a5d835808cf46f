import type { Context } from "hono";
import { Hono } from "hono";
import { challanSettingsSchema, deliveredInput, dispatchBoardQuery, dispatchInput, dispatchSendInput, type ChallanSettings } from "#schemas/dispatch";
import { ORDER_STATUS_LABELS } from "#schemas/orders";
import type { DataAnswer, DispatchBoardDto, DispatchSummary } from "#schemas/wire";
import { requireRole, requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { pdfAnswer } from "../../core/http/pdf-answer";
import { recordById } from "../../core/http/paging";
import { apiError, idParam, parseJson, parseQuery } from "../../core/http/errors";
import type { LoadRefusal } from "./loads";
import type { SendRefusal } from "./documents";

const NOT_FOUND = "Dispatch not found";
const dispatchId = (c: Context) => idParam(c, "id", NOT_FOUND);
type DispatchAnswer = DataAnswer<DispatchSummary> & { message: string };

/** A line the load cannot take is named by its field, as the form shows it. */
const LOAD_REFUSALS: { [R in LoadRefusal["reason"]]: (r: Extract<LoadRefusal, { reason: R }>) => [string, Record<string, string>?] } = {
  "not-dispatchable": (r) => [`A ${ORDER_STATUS_LABELS[r.status].toLowerCase()} order cannot be dispatched; confirm it first`],
  line: (r) => [r.message, { [r.field]: r.message }],
  delivered: () => ["A delivered dispatch cannot be deleted"],
  "already-delivered": () => ["This dispatch is already marked delivered"],
};

function refuse(r: LoadRefusal): never {
  const [message, fieldErrors] = (LOAD_REFUSALS[r.reason] as (r: LoadRefusal) => [string, Record<string, string>?])(r);
  apiError(409, message, fieldErrors);
}

const SEND_REFUSALS: Record<SendRefusal, [400 | 409 | 502, string, string?]> = {
  "no-email": [400, "Add the customer's e-mail to the order first", "email"],
  "no-smtp": [409, "E-mail is not set up on this server"],
  // The mail server refused or could not be reached: nothing was recorded as sent.
  "mail-failed": [502, "The e-mail could not be sent. Please try again."],
};

const findDispatch = recordById(NOT_FOUND, (c, id) => c.get("services").dispatches.find(id));

/** POST /api/orders/:orderId/dispatches: a new load of a confirmed order (managers and admins). */
export const orderDispatchRoutes = new Hono<AppEnv>().post("/", requireUser, async (c) => {
  const orderId = idParam(c, "orderId", "Order not found");
  const input = await parseJson(c, dispatchInput);
  const data = await c.get("services").dispatches.create(orderId, input, c.get("user"));
  if (!data) apiError(404, "Order not found");
  if ("reason" in data) refuse(data);
  return c.json({ success: true, message: `Dispatch ${data.number} created`, data } satisfies DispatchAnswer, 201);
});

/**
 * /api/dispatches: the board, and each load's challan, sending, proof of delivery and deletion
 * (admins only). Every change is audited as dispatch.* and sets its order's status.
 */
export const dispatchRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => {
    const data = await c.get("services").dispatches.board(parseQuery(c, dispatchBoardQuery));
    return c.json({ success: true, data } satisfies DataAnswer<DispatchBoardDto>);
  })

  .get("/:id", requireUser, findDispatch)

  .delete("/:id", requireUser, requireRole("admin"), async (c) => {
    const result = await c.get("services").dispatches.remove(dispatchId(c), c.get("user"));
    if (!result) apiError(404, NOT_FOUND);
    if ("reason" in result) refuse(result);
    return c.json({ success: true, message: `Dispatch ${result.number} deleted` });
  })

  .post("/:id/delivered", requireUser, async (c) => {
    const id = dispatchId(c);
    const input = await parseJson(c, deliveredInput);
    const data = await c.get("services").dispatches.deliver(id, input, c.get("user"));
    if (!data) apiError(404, NOT_FOUND);
    if ("reason" in data) refuse(data);
    return c.json({ success: true, message: `Dispatch ${data.number} marked delivered`, data } satisfies DispatchAnswer);
  })

  .post("/:id/send", requireUser, async (c) => {
    const id = dispatchId(c);
    const { channel } = await parseJson(c, dispatchSendInput);
    const result = await c.get("services").dispatches.send(id, channel, c.get("user"));
    if (!result) apiError(404, NOT_FOUND);
    if (typeof result === "string") {
      const [status, message, field] = SEND_REFUSALS[result];
      apiError(status, message, field ? { [field]: message } : undefined);
    }
    const { dispatch: data, to, whatsapp_href } = result;
    const message = channel === "email" ? `Delivery challan ${data.number} sent to ${to}` : `Delivery challan ${data.number} marked as sent on WhatsApp`;
    return c.json({ success: true, message, data, ...(whatsapp_href ? { whatsapp_href } : {}) } satisfies DispatchAnswer & { whatsapp_href?: string });
  })

  .get("/:id/challan.pdf", requireUser, async (c) => {
    const file = await c.get("services").dispatches.challan(dispatchId(c));
    if (!file) apiError(404, NOT_FOUND);
    return pdfAnswer(c, file);
  });

/** /api/settings/challan: staff read whether challans show values; admins and managers change it, audited. */
export const challanSettingsRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => c.json({ success: true, data: await c.get("services").dispatches.settings.read() } satisfies DataAnswer<ChallanSettings>))
  .put("/", requireUser, async (c) => {
    const value = await parseJson(c, challanSettingsSchema);
    const data = await c.get("services").dispatches.settings.save(value, c.get("user"));
    return c.json({ success: true, message: "Delivery challan settings saved", data } satisfies DataAnswer<ChallanSettings> & { message: string });
  });
