import { eq, sql } from "drizzle-orm";
import { formatIndianMoney } from "#schemas/gst";
import { quotationFileName, type QuotationChannel } from "#schemas/quotations";
import type { QuotationDto } from "#schemas/wire";
import type { Db } from "../../core/db/connection";
import { quotations } from "../../core/db/schema";
import type { Mailer } from "../../core/mail";
import type { AuditOf } from "../../core/audit";
import { quotationMail } from "../notifications";
import type { LeadUpdates } from "./lead-updates";
import { versionOfQuotation, type QuotationPdfs } from "./pdf-files";
import type { QuotationRows } from "./rows";
import type { QuotationActor, QuotationRefusal } from "./types";
import type { QuotationAuditAction } from "./activity";
import type { LeadAuditAction } from "../leads";

/** The wa.me link that opens WhatsApp with the quotation's message to the customer's number. */
export function whatsappHref(q: QuotationDto): string {
  const digits = `${q.country_code}${q.phone}`.replace(/\D/g, "");
  const text = [
    `Dear ${q.customer_name},`,
    `Please find our quotation ${q.number} for ${formatIndianMoney(q.grand_total)} (including GST), valid until ${q.valid_until}:`,
    q.token_url,
    `${q.seller.name}`,
  ].join("\n");
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** A quotation as a document for its customer: sent by e-mail or WhatsApp, and its PDF. */
export function createQuotationDocuments(
  db: Db,
  deps: { audit: AuditOf<QuotationAuditAction | LeadAuditAction>; mailer: Mailer; rows: QuotationRows; leads: LeadUpdates; pdfs: QuotationPdfs },
) {
  const { audit, mailer, rows, leads, pdfs } = deps;
  const { dtoOf, find, lockedRow, lockOriginal, acceptedVersionOf } = rows;

  return {
    /**
     * Send a quotation: by e-mail (the PDF attached, with its link; needs the customer's address and
     * SMTP) or on WhatsApp (nothing is sent by the server; the answer carries the wa.me link). Either
     * way it is recorded as sent (a draft becomes Sent), and its lead moves to Quoted (from New or
     * Contacted) with the quotation on the timeline. Once the customer has accepted another version,
     * no version goes out: one offer stands (checked again under the original's lock, which the
     * customer's accept takes too, so an accept and a send at the same moment never both succeed).
     */
    async send(
      id: number,
      channel: QuotationChannel,
      actor: QuotationActor,
    ): Promise<{ quotation: QuotationDto; whatsapp_href?: string } | QuotationRefusal | undefined> {
      const current = await find(id);
      if (!current) return undefined;
      if (current.status === "accepted" || current.status === "declined" || current.status === "expired") return current.status;
      if (await acceptedVersionOf(db, { id: current.id, baseId: current.base_id })) return "version-accepted";
      if (channel === "email") {
        if (!current.email) return "no-email";
        if (!mailer.configured) return "no-smtp";
        const pdf = await pdfs.pdfOf(versionOfQuotation(current), () => current);
        const mail = quotationMail(current);
        const ok = await mailer.send({
          to: { name: current.customer_name, address: current.email },
          ...mail,
          ...(actor.email ? { replyTo: { name: actor.name || undefined, address: actor.email } } : {}),
          attachments: [{ filename: quotationFileName(current.number), content: pdf, contentType: "application/pdf" }],
        });
        if (!ok) return "mail-failed";
      }
      const quotation = await db.transaction(async (t) => {
        const row = (await lockedRow(t, id))!;
        await lockOriginal(t, row);
        if (await acceptedVersionOf(t, row)) return "version-accepted" as const;
        const [updated] = await t
          .update(quotations)
          .set({
            status: sql`case when ${quotations.status} = 'draft' then 'sent'::quotation_status else ${quotations.status} end`,
            sentAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(eq(quotations.id, id))
          .returning();
        await leads.touchLead(
          t,
          row.inquiryId,
          actor.id,
          { kind: "quotation", details: { number: row.number, quotation_id: row.id, channel } },
          { to: "quoted", from: ["new", "contacted"] },
        );
        await audit.record(
          {
            userId: actor.id,
            action: "quotation.send",
            entity: "quotation",
            entityId: id,
            details: { number: row.number, channel, ...(channel === "email" ? { to: row.email } : {}), inquiry_id: row.inquiryId },
          },
          t,
        );
        return dtoOf(t, updated);
      });
      if (typeof quotation === "string") return quotation;
      return channel === "whatsapp" ? { quotation, whatsapp_href: whatsappHref(quotation) } : { quotation };
    },

    /** The PDF of a quotation and its file name. */
    async pdf(id: number): Promise<{ pdf: Buffer; filename: string } | undefined> {
      const q = await find(id);
      if (!q) return undefined;
      return { pdf: await pdfs.pdfOf(versionOfQuotation(q), () => q), filename: quotationFileName(q.number) };
    },
  };
}
