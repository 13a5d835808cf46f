import { sql } from "drizzle-orm";
import { LEAD_SOURCES, type LeadSource } from "#schemas/lead-sources";
import type { LeadSourceMonth } from "#schemas/wire";
import type { Db } from "../../core/db/connection";
import { inquiries } from "../../core/db/schema";
import { indiaDay, indiaDayStart } from "#schemas/india-time";

const WEEK_MS = 7 * 86_400_000;

/** The first day (YYYY-MM-01) of the India month before the one starting `monthStartDay`. */
export function previousMonthDay(monthStartDay: string): string {
  const [y, m] = monthStartDay.split("-").map(Number);
  return m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, "0")}-01`;
}

const zeroBySource = () => Object.fromEntries(LEAD_SOURCES.map((s) => [s, 0])) as Record<LeadSource, number>;

/**
 * "Leads by source" of this India month and the one before, read from inquiries since last month's
 * start (a range of the created_at index; two months of leads): per source and month the leads
 * created, how many of those are won now and their value when won (won_value, as "Won this month"
 * sums it). Counted by the month a lead came in, so the share won is of that month's leads.
 */
export async function sourceMonths(db: Db, monthStartDay: string): Promise<LeadSourceMonth[]> {
  const lastMonth = previousMonthDay(monthStartDay);
  const { rows } = await db.execute<{ source: LeadSource; month: string; leads: number; won: number; won_value: string }>(sql`
    select ${inquiries.source}::text as source,
           to_char(date_trunc('month', ${inquiries.createdAt} at time zone 'Asia/Kolkata'), 'YYYY-MM-DD') as month,
           count(*)::int as leads,
           count(*) filter (where ${inquiries.stage} = 'won')::int as won,
           round(coalesce(sum(won_value) filter (where ${inquiries.stage} = 'won'), 0), 2)::text as won_value
    from ${inquiries} where ${inquiries.createdAt} >= ${indiaDayStart(lastMonth)}
    group by 1, 2`);
  return [monthStartDay, lastMonth].map((month) => ({
    month,
    rows: LEAD_SOURCES.map((source) => {
      const r = rows.find((x) => x.month === month && x.source === source);
      const leads = r?.leads ?? 0;
      const won = r?.won ?? 0;
      return { source, leads, won, won_value: r?.won_value ?? "0.00", share_won: leads ? Math.round((won / leads) * 1000) / 10 : null };
    }),
  }));
}

/**
 * The chart's weeks by source, from inquiries created since `firstWeek` (the 12 weeks shown; the
 * trigger-kept weekly counts hold stage and category only, and adding a dimension there would
 * multiply their rows for one optional view). Each week (by index from `firstWeek`) has every source.
 */
export async function weeklySources(db: Db, firstWeek: Date, weeks: number): Promise<Record<LeadSource, number>[]> {
  const { rows } = await db.execute<{ week: string; source: LeadSource; n: number }>(sql`
    select to_char(date_trunc('week', ${inquiries.createdAt} at time zone 'Asia/Kolkata'), 'YYYY-MM-DD') as week, ${inquiries.source}::text as source, count(*)::int as n
    from ${inquiries} where ${inquiries.createdAt} >= ${firstWeek}
    group by 1, 2`);
  const first = indiaDay(firstWeek);
  const out = Array.from({ length: weeks }, zeroBySource);
  for (const r of rows) {
    const i = Math.round((Date.parse(r.week) - Date.parse(first)) / WEEK_MS);
    if (out[i]) out[i][r.source] += r.n;
  }
  return out;
}
