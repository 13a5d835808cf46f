/**
 * The lead desk's list (/api/leads): newest first, its filters (each read from its index), the caps on
 * a total, the answers to bad filters, and that every route of the desk needs a sign-in.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leadListQuery, type LeadFilters } from "#schemas/leads";
import { inquiries } from "../../server/core/db/schema";
import { leadWhere } from "../../server/features/leads/leads";
import { TEST_MANAGER } from "../helpers/test-env";
import { uniqueName } from "../helpers/unique";
import { fieldRefusal } from "./_support";
import { ids, indiaNoon, leadsFixture, SUMMARY_KEYS, type Json } from "./_leads";

const { t, manager, adminId, managerId, categoryIdOf, insertLead, get, list } = await leadsFixture();

describe("GET /api/leads", () => {
  it("answers newest first, 20 a page, each lead with its stage, owner and follow-up", async () => {
    const a = await insertLead();
    const b = await insertLead();
    const body = await list("");
    expect(body.success).toBe(true);
    expect(body.pagination).toMatchObject({ page: 1, limit: 20 });
    expect(body.pagination.total).toBeGreaterThanOrEqual(2);
    expect(body).not.toHaveProperty("capped");
    expect(ids(body).slice(0, 2)).toEqual([b.id, a.id]);
    expect(Object.keys(body.data[0]).sort()).toEqual(SUMMARY_KEYS);
    expect(body.data[0]).toMatchObject({
      id: b.id,
      name: b.name,
      countryCode: "+91",
      mobno: b.mobile,
      stage: "new",
      lost_reason: null,
      lost_note: null,
      assigned_to: null,
      next_follow_up_at: null,
      overdue: false,
    });
    const past = await list(`page=${body.pagination.totalPages + 1}`);
    expect(past.data).toEqual([]);
    expect(past.pagination.total).toBe(body.pagination.total);
  });

  it("filters by stages (a comma list), each narrowing", async () => {
    const day = "2021-01-05";
    const [n, c, w] = [
      await insertLead({ createdAt: indiaNoon(day) }),
      await insertLead({ createdAt: indiaNoon(day), stage: "contacted" }),
      await insertLead({ createdAt: indiaNoon(day), stage: "won" }),
    ];
    const within = `from=${day}&to=${day}`;
    expect(ids(await list(within))).toEqual([w.id, c.id, n.id]);
    expect(ids(await list(`${within}&stage=contacted`))).toEqual([c.id]);
    expect(ids(await list(`${within}&stage=new,won`))).toEqual([w.id, n.id]);
    expect(ids(await list(`${within}&stage=lost`))).toEqual([]);
    expect((await list(`${within}&stage=new,won`)).pagination.total).toBe(2);
  });

  it("filters by owner: me, nobody, or a staff member", async () => {
    const day = "2021-01-06";
    const mine = await insertLead({ createdAt: indiaNoon(day), assignedTo: adminId });
    const theirs = await insertLead({ createdAt: indiaNoon(day), assignedTo: managerId });
    const nobody = await insertLead({ createdAt: indiaNoon(day) });
    const within = `from=${day}&to=${day}`;
    expect(ids(await list(`${within}&owner=me`))).toEqual([mine.id]);
    expect(ids(await list(`${within}&owner=me`, manager))).toEqual([theirs.id]);
    expect(ids(await list(`${within}&owner=none`))).toEqual([nobody.id]);
    const byId = await list(`${within}&owner=${managerId}`);
    expect(ids(byId)).toEqual([theirs.id]);
    expect(byId.data[0].assigned_to).toEqual({ id: managerId, name: TEST_MANAGER.name });
  });

  it("filters by category (its slug), India days (both included) and search", async () => {
    const kerb = await insertLead({ createdAt: indiaNoon("2021-01-07"), categoryName: "Kerb Stone" });
    const paver = await insertLead({ createdAt: indiaNoon("2021-01-07") });
    expect(ids(await list("from=2021-01-07&to=2021-01-07&category=kerb-stone"))).toEqual([kerb.id]);
    expect(ids(await list("from=2021-01-07&to=2021-01-07&category=paver-blocks"))).toEqual([paver.id]);

    // 23:59 and 00:01 India time either side of the start of 10 March 2021 (18:30 UTC the day before).
    const late = await insertLead({ createdAt: new Date("2021-03-09T18:29:00Z") });
    const early = await insertLead({ createdAt: new Date("2021-03-09T18:31:00Z") });
    const end = await insertLead({ createdAt: new Date("2021-03-10T18:29:59Z") });
    const next = await insertLead({ createdAt: new Date("2021-03-10T18:30:00Z") });
    expect(ids(await list("from=2021-03-10&to=2021-03-10"))).toEqual([end.id, early.id]);
    expect(ids(await list("from=2021-03-09&to=2021-03-09"))).toEqual([late.id]);
    expect(ids(await list("from=2021-03-11&to=2021-03-11"))).toEqual([next.id]);
  });

  it("searches by part of a name (a short word at the start of a name's word) or of the mobile number", async () => {
    const day = "2021-01-08";
    const within = `from=${day}&to=${day}`;
    const ramesh = await insertLead({ createdAt: indiaNoon(day), name: "Ramesh Kumar", mobile: "9876501234" });
    const suresh = await insertLead({ createdAt: indiaNoon(day), name: "Suresh Patil", mobile: "9123405678" });
    expect(ids(await list(`${within}&search=umar`))).toEqual([ramesh.id]);
    expect(ids(await list(`${within}&search=ESH`))).toEqual([suresh.id, ramesh.id]);
    expect(ids(await list(`${within}&search=ku`))).toEqual([ramesh.id]);
    expect(ids(await list(`${within}&search=me`))).toEqual([]); // "me" starts no word
    expect(ids(await list(`${within}&search=ramesh%20kum`))).toEqual([ramesh.id]);
    expect(ids(await list(`${within}&search=01234`))).toEqual([ramesh.id]);
    expect(ids(await list(`${within}&search=${encodeURIComponent("+91 98765 01234")}`))).toEqual([ramesh.id]);
    expect(ids(await list(`${within}&search=91`))).toEqual([suresh.id]); // two digits: the start of the number
    expect(ids(await list(`${within}&search=nobody`))).toEqual([]);
    expect(ids(await list(`${within}&search=%20%20`))).toEqual([suresh.id, ramesh.id]); // spaces are no search
  });

  it("lists only open leads whose follow-up has passed under overdue=1, marked overdue", async () => {
    const day = "2021-01-09";
    const hourAgo = new Date(Date.now() - 3_600_000);
    const overdue = await insertLead({ createdAt: indiaNoon(day), stage: "contacted", nextFollowUpAt: hourAgo });
    await insertLead({ createdAt: indiaNoon(day), stage: "won", nextFollowUpAt: hourAgo });
    await insertLead({ createdAt: indiaNoon(day), nextFollowUpAt: new Date(Date.now() + 3_600_000) });
    await insertLead({ createdAt: indiaNoon(day) });
    const body = await list(`from=${day}&to=${day}&overdue=1`);
    expect(ids(body)).toEqual([overdue.id]);
    expect(body.data[0]).toMatchObject({ overdue: true, next_follow_up_at: hourAgo.toISOString() });
    const all = await list(`from=${day}&to=${day}`);
    expect(all.data.map((l: Json) => l.overdue)).toEqual([false, false, false, true]);
    expect((await list(`from=${day}&to=${day}&overdue=`)).pagination.total).toBe(4);
  });

  it.each([
    ["stage=bogus", "stage", "Choose stages from the list"],
    ["stage=new,maybe", "stage", "Choose stages from the list"],
    ["owner=someone", "owner", "Choose a staff member, Me or Nobody"],
    ["owner=0", "owner", "Choose a staff member, Me or Nobody"],
    ["category=no-such-category", "category", "Choose a category from the list"],
    ["category=Paver%20Blocks", "category", "Choose a category from the list"],
    ["from=2021-02-30", "from", "Enter the first day as YYYY-MM-DD"],
    ["to=yesterday", "to", "Enter the last day as YYYY-MM-DD"],
    ["from=2021-03-10&to=2021-03-09", "to", "The last day cannot be before the first day"],
    ["overdue=yes", "overdue", "Overdue must be 1 or left out"],
    ["limit=101", "limit", "Show from 1 to 100 leads a page"],
    ["page=0", "page", "Page must be a whole number from 1 to 100000"],
    [`search=${"x".repeat(101)}`, "search", "Keep the search under 100 characters"],
  ])("refuses ?%s with 400 naming %s", async (query, field, message) => {
    for (const path of ["/api/leads", "/api/leads/export"]) {
      const { status, body } = await get(`${path}?${query}`);
      expect(status).toBe(400);
      expect(body).toEqual(fieldRefusal(field, message));
    }
  });

  it("takes empty values as no filter (the form sends every field)", async () => {
    const body = await list("page=&limit=&stage=&owner=&category=&from=&to=&overdue=&search=");
    expect(body.pagination).toMatchObject({ page: 1, limit: 20 });
    expect(body.pagination.total).toBe((await list("")).pagination.total);
  });

  it("caps a search's total at 500 and a filter's at 10,000, saying so", async () => {
    const word = uniqueName("Many").split(" ")[1];
    await t.services.db.execute(sql`
      insert into inquiries (product_name, category_name, name, mobile, quantity, unit, created_at)
      select 'P', 'Paver Blocks', ${`Capped ${word}`} || ' ' || i, '9000000000', 1, 'Pieces', '2022-06-01T06:00:00Z'::timestamptz + i * interval '1 second'
      from generate_series(1, 501) i`);
    const searched = await list(`search=${word}&limit=100`);
    expect(searched.capped).toBe(true);
    expect(searched.pagination).toEqual({ page: 1, limit: 100, total: 500, totalPages: 5 });
    expect(searched.data[0].name).toBe(`Capped ${word} 501`);
    expect((await list(`search=${word}&limit=100&page=6`)).data).toEqual([]);

    await t.services.db.execute(sql`
      insert into inquiries (product_name, category_name, name, mobile, quantity, unit, created_at)
      select 'P', 'Paver Blocks', 'Bulk Lead', '9000000001', 1, 'Pieces', '2022-07-01T06:00:00Z'::timestamptz + i * interval '1 second'
      from generate_series(1, 10001) i`);
    const many = await list("from=2022-07-01&to=2022-07-01&limit=100&page=100");
    expect(many.capped).toBe(true);
    expect(many.pagination).toEqual({ page: 100, limit: 100, total: 10_000, totalPages: 100 });
    expect(many.data).toHaveLength(100);
    expect((await list("from=2022-07-01&to=2022-07-01&limit=100&page=101")).data).toEqual([]);
    const fewer = await list("from=2022-07-01&to=2022-07-01&stage=won");
    expect(fewer).not.toHaveProperty("capped");
    expect(fewer.pagination.total).toBe(0);
  });

  it("reads each filter from its index (a few thousand leads)", async () => {
    await t.services.db.execute(sql`
      insert into inquiries (product_name, category_name, category_id, name, mobile, quantity, unit, created_at, stage, assigned_to, next_follow_up_at)
      select 'P', c.name, c.id, 'Plan ' || md5(i::text), '9' || lpad((abs(hashtext(i::text)) % 1000000000)::text, 9, '0'), 1, 'Pieces',
        '2023-01-01T00:00:00Z'::timestamptz + i * interval '1 hour', (array['new', 'contacted', 'quoted', 'won', 'lost'])[1 + i % 5]::lead_stage,
        case when i % 2 = 0 then ${managerId}::int end, case when i % 10 = 0 then now() + (i % 200 - 100) * interval '1 hour' end
      from generate_series(1, 4000) i join (select id, name, row_number() over (order by id) - 1 as k from categories) c on c.k = i % 3`);
    await t.services.db.execute(sql`analyze inquiries`);
    const kerbStone = (await categoryIdOf("Kerb Stone")) ?? undefined;
    const now = new Date();
    const plan = async (f: LeadFilters, categoryId?: number, without?: string) => {
      const where = leadWhere(f, { me: adminId, now, categoryId });
      const client = await t.database.pool.connect();
      try {
        // Only whether the index can serve the filter: a table this small is cheaper to read whole.
        await client.query("begin; set local enable_seqscan = off");
        if (without) await client.query(`drop index ${without}`); // rolled back below
        const count = t.services.db
          .select({ one: sql`1` })
          .from(inquiries)
          .where(where)
          .limit(10_001)
          .toSQL();
        const { rows } = await client.query(`explain ${count.sql}`, count.params as unknown[]);
        return rows.map((r: Json) => r["QUERY PLAN"]).join("\n");
      } finally {
        await client.query("rollback");
        client.release();
      }
    };
    const parse = (q: string) => leadListQuery.parse(Object.fromEntries(new URLSearchParams(q)));
    expect(await plan(parse("stage=won"))).toContain("inquiries_stage_created_idx");
    expect(await plan(parse("owner=me"))).toContain("inquiries_assigned_created_idx");
    expect(await plan(parse("owner=none"))).toContain("inquiries_assigned_created_idx");
    expect(await plan({}, kerbStone)).toContain("inquiries_category_created_idx");
    expect(await plan(parse("source=phone"))).toContain("inquiries_source_created_idx");
    expect(await plan(parse("from=2023-01-02&to=2023-01-03"))).toContain("inquiries_created_idx");
    expect(await plan(parse("overdue=1"))).toContain("inquiries_follow_up_idx");
    expect(await plan(parse("search=plan"))).toContain("inquiries_name_trgm_idx");
    expect(await plan(parse("search=pl"))).toContain("inquiries_name_trgm_idx");
    // (At this size a walk of the whole (mobile, country_code, created_at) index costs less.)
    expect(await plan(parse("search=76543"), undefined, "inquiries_phone_idx")).toContain("inquiries_mobile_trgm_idx");

    // Newest first of one stage, owner or category walks that index in order: no sort of the matches.
    const pagePlan = async (f: LeadFilters, categoryId?: number) => {
      const q = t.services.db
        .select()
        .from(inquiries)
        .where(leadWhere(f, { me: adminId, now, categoryId }))
        .orderBy(sql`${inquiries.createdAt} desc, ${inquiries.id} desc`)
        .limit(20)
        .toSQL();
      const { rows } = await t.database.pool.query(`explain ${q.sql}`, q.params as unknown[]);
      return rows.map((r: Json) => r["QUERY PLAN"]).join("\n");
    };
    expect(await pagePlan(parse("stage=won"))).toMatch(/Index Scan Backward using inquiries_stage_created_idx/);
    expect(await pagePlan(parse(`owner=${managerId}`))).toMatch(/Index Scan Backward using inquiries_assigned_created_idx/);
    expect(await pagePlan({}, kerbStone)).toMatch(/Index Scan Backward using inquiries_category_created_idx/);
  });
});

describe("access", () => {
  it.each([
    ["GET", "/api/leads"],
    ["GET", "/api/leads/export"],
    ["GET", "/api/leads/staff"],
    ["GET", "/api/leads/1"],
    ["POST", "/api/leads/1/stage"],
    ["POST", "/api/leads/1/assign"],
    ["POST", "/api/leads/1/follow-up"],
    ["POST", "/api/leads/1/notes"],
    ["DELETE", "/api/leads/1/notes/1"],
    ["POST", "/api/leads/1/contacts"],
  ])("%s %s answers 401 without a token", async (method, path) => {
    const res = await t.request(path, { method, json: method === "POST" ? {} : undefined });
    expect(res.status).toBe(401);
    expect(((await res.json()) as Json).success).toBe(false);
  });
});
