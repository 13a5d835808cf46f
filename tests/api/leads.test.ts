/**
 * The lead desk (/api/leads): the list and its filters (each read from its index), the CSV export,
 * one lead with its timeline and the same customer's other requests and messages, and every change
 * (stage, owner, follow-up, notes, calls) with its timeline row, audit entry and answers to bad input.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadListQuery, type LeadFilters } from "#schemas/leads";
import { inquiries } from "../../server/core/db/schema";
import { activitySentence } from "../../server/features/activity/activity";
import { leadWhere } from "../../server/features/leads/leads";
import { createStaffTestApp, createTestApp, type TestApp } from "../helpers/app";
import { mailText, startSmtpCapture } from "../helpers/smtp";
import { TEST_MANAGER } from "../helpers/test-env";
import { auditOf, createInquiry, createMessage, createProduct, fieldRefusal } from "./_support";
import { uniqueMobile, uniqueName } from "../helpers/unique";
import { csvRow } from "../helpers/csv";
import { formatIndiaDateTime } from "#schemas/india-time";

let t: TestApp, admin: string, manager: string, adminId: number, managerId: number;
let product: Awaited<ReturnType<typeof createProduct>>;
beforeAll(async () => {
  ({ t, admin, manager } = await createStaffTestApp({ RATE_LIMIT_FORMS: "100" }));
  adminId = await idOf(admin);
  managerId = await idOf(manager);
  product = await createProduct(t, admin, { price: 45.5, category_name: "Paver Blocks" });
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const idOf = async (token: string) => ((await (await t.request("/api/auth/me", { token })).json()) as Json).data.id as number;

/** A mobile number no other test uses. */
/** Noon in India of a day: each filter test keeps to days of its own. */
const indiaNoon = (day: string) => new Date(`${day}T12:00:00+05:30`);

/** The id of the category of that name, as a request made then would belong to; null for a name no category has. */
const categoryIdOf = async (name: string) =>
  (await t.services.db.execute<{ id: number }>(sql`select id from categories where name = ${name} order by id limit 1`)).rows[0]?.id ?? null;

/** A lead written straight through the schema, with the columns a test chooses (its category found by the name it keeps). */
async function insertLead(over: Partial<typeof inquiries.$inferInsert> = {}) {
  const categoryName = over.categoryName ?? "Paver Blocks";
  const [row] = await t.services.db
    .insert(inquiries)
    .values({
      productId: product.id,
      productName: product.product_name,
      categoryName,
      categoryId: categoryName === null ? null : await categoryIdOf(categoryName),
      name: uniqueName("Lead"),
      countryCode: "+91",
      mobile: uniqueMobile(),
      quantity: 100,
      unit: "Pieces",
      ...over,
    })
    .returning();
  return row;
}

