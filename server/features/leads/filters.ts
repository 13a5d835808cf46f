import { and, eq, gte, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import { OPEN_LEAD_STAGES, type LeadFilters } from "#schemas/leads";
import type { Db } from "../../core/db/connection";
import { categories, inquiries } from "../../core/db/schema";
import { addDays, indiaDayStart } from "#schemas/india-time";

// Written as the partial index inquiries_follow_up_idx is (drizzle/0005_leads.sql), so the planner uses it.
const OPEN_STAGES_SQL = sql.raw(OPEN_LEAD_STAGES.map((s) => `'${s}'`).join(", "));

/**
 * Each word must be part of the name (three letters or more: anywhere in it; fewer: the start of
 * one of its words) or, written in digits, part of the mobile number. A search of digits alone
 * (with spaces, dashes, brackets or a +) is one number; with its country code in front it matches
 * on its last ten digits. Both are served by the trigram indexes of
 * drizzle/0005_leads.sql; a short word is anchored at a word's start because a piece shorter than
 * three characters has no trigram to look up anywhere else.
 */
function leadSearch(q: string): SQL | undefined {
  const mobilePart = (digits: string) => {
    const d = digits.length > 10 ? digits.slice(-10) : digits;
    return d.length >= 3 ? sql`${inquiries.mobile} like ${`%${d}%`}` : sql`${inquiries.mobile} like ${`${d}%`}`;
  };
  // A phone number as people write it ("+91 98765 43210", "98765-43210") is one number.
  if (/\d/.test(q) && /^[\d\s+()-]+$/.test(q.trim())) return mobilePart(q.replace(/\D/g, ""));
  const words = (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  const conditions = words.map((w) => {
    if (/^\d+$/.test(w)) return mobilePart(w);
    const name = sql`lower(${inquiries.name})`;
    return w.length >= 3 ? sql`${name} like ${`%${w}%`}` : sql`(${name} like ${`${w}%`} or ${name} like ${`% ${w}%`})`;
  });
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * The list's filters as one condition, each served by its index of drizzle/0005_leads.sql: stage
 * (stage, created_at, id), owner (assigned_to, created_at, id), category (category_id, …
 * (drizzle/0013_lead_category.sql); the lead belongs to its category by id, looked up from the slug
 * by the caller as `categoryId`), source (source, created_at, id: drizzle/0020_lead_sources.sql), days (created_at, id), overdue (the partial follow-up index) and
 * search (trigrams).
 */
export function leadWhere(f: LeadFilters, ctx: { me: number; now: Date; categoryId?: number }): SQL | undefined {
  const owner = f.owner === "me" ? ctx.me : f.owner;
  return and(
    f.stage?.length ? (f.stage.length === 1 ? eq(inquiries.stage, f.stage[0]) : inArray(inquiries.stage, f.stage)) : undefined,
    owner === "none" ? isNull(inquiries.assignedTo) : owner !== undefined ? eq(inquiries.assignedTo, owner) : undefined,
    ctx.categoryId !== undefined ? eq(inquiries.categoryId, ctx.categoryId) : undefined,
    f.source ? eq(inquiries.source, f.source) : undefined,
    f.from ? gte(inquiries.createdAt, indiaDayStart(f.from)) : undefined,
    f.to ? lt(inquiries.createdAt, indiaDayStart(addDays(f.to, 1))) : undefined,
    f.overdue ? sql`(${inquiries.nextFollowUpAt} < ${ctx.now} and ${inquiries.stage} in (${OPEN_STAGES_SQL}))` : undefined,
    f.search ? leadSearch(f.search) : undefined,
  );
}

/** The category filter names an unknown category: refused as a bad value. */
export type UnknownCategory = "unknown-category";

/** The filters' condition, the category slug looked up first; `me` is the signed-in user (owner=me), `now` judges "overdue". */
export async function whereOf(db: Db, f: LeadFilters, me: number, now: Date): Promise<{ where: SQL | undefined; search: boolean } | UnknownCategory> {
  let categoryId: number | undefined;
  if (f.category) {
    const [c] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, f.category));
    if (!c) return "unknown-category";
    categoryId = c.id;
  }
  return { where: leadWhere(f, { me, now, categoryId }), search: Boolean(f.search && leadSearch(f.search)) };
}
