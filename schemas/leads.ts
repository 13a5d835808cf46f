/**
 * The lead desk's words and rules, shared by the database schema, the API and the admin screens:
 * stages, reasons a lead was lost, and the kinds of entries on a lead's timeline.
 */
import { z } from "zod";
import { blankIsAbsent, dayRangeParams, lastDayNotBeforeFirst, MAX_ID, pageParam, searchParam, wholeNumber } from "#schemas/query";
import { LEAD_SOURCES } from "#schemas/lead-sources";

/** Every quote request is a lead in one stage; a new one is "new". */
export const LEAD_STAGES = ["new", "contacted", "quoted", "won", "lost"] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];
export const LEAD_STAGE_LABELS: Record<LeadStage, string> = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
};
/** Stages in which a lead is still being worked: only these have follow-ups that can fall due. */
export const OPEN_LEAD_STAGES = ["new", "contacted", "quoted"] as const satisfies readonly LeadStage[];

/** Why a lead was lost; "other" needs a note. */
export const LOST_REASONS = ["price", "delivery-time", "bought-elsewhere", "no-response", "not-real", "other"] as const;
export type LostReason = (typeof LOST_REASONS)[number];
export const LOST_REASON_LABELS: Record<LostReason, string> = {
  price: "Price",
  "delivery-time": "Delivery time",
  "bought-elsewhere": "Bought elsewhere",
  "no-response": "No response",
  "not-real": "Not a real lead",
  other: "Other",
};

/**
 * What a lead's timeline records besides the request itself: a note, a stage change, an
 * assignment, a follow-up set or cleared, a call or WhatsApp started from the lead's page, a
 * quotation sent. Every one of them but an assignment counts as the team's response.
 */
export const LEAD_EVENT_KINDS = ["note", "stage", "assign", "follow_up", "call", "whatsapp", "quotation", "order", "asked_again"] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

// Validation: the lead list's filters and each change, shared by the API and the admin forms.

/** Leads per page of the list, and the most one page may show. */
const LEAD_PAGE_SIZE = 20;
const LEAD_PAGE_MAX = 100;
/** The longest note, in characters. */
export const LEAD_NOTE_MAX = 2000;
/** A follow-up a little in the past is still accepted: the form was filled in a minute ago. */
const FOLLOW_UP_GRACE_MS = 60_000;

const STAGE_LIST_MESSAGE = "Choose stages from the list";
const OWNER_MESSAGE = "Choose a staff member, Me or Nobody";
export const SOURCE_MESSAGE = "Choose a source from the list";

/**
 * `?page&limit&stage=new,contacted&owner=<id>|me|none&category=<slug>&source=<source>&from=YYYY-MM-DD&to=YYYY-MM-DD&overdue=1&search=…`,
 * every part optional. The days are India's, both included; `search` is part of a name or of a
 * mobile number. A value that does not fit is refused, naming its field.
 */
export const leadListQuery = z
  .object({
    page: pageParam,
    limit: z.preprocess(blankIsAbsent, wholeNumber(`Show from 1 to ${LEAD_PAGE_MAX} leads a page`, LEAD_PAGE_MAX).optional().default(LEAD_PAGE_SIZE)),
    stage: z.preprocess(
      blankIsAbsent,
      z
        .string(STAGE_LIST_MESSAGE)
        .transform((v) => [
          ...new Set(
            v
              .split(",")
              .map((s) => s.trim())
              .filter(Boolean),
          ),
        ])
        .pipe(z.array(z.enum(LEAD_STAGES, STAGE_LIST_MESSAGE)).min(1, STAGE_LIST_MESSAGE))
        .optional(),
    ),
    owner: z.preprocess(
      blankIsAbsent,
      z
        .string(OWNER_MESSAGE)
        .refine((v) => v === "me" || v === "none" || (/^\d{1,10}$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_ID), OWNER_MESSAGE)
        .transform((v): "me" | "none" | number => (v === "me" || v === "none" ? v : Number(v)))
        .optional(),
    ),
    category: z.preprocess(
      blankIsAbsent,
      z
        .string("Choose a category from the list")
        .regex(/^[a-z0-9-]{1,100}$/, "Choose a category from the list")
        .optional(),
    ),
    source: z.preprocess(blankIsAbsent, z.enum(LEAD_SOURCES, SOURCE_MESSAGE).optional()),
    ...dayRangeParams,
    overdue: z.preprocess(
      blankIsAbsent,
      z
        .enum(["1", "0", "true", "false"], "Overdue must be 1 or left out")
        .transform((v) => v === "1" || v === "true")
        .optional(),
    ),
    search: searchParam,
  })
  .superRefine(lastDayNotBeforeFirst);