const get = async (path: string, token = admin) => {
  const res = await t.request(path, { token });
  return { status: res.status, body: (await res.json()) as Json };
};
const post = async (path: string, json: unknown, token = admin) => {
  const res = await t.request(path, { method: "POST", json, token });
  return { status: res.status, body: (await res.json()) as Json };
};
const list = async (query: string, token = admin) => {
  const res = await get(`/api/leads?${query}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const ids = (body: Json) => body.data.map((l: Json) => l.id);
const leadRow = async (id: number) => {
  const [row] = await t.services.db
    .select({ first_response_at: inquiries.firstResponseAt, updated_at: inquiries.updatedAt, stage: inquiries.stage })
    .from(inquiries)
    .where(eq(inquiries.id, id));
  return row;
};
const eventsOf = async (id: number) =>
  (await t.services.db.execute<{ id: number; kind: string }>(sql`select id, kind from lead_events where inquiry_id = ${id} order by id`)).rows;

const INQUIRY_KEYS = ["category_name", "countryCode", "created_at", "id", "mobno", "name", "product_id", "product_name", "quantity", "unit"];
const SUMMARY_KEYS = [...INQUIRY_KEYS, "assigned_to", "lost_note", "lost_reason", "next_follow_up_at", "overdue", "source", "source_details", "stage"].sort();

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

describe("GET /api/leads/export", () => {
  it("downloads the filtered leads as CSV (BOM, CRLF, India times, formula cells neutralised)", async () => {
    const day = "2021-02-01";
    const followUp = new Date("2030-01-02T04:30:00Z"); // 10:00 India time
    const a = await insertLead({ createdAt: new Date("2021-02-01T06:30:00Z"), name: "Asha Verma", productName: '=HYPERLINK("x")', quantity: 500 });
    const b = await insertLead({
      createdAt: new Date("2021-02-01T07:45:00Z"),
      name: "Ravi, Builders",
      stage: "lost",
      lostReason: "other",
      lostNote: "Went with a cousin",
      assignedTo: managerId,
      nextFollowUpAt: followUp,
      categoryName: "@Kerb",
    });
    await insertLead({ createdAt: indiaNoon("2021-02-02") });
    const res = await t.request(`/api/leads/export?from=${day}&to=${day}&page=3&limit=1`, { token: manager });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the UTF-8 byte-order mark
    const lines = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(lines).toEqual([
      csvRow([
        "ID",
        "Date",
        "Customer",
        "Country Code",
        "Mobile",
        "Product",
        "Category",
        "Quantity",
        "Unit",
        "Stage",
        "Lost Reason",
        "Assigned To",
        "Next Follow-up",
        "Source",
      ]),
      csvRow([
        b.id,
        "2021-02-01 13:15",
        "Ravi, Builders",
        "'+91",
        b.mobile,
        product.product_name,
        "'@Kerb",
        100,
        "Pieces",
        "Lost",
        "Other: Went with a cousin",
        TEST_MANAGER.name,
        "2030-01-02 10:00",
        "Website",
      ]),
      csvRow([a.id, "2021-02-01 12:00", "Asha Verma", "'+91", a.mobile, `'=HYPERLINK("x")`, "Paver Blocks", 500, "Pieces", "New", "", "", "", "Website"]),
      "",
    ]);
    const stageOnly = await (await t.request(`/api/leads/export?from=${day}&to=${day}&stage=lost`, { token: admin })).text();
    expect(stageOnly.split("\r\n")).toHaveLength(3);
  });

  it("quotes every cell, so a formula after a ; in a public quote request never starts a cell in a spreadsheet that splits on ;", async () => {
    const name = uniqueName("Semicolon");
    const lead = await createInquiry(t, product.id, { name, unit: "kg;=cmd|'/c calc'!A1" });
    const text = await (await t.request(`/api/leads/export?search=${encodeURIComponent(name)}`, { token: admin })).text();
    const row = text.split("\r\n").find((line) => line.startsWith(`"${lead.id}",`));
    expect(row).toContain(`,"kg;'=cmd|'/c calc'!A1",`);
    for (const cell of row!.split(/,(?=")/)) expect(cell).toMatch(/^".*"$/);
    expect(row).not.toMatch(/[;,]"?[=+@-]/);
  });
});

describe("GET /api/leads/staff", () => {
  it("lists active staff by name for managers too, without disabled accounts", async () => {
    const created = (await post("/api/users", { email: `${uniqueName("z").replace(/\W/g, "")}@staff.example`, name: "Aaron Early", role: "manager" })).body;
    const gone = (await post("/api/users", { email: `${uniqueName("z").replace(/\W/g, "")}@staff.example`, name: "Abel Gone", role: "manager" })).body;
    expect((await post(`/api/users/${gone.data.id}/disable`, undefined)).status).toBe(200);
    const { status, body } = await get("/api/leads/staff", manager);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const names = body.data.map((s: Json) => s.name);
    expect(names).toEqual([...names].sort((x: string, y: string) => x.localeCompare(y, "en-IN", { sensitivity: "base" })));
    expect(body.data).toEqual(
      expect.arrayContaining([
        { id: created.data.id, name: "Aaron Early" },
        { id: managerId, name: TEST_MANAGER.name },
      ]),
    );
    expect(names).not.toContain("Abel Gone");
    expect(Object.keys(body.data[0]).sort()).toEqual(["id", "name"]);
  });
});

describe("GET /api/leads/:id", () => {
  it("answers the lead with its product's current price, the estimated value and its timeline, the request last", async () => {
    const mobile = uniqueMobile();
    const { id } = await createInquiry(t, product.id, { mobile, quantity: 250 });
    await post(`/api/leads/${id}/notes`, { body: "Asked for a site visit." }, manager);
    await post(`/api/leads/${id}/stage`, { stage: "contacted" });
    const { status, body } = await get(`/api/leads/${id}`, manager);
    expect(status).toBe(200);
    const d = body.data;
    expect(Object.keys(d).sort()).toEqual(
      [
        ...SUMMARY_KEYS,
        "product_slug",
        "product_price",
        "product_unit",
        "estimated_value",
        "estimate",
        "attribution",
        "language",
        "timeline",
        "sources",
        "message_id",
        "earlier",
        "messages",
      ].sort(),
    );
    expect(d).toMatchObject({
      id,
      product_id: product.id,
      product_name: product.product_name,
      product_slug: product.product_slug,
      product_price: "45.50",
      product_unit: "Piece",
      estimated_value: "11375.00",
      quantity: 250,
      stage: "contacted",
      mobno: mobile,
    });
    expect(d.timeline.map((e: Json) => [e.kind, e.summary])).toEqual([
      ["stage", "Moved from New to Contacted"],
      ["note", "Added a note"],
      ["request", `Quote request: 250 Pieces of ${product.product_name}`],
    ]);
    expect(d.timeline[0]).toMatchObject({ user: { id: adminId, name: "Administrator" }, body: "", details: { from: "new", to: "contacted" } });
    expect(d.timeline[1]).toMatchObject({ user: { id: managerId, name: TEST_MANAGER.name }, body: "Asked for a site visit." });
    expect(d.timeline[2]).toEqual({ id: 0, kind: "request", at: d.created_at, user: null, body: "", summary: expect.any(String), details: {} });

    // The price is the product's current one; a deleted product leaves no price.
    await t.request(`/api/products/${product.id}`, { method: "PATCH", token: admin, json: { price: 50 } });
    expect((await get(`/api/leads/${id}`)).body.data).toMatchObject({ product_price: "50.00", estimated_value: "12500.00" });
    await t.request(`/api/products/${product.id}`, { method: "PATCH", token: admin, json: { price: 45.5 } });
    const gone = await insertLead({ productId: null, productName: "Old Kerb" });
    expect((await get(`/api/leads/${gone.id}`)).body.data).toMatchObject({
      product_slug: null,
      product_price: null,
      product_unit: null,
      estimated_value: null,
    });
  });

  it("links requests from the same number both ways, and the contact messages sent from it", async () => {
    const mobile = uniqueMobile();
    const first = await createInquiry(t, product.id, { mobile, quantity: 100 });
    const second = await createInquiry(t, product.id, { mobile, quantity: 200 });
    const otherCode = await createInquiry(t, product.id, { mobile, countryCode: "+971" });
    await createInquiry(t, product.id, { mobile: uniqueMobile() });
    const message = await createMessage(t, { phone: mobile, message: `Please call me about ${"paver blocks ".repeat(10)}` });
    await createMessage(t, { phone: uniqueMobile() });
    await createMessage(t, { phone: mobile, country_code: "+971" });

    const one = (await get(`/api/leads/${first.id}`)).body.data;
    expect(one.earlier).toEqual([
      { id: second.id, product_name: product.product_name, quantity: 200, unit: "Pieces", created_at: expect.any(String), stage: "new" },
    ]);
    const two = (await get(`/api/leads/${second.id}`)).body.data;
    expect(two.earlier.map((e: Json) => e.id)).toEqual([first.id]);
    expect(two.messages).toEqual([
      {
        id: message.id,
        name: message.name,
        email: message.email,
        created_at: expect.any(String),
        status: "new",
        subject: message.message.replace(/\s+/g, " ").slice(0, 80),
      },
    ]);
    expect(two.messages[0].subject).toHaveLength(80);
    const abroad = (await get(`/api/leads/${otherCode.id}`)).body.data;
    expect(abroad.earlier).toEqual([]);
    expect(abroad.messages).toHaveLength(1);
    expect(abroad.messages[0].id).not.toBe(message.id);
  });

  it.each(["2000000000", "99999999999", "0", "-1", "1.5", "abc"])("answers 404 'Lead not found' for /api/leads/%s", async (id) => {
    const { status, body } = await get(`/api/leads/${id}`);
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, error: "Lead not found" });
  });

  it("is not taken for /api/leads/dashboard or /api/leads/staff", async () => {
    expect((await get("/api/leads/dashboard", manager)).status).toBe(200);
    expect((await get("/api/leads/staff", manager)).status).toBe(200);
  });
});

