import { and, desc, eq, gt, isNotNull, or, sql } from "drizzle-orm";
import { isbot } from "isbot";
import { quotationFileName, type AcceptData } from "#schemas/quotations";
import type { PublicQuotationDto, QuotationDto } from "#schemas/wire";
import type { Db, DbOrTx } from "../../core/db/connection";
import { inquiries, quotations } from "../../core/db/schema";
import type { MailAddress } from "../../core/mail";
import type { AuditOf } from "../../core/audit";
import type { Notifier } from "../notifications";
import type { LeadUpdates } from "./lead-updates";
import { versionOfRow, type QuotationPdfs } from "./pdf-files";
import type { QuotationRows } from "./rows";
import type { QuotationRow } from "./types";
import { quotationStatusOf, toPublicQuotation } from "./status";
import type { QuotationAuditAction } from "./activity";
import type { LeadAuditAction } from "../leads";
import { matchOrCreateCustomer, type CustomerAuditAction } from "../customers";

/**
 * Whether the number typed is the stored one: digits only, a leading 0 (written before a national
 * number) or the country code (written in front of it) set aside.
 */
function sameNationalNumber(stored: string, countryCode: string, typed: string): boolean {
  const national = (v: string) => v.replace(/\D/g, "").replace(/^0+/, "");
  const number = national(stored);
  const mobile = national(typed);
  return mobile !== "" && (number === mobile || number === countryCode.replace(/\D/g, "") + mobile);
}

/**
 * The newest later version of a quotation that has been sent: once there is one, this one is
 * replaced (it says so and cannot be accepted). An accepted one stays as it was accepted.
 */
async function replacementOf(t: DbOrTx, row: QuotationRow): Promise<PublicQuotationDto["replaced_by"]> {
  if (row.status === "accepted") return null;
  const base = row.baseId ?? row.id;
  const [newer] = await t
    .select({ number: quotations.number, token: quotations.token })
    .from(quotations)
    .where(and(or(eq(quotations.id, base), eq(quotations.baseId, base)), gt(quotations.revision, row.revision), isNotNull(quotations.sentAt)))
    .orderBy(desc(quotations.revision))
    .limit(1);
  return newer ? { number: newer.number, path: `/q/${newer.token}` } : null;
}