export type LeadListQuery = z.output<typeof leadListQuery>;
/** The filters alone (the CSV export takes the same ones, without paging). */
export type LeadFilters = Omit<LeadListQuery, "page" | "limit">;

const LOST_REASON_REQUIRED = "Choose why the lead was lost";
const LOST_NOTE_REQUIRED = "Say why the lead was lost";

/** POST /api/leads/:id/stage. Lost needs a reason, and "other" a note; other stages ignore both. */
export const leadStageSchema = z
  .object({
    stage: z.enum(LEAD_STAGES, "Choose a stage from the list"),
    lost_reason: z.preprocess(blankIsAbsent, z.enum(LOST_REASONS, LOST_REASON_REQUIRED).nullable().optional()),
    lost_note: z.preprocess(blankIsAbsent, z.string(LOST_NOTE_REQUIRED).trim().max(500, "Keep the reason under 500 characters").nullable().optional()),
  })
  .superRefine((v, ctx) => {
    if (v.stage !== "lost") return;
    if (!v.lost_reason) ctx.addIssue({ code: "custom", path: ["lost_reason"], message: LOST_REASON_REQUIRED });
    else if (v.lost_reason === "other" && !v.lost_note) ctx.addIssue({ code: "custom", path: ["lost_note"], message: LOST_NOTE_REQUIRED });
  });

export const ASSIGNEE_MESSAGE = "Choose an active staff member";
/** POST /api/leads/:id/assign: a staff member's id, or null (or "") for nobody. */
export const leadAssignSchema = z.object({
  user_id: z.preprocess(
    (v) => (v === "" ? null : typeof v === "string" && /^\d{1,10}$/.test(v) ? Number(v) : v),
    z.number(ASSIGNEE_MESSAGE).int(ASSIGNEE_MESSAGE).min(1, ASSIGNEE_MESSAGE).max(MAX_ID, ASSIGNEE_MESSAGE).nullable(),
  ),
});

export const FOLLOW_UP_FORMAT_MESSAGE = "Enter the follow-up date and time";
const FOLLOW_UP_PAST_MESSAGE = "The follow-up must be in the future";
/** A date and time written without an offset (a datetime-local field's "2026-11-24T10:00") is India's. */
function followUpDate(v: string): Date {
  return new Date(/(Z|[+-]\d\d:\d\d)$/i.test(v) ? v : `${v.length === 16 ? `${v}:00` : v}+05:30`);
}
/**
 * POST /api/leads/:id/follow-up: `at` an ISO date and time (with its offset, or India's without
 * one), not in the past (a minute's grace); null (or "") clears the follow-up. Answers a Date.
 */
export const leadFollowUpSchema = z.object({
  at: z.preprocess(
    (v) => (v === "" ? null : v),
    z.iso
      .datetime({ offset: true, local: true, message: FOLLOW_UP_FORMAT_MESSAGE })
      .transform(followUpDate)
      .refine((d) => !Number.isNaN(d.getTime()), FOLLOW_UP_FORMAT_MESSAGE)
      .refine((d) => Number.isNaN(d.getTime()) || d.getTime() >= Date.now() - FOLLOW_UP_GRACE_MS, FOLLOW_UP_PAST_MESSAGE)
      .nullable(),
  ),
});

/** POST /api/leads/:id/notes. */
export const leadNoteSchema = z.object({
  body: z.string("Note is required").trim().min(1, "Note is required").max(LEAD_NOTE_MAX, `Note is too long (${LEAD_NOTE_MAX} characters at most)`),
});

/** How staff reached the customer from the lead's page. */
const LEAD_CONTACT_CHANNELS = ["call", "whatsapp"] as const;
export type LeadContactChannel = (typeof LEAD_CONTACT_CHANNELS)[number];
/** POST /api/leads/:id/contacts: the lead's page records a press of Call or WhatsApp. */
export const leadContactSchema = z.object({ channel: z.enum(LEAD_CONTACT_CHANNELS, "Choose call or WhatsApp") });
