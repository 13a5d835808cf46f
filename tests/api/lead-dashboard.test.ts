/**
 * GET /api/leads/dashboard and the figures behind it, over a real database: follow-ups due today
 * and overdue, new leads this week, the median first response, won this month and the 12 weeks.
 * Times the API would refuse (past follow-ups, old requests) are set with SQL. Each figure test
 * first moves every earlier lead out of the way (created in 2000, no follow-up, no response, no
 * events), then judges at a fixed instant in India's time through the domain, as the API does at now.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LeadDashboard } from "#schemas/wire";
import { inquiries } from "../../server/core/db/schema";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { TEST_MANAGER } from "../helpers/test-env";
import { createInquiry, createProduct } from "./_support";
import { indiaCalendar } from "#schemas/india-time";

let t: TestApp, admin: string, manager: string;
let paver: { id: number }, cheap: { id: number };
beforeAll(async () => {
  ({ t, admin, manager } = await createStaffTestApp());
  paver = await createProduct(t, admin, { price: 12.35, category_name: "Paver Blocks", category_slug: "paver-blocks" });
  cheap = await createProduct(t, admin, { price: 0.1, category_name: "Kerb Stones", category_slug: "kerb-stones" });
});

beforeEach(async () => {
  await t.services.db.execute(sql`delete from lead_events`);
  await t.services.db.execute(
    sql`update inquiries set created_at = '2000-01-03T00:00:00Z', next_follow_up_at = null, first_response_at = null, stage = 'new', lost_reason = null, lost_note = null, assigned_to = null`,
  );
});

const at = (iso: string) => new Date(iso);
const minutes = (n: number) => n * 60_000;
const days = (n: number) => n * 86_400_000;
/** Wednesday 6 March 2030, 11:00 in India. */
const NOW = at("2030-03-06T11:00:00+05:30");

type LeadFields = Partial<typeof inquiries.$inferInsert>;
/** A quote request through the public API, then the fields the test needs set directly. */
async function lead(fields: LeadFields = {}, product: { id: number } = paver, quantity = 250): Promise<number> {
  const { id } = await createInquiry(t, product.id, { quantity });
  if (Object.keys(fields).length) await t.services.db.update(inquiries).set(fields).where(eq(inquiries.id, id));
  return id;
}

/** A stage event to "won" as the stage change writes it, at a given time. */
async function wonEvent(inquiryId: number, when: Date, from = "quoted") {
  await t.services.db.execute(
    sql`insert into lead_events (inquiry_id, kind, details, created_at) values (${inquiryId}, 'stage', ${JSON.stringify({ from, to: "won" })}::jsonb, ${when.toISOString()}::timestamptz)`,
  );
}

const figures = (now = NOW) => t.services.leadDashboard.figures(now);

describe("GET /api/leads/dashboard", () => {
  it("answers 401 without a token", async () => {
    const res = await t.request("/api/leads/dashboard");
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ success: false, error: "Authentication required" });
  });

  it("answers a manager with the figures at the present moment", async () => {
    // Half-way between now and the end of today in India; wait out the day's last seconds.
    if (indiaCalendar(new Date()).dayEnd.getTime() - Date.now() < 10_000) await new Promise((r) => setTimeout(r, 11_000));
    const now = Date.now();
    const dueAt = new Date(now + (indiaCalendar(new Date(now)).dayEnd.getTime() - now) / 2);
    const overdueId = await lead({ stage: "contacted", nextFollowUpAt: new Date(now - minutes(60)) });
    const dueId = await lead({ nextFollowUpAt: dueAt });
    const meId = (await t.services.db.execute<{ id: number }>(sql`select id from users where email = ${TEST_MANAGER.email}`)).rows[0].id;
    await t.services.db.update(inquiries).set({ assignedTo: meId }).where(eq(inquiries.id, dueId));

    const res = await t.request("/api/leads/dashboard", { token: manager });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; data: LeadDashboard };
    expect(body.success).toBe(true);
    const d = body.data;
    expect(Object.keys(d).sort()).toEqual([
      "by_source",
      "due_today",
      "due_today_count",
      "median_first_response_minutes",
      "new_this_week",
      "overdue",
      "overdue_count",
      "weekly",
      "won_this_month",
    ]);
    expect(d.overdue_count).toBe(1);
    expect(d.overdue.map((l) => l.id)).toEqual([overdueId]);
    expect(d.overdue[0]).toMatchObject({ stage: "contacted", overdue: true, assigned_to: null, quantity: 250, unit: "Pieces", countryCode: "+91" });
    expect(d.due_today_count).toBe(1);
    expect(d.due_today[0]).toMatchObject({
      id: dueId,
      stage: "new",
      overdue: false,
      next_follow_up_at: dueAt.toISOString(),
      assigned_to: { id: meId, name: TEST_MANAGER.name },
    });
    expect(d.new_this_week).toBe(2);
    expect(d.median_first_response_minutes).toBeNull();
    expect(d.won_this_month).toEqual({ count: 0, value: "0.00" });
    expect(d.weekly).toHaveLength(12);
    expect(d.weekly[11].week_start).toBe(new Date(indiaCalendar(new Date(now)).weekStart.getTime() + minutes(330)).toISOString().slice(0, 10));
    expect(d.weekly[11].total).toBe(2);
  });

  it("is not taken for a lead id by /api/leads/:id", async () => {
    const res = await t.request("/api/leads/dashboard", { token: admin });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: LeadDashboard }).data.weekly).toHaveLength(12);
  });
});