describe("POST /api/leads/:id/stage", () => {
  it("moves the lead, on its timeline and in the audit log, and counts as the first response", async () => {
    const l = await insertLead({ updatedAt: new Date("2021-01-01T00:00:00Z") });
    const { status, body } = await post(`/api/leads/${l.id}/stage`, { stage: "contacted" }, manager);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: "Stage changed to Contacted", data: { id: l.id, stage: "contacted" } });
    expect(Object.keys(body.data).sort()).toEqual(SUMMARY_KEYS);
    const row = await leadRow(l.id);
    expect(row.stage).toBe("contacted");
    expect(row.first_response_at).toBeInstanceOf(Date);
    expect(row.updated_at.getTime()).toBeGreaterThan(Date.parse("2021-01-01T00:00:00Z"));
    expect(await eventsOf(l.id)).toEqual([{ id: expect.anything(), kind: "stage" }]);
    const [entry] = await auditOf(t, "inquiry.stage", l.id);
    expect(entry).toMatchObject({
      user_id: managerId,
      details: { name: l.name, product: product.product_name, changes: { stage: { from: "new", to: "contacted" } } },
    });
  });

  it("answers the same stage with 200 and records nothing", async () => {
    const l = await insertLead({ stage: "quoted" });
    const { status, body } = await post(`/api/leads/${l.id}/stage`, { stage: "quoted" });
    expect(status).toBe(200);
    expect(body.data.stage).toBe("quoted");
    expect(await eventsOf(l.id)).toEqual([]);
    expect(await auditOf(t, "inquiry.stage", l.id)).toEqual([]);
    expect((await leadRow(l.id)).first_response_at).toBeNull();
  });

  it("needs a reason for Lost, and a note for Other; leaving Lost clears both", async () => {
    const l = await insertLead();
    const noReason = await post(`/api/leads/${l.id}/stage`, { stage: "lost" });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toEqual({ success: false, error: "Choose why the lead was lost", fieldErrors: { lost_reason: "Choose why the lead was lost" } });
    const noNote = await post(`/api/leads/${l.id}/stage`, { stage: "lost", lost_reason: "other", lost_note: "  " });
    expect(noNote.status).toBe(400);
    expect(noNote.body.fieldErrors).toEqual({ lost_note: "Say why the lead was lost" });
    expect((await leadRow(l.id)).stage).toBe("new");

    const lost = await post(`/api/leads/${l.id}/stage`, { stage: "lost", lost_reason: "other", lost_note: "Project cancelled" });
    expect(lost.status).toBe(200);
    expect(lost.body).toMatchObject({ message: "Stage changed to Lost", data: { stage: "lost", lost_reason: "other", lost_note: "Project cancelled" } });
    const price = await post(`/api/leads/${l.id}/stage`, { stage: "lost", lost_reason: "price" });
    expect(price.body.data).toMatchObject({ stage: "lost", lost_reason: "price", lost_note: null });
    const back = await post(`/api/leads/${l.id}/stage`, { stage: "quoted", lost_reason: "price", lost_note: "ignored" });
    expect(back.body.data).toMatchObject({ stage: "quoted", lost_reason: null, lost_note: null });
    const timeline = (await get(`/api/leads/${l.id}`)).body.data.timeline.map((e: Json) => e.summary);
    expect(timeline).toEqual(["Moved from Lost to Quoted", "Marked Lost: Price", "Marked Lost: Other", expect.stringMatching(/^Quote request/)]);
    const entries = await auditOf(t, "inquiry.stage", l.id);
    expect(entries[0].details.changes).toEqual({ stage: { from: "lost", to: "quoted" }, lost_reason: { from: "price", to: null } });
  });

  it.each([
    [{ stage: "archived" }, "stage", "Choose a stage from the list"],
    [{}, "stage", "Choose a stage from the list"],
    [{ stage: "lost", lost_reason: "weather" }, "lost_reason", "Choose why the lead was lost"],
    [{ stage: "lost", lost_reason: "other", lost_note: "x".repeat(501) }, "lost_note", "Keep the reason under 500 characters"],
  ])("refuses %j with 400 naming %s", async (json, field, message) => {
    const l = await insertLead();
    const { status, body } = await post(`/api/leads/${l.id}/stage`, json);
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ [field]: message });
  });

  it("answers 404 for an unknown lead", async () => {
    const { status, body } = await post("/api/leads/2000000000/stage", { stage: "won" });
    expect(status).toBe(404);
    expect(body.error).toBe("Lead not found");
  });
});

