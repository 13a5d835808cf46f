import { and, asc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { LEAD_STAGES, OPEN_LEAD_STAGES, type LeadStage } from "#schemas/leads";
import type { LeadDashboard, LeadSummary } from "#schemas/wire";
import type { Db } from "../db/connection";
import { inquiries, leadEvents, products, users } from "../db/schema";
import { staffName, toLeadSummary } from "./leads";

/** Leads listed under "Follow-ups due today" and "Overdue follow-ups"; the counts cover them all. */
export const DASHBOARD_LIST_LIMIT = 10;
/** Weeks of the "Leads per week" chart, the current one last. */
export const DASHBOARD_WEEKS = 12;

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** India has one time zone and no daylight saving: +05:30 all year. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** An instant's India calendar date, YYYY-MM-DD. */
export const indiaDate = (at: Date) => new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
/** 00:00 India time of a calendar date. */
const indiaMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - INDIA_OFFSET_MS);

/**
 * Where `now` falls in India's calendar: its day and hour there, and the instants its day, week
 * (from Monday 00:00) and calendar month start, and its day ends.
 */
export function indiaCalendar(now: Date) {
  const wall = new Date(now.getTime() + INDIA_OFFSET_MS); // its UTC fields are India's wall clock
  const day = wall.toISOString().slice(0, 10);
  const dayStart = indiaMidnight(day);
  const weekStart = new Date(dayStart.getTime() - ((wall.getUTCDay() + 6) % 7) * DAY_MS);
  return {
    day,
    hour: wall.getUTCHours(),
    dayStart,
    dayEnd: new Date(dayStart.getTime() + DAY_MS),
    weekStart,
    monthStart: indiaMidnight(`${day.slice(0, 7)}-01`),
  };
}

// Written as the partial index inquiries_follow_up_idx is (drizzle/0005_leads.sql), so the planner uses it.
const OPEN_STAGES_SQL = sql.raw(OPEN_LEAD_STAGES.map((s) => `'${s}'`).join(", "));
const followUpOpen = sql`${inquiries.nextFollowUpAt} is not null and ${inquiries.stage} in (${OPEN_STAGES_SQL})`;

/** Open leads whose follow-up is before `end`: a range of the follow-up index. */
export const followUpOpenBefore = (end: Date): SQL => sql`(${followUpOpen} and ${lt(inquiries.nextFollowUpAt, end)})`;

