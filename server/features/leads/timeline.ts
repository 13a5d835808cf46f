import { and, desc, eq, sql } from "drizzle-orm";
import { LEAD_STAGE_LABELS, LOST_REASON_LABELS, type LeadContactChannel, type LeadEventKind, type LeadStage, type LostReason } from "#schemas/leads";
import type { LeadEvent, LeadOwner } from "#schemas/wire";
import type { Db } from "../../core/db/connection";
import { inquiries, leadEvents, users } from "../../core/db/schema";
import { staffName, type Actor, type AuditOf } from "../../core/audit";
import { formatIndiaDateTime } from "#schemas/india-time";
import { actorUser, leadChangeRecorder, lockedLead, ownerOf, type EventRow } from "./changes";
import type { InquiryRow } from "./summary";
import type { LeadAuditAction } from "./activity";

/** The newest timeline entries a lead's page shows (the request itself is always added last). */
const LEAD_TIMELINE_MAX = 500;

// Timeline sentences

const stageWord = (v: unknown) => (typeof v === "string" && v in LEAD_STAGE_LABELS ? LEAD_STAGE_LABELS[v as LeadStage] : String(v ?? "?"));
const reasonWord = (v: unknown) => (typeof v === "string" && v in LOST_REASON_LABELS ? LOST_REASON_LABELS[v as LostReason] : undefined);
const ownerName = (v: unknown) => (v && typeof v === "object" && typeof (v as LeadOwner).name === "string" ? (v as LeadOwner).name : undefined);

/** The line a timeline entry shows: "Moved from New to Contacted", "Assigned to Priya Sharma", "Called", … */
function leadEventSummary(kind: LeadEventKind, details: Record<string, unknown>): string {
  switch (kind) {
    case "note":
      return "Added a note";
    case "stage":
      if (details.to === "lost") return reasonWord(details.lost_reason) ? `Marked Lost: ${reasonWord(details.lost_reason)}` : "Marked Lost";
      return `Moved from ${stageWord(details.from)} to ${stageWord(details.to)}`;
    case "assign":
      return ownerName(details.to) ? `Assigned to ${ownerName(details.to)}` : "No longer assigned";
    case "follow_up":
      return typeof details.to === "string" ? `Follow-up set for ${formatIndiaDateTime(details.to)}` : "Follow-up cleared";
    case "call":
      return "Called";
    case "whatsapp":
      return "Sent a WhatsApp message";
    case "quotation":
      return typeof details.number === "string" ? `Quotation ${details.number} sent` : "Quotation sent";
    case "order":
      // details.summary is the order's own sentence ("Order SO/2026-27/0001 created", "… delivered").
      return typeof details.summary === "string" ? details.summary : typeof details.number === "string" ? `Order ${details.number}` : "Order";
    case "asked_again":
      // details.summary names the source: "Asked again on IndiaMART".
      return typeof details.summary === "string" ? details.summary : "Asked again";
  }
}

function toLeadEvent(e: EventRow, user: { id: number; name: string; email: string } | null): LeadEvent {
  return {
    id: e.id,
    kind: e.kind,
    at: e.createdAt.toISOString(),
    user: user ? { id: user.id, name: staffName(user) } : null,
    body: e.body,
    summary: leadEventSummary(e.kind, e.details),
    details: e.details,
  };
}

/** The request itself as the oldest timeline entry (id 0: no lead_events row). */
function requestEvent(r: InquiryRow): LeadEvent {
  return {
    id: 0,
    kind: "request",
    at: r.createdAt.toISOString(),
    user: null,
    body: "",
    summary: `Quote request: ${r.quantity} ${r.unit} of ${r.productName ?? "a product"}`,
    details: {},
  };
}

/** The lead's timeline, newest first: its latest LEAD_TIMELINE_MAX entries, then the request itself. */
export async function timelineOf(db: Db, lead: InquiryRow): Promise<LeadEvent[]> {
  const events = await db
    .select({ e: leadEvents, user: { id: users.id, name: users.name, email: users.email } })
    .from(leadEvents)
    .leftJoin(users, eq(users.id, leadEvents.userId))
    .where(eq(leadEvents.inquiryId, lead.id))
    .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id))
    .limit(LEAD_TIMELINE_MAX);
  return [...events.map((e) => toLeadEvent(e.e, e.user)), requestEvent(lead)];
}

/** What staff add to a lead's timeline by hand: notes, and presses of Call or WhatsApp. */
export function createLeadTimeline(db: Db, audit: AuditOf<LeadAuditAction>) {
  const record = leadChangeRecorder(audit);

  return {
    /** A note by the signed-in person, on the timeline. */
    async addNote(id: number, body: string, actor: Actor): Promise<LeadEvent | undefined> {
      return db.transaction(async (t) => {
        const lead = await lockedLead(t, id);
        if (!lead) return undefined;
        const { event } = await record(t, lead, actor, { kind: "note", details: {}, body }, { action: "inquiry.note", details: { body } });
        return toLeadEvent(event, actorUser(actor));
      });
    },

    /** Delete a note (admins): its row goes; the audit entry keeps what it said and who wrote it. "note-not-found" when the lead has no such note. */
    async removeNote(id: number, noteId: number, actor: Actor): Promise<true | "note-not-found" | undefined> {
      return db.transaction(async (t) => {
        const lead = await lockedLead(t, id);
        if (!lead) return undefined;
        const [gone] = await t
          .delete(leadEvents)
          .where(and(eq(leadEvents.id, noteId), eq(leadEvents.inquiryId, id), eq(leadEvents.kind, "note")))
          .returning();
        if (!gone) return "note-not-found" as const;
        await t
          .update(inquiries)
          .set({ updatedAt: sql`now()` })
          .where(eq(inquiries.id, id));
        const writer = await ownerOf(t, gone.userId);
        await audit.record(
          {
            userId: actor.id,
            action: "inquiry.note_delete",
            entity: "inquiry",
            entityId: id,
            details: {
              name: lead.name,
              product: lead.productName,
              note_id: gone.id,
              body: gone.body,
              written_by: writer?.name ?? null,
              written_at: gone.createdAt.toISOString(),
            },
          },
          t,
        );
        return true as const;
      });
    },

    /** A press of Call or WhatsApp on the lead's page, on the timeline. */
    async addContact(id: number, channel: LeadContactChannel, actor: Actor): Promise<LeadEvent | undefined> {
      return db.transaction(async (t) => {
        const lead = await lockedLead(t, id);
        if (!lead) return undefined;
        const { event } = await record(t, lead, actor, { kind: channel, details: {} }, { action: "inquiry.contact", details: { channel } });
        return toLeadEvent(event, actorUser(actor));
      });
    },
  };
}
