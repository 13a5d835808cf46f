import { and, eq, isNull } from "drizzle-orm";
import type { LeadOwner, LeadSummary, StaffOption } from "#schemas/wire";
import type { Db } from "../../core/db/connection";
import { users } from "../../core/db/schema";
import { staffName, type Actor, type AuditOf } from "../../core/audit";
import type { Notifier } from "../notifications";
import { actorUser, leadChangeRecorder, lockedLead, ownerOf } from "./changes";
import { toInquiryDto } from "./inquiries";
import { toLeadSummary } from "./summary";
import type { LeadAuditAction } from "./activity";

/** Whom a lead belongs to: the staff it can be assigned to, and its assignment. */
export function createLeadAssignment(db: Db, deps: { audit: AuditOf<LeadAuditAction>; notifier?: Notifier; siteUrl?: string }) {
  const { audit, notifier } = deps;
  const record = leadChangeRecorder(audit);
  const leadLink = (id: number) => `${(deps.siteUrl ?? "").replace(/\/+$/, "")}/admin/inquiries/${id}`;

  return {
    /** Active staff (not disabled), by name: whom a lead can be assigned to. */
    async staff(): Promise<StaffOption[]> {
      const rows = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(isNull(users.disabledAt));
      return rows.map((u) => ({ id: u.id, name: staffName(u) })).sort((a, b) => a.name.localeCompare(b.name, "en-IN", { sensitivity: "base" }) || a.id - b.id);
    },

    /**
     * Assign the lead to an active staff member, or to nobody (null); "unknown-user" for anyone
     * else. After the commit, in the background and only with SMTP configured, the new owner gets
     * the quote request's e-mail with a link to the lead.
     */
    async assign(id: number, userId: number | null, actor: Actor): Promise<LeadSummary | "unknown-user" | undefined> {
      const result = await db.transaction(async (t) => {
        const lead = await lockedLead(t, id);
        if (!lead) return undefined;
        let to: (LeadOwner & { email: string }) | null = null;
        if (userId !== null) {
          const [u] = await t
            .select({ id: users.id, name: users.name, email: users.email })
            .from(users)
            .where(and(eq(users.id, userId), isNull(users.disabledAt)));
          if (!u) return "unknown-user" as const;
          to = { id: u.id, name: staffName(u), email: u.email };
        }
        const from = await ownerOf(t, lead.assignedTo);
        if (lead.assignedTo === userId) return { summary: toLeadSummary(lead, from, new Date()), mailTo: undefined };
        const owner = to && { id: to.id, name: to.name };
        const done = await record(
          t,
          lead,
          actor,
          { kind: "assign", set: { assignedTo: userId }, details: { from, to: owner } },
          {
            action: "inquiry.assign",
            details: {
              changes: { assigned_to: { from: from?.name ?? null, to: owner?.name ?? null } },
              user_ids: { from: from?.id ?? null, to: owner?.id ?? null },
            },
          },
        );
        return { summary: toLeadSummary(done.lead, owner, new Date()), mailTo: to ?? undefined, lead: done.lead };
      });
      if (result === undefined || result === "unknown-user") return result;
      if (result.mailTo && result.lead && notifier) {
        notifier.leadAssigned(toInquiryDto(result.lead), { name: result.mailTo.name, address: result.mailTo.email }, staffName(actorUser(actor)), leadLink(id));
      }
      return result.summary;
    },
  };
}
