import { eq, sql } from "drizzle-orm";
import type { LeadEventKind } from "#schemas/leads";
import type { LeadOwner } from "#schemas/wire";
import type { DbOrTx } from "../../core/db/connection";
import { inquiries, leadEvents, users } from "../../core/db/schema";
import { staffName, type Actor, type AuditOf } from "../../core/audit";
import { leadColumns } from "./inquiries";
import type { InquiryRow } from "./summary";
import type { LeadAuditAction } from "./activity";

export type EventRow = typeof leadEvents.$inferSelect;

/** The signed-in person as a users row's name and e-mail (what staffName names them by). */
export const actorUser = (actor: Actor) => ({ id: actor.id, name: actor.name ?? "", email: actor.email ?? "" });

/** The lead, locked for a change in this transaction. */
export async function lockedLead(t: DbOrTx, id: number): Promise<InquiryRow | undefined> {
  const [row] = await t.select(leadColumns).from(inquiries).where(eq(inquiries.id, id)).for("update");
  return row;
}

export async function ownerOf(t: DbOrTx, userId: number | null): Promise<LeadOwner | null> {
  if (userId === null) return null;
  const [u] = await t.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  return u ? { id: u.id, name: staffName(u) } : null;
}

/**
 * A change of the lead: its columns and updated_at, first_response_at when this is the team's
 * first response (anything but an assignment), a timeline row and an audit entry, all in `t`.
 */
export function leadChangeRecorder(audit: AuditOf<LeadAuditAction>) {
  return async function record(
    t: DbOrTx,
    lead: InquiryRow,
    actor: Actor,
    change: { kind: LeadEventKind; set?: Partial<typeof inquiries.$inferInsert>; details: Record<string, unknown>; body?: string },
    auditEntry: { action: LeadAuditAction; details: Record<string, unknown> },
  ): Promise<{ lead: InquiryRow; event: EventRow }> {
    const [event] = await t
      .insert(leadEvents)
      .values({ inquiryId: lead.id, userId: actor.id, kind: change.kind, details: change.details, body: change.body ?? "" })
      .returning();
    const [updated] = await t
      .update(inquiries)
      .set({
        ...change.set,
        updatedAt: sql`now()`,
        ...(change.kind === "assign" ? {} : { firstResponseAt: sql`coalesce(${inquiries.firstResponseAt}, now())` }),
      })
      .where(eq(inquiries.id, lead.id))
      .returning(leadColumns);
    await audit.record(
      {
        userId: actor.id,
        action: auditEntry.action,
        entity: "inquiry",
        entityId: lead.id,
        details: { name: lead.name, product: lead.productName, event_id: event.id, ...auditEntry.details },
      },
      t,
    );
    return { lead: updated, event };
  };
}
