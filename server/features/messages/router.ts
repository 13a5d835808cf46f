import { Hono } from "hono";
import { contactSchema } from "#schemas/contact";
import { messageListQuery, messageStatusSchema, replySchema } from "#schemas/messages";
import type { MessageDto, MessageListAnswer } from "#schemas/wire";
import { requireRole, requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { apiError, idParam, parseJson, parseQuery } from "../../core/http/errors";
import { rateLimit } from "../../core/http/rate-limit";
import { paginationOf } from "../../core/http/paging";
import { publicFormAnswer } from "../../core/http/public-form";
import { formAttribution, formLanguage } from "../../core/http/attribution";

export const contactRoutes = new Hono<AppEnv>()
  /** A contact message; { success }. */
  .post("/", rateLimit({ name: "form", limit: (l) => l.forms }), async (c) => {
    const input = { ...(await parseJson(c, contactSchema)), attribution: await formAttribution(c), language: await formLanguage(c) };
    const services = c.get("services");
    let created: MessageDto | undefined;
    const res = await publicFormAnswer(c, "contact", input, async (tx) => {
      created = await services.messages.create(input, tx);
      return { status: 201, body: { success: true, message: "Thank you for your inquiry! We will contact you soon.", data: { id: created.id } } };
    });
    if (created) services.notifier.newMessage(created); // after the commit, in the background
    return res;
  })

  /** The messages screen's list: page, limit, status tab, search; counts for the tabs. */
  .get("/", requireUser, async (c) => {
    const q = parseQuery(c, messageListQuery);
    const { data, total, counts, capped } = await c.get("services").messages.list(q);
    return c.json({ success: true, data, pagination: paginationOf(q, total), counts, ...(capped && { capped }) } satisfies MessageListAnswer);
  })

  .get("/:id", requireUser, async (c) => {
    const data = await c.get("services").messages.findWithReplies(idParam(c));
    if (!data) apiError(404, "Message not found");
    return c.json({ success: true, data });
  })

  /** A reply is stored, marks the message resolved, and is e-mailed to the sender when SMTP is set. */
  .post("/reply", requireUser, async (c) => {
    const { id, reply } = await parseJson(c, replySchema);
    const user = c.get("user");
    const data = await c.get("services").messages.reply(id, reply, { id: user.id, email: user.email });
    if (!data) apiError(404, "Message not found");
    return c.json({ success: true, message: "Reply sent successfully!", data });
  })

  .patch("/:id/status", requireUser, async (c) => {
    const id = idParam(c);
    const { status } = await parseJson(c, messageStatusSchema);
    const data = await c.get("services").messages.setStatus(id, status, c.get("user"));
    if (!data) apiError(404, "Message not found");
    return c.json({ success: true, data });
  });

/** /api/delete/reply/:id: the admin panel's path for deleting a message. */
export const messageDeleteRoutes = new Hono<AppEnv>()

  /** The admin panel's path for deleting a message; only admins may delete. */
  .delete("/:id", requireUser, requireRole("admin"), async (c) => {
    const removed = await c.get("services").messages.remove(idParam(c), c.get("user"));
    if (!removed) apiError(404, "Message not found");
    return c.json({ success: true, message: "Message deleted successfully!" });
  });