describe("POST /api/leads/:id/assign", () => {
  it("assigns to a staff member and back to nobody, without counting as a response", async () => {
    const l = await insertLead();
    const { status, body } = await post(`/api/leads/${l.id}/assign`, { user_id: managerId });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      message: `Assigned to ${TEST_MANAGER.name}`,
      data: { assigned_to: { id: managerId, name: TEST_MANAGER.name } },
    });
    expect((await leadRow(l.id)).first_response_at).toBeNull();
    const [entry] = await auditOf(t, "inquiry.assign", l.id);
    expect(entry).toMatchObject({ user_id: adminId, details: { name: l.name, changes: { assigned_to: { from: null, to: TEST_MANAGER.name } } } });

    const again = await post(`/api/leads/${l.id}/assign`, { user_id: managerId });
    expect(again.status).toBe(200);
    expect(await eventsOf(l.id)).toHaveLength(1);

    const off = await post(`/api/leads/${l.id}/assign`, { user_id: null }, manager);
    expect(off.body).toMatchObject({ message: "No longer assigned", data: { assigned_to: null } });
    const timeline = (await get(`/api/leads/${l.id}`)).body.data.timeline;
    expect(timeline.map((e: Json) => e.summary).slice(0, 2)).toEqual(["No longer assigned", `Assigned to ${TEST_MANAGER.name}`]);
    expect(timeline[1].details).toEqual({ from: null, to: { id: managerId, name: TEST_MANAGER.name } });
  });

  it("refuses an unknown or disabled account with 400 naming user_id", async () => {
    const l = await insertLead();
    const disabled = (await post("/api/users", { email: `${uniqueName("d").replace(/\W/g, "")}@staff.example`, name: "Dina Disabled", role: "manager" })).body;
    await post(`/api/users/${disabled.data.id}/disable`, undefined);
    for (const user_id of [2_000_000_000, disabled.data.id, "x", -4, 1.5]) {
      const { status, body } = await post(`/api/leads/${l.id}/assign`, { user_id });
      expect(status, String(user_id)).toBe(400);
      expect(body).toEqual({ success: false, error: "Choose an active staff member", fieldErrors: { user_id: "Choose an active staff member" } });
    }
    expect(await eventsOf(l.id)).toEqual([]);
    expect((await post("/api/leads/2000000000/assign", { user_id: null })).status).toBe(404);
  });
});

