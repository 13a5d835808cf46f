/**
 * The pieces the admin lists' queries share (activity, leads, quotations): an empty filter, the
 * page, the From/To days. The API and the browser's filter forms apply them alike.
 */
import { z } from "zod";

/** The largest id a filter accepts (a PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;

/** A filter left empty (`?user=`, or only spaces) is no filter: the form sends every field, chosen or not. */
export const blankIsAbsent = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** A whole number from 1 to `max`, given as a number or text; `message` for anything else. */
export const wholeNumber = (message: string, max: number) => z.coerce.number(message).int(message).min(1, message).max(max, message);

/** `?page`: 1 when left out. */
export const pageParam = z.preprocess(blankIsAbsent, wholeNumber("Page must be a whole number from 1 to 100000", 100_000).optional().default(1));

/** `?search`: trimmed text, at most 100 characters. */
export const searchParam = z.preprocess(blankIsAbsent, z.string("Search must be text").trim().max(100, "Keep the search under 100 characters").optional());

/** `?limit`: rows a page, from 1 to 100; `pageSize` when left out. */
export const limitParam = (pageSize: number) => z.preprocess(blankIsAbsent, wholeNumber("Show from 1 to 100 a page", 100).optional().default(pageSize));

/** `?status`: one of the list's `statuses`, or none. */
export const statusParam = <const S extends readonly [string, ...string[]]>(statuses: S) =>
  z.preprocess(blankIsAbsent, z.enum(statuses, "Choose a status from the list").optional());

/** A calendar day written YYYY-MM-DD that exists (no 31 April). */
export function isCalendarDay(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

const dayParam = (message: string) => z.preprocess(blankIsAbsent, z.string(message).refine(isCalendarDay, message).optional());

/** `?from&to`: the first and last day, both optional and both included (see lastDayNotBeforeFirst). */
export const dayRangeParams = { from: dayParam("Enter the first day as YYYY-MM-DD"), to: dayParam("Enter the last day as YYYY-MM-DD") };

/** The query's refinement: `to` cannot be before `from`. */
export function lastDayNotBeforeFirst(q: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: "custom", path: ["to"], message: "The last day cannot be before the first day" });
}

/** `?page&limit&status&search&from&to` of a list of documents, filtered by status, words and days. */
export function documentListQuery<const S extends readonly [string, ...string[]]>(statuses: S, pageSize: number) {
  return z
    .object({ page: pageParam, limit: limitParam(pageSize), status: statusParam(statuses), search: searchParam, ...dayRangeParams })
    .superRefine(lastDayNotBeforeFirst);
}
