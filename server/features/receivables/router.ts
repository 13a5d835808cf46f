import { Hono } from "hono";
import { RECEIVABLES_PAGE_SIZE, receivableListQuery, AGEING_BUCKETS, AGEING_BUCKET_LABELS } from "#schemas/receivables";
import type { DataAnswer, OverdueReceivables, ReceivableListAnswer } from "#schemas/wire";
import { requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { pdfAnswer } from "../../core/http/pdf-answer";
import { apiError, idParam, parseJson, parseQuery } from "../../core/http/errors";
import { reminderInput, statementQuery, type Statement } from "#schemas/statement";
import type { ReminderRefusal } from "./reminder";

const CUSTOMER_NOT_FOUND = "Customer not found";
const REMINDER_REFUSALS: Record<ReminderRefusal, [409 | 502, string]> = {
  "nothing-owed": [409, "This customer owes nothing"],
  "no-email": [409, "This customer has no e-mail address"],
  "no-smtp": [409, "E-mail is not set up on this server"],
  "mail-failed": [502, "The e-mail could not be sent. Please try again."],
};
import { paginationOf } from "../../core/http/paging";
import { toCsv } from "../../core/csv";

/** /api/receivables: what each customer owes, aged (managers and admins). */
export const receivableRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => {
    const q = parseQuery(c, receivableListQuery);
    const { data, total, totals } = await c.get("services").receivables.list(q, RECEIVABLES_PAGE_SIZE);
    return c.json({
      success: true,
      data,
      totals,
      pagination: paginationOf({ page: q.page, limit: RECEIVABLES_PAGE_SIZE }, total),
    } satisfies ReceivableListAnswer);
  })

  /** The customers under the same filters and order as CSV, every one of them. */
  .get("/export", requireUser, async (c) => {
    const { page: _page, ...q } = parseQuery(c, receivableListQuery);
    const rows = await c.get("services").receivables.rows(q);
    const head = [
      "Customer",
      "Company",
      "Phone",
      "Invoiced",
      "Received",
      "Advance",
      "Balance",
      "Overdue",
      "Oldest unpaid (days)",
      ...AGEING_BUCKETS.map((b) => AGEING_BUCKET_LABELS[b]),
    ];
    const body = rows.map((r) => [
      r.customer_name,
      r.company,
      r.phone,
      r.invoiced,
      r.received,
      r.advance,
      r.balance,
      r.overdue,
      r.oldest_unpaid_days ?? "",
      ...AGEING_BUCKETS.map((b) => r.buckets[b]),
    ]);
    const date = new Date().toISOString().slice(0, 10);
    return c.body(toCsv([head, ...body]), 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="receivables-${date}.csv"`,
    });
  })

  /** A customer's statement of account for `?from&to` (the financial year so far when absent). */
  .get("/:customerId/statement", requireUser, async (c) => {
    const id = idParam(c, "customerId", CUSTOMER_NOT_FOUND);
    const found = await c.get("services").statements.of(id, parseQuery(c, statementQuery));
    if (!found) apiError(404, CUSTOMER_NOT_FOUND);
    return c.json({ success: true, data: found.statement } satisfies DataAnswer<Statement>);
  })

  /** The same statement as an A4 PDF. */
  .get("/:customerId/statement/pdf", requireUser, async (c) => {
    const id = idParam(c, "customerId", CUSTOMER_NOT_FOUND);
    const file = await c.get("services").statements.pdf(id, parseQuery(c, statementQuery));
    if (!file) apiError(404, CUSTOMER_NOT_FOUND);
    return pdfAnswer(c, file);
  })

  /** "Send reminder": the statement e-mailed with a message naming the overdue invoices, or that message as a WhatsApp link. */
  .post("/:customerId/reminder", requireUser, async (c) => {
    const id = idParam(c, "customerId", CUSTOMER_NOT_FOUND);
    const { channel } = await parseJson(c, reminderInput);
    const sent = await c.get("services").reminders.send(id, channel, c.get("user"));
    if (!sent) apiError(404, CUSTOMER_NOT_FOUND);
    if (typeof sent === "string") apiError(...REMINDER_REFUSALS[sent]);
    return c.json({ success: true, message: channel === "email" ? `Reminder e-mailed to ${sent.to}` : "Reminder ready in WhatsApp", data: sent });
  })

  /** The dashboard's "Overdue receivables". */
  .get("/overdue", requireUser, async (c) => {
    const data = await c.get("services").receivables.overdue();
    return c.json({ success: true, data } satisfies DataAnswer<OverdueReceivables>);
  });
