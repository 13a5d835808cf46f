import { Hono } from "hono";
import { RECEIVABLES_PAGE_SIZE, receivableListQuery, AGEING_BUCKETS, AGEING_BUCKET_LABELS } from "#schemas/receivables";
import type { DataAnswer, OverdueReceivables, ReceivableListAnswer } from "#schemas/wire";
import { requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { parseQuery } from "../../core/http/errors";
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

  /** The dashboard's "Overdue receivables". */
  .get("/overdue", requireUser, async (c) => {
    const data = await c.get("services").receivables.overdue();
    return c.json({ success: true, data } satisfies DataAnswer<OverdueReceivables>);
  });
