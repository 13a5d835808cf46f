import { and, asc, eq, gt, gte, lt, sql, type SQL } from "drizzle-orm";
import { LEAD_STAGES, OPEN_LEAD_STAGES, type LeadStage } from "#schemas/leads";
import type { LeadDashboard, LeadSummary } from "#schemas/wire";
import type { Db } from "../../core/db/connection";
import { categories, inquiries, leadFollowUpDayCounts, leadResponseCounts, leadWeekCounts, leadWonMonthCounts, users } from "../../core/db/schema";
import { leadColumns } from "./inquiries";
import { toLeadSummary } from "./leads";
import { indiaCalendar, indiaDay } from "#schemas/india-time";
import { staffName } from "../../core/audit";
import { sourceMonths, weeklySources } from "./dashboard-sources";

/** Leads listed under "Follow-ups due today" and "Overdue follow-ups"; the counts cover them all. */
const DASHBOARD_LIST_LIMIT = 10;
/** Weeks of the "Leads per week" chart, the current one last. */
const DASHBOARD_WEEKS = 12;
/** India days of the median first response, today the last. */
const RESPONSE_DAYS = 30;

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

// Written as the partial index inquiries_follow_up_idx is (drizzle/0005_leads.sql), so the planner uses it.
const OPEN_STAGES_SQL = sql.raw(OPEN_LEAD_STAGES.map((s) => `'${s}'`).join(", "));
const followUpOpen = sql`${inquiries.nextFollowUpAt} is not null and ${inquiries.stage} in (${OPEN_STAGES_SQL})`;

/** Open leads whose follow-up is before `end`: a range of the follow-up index. */
export const followUpOpenBefore = (end: Date): SQL => sql`(${followUpOpen} and ${lt(inquiries.nextFollowUpAt, end)})`;

