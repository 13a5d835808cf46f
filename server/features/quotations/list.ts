import { and, desc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import type { QuotationListQuery } from "#schemas/quotations";
import type { QuotationSummary } from "#schemas/wire";
import { pageOf } from "../../core/db/count";
import { everyWordIn } from "../../core/db/search";
import type { Db } from "../../core/db/connection";
import { quotations } from "../../core/db/schema";
import { addDays, indiaDay, indiaDayStart } from "#schemas/india-time";
import { OPEN_STATUSES, toQuotationSummary } from "./status";

/** The list's filters: the answered status (expired worked out from the validity), search, India days. */
function listWhere(q: QuotationListQuery, today: string): SQL | undefined {
  const open = inArray(quotations.status, [...OPEN_STATUSES]);
  let status: SQL | undefined;
  if (q.status === "expired") status = and(open, lt(quotations.validUntil, today));
  else if (q.status === "draft" || q.status === "sent" || q.status === "viewed")
    status = and(eq(quotations.status, q.status), gte(quotations.validUntil, today));
  else if (q.status) status = eq(quotations.status, q.status);
  return and(
    status,
    everyWordIn(q.search, [quotations.number, quotations.customerName, quotations.company]),
    q.from ? gte(quotations.createdAt, indiaDayStart(q.from)) : undefined,
    q.to ? lt(quotations.createdAt, indiaDayStart(addDays(q.to, 1))) : undefined,
  );
}

export function createQuotationList(db: Db) {
  return {
    /** One page of quotations, newest first, under the filters. */
    async list(q: QuotationListQuery): Promise<{ data: QuotationSummary[]; total: number }> {
      const today = indiaDay();
      const where = listWhere(q, today);
      const { rows, total } = await pageOf(db, quotations, where, [desc(quotations.createdAt), desc(quotations.id)], q);
      return { data: rows.map((r) => toQuotationSummary(r, today)), total };
    },
  };
}
