import { desc, inArray, sql, type SQL } from "drizzle-orm";
import type { LeadListQuery } from "#schemas/leads";
import type { LeadSummary } from "#schemas/wire";
import type { Db } from "../../core/db/connection";
import { countUpTo } from "../../core/db/count";
import { inquiries, inquiryDayCounts } from "../../core/db/schema";
import { pageStart, startingAt } from "../../core/day-pages";
import { whereOf, type UnknownCategory } from "./filters";
import { leadsWithOwner, newestFirst, summaryOf } from "./summary";

/**
 * A filtered list's total is exact up to this many leads; past it the answer says `capped` and the
 * pages cover the newest this many. Each filter is read from its index (drizzle/0005_leads.sql),
 * so counting up to here stays cheap; counting a million "new" leads on each page would not.
 */
const LEAD_COUNT_LIMIT = 10_000;
/** With a search the total is exact up to this many matches, as the message search's is (SEARCH_COUNT_LIMIT). */
const LEAD_SEARCH_COUNT_LIMIT = 500;

type Page = { data: LeadSummary[]; total: number; capped: boolean };

export function createLeadList(db: Db) {
  const withOwner = () => leadsWithOwner(db);

  /** No filter: the total is the sum of the day counts, and a deep page starts from the day holding its first row (as inquiries.list). */
  async function listAll(q: LeadListQuery, now: Date): Promise<Page> {
    const [{ n: total }] = await db.select({ n: sql<number>`coalesce(sum(${inquiryDayCounts.n}), 0)::int` }).from(inquiryDayCounts);
    const skip = (q.page - 1) * q.limit;
    if (skip >= total) return { data: [], total, capped: false };
    const from = await pageStart(db, sql`select day, n from ${inquiryDayCounts}`, skip);
    const rows = await withOwner()
      .where(startingAt(inquiries.createdAt, from))
      .orderBy(...newestFirst)
      .limit(q.limit)
      .offset(from ? from.skip : skip);
    return { data: rows.map((r) => summaryOf(r, now)), total, capped: false };
  }

  /**
   * Filters without a search: counted up to LEAD_COUNT_LIMIT + 1 (a subquery with its own LIMIT,
   * read from the filter's index), then the page newest first from the same index.
   */
  async function listFiltered(q: LeadListQuery, where: SQL | undefined, now: Date): Promise<Page> {
    const { total, capped } = await countUpTo(db, inquiries, where, LEAD_COUNT_LIMIT);
    const skip = (q.page - 1) * q.limit;
    if (skip >= total) return { data: [], total, capped };
    const rows = await withOwner()
      .where(where)
      .orderBy(...newestFirst)
      .limit(Math.min(q.limit, total - skip))
      .offset(skip);
    return { data: rows.map((r) => summaryOf(r, now)), total, capped };
  }

  /**
   * With a search (as the message search): first at most LEAD_SEARCH_COUNT_LIMIT + 1 matches' ids
   * through the trigram indexes (a subquery with its own LIMIT, so the planner cannot trade the
   * index for a walk of the date index, which reads the whole table when nothing matches). Up to
   * the limit the total is exact and the page is cut from those ids; past it the matches are many,
   * the total says capped, and newest first along the date index fills a page after a few rows.
   */
  async function listSearched(q: LeadListQuery, where: SQL | undefined, now: Date): Promise<Page> {
    const found = db
      .select({ id: inquiries.id, createdAt: inquiries.createdAt })
      .from(inquiries)
      .where(where)
      .limit(LEAD_SEARCH_COUNT_LIMIT + 1)
      .as("found");
    const hits = await db.select({ id: found.id }).from(found).orderBy(desc(found.createdAt), desc(found.id));
    const skip = (q.page - 1) * q.limit;
    if (hits.length <= LEAD_SEARCH_COUNT_LIMIT) {
      const wanted = hits.slice(skip, skip + q.limit).map((h) => h.id);
      if (!wanted.length) return { data: [], total: hits.length, capped: false };
      const rows = await withOwner()
        .where(inArray(inquiries.id, wanted))
        .orderBy(...newestFirst);
      return { data: rows.map((r) => summaryOf(r, now)), total: hits.length, capped: false };
    }
    const total = LEAD_SEARCH_COUNT_LIMIT;
    if (skip >= total) return { data: [], total, capped: true };
    const rows = await withOwner()
      .where(where)
      .orderBy(...newestFirst)
      .limit(Math.min(q.limit, total - skip))
      .offset(skip);
    return { data: rows.map((r) => summaryOf(r, now)), total, capped: true };
  }

  return {
    /** One page of leads, newest first, under the filters; "unknown-category" for a category slug that does not exist. */
    async list(q: LeadListQuery, me: number, now = new Date()): Promise<Page | UnknownCategory> {
      const filter = await whereOf(db, q, me, now);
      if (filter === "unknown-category") return filter;
      if (!filter.where) return listAll(q, now);
      return filter.search ? listSearched(q, filter.where, now) : listFiltered(q, filter.where, now);
    },
  };
}
