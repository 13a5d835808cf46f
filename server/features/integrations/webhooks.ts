import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import type { InboundLead } from "#schemas/lead-webhooks";
import type { LeadWebhook, LeadWebhookWithSecret } from "#schemas/wire";
import type { Db } from "../../core/db/connection";
import { leadWebhooks } from "../../core/db/schema";
import type { Actor, AuditOf } from "../../core/audit";
import { intakeLead, rememberIntakeAnswer } from "../leads";
import type { WebhookAuditAction } from "./webhooks-activity";

type WebhookRow = typeof leadWebhooks.$inferSelect;

/** A new secret: 32 random bytes as hex, shown once. */
const newSecret = () => randomBytes(32).toString("hex");

/** Whether `signature` is `sha256=<hex HMAC-SHA256 of body with secret>`, compared in constant time. */
export function signatureMatches(secret: string, body: string, signature: string | undefined): boolean {
  const m = /^sha256=([0-9a-f]{64})$/i.exec(signature?.trim() ?? "");
  if (!m) return false;
  const expected = createHmac("sha256", secret).update(body, "utf8").digest();
  return timingSafeEqual(expected, Buffer.from(m[1], "hex"));
}

/** What a call to a webhook made: the lead it created or went onto, and whether it was new. */
export type InboundAnswer = { lead_id: number | null; created: boolean };

/**
 * The webhooks other tools post leads to: made, listed and rotated by admins (audited as
 * integration.*, never with the secret), and the public call that takes a signed lead in.
 */
export function createLeadWebhooks(db: Db, deps: { audit: AuditOf<WebhookAuditAction>; siteUrl: string }) {
  const { audit } = deps;
  const urlOf = (id: number) => `${deps.siteUrl.replace(/\/+$/, "")}/api/leads/inbound/${id}`;
  const toWebhook = (r: WebhookRow): LeadWebhook => ({
    id: r.id,
    source: r.source as LeadWebhook["source"],
    url: urlOf(r.id),
    created_at: r.createdAt.toISOString(),
    rotated_at: r.rotatedAt?.toISOString() ?? null,
  });

  return {
    async list(): Promise<LeadWebhook[]> {
      return (await db.select().from(leadWebhooks).orderBy(desc(leadWebhooks.id))).map(toWebhook);
    },

    async create(source: LeadWebhook["source"], actor: Actor): Promise<LeadWebhookWithSecret> {
      return db.transaction(async (t) => {
        const [row] = await t.insert(leadWebhooks).values({ source, secret: newSecret(), createdBy: actor.id }).returning();
        await audit.record({ userId: actor.id, action: "integration.webhook_create", entity: "lead_webhook", entityId: row.id, details: { source } }, t);
        return { ...toWebhook(row), secret: row.secret };
      });
    },

    /** A new secret for the webhook (the old one stops working at once); undefined when there is no such webhook. */
    async rotate(id: number, actor: Actor): Promise<LeadWebhookWithSecret | undefined> {
      return db.transaction(async (t) => {
        const [row] = await t
          .update(leadWebhooks)
          .set({ secret: newSecret(), rotatedAt: sql`now()` })
          .where(eq(leadWebhooks.id, id))
          .returning();
        if (!row) return undefined;
        await audit.record(
          { userId: actor.id, action: "integration.webhook_rotate", entity: "lead_webhook", entityId: id, details: { source: row.source } },
          t,
        );
        return { ...toWebhook(row), secret: row.secret };
      });
    },

    async remove(id: number, actor: Actor): Promise<boolean> {
      return db.transaction(async (t) => {
        const [row] = await t.delete(leadWebhooks).where(eq(leadWebhooks.id, id)).returning();
        if (!row) return false;
        await audit.record(
          { userId: actor.id, action: "integration.webhook_delete", entity: "lead_webhook", entityId: id, details: { source: row.source } },
          t,
        );
        return true;
      });
    },

    /** The webhook whose secret signed `body`; undefined for an unknown webhook or a signature that does not match. */
    async verify(id: number, body: string, signature: string | undefined): Promise<WebhookRow | undefined> {
      const [row] = await db.select().from(leadWebhooks).where(eq(leadWebhooks.id, id));
      return row && signatureMatches(row.secret, body, signature) ? row : undefined;
    },

    /**
     * Take a verified call's lead in: with an external_id, once (the same id again answers what
     * the first call was answered and makes nothing).
     */
    async receive(webhook: WebhookRow, lead: InboundLead): Promise<InboundAnswer> {
      const key = lead.external_id ? `webhook:${webhook.id}:${lead.external_id}` : undefined;
      return db.transaction(async (t) => {
        const taken = await intakeLead(t, {
          source: webhook.source,
          key,
          name: lead.name,
          countryCode: lead.country_code,
          mobile: lead.mobile,
          productName: lead.product ?? null,
          quantity: lead.quantity,
          unit: lead.unit || "Pieces",
          message: lead.message,
          details: { ...(lead.email ? { email: lead.email } : {}), ...(lead.external_id ? { externalId: lead.external_id } : {}) },
        });
        if (taken.replay && taken.answer) return taken.answer as InboundAnswer;
        const answer: InboundAnswer = { lead_id: taken.inquiryId, created: taken.created };
        if (key) await rememberIntakeAnswer(t, key, answer);
        return answer;
      });
    },
  };
}
export type LeadWebhooks = ReturnType<typeof createLeadWebhooks>;
