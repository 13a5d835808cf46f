import { sql } from "drizzle-orm";
import { financialYear } from "#schemas/quotations";
import type { DbOrTx } from "../../core/db/connection";
import { quotationCounters } from "../../core/db/schema";

/** QT/2026-27/0001. */
const quotationNumber = (fy: string, seq: number) => `QT/${fy}/${String(seq).padStart(4, "0")}`;

/**
 * The next number of the financial year of `now` (India time): the year's counter row is
 * incremented in `t`, so concurrent creators (on any instance) wait on it in turn and a
 * rolled-back creation gives its number back.
 */
export async function nextNumber(t: DbOrTx, now: Date): Promise<{ fy: string; seq: number; number: string }> {
  const fy = financialYear(now);
  const [{ last }] = await t
    .insert(quotationCounters)
    .values({ fy, last: 1 })
    .onConflictDoUpdate({ target: quotationCounters.fy, set: { last: sql`${quotationCounters.last} + 1` } })
    .returning({ last: quotationCounters.last });
  return { fy, seq: last, number: quotationNumber(fy, last) };
}

export { isLinkTokenShape as isTokenShape, newLinkToken as newToken } from "../../core/document-numbers";
