/** The leads' audit entries and the activity screen's sentence for each. */
import { LEAD_STAGE_LABELS, LOST_REASON_LABELS, type LeadStage, type LostReason } from "#schemas/leads";
import { isLeadSource, LEAD_SOURCE_LABELS } from "#schemas/lead-sources";
import { formatIndiaDateTime } from "#schemas/india-time";
import { activityOf, type Change } from "../../core/audit";
import { changesOf, text } from "../../core/audit-sentences";

const LEAD_AUDIT_ACTIONS = [
  "inquiry.create",
  "inquiry.stage",
  "inquiry.assign",
  "inquiry.follow_up",
  "inquiry.note",
  "inquiry.note_delete",
  "inquiry.contact",
] as const;
export type LeadAuditAction = (typeof LEAD_AUDIT_ACTIONS)[number];

/** "moved the lead of X from New to Contacted", "… from Contacted to Lost (Price)". */
function leadStageSentence(actor: string, lead: string, change: Change | undefined, reason: unknown): string {
  const label = (v: unknown) => (typeof v === "string" && Object.hasOwn(LEAD_STAGE_LABELS, v) ? LEAD_STAGE_LABELS[v as LeadStage] : text(v));
  const to = label(change?.to);
  if (!change || !to) return `${actor} changed the stage of ${lead}`;
  const why =
    change.to === "lost" && typeof reason === "string" && Object.hasOwn(LOST_REASON_LABELS, reason) ? ` (${LOST_REASON_LABELS[reason as LostReason]})` : "";
  if (change.from === change.to) return `${actor} changed why ${lead} was lost to ${LOST_REASON_LABELS[reason as LostReason] ?? "another reason"}`;
  const from = label(change.from);
  return from ? `${actor} moved ${lead} from ${from} to ${to}${why}` : `${actor} moved ${lead} to ${to}${why}`;
}

export const leadActivity = activityOf(LEAD_AUDIT_ACTIONS, ({ actor, details: d, ...e }) => {
  const changes = changesOf(d);
  /** The lead a change was about: "the lead of Ramesh Kumar", or its number. */
  const lead = text(d.name) ? `the lead of ${text(d.name)}` : e.entityId ? `lead #${e.entityId}` : "a lead";
  switch (e.action) {
    case "inquiry.create": {
      const from = isLeadSource(d.source) ? ` (${LEAD_SOURCE_LABELS[d.source]})` : "";
      return d.asked_again ? `${actor} added an enquiry to ${lead} as asked again${from}` : `${actor} added ${lead}${from}`;
    }
    case "inquiry.stage":
      return leadStageSentence(actor, lead, changes?.stage, d.lost_reason ?? changes?.lost_reason?.to);
    case "inquiry.assign": {
      const c = changes?.assigned_to;
      if (c && text(c.to)) return `${actor} assigned ${lead} to ${text(c.to)}`;
      if (c && text(c.from)) return `${actor} unassigned ${text(c.from)} from ${lead}`;
      return c ? `${actor} unassigned ${lead}` : `${actor} changed who works on ${lead}`;
    }
    case "inquiry.follow_up": {
      const to = changes?.next_follow_up_at?.to;
      if (typeof to === "string" && !Number.isNaN(Date.parse(to))) return `${actor} set a follow-up for ${lead} on ${formatIndiaDateTime(to)}`;
      return changes?.next_follow_up_at ? `${actor} cleared the follow-up of ${lead}` : `${actor} changed the follow-up of ${lead}`;
    }
    case "inquiry.note":
      return `${actor} added a note to ${lead}`;
    case "inquiry.note_delete":
      return `${actor} deleted a note from ${lead}`;
    case "inquiry.contact": {
      const who = text(d.name) ?? (e.entityId ? `the customer of lead #${e.entityId}` : "a customer");
      return d.channel === "whatsapp" ? `${actor} sent a WhatsApp message to ${who}` : `${actor} called ${who}`;
    }
  }
});