describe("POST /api/leads/:id/follow-up", () => {
  it("sets a follow-up in the future, refuses one in the past, and clears it", async () => {
    const l = await insertLead();
    const at = new Date(Date.now() + 86_400_000);
    at.setUTCSeconds(0, 0);
    const { status, body } = await post(`/api/leads/${l.id}/follow-up`, { at: at.toISOString() }, manager);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      message: `Follow-up set for ${formatIndiaDateTime(at)}`,
      data: { next_follow_up_at: at.toISOString(), overdue: false },
    });
    expect(body.message).toMatch(/^Follow-up set for \d{1,2} \w{3,4} \d{4}, \d{1,2}:\d\d [ap]m$/);
    expect((await leadRow(l.id)).first_response_at).toBeInstanceOf(Date);
    const [entry] = await auditOf(t, "inquiry.follow_up", l.id);
    expect(entry.details.changes).toEqual({ next_follow_up_at: { from: null, to: at.toISOString() } });

    const past = await post(`/api/leads/${l.id}/follow-up`, { at: new Date(Date.now() - 5 * 60_000).toISOString() });
    expect(past.status).toBe(400);
    expect(past.body).toEqual({ success: false, error: "The follow-up must be in the future", fieldErrors: { at: "The follow-up must be in the future" } });
    for (const bad of ["tomorrow", "2030-13-01T10:00", 5, undefined]) {
      const res = await post(`/api/leads/${l.id}/follow-up`, { at: bad });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ at: "Enter the follow-up date and time" });
    }

    // A date and time without an offset (a datetime-local field) is India's.
    const local = await post(`/api/leads/${l.id}/follow-up`, { at: "2030-01-02T10:00" });
    expect(local.body).toMatchObject({ message: "Follow-up set for 2 Jan 2030, 10:00 am", data: { next_follow_up_at: "2030-01-02T04:30:00.000Z" } });

    // Once the time has passed, the open lead is overdue.
    await t.services.db.execute(sql`update inquiries set next_follow_up_at = now() - interval '1 minute' where id = ${l.id}`);
    expect((await get(`/api/leads/${l.id}`)).body.data.overdue).toBe(true);

    const cleared = await post(`/api/leads/${l.id}/follow-up`, { at: null });
    expect(cleared.body).toMatchObject({ message: "Follow-up cleared", data: { next_follow_up_at: null, overdue: false } });
    expect((await get(`/api/leads/${l.id}`)).body.data.timeline[0].summary).toBe("Follow-up cleared");
    expect((await post("/api/leads/2000000000/follow-up", { at: null })).status).toBe(404);
  });
});