describe("follow-ups due today and overdue", () => {
  it("lists open leads due from now to the end of the India day, soonest first, and overdue ones oldest first, at most 10", async () => {
    const later = await lead({ stage: "contacted", nextFollowUpAt: new Date(NOW.getTime() + minutes(120)) });
    const soon = await lead({ nextFollowUpAt: new Date(NOW.getTime() + minutes(30)) });
    const lastMinute = await lead({ stage: "quoted", nextFollowUpAt: at("2030-03-06T23:59:00+05:30") });
    await lead({ stage: "quoted", nextFollowUpAt: at("2030-03-07T00:00:00+05:30") }); // tomorrow in India (still the 6th in UTC)
    await lead({ stage: "won", nextFollowUpAt: new Date(NOW.getTime() + minutes(60)) }); // closed: never due
    await lead({ stage: "lost", lostReason: "price", nextFollowUpAt: new Date(NOW.getTime() - days(3)) }); // closed: never overdue
    const yesterday = await lead({ stage: "contacted", nextFollowUpAt: new Date(NOW.getTime() - days(1)) });
    const twoDays = await lead({ nextFollowUpAt: new Date(NOW.getTime() - days(2)) });
    const justPast = await lead({ nextFollowUpAt: new Date(NOW.getTime() - 1000) });
    const old: number[] = [];
    for (let i = 19; i >= 10; i--) old.push(await lead({ nextFollowUpAt: new Date(NOW.getTime() - days(i)) }));

    const d = await figures();
    expect(d.due_today.map((l) => l.id)).toEqual([soon, later, lastMinute]);
    expect(d.due_today_count).toBe(3);
    expect(d.due_today.every((l) => !l.overdue)).toBe(true);
    expect(d.overdue_count).toBe(13);
    expect(d.overdue.map((l) => l.id)).toEqual(old); // the ten oldest, oldest first
    expect(d.overdue.some((l) => [yesterday, twoDays, justPast].includes(l.id))).toBe(false); // counted, not listed
    expect(d.overdue.every((l) => l.overdue)).toBe(true);

    // Two weeks on, every open follow-up is overdue, tomorrow's too; nothing is due that day.
    const fortnight = await figures(new Date(NOW.getTime() + days(15)));
    expect(fortnight.overdue_count).toBe(17);
    expect(fortnight.overdue.map((l) => l.id)).toEqual(old);
    expect(fortnight.due_today_count).toBe(0);
    expect(fortnight.due_today).toEqual([]);
  });
});

describe("new leads this week", () => {
  it("counts the requests since Monday 00:00 India time", async () => {
    await lead({ createdAt: at("2030-03-04T00:00:00+05:30") }); // Monday 00:00 in India (Sunday in UTC)
    await lead({ createdAt: at("2030-03-06T10:59:00+05:30") });
    await lead({ createdAt: at("2030-03-03T23:59:59+05:30") }); // Sunday night: last week
    expect((await figures()).new_this_week).toBe(2);
    // Half a second before Monday the week began on 25 February: the Sunday-night request is in it (and the two after it).
    expect((await figures(at("2030-03-03T23:59:59.500+05:30"))).new_this_week).toBe(3);
  });
});

describe("median first response", () => {
  async function responded(createdAt: Date, afterMinutes: number) {
    return lead({ createdAt, firstResponseAt: new Date(createdAt.getTime() + minutes(afterMinutes)) });
  }

  it("is the median of first_response_at - created_at over the last 30 days, in minutes with 1 decimal", async () => {
    expect((await figures()).median_first_response_minutes).toBeNull();
    const twoDaysAgo = new Date(NOW.getTime() - days(2));
    await responded(twoDaysAgo, 10);
    await responded(new Date(NOW.getTime() - days(29)), 60);
    await responded(new Date(NOW.getTime() - minutes(30)), 20);
    await responded(new Date(NOW.getTime() - days(31)), 1000); // older than 30 days
    await lead({ createdAt: twoDaysAgo }); // no response yet
    expect((await figures()).median_first_response_minutes).toBe(20);

    await responded(twoDaysAgo, 25.5); // 10, 20, 25.5, 60: (20 + 25.5) / 2 = 22.75
    expect((await figures()).median_first_response_minutes).toBe(22.8);
  });

  it("takes the requests of today and the 29 India days before, each response in whole seconds", async () => {
    await responded(at("2030-02-05T00:00:00+05:30"), 10); // the first moment of the 30 days (4 February in UTC)
    await responded(at("2030-02-04T23:59:59+05:30"), 1000); // the day before
    await lead({ createdAt: NOW, firstResponseAt: new Date(NOW.getTime() + 20_999) }); // 20.999 s counts as 20 s
    // 600 s and 20 s: 310 s = 5.17 minutes.
    expect((await figures()).median_first_response_minutes).toBe(5.2);
    // A day later the 5 February request has left the 30 days.
    expect((await figures(new Date(NOW.getTime() + days(1)))).median_first_response_minutes).toBe(0.3);
  });
});

