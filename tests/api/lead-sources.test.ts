/**
 * Where a lead came from on the lead desk: the source filter, the source on GET /api/leads, a lead
 * and the CSV; POST /api/leads ("New lead", "Create lead" from a contact message) with its field
 * errors, permissions, audit entry and the same-customer rule; "Leads by source" from known data.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { inquiries } from "../../server/core/db/schema";
import { activitySentence } from "../../server/features/activity/activity";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { uniqueMobile, uniqueName } from "../helpers/unique";
import { TEST_MANAGER } from "../helpers/test-env";
import { auditOf, createInquiry, createMessage, createProduct } from "./_support";

let t: TestApp, admin: string, manager: string;
let product: Awaited<ReturnType<typeof createProduct>>;
beforeAll(async () => {
  ({ t, admin, manager } = await createStaffTestApp({ RATE_LIMIT_FORMS: "100" }));
  product = await createProduct(t, admin, { price: 40, category_name: "Paver Blocks" });
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const get = async (path: string, token = admin) => {
  const res = await t.request(path, { token });
  return { status: res.status, body: (await res.json()) as Json };
};
const post = async (json: unknown, token = manager) => {
  const res = await t.request("/api/leads", { method: "POST", json, token });
  return { status: res.status, body: (await res.json()) as Json };
};
const newLead = (over: Record<string, unknown> = {}) => ({
  name: uniqueName("Kiran"),
  country_code: "+91",
  mobile: uniqueMobile(),
  product_id: product.id,
  quantity: 800,
  unit: "Pieces",
  source: "phone",
  note: "Called from the site at Vapi; wants delivery next week",
  ...over,
});
const indiaNoon = (day: string) => new Date(`${day}T12:00:00+05:30`);
const eventsOf = async (id: number) =>
  (
    await t.services.db.execute<{ kind: string; body: string; user_id: number | null }>(
      sql`select kind, body, user_id from lead_events where inquiry_id = ${id} order by id`,
    )
  ).rows;

describe("the source on the lead desk", () => {
  it("filters the list by source, and the list, the lead and the CSV carry it", async () => {
    const day = "2022-03-09";
    const site = await createInquiry(t, product.id);
    const { body } = await post(newLead({ source: "walk_in" }));
    await t.services.db
      .update(inquiries)
      .set({ createdAt: indiaNoon(day) })
      .where(sql`${inquiries.id} in (${site.id}, ${body.data.id})`);
    const within = `from=${day}&to=${day}`;

    const walkIns = await get(`/api/leads?${within}&source=walk_in`);
    expect(walkIns.body.data.map((l: Json) => l.id)).toEqual([body.data.id]);
    expect(walkIns.body.data[0]).toMatchObject({ source: "walk_in", source_details: {} });
    const sites = await get(`/api/leads?${within}&source=website`);
    expect(sites.body.data.map((l: Json) => [l.id, l.source])).toEqual([[site.id, "website"]]);

    const bad = await get(`/api/leads?source=fax`);
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ source: "Choose a source from the list" });

    const csv = await (await t.request(`/api/leads/export?${within}&source=walk_in`, { token: admin })).text();
    const [head, row] = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(head.split(",").at(-1)).toBe('"Source"');
    expect(row.split(",").at(-1)).toBe('"Walk-in"');

    // The spec's answer of the quote requests stays as it is.
    const spec = await get("/api/inquiries?limit=1");
    expect(spec.body.data[0]).not.toHaveProperty("source");
  });

  it("shows every source a lead came through and the details a source gave", async () => {
    const mobile = uniqueMobile();
    const first = await post(newLead({ mobile, source: "phone" }));
    await t.services.db
      .update(inquiries)
      .set({ sourceDetails: { email: "kiran@example.com", city: "Vapi", queryType: "B" } })
      .where(eq(inquiries.id, first.body.data.id));
    const again = await post(newLead({ mobile, source: "whatsapp", note: "Any discount on 1000?" }));
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: true, message: "Added to the open lead as asked again", data: { id: first.body.data.id, asked_again: true } });
    const { body } = await get(`/api/leads/${first.body.data.id}`);
    expect(body.data).toMatchObject({ source: "phone", sources: ["phone", "whatsapp"], message_id: null, source_details: { city: "Vapi", queryType: "B" } });
    expect(body.data.timeline[0]).toMatchObject({ kind: "asked_again", summary: "Asked again on WhatsApp", body: "Any discount on 1000?" });
  });
});

describe("POST /api/leads", () => {
  it("answers 401 without a session and 403 while the password is temporary", async () => {
    expect((await t.request("/api/leads", { method: "POST", json: newLead() })).status).toBe(401);
    await t.services.db.execute(sql`update users set password_temporary_until = now() + interval '1 hour' where email = ${TEST_MANAGER.email}`);
    try {
      expect((await post(newLead())).status).toBe(403);
    } finally {
      await t.services.db.execute(sql`update users set password_temporary_until = null where email = ${TEST_MANAGER.email}`);
    }
  });

  it("refuses bad input naming each field, and stores nothing", async () => {
    const before = (await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from inquiries`)).rows[0].n;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: "" }, { name: "Please enter your name" }],
      [{ name: "R2D2" }, { name: "Name should only contain letters and spaces" }],
      [{ mobile: "12345" }, { mobile: "Enter a 10-digit mobile number" }],
      [{ mobile: "5123456789" }, { mobile: "Enter a valid Indian mobile number starting with 6, 7, 8, or 9" }],
      [{ country_code: "+999" }, { country_code: "Please choose a country code from the list" }],
      [{ product_id: undefined, product_name: " " }, { product_name: "Choose a product from the list or type its name" }],
      [{ quantity: 0 }, { quantity: "Please enter a valid quantity" }],
      [{ source: "fax" }, { source: "Choose where the lead came from" }],
      [{ source: "website" }, { source: "Choose where the lead came from" }],
      [{ message_id: 2_000_000_000, source: "website" }, { message_id: "Unknown message" }],
    ];
    for (const [over, fieldErrors] of cases) {
      const res = await post(newLead(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.fieldErrors, JSON.stringify(over)).toEqual(fieldErrors);
    }
    expect((await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from inquiries`)).rows[0].n).toBe(before);
  });

  it("makes a New lead with the note as its first entry and an audit entry, listed like any other", async () => {
    const input = newLead({ product_id: undefined, product_name: product.product_name.toUpperCase(), quantity: "1200", unit: "Square feet" });
    const res = await post(input);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: "Lead created", data: { id: expect.any(Number), created: true, asked_again: false } });
    const { body } = await get(`/api/leads/${res.body.data.id}`, manager);
    expect(body.data).toMatchObject({
      name: input.name,
      mobno: input.mobile,
      countryCode: "+91",
      product_id: product.id,
      product_name: product.product_name,
      category_name: "Paver Blocks",
      quantity: 1200,
      unit: "Square feet",
      stage: "new",
      source: "phone",
    });
    const managerId = (await get("/api/auth/me", manager)).body.data.id;
    expect(await eventsOf(res.body.data.id)).toEqual([{ kind: "note", body: input.note, user_id: managerId }]);
    const [entry] = await auditOf(t, "inquiry.create", res.body.data.id);
    expect(entry).toMatchObject({ user_id: managerId, details: { name: input.name, source: "phone", asked_again: false } });
    expect(activitySentence({ action: "inquiry.create", actorName: "Priya Sharma", entityId: "7", details: entry.details })).toBe(
      `Priya Sharma added the lead of ${input.name} (Phone call)`,
    );
    // Searchable, assignable and followed up like a quote request.
    expect((await get(`/api/leads?search=${input.mobile}`)).body.data.map((l: Json) => l.id)).toEqual([res.body.data.id]);
    const assign = await t.request(`/api/leads/${res.body.data.id}/assign`, { method: "POST", token: admin, json: { user_id: managerId } });
    expect(assign.status).toBe(200);
  });

  it("keeps a product the catalogue does not have as its name; a different product from the same number is a new lead", async () => {
    const mobile = uniqueMobile();
    const typed = await post(newLead({ mobile, product_id: undefined, product_name: "Hollow blocks 8 inch", note: "" }));
    expect(typed.status).toBe(201);
    const other = await post(newLead({ mobile }));
    expect(other.status).toBe(201);
    expect(other.body.data.id).not.toBe(typed.body.data.id);
    const lead = (await get(`/api/leads/${typed.body.data.id}`)).body.data;
    expect(lead).toMatchObject({ product_id: null, product_name: "Hollow blocks 8 inch", category_name: null });
    expect(await eventsOf(typed.body.data.id)).toEqual([]);
    expect(lead.earlier.map((e: Json) => e.id)).toEqual([other.body.data.id]);
  });

  it("makes a lead from a contact message once: the lead links the message and the message answers its lead", async () => {
    const message = await createMessage(t, { phone: uniqueMobile(), project_type: "Kerb stones" });
    expect((await get(`/api/contact/${message.id}`)).body.data.lead_id).toBeNull();
    const input = newLead({
      name: message.name,
      mobile: message.phone,
      product_id: undefined,
      product_name: message.project_type,
      source: "website",
      note: message.message,
      message_id: message.id,
    });
    const made = await post(input);
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    expect((await get(`/api/leads/${id}`)).body.data).toMatchObject({ source: "website", message_id: message.id, product_name: "Kerb stones" });
    expect((await get(`/api/contact/${message.id}`, manager)).body.data.lead_id).toBe(id);
    expect((await auditOf(t, "inquiry.create", id))[0].details).toMatchObject({ message_id: message.id, source: "website" });
    // Pressed again: the same lead, nothing new.
    const again = await post(input);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ id, created: false, asked_again: false });
    expect((await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from inquiries where message_id = ${message.id}`)).rows[0].n).toBe(1);
    expect(await auditOf(t, "inquiry.create", id)).toHaveLength(1);
    // The spec's list of messages answers as before.
    expect((await get(`/api/contact?search=${message.phone}`)).body.data[0]).not.toHaveProperty("lead_id");
  });
});

describe("leads by source", () => {
  /** A lead made at a time in May or June 2031 (no other test's leads are there), won with its value when `won`. */
  async function leadAt(iso: string, source: "website" | "phone" | "indiamart", quantity: number, won = false) {
    const [row] = await t.services.db
      .insert(inquiries)
      .values({
        productId: product.id,
        productName: product.product_name,
        name: uniqueName("Src"),
        mobile: uniqueMobile(),
        quantity,
        source,
        createdAt: new Date(iso),
      })
      .returning({ id: inquiries.id });
    if (won) {
      await t.services.db.update(inquiries).set({ stage: "won" }).where(eq(inquiries.id, row.id));
      await t.services.db.execute(
        sql`insert into lead_events (inquiry_id, kind, details, created_at) values (${row.id}, 'stage', '{"from":"quoted","to":"won"}'::jsonb, ${iso}::timestamptz)`,
      );
    }
  }

  it("counts this month's and last month's leads per source, the won ones, their value and the share won", async () => {
    await leadAt("2031-06-02T10:00:00+05:30", "phone", 100, true); // ₹4,000
    await leadAt("2031-06-03T10:00:00+05:30", "phone", 10);
    await leadAt("2031-06-03T10:00:00+05:30", "phone", 10);
    await leadAt("2031-06-01T00:00:00+05:30", "indiamart", 50, true); // the month's first moment in India: ₹2,000
    await leadAt("2031-05-31T23:59:00+05:30", "indiamart", 25, true); // last month: ₹1,000
    await leadAt("2031-05-10T10:00:00+05:30", "website", 5);
    await leadAt("2031-04-30T10:00:00+05:30", "website", 5); // before last month

    const d = await t.services.leadDashboard.figures(new Date("2031-06-15T12:00:00+05:30"));
    const rowOf = (i: number, source: string) => d.by_source[i].rows.find((r) => r.source === source);
    expect(d.by_source.map((m) => m.month)).toEqual(["2031-06-01", "2031-05-01"]);
    expect(d.by_source[0].rows.map((r) => r.source)).toEqual(["website", "indiamart", "tradeindia", "phone", "whatsapp", "walk_in", "referral", "other"]);
    expect(rowOf(0, "phone")).toEqual({ source: "phone", leads: 3, won: 1, won_value: "4000.00", share_won: 33.3 });
    expect(rowOf(0, "indiamart")).toEqual({ source: "indiamart", leads: 1, won: 1, won_value: "2000.00", share_won: 100 });
    expect(rowOf(0, "website")).toEqual({ source: "website", leads: 0, won: 0, won_value: "0.00", share_won: null });
    expect(rowOf(1, "indiamart")).toEqual({ source: "indiamart", leads: 1, won: 1, won_value: "1000.00", share_won: 100 });
    expect(rowOf(1, "website")).toEqual({ source: "website", leads: 1, won: 0, won_value: "0.00", share_won: 0 });
    // The chart's weeks split by source: the week of Monday 2 June 2031 has the three phone leads.
    const week = d.weekly.find((w) => w.week_start === "2031-06-02");
    expect(week?.by_source).toMatchObject({ phone: 3, indiamart: 0 });
    expect(d.weekly.find((w) => w.week_start === "2031-05-26")?.by_source).toMatchObject({ indiamart: 2, phone: 0 });
  });
});