export function createLeadDashboard(db: Db) {
  /** Open leads with a follow-up in [from, to), by follow-up time then id, as LeadSummary. */
  async function followUps(from: Date | undefined, to: Date, now: Date): Promise<LeadSummary[]> {
    const rows = await db
      .select({ inquiry: inquiries, owner: { id: users.id, name: users.name, email: users.email } })
      .from(inquiries)
      .leftJoin(users, eq(users.id, inquiries.assignedTo))
      .where(and(followUpOpenBefore(to), from ? gte(inquiries.nextFollowUpAt, from) : undefined))
      .orderBy(asc(inquiries.nextFollowUpAt), asc(inquiries.id))
      .limit(DASHBOARD_LIST_LIMIT);
    return rows.map((r) => toLeadSummary(r.inquiry, r.owner && { id: r.owner.id, name: staffName(r.owner) }, now));
  }

  /**
   * The single figures in one statement, each from its own index range: the follow-up counts
   * from the follow-up index (open leads only, index only), this week's requests and the last 30
   * days' first responses from the created_at index, and the leads won this month from this
   * month's stage events to won whose lead is still won.
   */
  async function totals(now: Date, cal: ReturnType<typeof indiaCalendar>) {
    const followUpCounts = db
      .select({
        overdue: sql<number>`count(*) filter (where ${lt(inquiries.nextFollowUpAt, now)})::int`.as("overdue"),
        dueToday: sql<number>`count(*) filter (where ${gte(inquiries.nextFollowUpAt, now)})::int`.as("due_today"),
      })
      .from(inquiries)
      .where(followUpOpenBefore(cal.dayEnd))
      .as("follow_ups");
    const thisWeek = db
      .select({ newThisWeek: sql<number>`count(*)::int`.as("new_this_week") })
      .from(inquiries)
      .where(gte(inquiries.createdAt, cal.weekStart))
      .as("this_week");
    const responseMinutes = sql`extract(epoch from ${inquiries.firstResponseAt} - ${inquiries.createdAt}) / 60`;
    const firstResponse = db
      .select({ medianMinutes: sql<string | null>`round(percentile_cont(0.5) within group (order by ${responseMinutes})::numeric, 1)`.as("median_minutes") })
      .from(inquiries)
      .where(and(gte(inquiries.createdAt, new Date(now.getTime() - 30 * DAY_MS)), sql`${inquiries.firstResponseAt} is not null`))
      .as("first_response");
    // The value is numeric all the way (price numeric(12,2) × quantity), summed exactly; a lead whose product is gone adds nothing.
    const wonThisMonth = db
      .select({
        count: sql<number>`count(*)::int`.as("won_count"),
        value: sql<string>`round(coalesce(sum(${products.price} * ${inquiries.quantity}), 0), 2)::text`.as("won_value"),
      })
      .from(inquiries)
      .leftJoin(products, eq(products.id, inquiries.productId))
      .where(
        and(
          eq(inquiries.stage, "won"),
          sql`exists (select 1 from ${leadEvents} where ${leadEvents.inquiryId} = ${inquiries.id} and ${leadEvents.kind} = 'stage'
            and ${leadEvents.details} ->> 'to' = 'won' and ${gte(leadEvents.createdAt, cal.monthStart)})`,
        ),
      )
      .as("won");
    const [row] = await db
      .select({
        overdue: followUpCounts.overdue,
        dueToday: followUpCounts.dueToday,
        newThisWeek: thisWeek.newThisWeek,
        medianMinutes: firstResponse.medianMinutes,
        wonCount: wonThisMonth.count,
        wonValue: wonThisMonth.value,
      })
      .from(followUpCounts)
      .crossJoin(thisWeek)
      .crossJoin(firstResponse)
      .crossJoin(wonThisMonth);
    return row;
  }

  /**
   * The requests of the 12 weeks from `firstWeek` by week, stage and category. A week is 7 × 24 h
   * from the first Monday (India keeps one offset all year): arithmetic per row, no time-zone
   * lookup or text.
   */
  function weeklyRows(firstWeek: Date) {
    return db
      .select({
        week: sql<number>`floor(extract(epoch from ${inquiries.createdAt} - ${firstWeek.toISOString()}::timestamptz) / ${WEEK_MS / 1000})::int`,
        stage: inquiries.stage,
        category: inquiries.categoryName,
        n: sql<number>`count(*)::int`,
      })
      .from(inquiries)
      .where(gte(inquiries.createdAt, firstWeek))
      .groupBy(sql`1`, inquiries.stage, inquiries.categoryName);
  }

  return {
    /** The lead desk's figures at `now`: three statements, the two lists, the single figures and the weeks. */
    async figures(now: Date): Promise<LeadDashboard> {
      const cal = indiaCalendar(now);
      const firstWeek = new Date(cal.weekStart.getTime() - (DASHBOARD_WEEKS - 1) * WEEK_MS);
      const [[dueToday, overdue], t, weekly] = await Promise.all([
        followUps(now, cal.dayEnd, now).then(async (due) => [due, await followUps(undefined, now, now)] as const),
        totals(now, cal),
        weeklyRows(firstWeek),
      ]);
      return {
        due_today: dueToday,
        due_today_count: t.dueToday,
        overdue,
        overdue_count: t.overdue,
        new_this_week: t.newThisWeek,
        median_first_response_minutes: t.medianMinutes === null ? null : Number(t.medianMinutes),
        won_this_month: { count: t.wonCount, value: t.wonValue },
        weekly: weeklyFigures(firstWeek, weekly),
      };
    },
  };
}
export type LeadDashboardFigures = ReturnType<typeof createLeadDashboard>;

/**
 * The 12 weeks from `firstWeek` (a Monday, India), each with its total and its counts by stage
 * (every stage, 0 when none) and by category ("Other" for none; every category seen in the 12
 * weeks, 0 when none, so each week of the chart has the same keys). `week` is a row's week index.
 */
function weeklyFigures(firstWeek: Date, rows: { week: number; stage: LeadStage; category: string | null; n: number }[]): LeadDashboard["weekly"] {
  const categoryOf = (r: { category: string | null }) => r.category ?? "Other";
  const categories = [...new Set(rows.map(categoryOf))].sort((a, b) => a.localeCompare(b));
  const weeks = Array.from({ length: DASHBOARD_WEEKS }, (_, i) => ({
    week_start: indiaDate(new Date(firstWeek.getTime() + i * WEEK_MS)),
    total: 0,
    by_stage: Object.fromEntries(LEAD_STAGES.map((s) => [s, 0])) as Record<LeadStage, number>,
    by_category: Object.fromEntries(categories.map((c) => [c, 0])) as Record<string, number>,
  }));
  for (const r of rows) {
    const w = weeks[r.week];
    if (!w) continue; // created after now (a clock moved back)
    w.total += r.n;
    w.by_stage[r.stage] += r.n;
    w.by_category[categoryOf(r)] += r.n;
  }
  return weeks;
}
