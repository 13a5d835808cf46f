import { and, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { MessageStatus } from "#schemas/messages";
import type { MessageDto } from "#schemas/wire";
import type { Db } from "../../core/db/connection";
import { likePattern, searchWords } from "../../core/db/search";
import { contactMessages, messageDayCounts } from "../../core/db/schema";
import { pageStart, startingAt } from "../../core/day-pages";
import { toMessageDto } from "./dto";

/**
 * With a search, counts are exact up to this many matches per tab; past it the answer marks them
 * capped ("500+") and the tab's pages cover its newest this many. Counting every match of a
 * common word would read a large part of the table on every request.
 */
export const SEARCH_COUNT_LIMIT = 500;

// The searched text, written exactly as the GIN indexes of drizzle/0003_scale.sql are, so the planner uses them.
// search_tsv is a stored column of the words of all six fields (kept by PostgreSQL, not in schema.ts: no list reads it).
const m = contactMessages;
const searchTsv = sql`${m}.search_tsv`;
const searchShortFields = sql`(${m.name} || ' ' || ${m.email} || ' ' || ${m.phone} || ' ' || ${m.company} || ' ' || ${m.projectType})`;

/**
 * Each word must match: a word or the beginning of a word anywhere in the name, e-mail, phone,
 * company, project type or message (text search), or any piece of three or more letters or digits
 * of the name, e-mail, phone, company or project type (trigrams: "umar" finds Kumar, "43210" a
 * phone number, "mail.exa" an address). Both halves are served by their GIN index.
 */
function messageSearch(q: string): SQL | undefined {
  const words = searchWords(q);
  const conditions = words.flatMap((w) => {
    // Runs of letters and digits, one right after the other ("s.shah" is "s" then "shah"): the query syntax never comes from the visitor.
    const tokens = w.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    const parts: SQL[] = [];
    if (tokens.length) parts.push(sql`${searchTsv} @@ to_tsquery('simple'::regconfig, ${tokens.map((t) => `${t}:*`).join(" <-> ")})`);
    // A piece shorter than three characters has no trigram: the index could not narrow it down.
    if (/[\p{L}\p{N}]{3}/u.test(w)) parts.push(sql`${searchShortFields} ilike ${likePattern(w)}`);
    return parts.length ? [or(...parts)!] : [];
  });
  // Words of punctuation alone ("@", "-") narrow nothing down and are left out, as a search of spaces is.
  return conditions.length ? and(...conditions) : undefined;
}

type Counts = { all: number; new: number; resolved: number };
/** Rows of one status a capped search's count walks at most, newest first, before counting through the indexes instead. */
const STATUS_WALK = 10_000;

/** One page of the list, how many the shown tab holds, the tab counts, and which counts reached SEARCH_COUNT_LIMIT. */
type MessagePage = { data: MessageDto[]; total: number; counts: Counts; capped?: Partial<Record<keyof Counts, true>> };
const newestFirst = [desc(m.createdAt), desc(m.id)] as const;

/** The message list of the admin panel: its pages, tab counts and search. */
export function createMessageList(db: Db) {
  /** Messages per status and in all: sums of the day counts, one row per day, never a count of the table. */
  async function statusSizes(): Promise<Counts> {
    const sums = await db
      .select({ status: messageDayCounts.status, n: sql<number>`sum(${messageDayCounts.n})::int` })
      .from(messageDayCounts)
      .groupBy(messageDayCounts.status);
    const counts: Counts = { all: 0, new: 0, resolved: 0 };
    for (const r of sums) counts[r.status] = r.n;
    counts.all = counts.new + counts.resolved;
    return counts;
  }

  /**
   * Without a search: the counts are sums of the day counts the triggers keep (a row per day and
   * status, not per message), and a page starts from the day that holds its first row, found from
   * the same sums, then walks the (status,) created_at, id index from that day's end skipping only
   * the rows of that day before it. So page 50,000 reads about as much as page 1; the answer is
   * the one OFFSET would give (same order, same rows), without reading every row before it.
   * Keyset links (?after=…) would need a different interface; this keeps page and limit.
   */
  async function listAll(opts: { page: number; limit: number; status?: MessageStatus }): Promise<MessagePage> {
    const counts = await statusSizes();
    const total = opts.status ? counts[opts.status] : counts.all;
    const skip = (opts.page - 1) * opts.limit;
    const statusIs = opts.status ? eq(m.status, opts.status) : undefined;
    if (skip >= total) return { data: [], total, counts };
    const perDay = sql`select day, sum(n)::int as n from ${messageDayCounts} ${opts.status ? sql`where status = ${opts.status}` : sql``} group by day`;
    const from = await pageStart(db, perDay, skip);
    const rows = await db
      .select()
      .from(m)
      .where(and(statusIs, startingAt(m.createdAt, from)))
      .orderBy(...newestFirst)
      .limit(opts.limit)
      .offset(from ? from.skip : skip);
    return { data: rows.map(toMessageDto), total, counts };
  }

  /**
   * With a search: first the matches' ids, at most SEARCH_COUNT_LIMIT + 1 of them, found through the
   * GIN indexes (a subquery with its own LIMIT, so the planner cannot trade the index for a walk of
   * the date index hoping to fill the page: that walk reads the whole table when nothing matches).
   * Up to the limit, everything is exact and the page is cut from those ids. Past it the matches are
   * many, and newest first along the date index fills a page after a few rows: then a tab counts up
   * to the limit (countUpToLimit) and pages cover its newest SEARCH_COUNT_LIMIT matches.
   */
  async function listSearched(opts: { page: number; limit: number; status?: MessageStatus }, search: SQL): Promise<MessagePage> {
    const hitsOf = async (status?: MessageStatus) => {
      const found = db
        .select({ id: m.id, status: m.status, createdAt: m.createdAt })
        .from(m)
        .where(and(search, status ? eq(m.status, status) : undefined))
        .limit(SEARCH_COUNT_LIMIT + 1)
        .as("found");
      return db.select({ id: found.id, status: found.status }).from(found).orderBy(desc(found.createdAt), desc(found.id));
    };
    const skip = (opts.page - 1) * opts.limit;
    const pageOf = async (ids: number[]) => {
      const wanted = ids.slice(skip, skip + opts.limit);
      if (!wanted.length) return [];
      const rows = await db.select().from(m).where(inArray(m.id, wanted));
      const byId = new Map(rows.map((r) => [r.id, r]));
      return wanted.flatMap((id) => (byId.has(id) ? [toMessageDto(byId.get(id)!)] : []));
    };

    /**
     * How many of one status match, up to SEARCH_COUNT_LIMIT + 1, when the search matches many: a walk
     * down the (status, created_at, id) index over at most STATUS_WALK rows of that status (a common
     * word fills the count after a few thousand). When the walk covered the whole status, its count
     * is exact; when it ended short of both, the matches of that status are few: counted from the
     * GIN indexes as above.
     */
    // (Written as "= any" and ordered by status too, so only the status index gives the order: the
    // date index would first pass over every newer message of the other status, say a week of new ones.)
    const countUpToLimit = async (status: MessageStatus, size: number) => {
      const { rows } = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from (
          select 1 from (
            select ${m}.search_tsv, ${m.name}, ${m.email}, ${m.phone}, ${m.company}, ${m.projectType} from ${m}
            where ${m.status} = any(array[${status}]::message_status[])
            order by ${m.status} desc, ${m.createdAt} desc, ${m.id} desc limit ${STATUS_WALK}
          ) as ${m}
          where ${search} limit ${SEARCH_COUNT_LIMIT + 1}
        ) found`);
      const n = rows[0].n;
      if (n > SEARCH_COUNT_LIMIT || size <= STATUS_WALK) return n;
      return (await hitsOf(status)).length;
    };

    const [all, sizes] = await Promise.all([hitsOf(), statusSizes()]);
    if (all.length <= SEARCH_COUNT_LIMIT) {
      const shown = opts.status ? all.filter((h) => h.status === opts.status) : all;
      const counts: Counts = { all: all.length, new: 0, resolved: 0 };
      for (const h of all) counts[h.status]++;
      return { data: await pageOf(shown.map((h) => h.id)), total: shown.length, counts };
    }

    // Many matches: each status's matches counted up to the limit, both at once.
    const [fresh, done] = await Promise.all([countUpToLimit("new", sizes.new), countUpToLimit("resolved", sizes.resolved)]);
    const capped: Partial<Record<keyof Counts, true>> = { all: true };
    const cap = (n: number, key: keyof Counts) => {
      if (n <= SEARCH_COUNT_LIMIT) return n;
      capped[key] = true;
      return SEARCH_COUNT_LIMIT;
    };
    const counts: Counts = { all: SEARCH_COUNT_LIMIT, new: cap(fresh, "new"), resolved: cap(done, "resolved") };
    if (opts.status && !capped[opts.status]) {
      const tabHits = await hitsOf(opts.status);
      return { data: await pageOf(tabHits.map((h) => h.id)), total: tabHits.length, counts, capped };
    }
    const total = SEARCH_COUNT_LIMIT;
    if (skip >= total) return { data: [], total, counts, capped };
    const rows = await db
      .select()
      .from(m)
      .where(and(search, opts.status ? eq(m.status, opts.status) : undefined))
      .orderBy(...newestFirst)
      .limit(Math.min(opts.limit, total - skip))
      .offset(skip);
    return { data: rows.map(toMessageDto), total, counts, capped };
  }

  /**
   * Newest first, paged, optionally one status and a search; counts per tab under the same search
   * (exact; with a search, exact up to SEARCH_COUNT_LIMIT and marked `capped` past it).
   */
  return async function list(opts: { page: number; limit: number; status?: MessageStatus; search?: string }): Promise<MessagePage> {
    const search = opts.search ? messageSearch(opts.search) : undefined;
    return search ? listSearched(opts, search) : listAll(opts);
  };
}
