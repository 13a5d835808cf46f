import type { Context } from "hono";
import { Hono } from "hono";
import {
  ASSIGNEE_MESSAGE,
  LEAD_STAGE_LABELS,
  leadAssignSchema,
  leadContactSchema,
  leadFollowUpSchema,
  leadListQuery,
  leadNoteSchema,
  leadStageSchema,
} from "#schemas/leads";
import { NEW_LEAD_MESSAGES, newLeadSchema } from "#schemas/new-lead";
import type { DataAnswer, LeadChangeAnswer, LeadEvent, LeadListAnswer, LeadSummary, NewLeadAnswer, StaffOption } from "#schemas/wire";
import type { z } from "zod";
import { requireRole, requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { recordById } from "../../core/http/paging";
import { apiError, idParam, parseJson, parseQuery } from "../../core/http/errors";
import { paginationOf } from "../../core/http/paging";
import { formatIndiaDateTime } from "#schemas/india-time";
import { leadDashboardRoutes } from "./dashboard-router";

const CATEGORY_MESSAGE = "Choose a category from the list";

const leadId = (c: Context) => idParam(c, "id", "Lead not found");
function notFound(): never {
  apiError(404, "Lead not found");
}

/**
 * A change to one lead by the signed-in staff member, its body checked by `schema`: 404 when there
 * is no such lead, else the changed lead and the `message` saying what changed.
 */
function leadChange<S extends z.ZodType>(
  schema: S,
  change: (c: Context<AppEnv>, id: number, input: z.output<S>) => Promise<LeadSummary | undefined>,
  message: (lead: LeadSummary) => string,
) {
  return async (c: Context<AppEnv>) => {
    const id = leadId(c);
    const input = (await parseJson(c, schema)) as z.output<S>;
    const data = await change(c, id, input);
    if (!data) notFound();
    return c.json({ success: true, message: message(data), data } satisfies LeadChangeAnswer);
  };
}

const findLead = recordById("Lead not found", (c, id) => c.get("services").leads.find(id));

/**
 * The lead desk: every quote request worked from first call to won or lost. Any signed-in staff
 * member may read and change leads; only admins delete a note. Every change is on the lead's
 * timeline and in the audit log. GET /leads/dashboard is lead-dashboard.ts's, mounted before this
 * router so /leads/:id does not take it; /leads/staff and /leads/export come before /leads/:id here.
 */
export const leadRoutes = new Hono<AppEnv>()
  // The dashboard's figures are registered before "/:id", which would otherwise take "dashboard" for an id.
  .route("/dashboard", leadDashboardRoutes)
  /** Newest first, paged, under the filters; `capped` when the total reached its limit. */
  .get("/", requireUser, async (c) => {
    const q = parseQuery(c, leadListQuery);
    const page = await c.get("services").leads.list(q, c.get("user").id);
    if (page === "unknown-category") apiError(400, CATEGORY_MESSAGE, { category: CATEGORY_MESSAGE });
    return c.json({
      success: true,
      data: page.data,
      pagination: paginationOf(q, page.total),
      ...(page.capped ? { capped: true as const } : {}),
    } satisfies LeadListAnswer);
  })

  /**
   * A lead staff type in, or make from a contact message (`message_id`): 201 with the new lead's id,
   * or 200 when it went on the same customer's open lead as asked again (or the message had its lead).
   */
  .post("/", requireUser, async (c) => {
    const input = await parseJson(c, newLeadSchema);
    const data = await c.get("services").leads.create(input, c.get("user"));
    if (data === "unknown-message") apiError(400, NEW_LEAD_MESSAGES.message, { message_id: NEW_LEAD_MESSAGES.message });
    const message = data.created ? "Lead created" : data.asked_again ? "Added to the open lead as asked again" : "This message already has its lead";
    return c.json({ success: true, message, data } satisfies NewLeadAnswer, data.created ? 201 : 200);
  })

  /** The filtered list as CSV (at most 50,000 rows), newest first. */
  .get("/export", requireUser, async (c) => {
    const { page: _page, limit: _limit, ...filters } = parseQuery(c, leadListQuery);
    const csv = await c.get("services").leads.exportCsv(filters, c.get("user").id);
    if (csv === "unknown-category") apiError(400, CATEGORY_MESSAGE, { category: CATEGORY_MESSAGE });
    const date = new Date().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="leads-${date}.csv"`,
    });
  })

  /** Active staff by name, for the "Assigned to" filter and select (managers may read it; /api/users is admins'). */
  .get("/staff", requireUser, async (c) => {
    const data = await c.get("services").leads.staff();
    return c.json({ success: true, data } satisfies DataAnswer<StaffOption[]>);
  })

  .get("/:id", requireUser, findLead)

  .post(
    "/:id/stage",
    requireUser,
    leadChange(
      leadStageSchema,
      (c, id, input) => c.get("services").leads.setStage(id, input, c.get("user")),
      (data) => `Stage changed to ${LEAD_STAGE_LABELS[data.stage]}`,
    ),
  )

  /** On assignment to someone, that person gets the request's e-mail (with SMTP, after the commit, in the background). */
  .post("/:id/assign", requireUser, async (c) => {
    const id = leadId(c);
    const { user_id } = await parseJson(c, leadAssignSchema);
    const data = await c.get("services").leads.assign(id, user_id, c.get("user"));
    if (!data) notFound();
    if (data === "unknown-user") apiError(400, ASSIGNEE_MESSAGE, { user_id: ASSIGNEE_MESSAGE });
    const message = data.assigned_to ? `Assigned to ${data.assigned_to.name}` : "No longer assigned";
    return c.json({ success: true, message, data } satisfies LeadChangeAnswer);
  })

  .post(
    "/:id/follow-up",
    requireUser,
    leadChange(
      leadFollowUpSchema,
      (c, id, { at }) => c.get("services").leads.setFollowUp(id, at, c.get("user")),
      (data) => (data.next_follow_up_at ? `Follow-up set for ${formatIndiaDateTime(data.next_follow_up_at)}` : "Follow-up cleared"),
    ),
  )

  .post("/:id/notes", requireUser, async (c) => {
    const id = leadId(c);
    const { body } = await parseJson(c, leadNoteSchema);
    const data = await c.get("services").leads.addNote(id, body, c.get("user"));
    if (!data) notFound();
    return c.json({ success: true, message: "Note added", data } satisfies DataAnswer<LeadEvent> & { message: string }, 201);
  })

  .delete("/:id/notes/:noteId", requireUser, requireRole("admin"), async (c) => {
    const id = leadId(c);
    const noteId = idParam(c, "noteId", "Note not found");
    const result = await c.get("services").leads.removeNote(id, noteId, c.get("user"));
    if (!result) notFound();
    if (result === "note-not-found") apiError(404, "Note not found");
    return c.json({ success: true, message: "Note deleted" });
  })

  /** The lead's page records a press of Call or WhatsApp. */
  .post("/:id/contacts", requireUser, async (c) => {
    const id = leadId(c);
    const { channel } = await parseJson(c, leadContactSchema);
    const data = await c.get("services").leads.addContact(id, channel, c.get("user"));
    if (!data) notFound();
    return c.json({ success: true, data } satisfies DataAnswer<LeadEvent>, 201);
  });
