import type { LeadStage, LostReason } from "#schemas/leads";
import type { LeadSummary } from "#schemas/wire";
import type { Db } from "../../core/db/connection";
import type { Actor, AuditOf } from "../../core/audit";
import { leadChangeRecorder, lockedLead, ownerOf } from "./changes";
import { toLeadSummary } from "./summary";
import type { LeadAuditAction } from "./activity";

/** Where a lead stands: its stage (with why it was lost) and its next follow-up. */
export function createLeadStages(db: Db, audit: AuditOf<LeadAuditAction>) {
  const record = leadChangeRecorder(audit);

  return {
    /**
     * Move the lead to a stage. Lost keeps its reason and note; any other stage clears them. The
     * same stage (with the same reason and note) changes nothing and records nothing.
     */
    async setStage(
      id: number,
      input: { stage: LeadStage; lost_reason?: LostReason | null; lost_note?: string | null },
      actor: Actor,
    ): Promise<LeadSummary | undefined> {
      return db.transaction(async (t) => {
        const lead = await lockedLead(t, id);
        if (!lead) return undefined;
        const lost = input.stage === "lost";
        const reason = lost ? (input.lost_reason ?? null) : null;
        const note = lost ? (input.lost_note ?? null) : null;
        if (lead.stage === input.stage && lead.lostReason === reason && lead.lostNote === note)
          return toLeadSummary(lead, await ownerOf(t, lead.assignedTo), new Date());
        const details: Record<string, unknown> = { from: lead.stage, to: input.stage, ...(lost ? { lost_reason: reason, lost_note: note } : {}) };
        const changes: Record<string, { from: unknown; to: unknown }> = { stage: { from: lead.stage, to: input.stage } };
        if (lead.lostReason !== reason) changes.lost_reason = { from: lead.lostReason, to: reason };
        if (lead.lostNote !== note) changes.lost_note = { from: lead.lostNote, to: note };
        const done = await record(
          t,
          lead,
          actor,
          { kind: "stage", set: { stage: input.stage, lostReason: reason, lostNote: note }, details },
          { action: "inquiry.stage", details: { changes, ...(lost ? { lost_reason: reason, lost_note: note } : {}) } },
        );
        return toLeadSummary(done.lead, await ownerOf(t, done.lead.assignedTo), new Date());
      });
    },

    /** Set the next follow-up (the schema refused one in the past), or clear it (null). The same time again records nothing. */
    async setFollowUp(id: number, at: Date | null, actor: Actor): Promise<LeadSummary | undefined> {
      return db.transaction(async (t) => {
        const lead = await lockedLead(t, id);
        if (!lead) return undefined;
        const owner = await ownerOf(t, lead.assignedTo);
        if ((lead.nextFollowUpAt?.getTime() ?? null) === (at?.getTime() ?? null)) return toLeadSummary(lead, owner, new Date());
        const change = { from: lead.nextFollowUpAt?.toISOString() ?? null, to: at?.toISOString() ?? null };
        const done = await record(
          t,
          lead,
          actor,
          { kind: "follow_up", set: { nextFollowUpAt: at }, details: change },
          { action: "inquiry.follow_up", details: { changes: { next_follow_up_at: change } } },
        );
        return toLeadSummary(done.lead, owner, new Date());
      });
    },
  };
}
