import { desc, eq } from "drizzle-orm";
import { OPEN_LEAD_STAGES, type LeadStage } from "#schemas/leads";
import type { LeadOwner, LeadSummary } from "#schemas/wire";
import type { Db } from "../../core/db/connection";
import { inquiries, users } from "../../core/db/schema";
import { staffName } from "../../core/audit";
import { leadColumns, toInquiryDto } from "./inquiries";

export type InquiryRow = typeof inquiries.$inferSelect;

const OPEN = new Set<LeadStage>(OPEN_LEAD_STAGES);

/**
 * A quote request as a lead (the list, the dashboard, a change's answer): `row` a full inquiries
 * row, `owner` its assignee as { id, name } (staffName of the users row) or null, `now` the time
 * "overdue" is judged at (a follow-up before it, on an open lead).
 */
export function toLeadSummary(row: InquiryRow, owner: LeadOwner | null, now: Date): LeadSummary {
  return {
    ...toInquiryDto(row),
    source: row.source,
    source_details: row.sourceDetails ?? {},
    stage: row.stage,
    lost_reason: row.lostReason,
    lost_note: row.lostNote,
    assigned_to: owner,
    next_follow_up_at: row.nextFollowUpAt ? row.nextFollowUpAt.toISOString() : null,
    overdue: Boolean(row.nextFollowUpAt && row.nextFollowUpAt < now && OPEN.has(row.stage)),
  };
}

/** Leads (their category's current name) with their owner's users row (null when unassigned). */
export const leadsWithOwner = (db: Db) =>
  db
    .select({ lead: leadColumns, owner: { id: users.id, name: users.name, email: users.email } })
    .from(inquiries)
    .leftJoin(users, eq(users.id, inquiries.assignedTo));
type Joined = { lead: InquiryRow; owner: { id: number; name: string; email: string } | null };
export const summaryOf = (r: Joined, now: Date) => toLeadSummary(r.lead, r.owner && { id: r.owner.id, name: staffName(r.owner) }, now);
export const newestFirst = [desc(inquiries.createdAt), desc(inquiries.id)] as const;
