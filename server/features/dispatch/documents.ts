/**
 * A load as a document for its customer: the delivery challan PDF, sending it (by e-mail with the
 * PDF attached, or the wa.me link of a WhatsApp message), and the customer's page by its token.
 */
import { eq, sql } from "drizzle-orm";
import { dispatchMessage } from "#schemas/dispatch";
import type { DispatchSummary, PublicDispatchDto } from "#schemas/wire";
import type { AuditOf, Actor } from "../../core/audit";
import type { Db, DbOrTx } from "../../core/db/connection";
import { dispatches, salesOrders } from "../../core/db/schema";
import { isLinkTokenShape } from "../../core/document-numbers";
import { oneLine, type Mailer } from "../../core/mail";
import type { DispatchAuditAction } from "./activity";
import { challanDocument, type ChallanPdfs } from "./challan";
import { loadLines, summaryOf, type DispatchRow, type OrderRow } from "./rows";

export type SendRefusal = "no-email" | "no-smtp" | "mail-failed";
type File = { pdf: Buffer; filename: string };

async function withOrder(t: DbOrTx, where: ReturnType<typeof eq>): Promise<{ d: DispatchRow; o: OrderRow } | undefined> {
  const [found] = await t
    .select({ d: dispatches, o: salesOrders })
    .from(dispatches)
    .innerJoin(salesOrders, eq(salesOrders.id, dispatches.orderId))
    .where(where);
  return found;
}

export function createDispatchDocuments(db: Db, deps: { audit: AuditOf<DispatchAuditAction>; mailer: Mailer; siteUrl: string; pdfs: ChallanPdfs }) {
  const { audit, mailer, siteUrl, pdfs } = deps;
  const byToken = (token: string) => (isLinkTokenShape(token) ? withOrder(db, eq(dispatches.token, token)) : Promise.resolve(undefined));
  const challanOf = async (found: { d: DispatchRow; o: OrderRow }) => pdfs.fileOf(await challanDocument(db, found.d, found.o));

  return {
    /** One dispatch as staff see it. */
    async find(id: number): Promise<DispatchSummary | undefined> {
      const [row] = await db.select().from(dispatches).where(eq(dispatches.id, id));
      return row && summaryOf(db, row, siteUrl);
    },

    async challan(id: number): Promise<File | undefined> {
      const found = await withOrder(db, eq(dispatches.id, id));
      return found && challanOf(found);
    },

    async challanByToken(token: string): Promise<File | undefined> {
      const found = await byToken(token);
      return found && challanOf(found);
    },

    /** The customer's page of a load: nothing staff-only (no phone numbers, no freight, no notes). */
    async viewByToken(token: string): Promise<PublicDispatchDto | undefined> {
      const found = await byToken(token);
      if (!found) return undefined;
      const { d, o } = found;
      const items = ((await loadLines(db, [d.id])).get(d.id) ?? []).map(({ description, hsn, unit, quantity }) => ({ description, hsn, unit, quantity }));
      return {
        number: d.number,
        order_number: o.number,
        seller_name: o.seller.name,
        customer_name: o.customerName,
        dispatch_at: d.dispatchAt.toISOString(),
        vehicle_number: d.vehicleNumber,
        driver_name: d.driverName,
        transporter: d.transporter,
        items,
        delivered_at: d.deliveredAt?.toISOString() ?? null,
        received_by: d.receivedBy,
      };
    },

    /**
     * Send a load's challan to the order's customer: by e-mail (the PDF attached, with the link;
     * needs the order's e-mail and SMTP) or on WhatsApp (the answer's wa.me link carries the
     * message and the link). Either way it is recorded as sent.
     */
    async send(
      id: number,
      channel: "email" | "whatsapp",
      actor: Actor,
    ): Promise<{ dispatch: DispatchSummary; whatsapp_href?: string; to?: string } | SendRefusal | undefined> {
      const found = await withOrder(db, eq(dispatches.id, id));
      if (!found) return undefined;
      const { d, o } = found;
      const summary = await summaryOf(db, d, siteUrl);
      const message = dispatchMessage({ order_number: o.number, vehicle_number: d.vehicleNumber, dispatch_at: summary.dispatch_at, items: summary.items });
      if (channel === "email") {
        if (!o.email) return "no-email";
        if (!mailer.configured) return "no-smtp";
        const file = await challanOf(found);
        const ok = await mailer.send({
          to: { name: oneLine(o.customerName), address: o.email },
          subject: `Delivery challan ${d.number} for your order ${o.number}`,
          text: [`Dear ${o.customerName},`, "", message, "", `Track this load and download its delivery challan: ${summary.token_url}`, "", o.seller.name].join(
            "\n",
          ),
          ...(actor.email ? { replyTo: { name: actor.name || undefined, address: actor.email } } : {}),
          attachments: [{ filename: file.filename, content: file.pdf, contentType: "application/pdf" }],
        });
        if (!ok) return "mail-failed";
      }
      const [row] = await db.transaction(async (t) => {
        const updated = await t
          .update(dispatches)
          .set({ sentAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(dispatches.id, id))
          .returning();
        const details = { number: d.number, order_id: o.id, order_number: o.number, channel, ...(channel === "email" ? { to: o.email } : {}) };
        await audit.record({ userId: actor.id, action: "dispatch.send", entity: "dispatch", entityId: id, details }, t);
        return updated;
      });
      if (!row) return undefined;
      const dispatch = { ...summary, sent_at: row.sentAt?.toISOString() ?? null };
      if (channel === "email") return { dispatch, to: o.email };
      const digits = `${o.countryCode}${o.phone}`.replace(/\D/g, "");
      return { dispatch, whatsapp_href: `https://wa.me/${digits}?text=${encodeURIComponent(`${message}\n${summary.token_url}`)}` };
    },
  };
}