describe("won this month", () => {
  it("counts leads that are won and became won this India month, with the exact sum of price × quantity", async () => {
    const a = await lead({ stage: "won" }, paver, 3); // 12.35 × 3 = 37.05
    await wonEvent(a, new Date(NOW.getTime() - days(1)));
    const b = await lead({ stage: "won" }, cheap, 3); // 0.10 × 3 = 0.30 (0.30000000000000004 in floating point)
    await wonEvent(b, new Date(NOW.getTime() - days(2)));
    const c = await lead({ stage: "won" }, paver, 7); // 12.35 × 7 = 86.45; won twice this month, counted once
    await wonEvent(c, at("2030-03-01T00:30:00+05:30")); // 1 March in India, still February in UTC
    await wonEvent(c, new Date(NOW.getTime() - minutes(5)), "lost");
    const gone = await lead({ stage: "won" }, paver, 1000); // its product is gone: counted, no value
    await t.services.db.update(inquiries).set({ productId: null }).where(eq(inquiries.id, gone));
    await wonEvent(gone, new Date(NOW.getTime() - days(3)));
    const lastMonth = await lead({ stage: "won" }, paver, 100);
    await wonEvent(lastMonth, at("2030-02-28T23:59:59+05:30"));
    const wonThenLost = await lead({ stage: "lost", lostReason: "price" }, paver, 100);
    await wonEvent(wonThenLost, new Date(NOW.getTime() - days(4)));
    await lead({ stage: "won" }, paver, 100); // won without an event this month (none at all)

    const d = await figures();
    expect(d.won_this_month).toEqual({ count: 4, value: "123.80" });
    // In April none of them became won.
    expect((await figures(at("2030-04-01T00:00:00+05:30"))).won_this_month).toEqual({ count: 0, value: "0.00" });
  });

  it("sums large values exactly", async () => {
    const big = await createProduct(t, admin, { price: 9999999.99 });
    for (let i = 0; i < 3; i++) await wonEvent(await lead({ stage: "won", quantity: 999_999_999 }, big), NOW);
    // 9,999,999.99 × 999,999,999 × 3 = 29,999,999,940,000,000.03: more digits than a double holds (it says …000.00).
    expect((await figures(new Date(NOW.getTime() + 1000))).won_this_month).toEqual({ count: 3, value: "29999999940000000.03" });
  });
});

describe("leads per week", () => {
  it("has 12 Mondays (India), oldest first, each lead in the week it was created under its current stage and category", async () => {
    await lead({ createdAt: at("2030-03-04T00:10:00+05:30"), stage: "contacted" }); // Monday in India, Sunday in UTC
    await lead({ createdAt: at("2030-03-05T15:00:00+05:30"), stage: "won" });
    await lead({ createdAt: at("2030-02-26T12:00:00+05:30"), categoryId: null, categoryName: null }); // no category
    await lead({ createdAt: at("2029-12-17T00:00:00+05:30"), stage: "lost", lostReason: "price" }, cheap); // the first week's first moment
    await lead({ createdAt: at("2029-12-16T23:59:59+05:30") }); // before the 12 weeks

    const { weekly } = await figures();
    expect(weekly).toHaveLength(12);
    expect(weekly[0].week_start).toBe("2029-12-17");
    expect(weekly[11].week_start).toBe("2030-03-04");
    for (const [i, w] of weekly.entries()) {
      expect(new Date(`${w.week_start}T00:00:00Z`).getUTCDay()).toBe(1);
      if (i > 0) expect(Date.parse(w.week_start) - Date.parse(weekly[i - 1].week_start)).toBe(days(7));
    }
    const zero = { new: 0, contacted: 0, quoted: 0, won: 0, lost: 0 };
    expect(weekly[11]).toEqual({
      week_start: "2030-03-04",
      total: 2,
      by_stage: { ...zero, contacted: 1, won: 1 },
      by_category: { "Kerb Stones": 0, Other: 0, "Paver Blocks": 2 },
      by_source: { website: 2, indiamart: 0, tradeindia: 0, phone: 0, whatsapp: 0, walk_in: 0, referral: 0, other: 0 },
    });
    expect(weekly[10]).toMatchObject({ week_start: "2030-02-25", total: 1, by_stage: { ...zero, new: 1 }, by_category: { Other: 1, "Paver Blocks": 0 } });
    expect(weekly[0]).toMatchObject({ total: 1, by_stage: { ...zero, lost: 1 }, by_category: { "Kerb Stones": 1 } });
    expect(weekly.reduce((n, w) => n + w.total, 0)).toBe(4);
    expect(weekly.slice(1, 10).every((w) => w.total === 0 && Object.values(w.by_category).every((n) => n === 0))).toBe(true);
  });
});
