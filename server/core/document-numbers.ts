import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { documentNumber } from "#schemas/orders";
import { financialYear } from "#schemas/quotations";
import type { DbOrTx } from "./db/connection";
import { documentCounters } from "./db/schema";

/** The document series numbered per financial year: sales orders, delivery challans, tax invoices and payment receipts. */
export type DocumentSeries = "SO" | "DC" | "INV" | "RCPT";

/**
 * The next number of `series` in the financial year of `now` (India time), e.g. SO/2026-27/0001:
 * the year's counter row is incremented in `t`, so concurrent creators on any instance wait on it
 * in turn (no duplicates) and a rolled-back creation gives its number back (no gaps).
 */
export async function nextDocumentNumber(t: DbOrTx, series: DocumentSeries, now: Date): Promise<{ fy: string; seq: number; number: string }> {
  const fy = financialYear(now);
  const [{ last }] = await t
    .insert(documentCounters)
    .values({ series, fy, last: 1 })
    .onConflictDoUpdate({ target: [documentCounters.series, documentCounters.fy], set: { last: sql`${documentCounters.last} + 1` } })
    .returning({ last: documentCounters.last });
  return { fy, seq: last, number: documentNumber(series, fy, last) };
}

/** A customer's link token: 24 random bytes (192 bits), base64url (32 characters). */
export const newLinkToken = () => randomBytes(24).toString("base64url");
/** Whether a path segment can be such a token (anything else is unknown without a query). */
export const isLinkTokenShape = (v: string) => /^[A-Za-z0-9_-]{32}$/.test(v);