export function createLeadDashboard(db: Db) {
  /** Open leads with a follow-up in [from, to), by follow-up time then id, as LeadSummary. */
  async function followUps(from: Date | undefined, to: Date, now: Date): Promise<LeadSummary[]> {
    const rows = await db
      .select({ inquiry: leadColumns, owner: { id: users.id, name: users.name, email: users.email } })
      .from(inquiries)
      .leftJoin(users, eq(users.id, inquiries.assignedTo))
      .where(and(followUpOpenBefore(to), from ? gte(inquiries.nextFollowUpAt, from) : undefined))
      .orderBy(asc(inquiries.nextFollowUpAt), asc(inquiries.id))
      .limit(DASHBOARD_LIST_LIMIT);
    return rows.map((r) => toLeadSummary(r.inquiry, r.owner && { id: r.owner.id, name: staffName(r.owner) }, now));
  }

  /**
   * The single figures in one statement, each from the counts the triggers keep
   * (drizzle/0010_lead_counts.sql) or from today's range of the follow-up index: overdue is every
   * open follow-up on an earlier India day (counts) and today's before `now` (index only), due
   * today the rest of today's; this week's requests are the counts of weeks from this Monday on;
   * the median first response is of the requests of the last 30 India days (today and the 29
   * before), in whole seconds; won this month is the count and value of the leads that are won
   * and became won (their last stage change to won) in this India month or after.
   */
  async function totals(now: Date, cal: ReturnType<typeof indiaCalendar>) {
    const responseFrom = indiaDay(new Date(cal.dayStart.getTime() - (RESPONSE_DAYS - 1) * DAY_MS));
    const { rows } = await db.execute<{
      overdue: number;
      due_today: number;
      new_this_week: number;
      median_minutes: string | null;
      won_count: number;
      won_value: string;
    }>(sql`
      with today as (
        select count(*) filter (where ${lt(inquiries.nextFollowUpAt, now)})::int as overdue,
               count(*) filter (where ${gte(inquiries.nextFollowUpAt, now)})::int as due_today
        from ${inquiries} where ${followUpOpenBefore(cal.dayEnd)} and ${gte(inquiries.nextFollowUpAt, cal.dayStart)}
      ), responses as (
        select ${leadResponseCounts.seconds} as seconds, sum(${leadResponseCounts.n}) as n from ${leadResponseCounts}
        where ${gte(leadResponseCounts.day, responseFrom)} group by 1 having sum(${leadResponseCounts.n}) > 0
      ), ranked as (
        select seconds, sum(n) over (order by seconds) as below, sum(n) over () as total from responses
      )
      select
        today.overdue + (select coalesce(sum(${leadFollowUpDayCounts.n}), 0)::int from ${leadFollowUpDayCounts} where ${lt(leadFollowUpDayCounts.day, cal.day)}) as overdue,
        today.due_today,
        (select coalesce(sum(${leadWeekCounts.n}), 0)::int from ${leadWeekCounts} where ${gte(leadWeekCounts.week, indiaDay(cal.weekStart))}) as new_this_week,
        -- percentile_cont(0.5): the middle value, or the mean of the two middle ones.
        (select round((min(seconds) filter (where below > (total - 1) / 2) + min(seconds) filter (where below > total / 2))::numeric / 120, 1)::text from ranked) as median_minutes,
        (select coalesce(sum(${leadWonMonthCounts.n}), 0)::int from ${leadWonMonthCounts} where ${gte(leadWonMonthCounts.month, cal.monthStartDay)}) as won_count,
        (select round(coalesce(sum(${leadWonMonthCounts.value}), 0), 2)::text from ${leadWonMonthCounts} where ${gte(leadWonMonthCounts.month, cal.monthStartDay)}) as won_value
      from today`);
    return rows[0];
  }

  /**
   * The counts of the weeks from `firstWeek` (a Monday, India) on, by week, stage and category: the
   * category's current name, or for a lead without one the name it kept.
   */
  async function weeklyRows(firstWeek: Date) {
    const first = indiaDay(firstWeek);
    const rows = await db
      .select({
        week: leadWeekCounts.week,
        stage: leadWeekCounts.stage,
        category: sql<string>`coalesce(${categories.name}, ${leadWeekCounts.category})`,
        n: leadWeekCounts.n,
      })
      .from(leadWeekCounts)
      .leftJoin(categories, eq(categories.id, leadWeekCounts.categoryId))
      .where(and(gte(leadWeekCounts.week, first), gt(leadWeekCounts.n, 0)));
    return rows.map((r) => ({ ...r, week: Math.round((Date.parse(r.week) - Date.parse(first)) / WEEK_MS), category: r.category || null }));
  }

  return {
    /** The lead desk's figures at `now`: six statements, the two lists, the single figures, the weeks and the months by source. */
    async figures(now: Date): Promise<LeadDashboard> {
      const cal = indiaCalendar(now);
      const firstWeek = new Date(cal.weekStart.getTime() - (DASHBOARD_WEEKS - 1) * WEEK_MS);
      const [[dueToday, overdue], t, weekly, weekSources, bySource] = await Promise.all([
        followUps(now, cal.dayEnd, now).then(async (due) => [due, await followUps(undefined, now, now)] as const),
        totals(now, cal),
        weeklyRows(firstWeek),
        weeklySources(db, firstWeek, DASHBOARD_WEEKS),
        sourceMonths(db, cal.monthStartDay),
      ]);
      return {
        due_today: dueToday,
        due_today_count: t.due_today,
        overdue,
        overdue_count: t.overdue,
        new_this_week: t.new_this_week,
        median_first_response_minutes: t.median_minutes === null ? null : Number(t.median_minutes),
        won_this_month: { count: t.won_count, value: t.won_value },
        weekly: weeklyFigures(firstWeek, weekly).map((w, i) => ({ ...w, by_source: weekSources[i] })),
        by_source: bySource,
      };
    },
  };
}

/**
 * The 12 weeks from `firstWeek` (a Monday, India), each with its total and its counts by stage
 * (every stage, 0 when none) and by category ("Other" for none; every category seen in the 12
 * weeks, 0 when none, so each week of the chart has the same keys). `week` is a row's week index.
 */
function weeklyFigures(
  firstWeek: Date,
  rows: { week: number; stage: LeadStage; category: string | null; n: number }[],
): Omit<LeadDashboard["weekly"][number], "by_source">[] {
  const categoryOf = (r: { category: string | null }) => r.category ?? "Other";
  const categories = [...new Set(rows.map(categoryOf))].sort((a, b) => a.localeCompare(b));
  const weeks = Array.from({ length: DASHBOARD_WEEKS }, (_, i) => ({
    week_start: indiaDay(new Date(firstWeek.getTime() + i * WEEK_MS)),
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