describe("notes", () => {
  it("adds a note (201) by the signed-in person; the first note sets first_response_at and a later one does not move it", async () => {
    const l = await insertLead({ updatedAt: new Date("2021-01-01T00:00:00Z") });
    const { status, body } = await post(`/api/leads/${l.id}/notes`, { body: "  Wants delivery before Diwali.  " }, manager);
    expect(status).toBe(201);
    expect(body).toEqual({
      success: true,
      message: "Note added",
      data: {
        id: expect.any(Number),
        kind: "note",
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        user: { id: managerId, name: TEST_MANAGER.name },
        body: "Wants delivery before Diwali.",
        summary: "Added a note",
        details: {},
      },
    });
    const first = await leadRow(l.id);
    expect(first.first_response_at?.toISOString()).toBe(body.data.at);
    expect(first.updated_at.toISOString()).toBe(body.data.at);
    await new Promise((r) => setTimeout(r, 20));
    const later = await post(`/api/leads/${l.id}/notes`, { body: "Called back." });
    const second = await leadRow(l.id);
    expect(second.first_response_at?.toISOString()).toBe(body.data.at);
    expect(second.updated_at.toISOString()).toBe(later.body.data.at);
    const [entry] = await auditOf(t, "inquiry.note", l.id);
    expect(entry).toMatchObject({ user_id: adminId, details: { name: l.name, body: "Called back.", event_id: later.body.data.id } });
  });

  it.each([
    [{ body: "   " }, "Note is required"],
    [{}, "Note is required"],
    [{ body: "x".repeat(2001) }, "Note is too long (2000 characters at most)"],
  ])("refuses %j with 400", async (json, message) => {
    const l = await insertLead();
    const { status, body } = await post(`/api/leads/${l.id}/notes`, json);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, error: message, fieldErrors: { body: message } });
    expect((await post("/api/leads/2000000000/notes", { body: "x" })).status).toBe(404);
  });

  it("lets only an admin delete a note (403 for a manager; 404 for no such note of that lead)", async () => {
    const l = await insertLead();
    const other = await insertLead();
    const note = (await post(`/api/leads/${l.id}/notes`, { body: "Wrong customer, ignore." }, manager)).body.data;
    const foreign = (await post(`/api/leads/${other.id}/notes`, { body: "Theirs" })).body.data;
    const stage = (await post(`/api/leads/${l.id}/stage`, { stage: "contacted" })).body;
    expect(stage.success).toBe(true);

    const refused = await t.request(`/api/leads/${l.id}/notes/${note.id}`, { method: "DELETE", token: manager });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ success: false, error: "You do not have permission to do this" });

    const stageEvent = (await eventsOf(l.id)).find((e) => e.kind === "stage")!;
    for (const noteId of [foreign.id, stageEvent.id, 2_000_000_000, "x"]) {
      const res = await t.request(`/api/leads/${l.id}/notes/${noteId}`, { method: "DELETE", token: admin });
      expect(res.status, String(noteId)).toBe(404);
      expect(await res.json()).toEqual({ success: false, error: "Note not found" });
    }
    const unknownLead = await t.request(`/api/leads/2000000000/notes/${note.id}`, { method: "DELETE", token: admin });
    expect(await unknownLead.json()).toEqual({ success: false, error: "Lead not found" });

    const res = await t.request(`/api/leads/${l.id}/notes/${note.id}`, { method: "DELETE", token: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: "Note deleted" });
    expect((await get(`/api/leads/${l.id}`)).body.data.timeline.map((e: Json) => e.kind)).toEqual(["stage", "request"]);
    const [entry] = await auditOf(t, "inquiry.note_delete", l.id);
    expect(entry).toMatchObject({ user_id: adminId, details: { note_id: note.id, body: "Wrong customer, ignore.", written_by: TEST_MANAGER.name } });
    expect((await t.request(`/api/leads/${l.id}/notes/${note.id}`, { method: "DELETE", token: admin })).status).toBe(404);
  });
});

