import { and, eq, isNull, sql } from "drizzle-orm";
import type { LeadStage } from "#schemas/leads";
import type { DbOrTx } from "../../core/db/connection";
import { inquiries, leadEvents, users } from "../../core/db/schema";
import type { MailAddress } from "../../core/mail";
import { staffName, type AuditOf } from "../../core/audit";
import type { QuotationRow } from "./types";
import type { LeadAuditAction } from "../leads";

/** What a quotation does to its lead: the lead checked, moved and noted on its timeline, and whom it belongs to. */
export function createLeadUpdates(audit: AuditOf<LeadAuditAction>) {
  async function leadExists(t: DbOrTx, id: number | null): Promise<boolean> {
    if (id === null) return true;
    const [row] = await t.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.id, id));
    return Boolean(row);
  }

  /**
   * A lead change made for a quotation, in `t`: a timeline row of `kind`, a stage move (with its own
   * stage row and audit entry) when `toStage` applies, updated_at, and first_response_at when staff
   * made it. Nothing when the lead is gone.
   */
  async function touchLead(
    t: DbOrTx,
    inquiryId: number | null,
    userId: number | null,
    event: { kind: "quotation" | "note" | "order"; details: Record<string, unknown>; body?: string } | null,
    toStage: { to: LeadStage; from: readonly LeadStage[] } | null,
  ) {
    if (inquiryId === null) return;
    const [lead] = await t.select().from(inquiries).where(eq(inquiries.id, inquiryId)).for("update");
    if (!lead) return;
    const moves = toStage !== null && toStage.from.includes(lead.stage);
    if (moves) {
      const [stageEvent] = await t
        .insert(leadEvents)
        .values({ inquiryId, userId, kind: "stage", details: { from: lead.stage, to: toStage.to } })
        .returning({ id: leadEvents.id });
      await audit.record(
        {
          userId,
          action: "inquiry.stage",
          entity: "inquiry",
          entityId: inquiryId,
          details: { name: lead.name, product: lead.productName, event_id: stageEvent.id, changes: { stage: { from: lead.stage, to: toStage.to } } },
        },
        t,
      );
    }
    if (event) await t.insert(leadEvents).values({ inquiryId, userId, kind: event.kind, details: event.details, body: event.body ?? "" });
    await t
      .update(inquiries)
      .set({
        ...(moves ? { stage: toStage.to, lostReason: null, lostNote: null } : {}),
        updatedAt: sql`now()`,
        ...(userId !== null ? { firstResponseAt: sql`coalesce(${inquiries.firstResponseAt}, now())` } : {}),
      })
      .where(eq(inquiries.id, inquiryId));
  }

  /** Whom a customer's answer is told to: the lead's owner, else whoever made the quotation (active accounts only). */
  async function staffFor(t: DbOrTx, row: QuotationRow): Promise<MailAddress | null> {
    let userId: number | null = null;
    if (row.inquiryId !== null) {
      const [lead] = await t.select({ owner: inquiries.assignedTo }).from(inquiries).where(eq(inquiries.id, row.inquiryId));
      userId = lead?.owner ?? null;
    }
    userId ??= row.createdBy;
    if (userId === null) return null;
    const [u] = await t
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.disabledAt)));
    return u ? { name: staffName(u), address: u.email } : null;
  }

  return { leadExists, touchLead, staffFor };
}
export type LeadUpdates = ReturnType<typeof createLeadUpdates>;
