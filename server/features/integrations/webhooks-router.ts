import type { Context } from "hono";
import { Hono } from "hono";
import { inboundLeadInput, newWebhookInput, WEBHOOK_SIGNATURE_HEADER } from "#schemas/lead-webhooks";
import type { DataAnswer, LeadWebhook, LeadWebhookWithSecret } from "#schemas/wire";
import { requireRole, requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { apiError, idParam, parseJson } from "../../core/http/errors";
import { rateLimit } from "../../core/http/rate-limit";
import type { InboundAnswer } from "./webhooks";

const NOT_FOUND = "Webhook not found";
const webhookId = (c: Context) => idParam(c, "id", NOT_FOUND);
const BAD_SIGNATURE = `The ${WEBHOOK_SIGNATURE_HEADER} header is missing or does not match the body`;

/** Settings, Integrations, "Webhooks" (admins only): the URLs other tools post leads to. A secret is in the answer only when made or rotated. */
export const leadWebhookRoutes = new Hono<AppEnv>()
  .get("/", requireUser, requireRole("admin"), async (c) => {
    const data = await c.get("services").leadWebhooks.list();
    return c.json({ success: true, data } satisfies DataAnswer<LeadWebhook[]>);
  })

  .post("/", requireUser, requireRole("admin"), async (c) => {
    const { source } = await parseJson(c, newWebhookInput);
    const data = await c.get("services").leadWebhooks.create(source, c.get("user"));
    return c.json({ success: true, data } satisfies DataAnswer<LeadWebhookWithSecret>, 201);
  })

  .post("/:id/rotate", requireUser, requireRole("admin"), async (c) => {
    const data = await c.get("services").leadWebhooks.rotate(webhookId(c), c.get("user"));
    if (!data) apiError(404, NOT_FOUND);
    return c.json({ success: true, data } satisfies DataAnswer<LeadWebhookWithSecret>);
  })

  .delete("/:id", requireUser, requireRole("admin"), async (c) => {
    if (!(await c.get("services").leadWebhooks.remove(webhookId(c), c.get("user")))) apiError(404, NOT_FOUND);
    return c.json({ success: true, message: "Webhook deleted" });
  });

/**
 * A tool posting a lead: signed with the webhook's secret (401 and nothing stored otherwise, also
 * for an unknown webhook, so ids cannot be probed), then checked field by field (400 naming the field).
 */
export const inboundLeadRoutes = new Hono<AppEnv>().post(
  "/:id",
  rateLimit({ name: "lead-webhook", limit: (l) => l.quotationReads, key: (c) => c.req.param("id") ?? "" }),
  async (c) => {
    const id = /^\d{1,9}$/.test(c.req.param("id")) ? Number(c.req.param("id")) : 0;
    const body = await c.req.text().catch(() => "");
    const webhook = id ? await c.get("services").leadWebhooks.verify(id, body, c.req.header(WEBHOOK_SIGNATURE_HEADER)) : undefined;
    if (!webhook) apiError(401, BAD_SIGNATURE);
    const lead = await parseJson(c, inboundLeadInput);
    const data = await c.get("services").leadWebhooks.receive(webhook, lead);
    return c.json({ success: true, data } satisfies DataAnswer<InboundAnswer>, data.created ? 201 : 200);
  },
);