describe("POST /api/leads/:id/contacts", () => {
  it("records a call or a WhatsApp message (201) as a response", async () => {
    const l = await insertLead();
    const call = await post(`/api/leads/${l.id}/contacts`, { channel: "call" }, manager);
    expect(call.status).toBe(201);
    expect(call.body).toEqual({
      success: true,
      data: {
        id: expect.any(Number),
        kind: "call",
        at: expect.any(String),
        user: { id: managerId, name: TEST_MANAGER.name },
        body: "",
        summary: "Called",
        details: {},
      },
    });
    expect((await leadRow(l.id)).first_response_at?.toISOString()).toBe(call.body.data.at);
    const wa = await post(`/api/leads/${l.id}/contacts`, { channel: "whatsapp" });
    expect(wa.body.data).toMatchObject({ kind: "whatsapp", summary: "Sent a WhatsApp message" });
    expect((await auditOf(t, "inquiry.contact", l.id)).map((e) => e.details.channel)).toEqual(["whatsapp", "call"]);
    const bad = await post(`/api/leads/${l.id}/contacts`, { channel: "sms" });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ channel: "Choose call or WhatsApp" });
    expect((await post("/api/leads/2000000000/contacts", { channel: "call" })).status).toBe(404);
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

describe("the spec's /api/inquiries", () => {
  it("answers exactly the fields it did, whatever the lead desk changed", async () => {
    const { id } = await createInquiry(t, product.id);
    await post(`/api/leads/${id}/stage`, { stage: "won" });
    await post(`/api/leads/${id}/assign`, { user_id: managerId });
    const one = (await get(`/api/inquiries/${id}`)).body;
    expect(Object.keys(one).sort()).toEqual(["data", "success"]);
    expect(Object.keys(one.data).sort()).toEqual(INQUIRY_KEYS);
    const all = (await get("/api/inquiries?limit=3")).body;
    expect(Object.keys(all).sort()).toEqual(["data", "pagination", "success", "total_count"]);
    expect(Object.keys(all.data[0]).sort()).toEqual(INQUIRY_KEYS);
  });
});

describe("activity sentences of lead changes", () => {
  it("reads each change of a lead as a sentence naming the customer", async () => {
    const l = await insertLead({ name: "Ramesh Kumar" });
    const at = new Date("2030-11-24T04:30:00Z");
    await post(`/api/leads/${l.id}/stage`, { stage: "contacted" }, manager);
    await post(`/api/leads/${l.id}/assign`, { user_id: managerId }, manager);
    await post(`/api/leads/${l.id}/follow-up`, { at: at.toISOString() }, manager);
    const note = (await post(`/api/leads/${l.id}/notes`, { body: "Site in Pune." }, manager)).body.data;
    await post(`/api/leads/${l.id}/contacts`, { channel: "call" }, manager);
    await post(`/api/leads/${l.id}/contacts`, { channel: "whatsapp" }, manager);
    await post(`/api/leads/${l.id}/stage`, { stage: "lost", lost_reason: "price" }, manager);
    await post(`/api/leads/${l.id}/follow-up`, { at: null }, manager);
    await post(`/api/leads/${l.id}/assign`, { user_id: null }, manager);
    await t.request(`/api/leads/${l.id}/notes/${note.id}`, { method: "DELETE", token: admin });
    const res = await get(`/api/activity?kind=inquiries`);
    const mine = res.body.data.filter((e: Json) => e.summary.includes("Ramesh Kumar")).map((e: Json) => e.summary);
    const M = TEST_MANAGER.name;
    expect(mine.slice(0, 10)).toEqual([
      "Administrator deleted a note from the lead of Ramesh Kumar",
      `${M} unassigned ${M} from the lead of Ramesh Kumar`,
      `${M} cleared the follow-up of the lead of Ramesh Kumar`,
      `${M} moved the lead of Ramesh Kumar from Contacted to Lost (Price)`,
      `${M} sent a WhatsApp message to Ramesh Kumar`,
      `${M} called Ramesh Kumar`,
      `${M} added a note to the lead of Ramesh Kumar`,
      `${M} set a follow-up for the lead of Ramesh Kumar on 24 Nov 2030, 10:00 am`,
      `${M} assigned the lead of Ramesh Kumar to ${M}`,
      `${M} moved the lead of Ramesh Kumar from New to Contacted`,
    ]);
    expect(res.body.data.every((e: Json) => e.kind === "inquiries")).toBe(true);
  });

  it("reads entries without names or values", () => {
    const s = (action: string, details: Record<string, unknown> = {}) => activitySentence({ action, details, entityId: "42", actorName: "Priya Sharma" });
    expect(s("inquiry.stage")).toBe("Priya Sharma changed the stage of lead #42");
    expect(s("inquiry.stage", { name: "Asha", changes: { stage: { from: "lost", to: "lost" } }, lost_reason: "delivery-time" })).toBe(
      "Priya Sharma changed why the lead of Asha was lost to Delivery time",
    );
    expect(s("inquiry.assign")).toBe("Priya Sharma changed who works on lead #42");
    expect(s("inquiry.assign", { changes: { assigned_to: { from: null, to: null } } })).toBe("Priya Sharma unassigned lead #42");
    expect(s("inquiry.follow_up")).toBe("Priya Sharma changed the follow-up of lead #42");
    expect(s("inquiry.note")).toBe("Priya Sharma added a note to lead #42");
    expect(s("inquiry.contact", { channel: "call" })).toBe("Priya Sharma called the customer of lead #42");
  });
});

describe("the assignment e-mail", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let m: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    m = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "shop@test.example", PUBLIC_URL: "https://shop.example" });
  });
  afterAll(async () => {
    await smtp.close();
  });

  it("sends the request to the person it was assigned to, after the answer, with a link to the lead", async () => {
    const token = await m.login();
    const managerToken = await m.login(TEST_MANAGER.email, TEST_MANAGER.password);
    const me = ((await (await m.request("/api/auth/me", { token: managerToken })).json()) as Json).data;
    const p = (await (await m.request("/api/products")).json()) as Json;
    const inquiry = await createInquiry(m, p.data[0].id, { quantity: 750 });
    const res = await m.request(`/api/leads/${inquiry.id}/assign`, { method: "POST", token, json: { user_id: me.id } });
    expect(res.status).toBe(200);
    await m.services.notifier.settled();
    const mails = smtp.received.filter((x) => x.to.includes(TEST_MANAGER.email));
    expect(mails).toHaveLength(1);
    expect(mails[0].raw.replace(/\r\n[ \t]+/g, " ")).toMatch(/^Subject: Quote request assigned to you: .*\(750 Pieces\)/m);
    const text = mailText(mails[0].raw);
    expect(text).toContain("Administrator assigned this quote request to you.");
    expect(text).toContain(`Name: ${inquiry.name}`);
    expect(text).toContain("Mobile: +91 9123456780");
    expect(text).toContain(`Open the lead: https://shop.example/admin/inquiries/${inquiry.id}`);

    await m.request(`/api/leads/${inquiry.id}/assign`, { method: "POST", token, json: { user_id: null } });
    await m.request(`/api/leads/${inquiry.id}/assign`, { method: "POST", token, json: { user_id: me.id } });
    await m.request(`/api/leads/${inquiry.id}/assign`, { method: "POST", token, json: { user_id: me.id } });
    await m.services.notifier.settled();
    expect(smtp.received.filter((x) => x.to.includes(TEST_MANAGER.email))).toHaveLength(2);
  });
});