/** The customer's side: by the token of the link, no account. */
export function createQuotationPublicLink(
  db: Db,
  deps: {
    audit: AuditOf<QuotationAuditAction | LeadAuditAction | CustomerAuditAction>;
    notifier?: Notifier;
    siteUrl: string;
    rows: QuotationRows;
    leads: LeadUpdates;
    pdfs: QuotationPdfs;
  },
) {
  const { audit, notifier, siteUrl, rows, leads, pdfs } = deps;
  const { byToken, dtoOf } = rows;
  /**
   * The accepting buyer's customer, in `t`: matched by the quotation's GSTIN, else its mobile
   * number, or made (audited); the lead is linked to it too.
   */
  async function customerOfAcceptance(t: DbOrTx, row: QuotationRow): Promise<number> {
    const identity = {
      name: row.customerName,
      company: row.company,
      gstin: row.customerGstin,
      billingAddress: row.billingAddress,
      stateCode: row.stateCode,
      countryCode: row.countryCode,
      phone: row.phone,
      email: row.email,
    };
    const customer = await matchOrCreateCustomer(t, identity, null);
    if (customer.created)
      await audit.record(
        { userId: null, action: "customer.create", entity: "customer", entityId: customer.id, details: { name: row.customerName, quotation: row.number } },
        t,
      );
    if (row.inquiryId) await t.update(inquiries).set({ customerId: customer.id }).where(eq(inquiries.id, row.inquiryId));
    return customer.id;
  }
  const adminLink = (id: number) => `${siteUrl.replace(/\/+$/, "")}/admin/quotations/${id}`;

  return {
    /**
     * The quotation of a link, as its customer sees it. A view by the customer (not a bot, not
     * staff) of a sent quotation still valid marks it viewed (the first time, with the time).
     */
    async viewByToken(token: string, opts: { userAgent?: string | null; staff?: boolean } = {}): Promise<PublicQuotationDto | undefined> {
      const counts = !opts.staff && !isbot(opts.userAgent ?? "");
      const row = await byToken(db, token);
      if (!row) return undefined;
      if (counts && row.status === "sent" && quotationStatusOf(row) === "sent") {
        const viewed = await db.transaction(async (t) => {
          const [updated] = await t
            .update(quotations)
            .set({ status: "viewed", viewedAt: sql`coalesce(${quotations.viewedAt}, now())` })
            .where(and(eq(quotations.id, row.id), eq(quotations.status, "sent")))
            .returning();
          if (updated)
            await audit.record({ userId: null, action: "quotation.view", entity: "quotation", entityId: row.id, details: { number: row.number } }, t);
          return updated;
        });
        if (viewed) return toPublicQuotation(await dtoOf(db, viewed), await replacementOf(db, viewed));
      }
      return toPublicQuotation(await dtoOf(db, row), await replacementOf(db, row));
    },

    /** The country code of a link's quotation's customer number: the accepting number's length follows it. */
    async countryCodeByToken(token: string): Promise<string | undefined> {
      return (await byToken(db, token))?.countryCode;
    },

    /** The PDF of a link's quotation (also once it has expired), made once per version of it (pdf-files.ts). */
    async pdfByToken(token: string): Promise<{ pdf: Buffer; filename: string } | undefined> {
      const row = await byToken(db, token);
      if (!row) return undefined;
      return { pdf: await pdfs.pdfOf(versionOfRow(row), () => dtoOf(db, row)), filename: quotationFileName(row.number) };
    },

    /**
     * The customer accepts, in `t` (the caller's transaction, with its Idempotency-Key): the
     * mobile number must be the quotation's; an expired one cannot be, a declined one neither, nor
     * one replaced by a newer version sent since (its number is answered); an accepted one answers
     * as accepted again without doing anything twice. The lead becomes Won.
     * `notify` is who to tell after the commit (undefined when nothing new happened).
     */
    async accept(
      token: string,
      input: AcceptData,
      t: DbOrTx,
    ): Promise<{ quotation: QuotationDto; notify?: MailAddress | null } | "expired" | "declined" | "wrong-mobile" | { replacedBy: string } | undefined> {
      const row = await byToken(t, token, true);
      if (!row) return undefined;
      // The original's lock, as a send takes it: a newer version sent meanwhile is seen below, or waits for this accept.
      await rows.lockOriginal(t, row);
      const mobileMatches = sameNationalNumber(row.phone, row.countryCode, input.mobile);
      if (row.status === "accepted") return mobileMatches ? { quotation: await dtoOf(t, row) } : "wrong-mobile";
      if (row.status === "declined") return "declined";
      const replacement = await replacementOf(t, row);
      if (replacement) return { replacedBy: replacement.number };
      if (quotationStatusOf(row) === "expired") return "expired";
      if (!mobileMatches) return "wrong-mobile";
      const customerId = await customerOfAcceptance(t, row);
      const [updated] = await t
        .update(quotations)
        .set({
          status: "accepted",
          acceptedAt: sql`now()`,
          acceptedName: input.name,
          acceptedMobile: input.mobile,
          deliveryNote: input.delivery_note || null,
          customerId,
          updatedAt: sql`now()`,
        })
        .where(eq(quotations.id, row.id))
        .returning();
      await leads.touchLead(t, row.inquiryId, null, null, { to: "won", from: ["new", "contacted", "quoted", "lost"] });
      await audit.record(
        {
          userId: null,
          action: "quotation.accept",
          entity: "quotation",
          entityId: row.id,
          details: { number: row.number, name: input.name, grand_total: row.grandTotal, inquiry_id: row.inquiryId },
        },
        t,
      );
      return { quotation: await dtoOf(t, updated), notify: await leads.staffFor(t, row) };
    },

    /** The customer asks for changes, in `t`: a note on the lead's timeline (when there is a lead), audited. */
    async requestChanges(token: string, message: string, t: DbOrTx): Promise<{ quotation: QuotationDto; notify: MailAddress | null } | undefined> {
      const row = await byToken(t, token, true);
      if (!row) return undefined;
      await leads.touchLead(
        t,
        row.inquiryId,
        null,
        { kind: "note", details: { quotation_id: row.id, number: row.number }, body: `Change request from the customer: ${message}` },
        null,
      );
      await audit.record(
        {
          userId: null,
          action: "quotation.changes",
          entity: "quotation",
          entityId: row.id,
          details: { number: row.number, message, inquiry_id: row.inquiryId },
        },
        t,
      );
      return { quotation: await dtoOf(t, row), notify: await leads.staffFor(t, row) };
    },

    /** Tell staff, after the commit and in the background, that a customer accepted. */
    notifyAccepted(q: QuotationDto, staff: MailAddress | null) {
      notifier?.quotationAccepted(q, staff, adminLink(q.id));
    },

    notifyChanges(q: QuotationDto, message: string, staff: MailAddress | null) {
      notifier?.quotationChangesRequested(q, message, staff, adminLink(q.id));
    },
  };
}
