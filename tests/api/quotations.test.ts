/**
 * GST quotations (/api/quotations, and the customer's /api/q/:token): products' tax fields, the
 * financial-year numbering and new versions, drafts, sending by WhatsApp and by e-mail through a
 * real loopback SMTP server (the PDF attached), the lead moving to Quoted and Won, the customer's
 * view, acceptance and change requests, and the answers to bad input, missing rights and unknown ids.
 */
import net from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { financialYear } from "#schemas/quotations";
import { inquiries, quotations } from "../../server/core/db/schema";
import { createStaffTestApp, createTestApp, type TestApp } from "../helpers/app";
import { mailText, startSmtpCapture, type Mail } from "../helpers/smtp";
import { TEST_MANAGER } from "../helpers/test-env";
import { auditOf, createInquiry, createProduct, freshAddress, productInput } from "./_support";
import { addDays, indiaDay } from "#schemas/india-time";
import { uniqueName } from "../helpers/unique";
import { QUOTATION_CUSTOMER } from "../helpers/quotation-customer";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const PUBLIC_URL = "https://shop.test.example";
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: TestApp, admin: string, manager: string, managerId: number;
let product: Awaited<ReturnType<typeof createProduct>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  ({ t, admin, manager } = await createStaffTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: "shop@test.example",
    NOTIFY_EMAIL: "sales@test.example",
    PUBLIC_URL,
    RATE_LIMIT_FORMS: "200",
  }));
  managerId = ((await (await t.request("/api/auth/me", { token: manager })).json()) as Json).data.id;
  product = await createProduct(t, admin, { price: 45.5, hsn_code: "68101990", gst_rate: 12 });
});
afterAll(async () => {
  await t.services.notifier.settled();
  await smtp.close();
});

const today = () => indiaDay();
/** `token` null: no Authorization header (the customer, or a test of 401). */
const request = async (method: string, path: string, json?: unknown, token: string | null = admin, headers: Record<string, string> = {}) => {
  const res = await t.request(path, { method, token: token ?? undefined, headers, ...(json === undefined ? {} : { json }), address: freshAddress() });
  const type = res.headers.get("content-type") ?? "";
  return { status: res.status, res, body: (type.includes("json") ? await res.json() : {}) as Json };
};
const get = (path: string, token: string | null = admin, headers: Record<string, string> = {}) => request("GET", path, undefined, token, headers);
const post = (path: string, json?: unknown, token: string | null = admin, headers: Record<string, string> = {}) =>
  request("POST", path, json ?? {}, token, headers);

/** The body's one line, as it is sent and as the quotation keeps it. */
const line = () => ({
  product_id: product.id,
  description: "Zig-Zag Paver 60 mm",
  hsn: "6810",
  quantity: "1000",
  unit: "Piece",
  rate: "45.50",
  discount_pct: "5",
  gst_rate: 18,
});

/** A valid quotation body: a customer in Maharashtra (inter-state: IGST), one line. */
const body = (over: Json = {}): Json => ({
  ...QUOTATION_CUSTOMER,
  items: [line()],
  freight: { amount: "2500", hsn: "996511", gst_rate: 18 },
  valid_until: addDays(today(), 15),
  terms: "Payment 50% advance.",
  notes: "",
  ...over,
});

async function create(over: Json = {}, token = admin): Promise<Json> {
  const res = await post("/api/quotations", body(over), token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

/** Wait until a message matching `match` has arrived (notices are sent in the background). */
async function arrival(match: (m: Mail) => boolean, timeoutMs = 5000): Promise<Mail> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const found = smtp.received.find(match);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no matching e-mail within ${timeoutMs} ms; received: ${smtp.received.map((m) => m.to.join(",")).join(" | ")}`);
}

/** Moves a quotation's validity `days` days from today (a negative number: it has passed). */
const setValidUntil = (id: number, days: number) =>
  t.services.db
    .update(quotations)
    .set({ validUntil: addDays(today(), days) })
    .where(eq(quotations.id, id));
const tokenOf = (q: Json) => String(q.token_url).split("/q/")[1];
const leadOf = async (id: number) => (await get(`/api/leads/${id}`)).body.data;
const stageEvents = async (inquiryId: number) =>
  (await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from lead_events where inquiry_id = ${inquiryId} and kind = 'stage'`)).rows[0].n;

describe("product tax fields", () => {
  it("default to HSN 6810 and 18 % GST, and are stored when given", async () => {
    const plain = await createProduct(t, admin);
    expect(plain).toMatchObject({ hsn_code: "6810", gst_rate: 18 });
    const given = await createProduct(t, admin, { hsn_code: "681091", gst_rate: "12" });
    expect(given).toMatchObject({ hsn_code: "681091", gst_rate: 12 });
    const read = await get(`/api/admin/products/${given.id}`);
    expect(read.body.data).toMatchObject({ hsn_code: "681091", gst_rate: 12 });
  });

  it("refuses an HSN code that is not 4, 6 or 8 digits and a rate outside 0, 5, 12, 18, 28", async () => {
    const bad = await post("/api/products", productInput({ hsn_code: "68101", gst_rate: 15 }));
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({ hsn_code: "HSN code must be 4, 6 or 8 digits", gst_rate: "GST rate must be 0, 5, 12, 18 or 28 %" });
    const p = await createProduct(t, admin);
    const patched = await request("PATCH", `/api/products/${p.id}`, { gst_rate: 5, hsn_code: "7308" });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ gst_rate: 5, hsn_code: "7308" });
    const [audited] = await auditOf(t, "product.update", p.id);
    expect(audited.details.changes).toEqual({ hsn_code: { from: "6810", to: "7308" }, gst_rate: { from: 18, to: 5 } });
    const activity = (await get("/api/activity")).body.data.find((e: Json) => e.action === "product.update");
    expect(activity.summary).toContain(`changed the HSN code of ${p.product_name} from 6810 to 7308 and the GST rate from 18 % to 5 %`);
    const refused = await request("PATCH", `/api/products/${p.id}`, { hsn_code: "12" });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ hsn_code: "HSN code must be 4, 6 or 8 digits" });
    expect((await request("PATCH", `/api/products/${p.id}`, { gst_rate: 3 })).body.fieldErrors).toEqual({ gst_rate: "GST rate must be 0, 5, 12, 18 or 28 %" });
  });
});

describe("financial year", () => {
  it("runs 1 April to 31 March in India time", () => {
    expect(financialYear(new Date("2027-03-31T23:59:59+05:30"))).toBe("2026-27");
    expect(financialYear(new Date("2027-04-01T00:00:00+05:30"))).toBe("2027-28");
    // 31 March 20:00 UTC is already 1 April in India.
    expect(financialYear(new Date("2027-03-31T20:00:00Z"))).toBe("2027-28");
    expect(financialYear(new Date("2026-11-23T12:00:00+05:30"))).toBe("2026-27");
    expect(financialYear(new Date("2099-06-01T12:00:00+05:30"))).toBe("2099-00");
  });

  it("numbers each year from 0001: a quotation made on 31 March 2027 is 2026-27's, one on 1 April 2027 is 2027-28's first", async () => {
    const input = (await import("#schemas/quotations")).quotationInput.parse(body());
    const actor = { id: managerId };
    const march = await t.services.quotations.create(input, actor, { now: new Date("2027-03-31T23:30:00+05:30") });
    const april = await t.services.quotations.create(input, actor, { now: new Date("2027-04-01T00:10:00+05:30") });
    const next = await t.services.quotations.create(input, actor, { now: new Date("2027-05-01T10:00:00+05:30") });
    if (typeof march === "string" || typeof april === "string" || typeof next === "string") throw new Error("not created");
    expect(march.number).toMatch(/^QT\/2026-27\/\d{4}$/);
    expect(march.fy).toBe("2026-27");
    expect(april.number).toBe("QT/2027-28/0001");
    expect(april.fy).toBe("2027-28");
    expect(next.number).toBe("QT/2027-28/0002");
    expect(april.created_at).toBe(new Date("2027-04-01T00:10:00+05:30").toISOString());
  });
});

describe("POST /api/quotations", () => {
  it("creates a numbered draft with its totals, the seller's snapshot and the customer's link", async () => {
    const res = await post("/api/quotations", body());
    expect(res.status).toBe(201);
    const q = res.body.data;
    expect(res.body.message).toBe(`Quotation ${q.number} created`);
    expect(q.number).toMatch(new RegExp(`^QT/${financialYear(new Date())}/\\d{4}$`));
    expect(q).toMatchObject({
      status: "draft",
      revision: 0,
      base_id: null,
      inquiry_id: null,
      customer_name: "Ravi Patil",
      company: "Patil Constructions",
      state_code: "27",
      state_name: "Maharashtra",
      customer_gstin: null,
      phone: "9876543210",
      valid_until: addDays(today(), 15),
      terms: "Payment 50% advance.",
      freight: { amount: "2500.00", hsn: "996511", gst_rate: 18 },
      sent_at: null,
      viewed_at: null,
      accepted_at: null,
    });
    expect(q.items).toEqual([line()]);
    // 1000 × 45.50 = 45,500.00 less 5 % = 43,225.00; freight 2,500.00; IGST 18 % of 45,725.00 = 8,230.50; 53,955.50 → 53,956.00.
    expect(q.totals).toMatchObject({
      intra_state: false,
      subtotal: "43225.00",
      taxable_total: "45725.00",
      igst_total: "8230.50",
      cgst_total: "0.00",
      tax_total: "8230.50",
      round_off: "0.50",
      grand_total: "53956.00",
    });
    expect(q.grand_total).toBe("53956.00");
    expect(q.seller).toMatchObject({ state_code: "24", gstin: expect.stringMatching(/^24/) });
    expect(q.token_url).toMatch(new RegExp(`^${PUBLIC_URL}/q/[A-Za-z0-9_-]{32}$`));
    expect((await auditOf(t, "quotation.create", q.id))[0]).toMatchObject({ details: { number: q.number, grand_total: "53956.00" } });
    const summaries = (await get("/api/activity")).body.data.map((e: Json) => e.summary);
    expect(summaries).toContain(`Administrator created quotation ${q.number} for Ravi Patil`);
  });

  it("taxes a customer in the seller's state as CGST + SGST, and a manager may create", async () => {
    const q = await create({ state_code: "24", freight: null }, manager);
    expect(q.totals).toMatchObject({ intra_state: true, cgst_total: "3890.25", sgst_total: "3890.25", igst_total: "0.00", grand_total: "51006.00" });
    expect(q.freight).toBeNull();
  });

  it("takes the default terms when none are sent", async () => {
    const { terms: _terms, ...rest } = body();
    const res = await post("/api/quotations", rest);
    expect(res.status).toBe(201);
    expect(res.body.data.terms).toBe((await get("/api/quotations/defaults")).body.data.terms);
  });

  it("names each wrong field by its path", async () => {
    const cases: [Json, string, string][] = [
      [{ items: [] }, "items", "Add at least one item"],
      [{ items: [{ ...body().items[0], quantity: "0" }] }, "items.0.quantity", "Quantity must be more than 0"],
      [{ items: [body().items[0], { ...body().items[0], hsn: "12" }] }, "items.1.hsn", "HSN code must be 4, 6 or 8 digits"],
      [{ items: [{ ...body().items[0], description: " " }] }, "items.0.description", "Description is required"],
      [{ items: [{ ...body().items[0], discount_pct: "101" }] }, "items.0.discount_pct", "Discount must be from 0 to 100 %"],
      [{ items: [{ ...body().items[0], gst_rate: 10 }] }, "items.0.gst_rate", "GST rate must be 0, 5, 12, 18 or 28 %"],
      [{ items: [{ ...body().items[0], rate: "-1" }] }, "items.0.rate", "Rate must be 0 or more, with at most 2 decimals"],
      [{ freight: { amount: "abc", hsn: "996511", gst_rate: 18 } }, "freight.amount", "Freight must be 0 or more, with at most 2 decimals"],
      [{ customer_name: "" }, "customer_name", "Customer name is required"],
      [{ billing_address: "" }, "billing_address", "Billing address is required"],
      [{ state_code: "99" }, "state_code", "Choose the customer's state"],
      [{ phone: "12345" }, "phone", "Enter a 10-digit mobile number"],
      [{ email: "not-an-address" }, "email", "Enter a valid e-mail address or leave it empty"],
      [{ valid_until: addDays(today(), -1) }, "valid_until", "Validity must be today or later"],
      [{ customer_gstin: "27AAPFU0939F1Z" }, "customer_gstin", "GSTIN must be 15 characters"],
      [{ customer_gstin: "27AAPFU0939F1ZX" }, "customer_gstin", "GSTIN check digit does not match"],
      [{ customer_gstin: "24AAPFU0939F1Z1", state_code: "27" }, "customer_gstin", "GSTIN's state code does not match the chosen state"],
    ];
    for (const [over, field, message] of cases) {
      const res = await post("/api/quotations", body(over));
      expect(res.status, field).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.fieldErrors[field], field).toBe(message);
    }
    // Several mistakes at once: each is named.
    const many = await post("/api/quotations", body({ customer_name: "", phone: "1", items: [{ ...body().items[0], quantity: "-2", unit: "" }] }));
    expect(many.body.fieldErrors).toMatchObject({
      customer_name: "Customer name is required",
      phone: "Enter a 10-digit mobile number",
      "items.0.quantity": expect.any(String),
      "items.0.unit": "Unit is required",
    });
  });

  it("accepts a GSTIN of the chosen state with a valid check digit", async () => {
    const q = await create({ customer_gstin: "27aapfu0939f1zv" });
    expect(q.customer_gstin).toBe("27AAPFU0939F1ZV");
  });

  it("refuses an unknown lead, without a token, and a body that is not JSON", async () => {
    const gone = await post("/api/quotations", body({ inquiry_id: 2_000_000_000 }));
    expect(gone.status).toBe(400);
    expect(gone.body.fieldErrors).toEqual({ inquiry_id: "This lead no longer exists" });
    expect((await post("/api/quotations", body(), null)).status).toBe(401);
    const res = await t.request("/api/quotations", { method: "POST", token: admin, body: "x", headers: { "content-type": "text/plain" } });
    expect(res.status).toBe(415);
  });
});

describe("GET /api/quotations and /api/quotations/:id", () => {
  it("answers one quotation, 404 for an unknown or impossible id, 401 without a token", async () => {
    const q = await create();
    const one = await get(`/api/quotations/${q.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(q);
    const unknown = await get("/api/quotations/2000000000");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("Quotation not found");
    expect((await get("/api/quotations/abc")).status).toBe(404);
    expect((await get(`/api/quotations/${q.id}`, null)).status).toBe(401);
  });

  it("lists newest first with the filters: status (expired worked out), search and days", async () => {
    const name = uniqueName("Listme");
    const a = await create({ customer_name: name });
    const b = await create({ customer_name: name, company: "Kaveri Infra" });
    const search = await get(`/api/quotations?search=${encodeURIComponent(name)}`);
    expect(search.status).toBe(200);
    expect(search.body.data.map((q: Json) => q.id)).toEqual([b.id, a.id]);
    expect(search.body.pagination).toMatchObject({ page: 1, limit: 20, total: 2, totalPages: 1 });
    expect(Object.keys(search.body.data[0]).sort()).toEqual(
      ["company", "created_at", "customer_name", "grand_total", "id", "inquiry_id", "number", "status", "valid_until"].sort(),
    );
    expect((await get(`/api/quotations?search=${encodeURIComponent(`${name} kaveri`)}`)).body.data.map((q: Json) => q.id)).toEqual([b.id]);
    expect((await get(`/api/quotations?search=${encodeURIComponent(a.number)}`)).body.data.map((q: Json) => q.id)).toEqual([a.id]);
    // a's validity passes: it is answered as expired, and found under that status only.
    await setValidUntil(a.id, -1);
    const expired = await get(`/api/quotations?status=expired&search=${encodeURIComponent(name)}`);
    expect(expired.body.data.map((q: Json) => [q.id, q.status])).toEqual([[a.id, "expired"]]);
    expect((await get(`/api/quotations?status=draft&search=${encodeURIComponent(name)}`)).body.data.map((q: Json) => q.id)).toEqual([b.id]);
    expect((await get(`/api/quotations/${a.id}`)).body.data.status).toBe("expired");
    expect((await get(`/api/quotations?from=2001-01-01&to=2001-01-02&search=${encodeURIComponent(name)}`)).body.data).toEqual([]);
    expect((await get(`/api/quotations?from=${today()}&to=${today()}&search=${encodeURIComponent(name)}`)).body.data).toHaveLength(2);
    const bad = await get("/api/quotations?status=lost&from=2026-02-30");
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({ status: "Choose a status from the list", from: "Enter the first day as YYYY-MM-DD" });
  });
});

describe("PATCH /api/quotations/:id", () => {
  it("changes a draft (lines replaced, totals again, its lead kept when not sent) and refuses once it is sent", async () => {
    const lead = await createInquiry(t, product.id);
    const q = await create({ inquiry_id: lead.id });
    const res = await request(
      "PATCH",
      `/api/quotations/${q.id}`,
      body({ state_code: "24", items: [{ ...body().items[0], quantity: "10.5", discount_pct: "0" }] }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(`Quotation ${q.number} saved`);
    expect(res.body.data.inquiry_id).toBe(lead.id);
    expect(res.body.data.number).toBe(q.number);
    expect(res.body.data.items).toHaveLength(1);
    expect(res.body.data.items[0].quantity).toBe("10.5");
    expect(res.body.data.totals.intra_state).toBe(true);
    expect((await auditOf(t, "quotation.update", q.id))[0].details).toMatchObject({ changes: { state: { from: "Maharashtra", to: "Gujarat" } } });
    const invalid = await request("PATCH", `/api/quotations/${q.id}`, body({ items: [{ ...body().items[0], quantity: "0" }] }));
    expect(invalid.status).toBe(400);
    expect(invalid.body.fieldErrors).toEqual({ "items.0.quantity": "Quantity must be more than 0" });
    expect((await post(`/api/quotations/${q.id}/send`, { channel: "whatsapp" })).status).toBe(200);
    const refused = await request("PATCH", `/api/quotations/${q.id}`, body());
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("Only a draft can be changed; make a new version instead");
    expect((await request("PATCH", "/api/quotations/2000000000", body())).status).toBe(404);
  });
});

describe("defaults", () => {
  it("answers the default terms, 15 days, the seller and the states; only an admin changes the terms", async () => {
    const d = await get("/api/quotations/defaults", manager);
    expect(d.status).toBe(200);
    expect(d.body.data).toMatchObject({ valid_days: 15, seller: { state_code: "24", state_name: "Gujarat" } });
    expect(d.body.data.terms.length).toBeGreaterThan(10);
    expect(d.body.data.states).toContainEqual({ code: "27", name: "Maharashtra" });
    const refused = await request("PUT", "/api/quotations/defaults", { terms: "Manager's terms" }, manager);
    expect(refused.status).toBe(403);
    const saved = await request("PUT", "/api/quotations/defaults", { terms: "1. Prices ex-works Surat." });
    expect(saved.status).toBe(200);
    expect(saved.body.data.terms).toBe("1. Prices ex-works Surat.");
    expect((await get("/api/quotations/defaults", manager)).body.data.terms).toBe("1. Prices ex-works Surat.");
    const audited = await t.services.db.execute<{ details: Json }>(
      sql`select details from audit_log where action = 'quotation.terms' order by id desc limit 1`,
    );
    expect(audited.rows[0].details).toMatchObject({ changes: { terms: { to: "1. Prices ex-works Surat." } } });
    const tooLong = await request("PUT", "/api/quotations/defaults", { terms: "x".repeat(4001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fieldErrors.terms).toMatch(/under 4000/);
  });

  it("fills a new quotation from a lead: its customer and product (HSN, rate, price), 15 days, the terms", async () => {
    const lead = await createInquiry(t, product.id, { quantity: 750 });
    const res = await get(`/api/quotations/new-from-inquiry/${lead.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      inquiry_id: lead.id,
      customer_name: lead.name,
      country_code: "+91",
      phone: lead.mobile,
      valid_until: addDays(today(), 15),
      items: [{ product_id: product.id, description: product.product_name, hsn: "68101990", gst_rate: 12, quantity: "750", unit: "Pieces", rate: "45.50" }],
    });
    const missing = await get("/api/quotations/new-from-inquiry/2000000000");
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe("Lead not found");
  });
});

describe("POST /api/quotations/:id/send", () => {
  it("on WhatsApp: marks it sent, answers the wa.me link and moves the lead to Quoted with the quotation on its timeline", async () => {
    const lead = await createInquiry(t, product.id, { mobile: "9000012345" });
    const q = await create({ inquiry_id: lead.id, phone: "9000012345" });
    const res = await post(`/api/quotations/${q.id}/send`, { channel: "whatsapp" }, manager);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`Quotation ${q.number} marked as sent on WhatsApp`);
    expect(res.body.data.status).toBe("sent");
    expect(res.body.data.sent_at).toEqual(expect.any(String));
    const href = new URL(res.body.whatsapp_href);
    expect(href.origin + href.pathname).toBe("https://wa.me/919000012345");
    expect(href.searchParams.get("text")).toContain(q.token_url);
    const l = await leadOf(lead.id);
    expect(l.stage).toBe("quoted");
    expect(l.timeline.slice(0, 2).map((e: Json) => e.summary)).toEqual(expect.arrayContaining([`Quotation ${q.number} sent`, "Moved from New to Quoted"]));
    expect(l.timeline.find((e: Json) => e.kind === "quotation")).toMatchObject({ user: { id: managerId }, details: { number: q.number, quotation_id: q.id } });
    const [row] = await t.services.db.select().from(inquiries).where(eq(inquiries.id, lead.id));
    expect(row.firstResponseAt).toBeInstanceOf(Date);
    expect((await auditOf(t, "quotation.send", q.id))[0]).toMatchObject({ user_id: managerId, details: { channel: "whatsapp" } });
    expect((await auditOf(t, "inquiry.stage", lead.id))[0].details).toMatchObject({ changes: { stage: { from: "new", to: "quoted" } } });
    // Sent again: another timeline row, the stage stays.
    expect((await post(`/api/quotations/${q.id}/send`, { channel: "whatsapp" })).status).toBe(200);
    expect(await stageEvents(lead.id)).toBe(1);
  });

  it("by e-mail: needs the customer's address, then mails the PDF and the link through SMTP", async () => {
    const noEmail = await create();
    const refused = await post(`/api/quotations/${noEmail.id}/send`, { channel: "email" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: "Add the customer's e-mail first", fieldErrors: { email: "Add the customer's e-mail first" } });
    expect((await get(`/api/quotations/${noEmail.id}`)).body.data.status).toBe("draft");

    const q = await create({ email: "buyer@customer.example" });
    const res = await post(`/api/quotations/${q.id}/send`, { channel: "email" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(`Quotation ${q.number} sent to buyer@customer.example`);
    expect(res.body.data.status).toBe("sent");
    expect(res.body).not.toHaveProperty("whatsapp_href");
    const mail = await arrival((m) => m.to.includes("buyer@customer.example"));
    expect(mail.from).toBe("shop@test.example");
    expect(mail.raw).toMatch(new RegExp(`^Subject: Quotation ${q.number.replace(/\//g, "\\/")} from `, "m"));
    expect(mail.raw).toMatch(/^Reply-To: .*admin@test\.example/m);
    const fileName = `${q.number.replace(/\//g, "-")}.pdf`;
    expect(mail.raw).toContain(fileName);
    expect(mail.raw).toMatch(/Content-Type: application\/pdf/i);
    // The attachment is a PDF.
    const part = mail.raw.slice(mail.raw.search(/Content-Type: application\/pdf/i));
    const base64 = part.slice(part.indexOf("\r\n\r\n") + 4, part.indexOf("\r\n--"));
    expect(Buffer.from(base64.replace(/\s+/g, ""), "base64").subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(mailText(mail.raw.slice(0, mail.raw.search(/Content-Type: application\/pdf/i)))).toContain(q.token_url);
  });

  it("refuses without SMTP, for an unknown channel or quotation, and an accepted or declined one", async () => {
    const noMail = await createTestApp();
    const token = await noMail.login();
    const made = await noMail.request("/api/quotations", {
      method: "POST",
      token,
      json: body({ email: "x@customer.example", items: [{ ...body().items[0], product_id: null }] }),
    });
    const id = ((await made.json()) as Json).data.id;
    const res = await noMail.request(`/api/quotations/${id}/send`, { method: "POST", token, json: { channel: "email" } });
    expect(res.status).toBe(409);
    expect(((await res.json()) as Json).error).toBe("E-mail is not set up on this server");

    // A mail server that cannot be reached: 502, and nothing recorded as sent.
    const closed = net.createServer();
    const deadPort = await new Promise<number>((resolve) => closed.listen(0, "127.0.0.1", () => resolve((closed.address() as net.AddressInfo).port)));
    await new Promise((resolve) => closed.close(resolve));
    const deadMail = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${deadPort}` });
    const deadToken = await deadMail.login();
    const pending = await deadMail.request("/api/quotations", {
      method: "POST",
      token: deadToken,
      json: body({ email: "x@customer.example", items: [{ ...body().items[0], product_id: null }] }),
    });
    const pendingId = ((await pending.json()) as Json).data.id;
    const failed = await deadMail.request(`/api/quotations/${pendingId}/send`, { method: "POST", token: deadToken, json: { channel: "email" } });
    expect(failed.status).toBe(502);
    expect(((await failed.json()) as Json).error).toBe("The e-mail could not be sent. Please try again.");
    expect(((await (await deadMail.request(`/api/quotations/${pendingId}`, { token: deadToken })).json()) as Json).data.status).toBe("draft");

    const q = await create();
    const bad = await post(`/api/quotations/${q.id}/send`, { channel: "fax" });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ channel: "Choose e-mail or WhatsApp" });
    expect((await post("/api/quotations/2000000000/send", { channel: "whatsapp" })).status).toBe(404);
    expect((await post(`/api/quotations/${q.id}/decline`)).body.data.status).toBe("declined");
    const declined = await post(`/api/quotations/${q.id}/send`, { channel: "whatsapp" });
    expect(declined.status).toBe(409);
    expect(declined.body.error).toBe("This quotation was declined; make a new version instead");
  });
});

describe("new versions, declining and the PDF", () => {
  it("makes -R1, -R2 … drafts of the original, numbered from the latest version", async () => {
    const q = await create();
    const r1 = await post(`/api/quotations/${q.id}/revise`, {}, manager);
    expect(r1.status).toBe(201);
    expect(r1.body.message).toBe(`New version ${q.number}-R1 created`);
    expect(r1.body.data).toMatchObject({ number: `${q.number}-R1`, revision: 1, base_id: q.id, status: "draft", fy: q.fy, grand_total: q.grand_total });
    expect(r1.body.data.items).toEqual(q.items);
    expect(r1.body.data.token_url).not.toBe(q.token_url);
    const r2 = await post(`/api/quotations/${r1.body.data.id}/revise`);
    expect(r2.body.data).toMatchObject({ number: `${q.number}-R2`, revision: 2, base_id: q.id });
    const r3 = await post(`/api/quotations/${q.id}/revise`);
    expect(r3.body.data.number).toBe(`${q.number}-R3`);
    expect((await auditOf(t, "quotation.revise", r1.body.data.id))[0].details).toMatchObject({ from: q.number });
    expect((await post("/api/quotations/2000000000/revise")).status).toBe(404);
  });

  it("marks a quotation declined, audited; an accepted one cannot be", async () => {
    const q = await create();
    const res = await post(`/api/quotations/${q.id}/decline`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`Quotation ${q.number} marked declined`);
    expect(res.body.data).toMatchObject({ status: "declined", declined_at: expect.any(String) });
    expect((await auditOf(t, "quotation.decline", q.id)).length).toBe(1);
    expect((await post("/api/quotations/2000000000/decline")).status).toBe(404);
  });

  it("answers the PDF inline under the quotation's number", async () => {
    const q = await create();
    const res = await t.request(`/api/quotations/${q.id}/pdf`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="${q.number.replace(/\//g, "-")}.pdf"`);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString("latin1"),
    ).toBe("%PDF-");
    expect((await t.request("/api/quotations/2000000000/pdf", { token: admin })).status).toBe(404);
    expect((await t.request(`/api/quotations/${q.id}/pdf`)).status).toBe(401);
  });
});

describe("the customer's link /api/q/:token", () => {
  const BROWSER = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

  it("shows the quotation without ids or link; the customer's view marks it viewed, a bot's or staff's does not", async () => {
    const q = await create();
    await post(`/api/quotations/${q.id}/send`, { channel: "whatsapp" });
    const token = tokenOf(q);
    const bot = await get(`/api/q/${token}`, null, { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    expect(bot.status).toBe(200);
    expect(bot.res.headers.get("x-robots-tag")).toBe("noindex");
    expect(bot.body.data).not.toHaveProperty("id");
    expect(bot.body.data).not.toHaveProperty("token_url");
    expect(bot.body.data).not.toHaveProperty("inquiry_id");
    expect(bot.body.data).toMatchObject({ number: q.number, status: "sent", expired: false, grand_total: q.grand_total, seller: q.seller });
    expect((await get(`/api/q/${token}`, admin, { "user-agent": BROWSER })).body.data.status).toBe("sent");
    expect((await get(`/api/quotations/${q.id}`)).body.data.viewed_at).toBeNull();
    const seen = await get(`/api/q/${token}`, null, { "user-agent": BROWSER });
    expect(seen.body.data.status).toBe("viewed");
    const after = (await get(`/api/quotations/${q.id}`)).body.data;
    expect(after.status).toBe("viewed");
    expect(after.viewed_at).toEqual(expect.any(String));
  });

  it("answers 404 for a draft's link (not sent yet), as for an unknown token", async () => {
    const q = await create();
    expect((await get(`/api/q/${tokenOf(q)}`, null, { "user-agent": BROWSER })).status).toBe(404);
    expect((await get(`/api/quotations/${q.id}`)).body.data.status).toBe("draft");
    const unknown = await get(`/api/q/${"A".repeat(32)}`, null);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("Quotation not found");
    expect((await get("/api/q/short", null)).status).toBe(404);
    expect((await t.request(`/api/q/${"B".repeat(32)}/pdf`)).status).toBe(404);
  });

  it("downloads the PDF, also once expired", async () => {
    const q = await create();
    await post(`/api/quotations/${q.id}/send`, { channel: "whatsapp" });
    await setValidUntil(q.id, -3);
    const res = await t.request(`/api/q/${tokenOf(q)}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect((await get(`/api/q/${tokenOf(q)}`, null)).body.data).toMatchObject({ status: "expired", expired: true });
  });

  it("accepts with the quotation's mobile number only: the quotation Accepted, the lead Won, staff told; again answers the same", async () => {
    const lead = await createInquiry(t, product.id, { mobile: "9000054321" });
    await post(`/api/leads/${lead.id}/assign`, { user_id: managerId });
    const q = await create({ inquiry_id: lead.id, phone: "90000 54321" });
    await post(`/api/quotations/${q.id}/send`, { channel: "whatsapp" });
    const token = tokenOf(q);
    const wrong = await post(`/api/q/${token}/accept`, { name: "Ravi Patil", mobile: "9000000000" }, null);
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual({ mobile: "This mobile number does not match the quotation" });
    const invalid = await post(`/api/q/${token}/accept`, { name: "", mobile: "12" }, null);
    expect(invalid.status).toBe(400);
    expect(invalid.body.fieldErrors).toEqual({ name: "Enter your name", mobile: "Enter a 10-digit mobile number" });

    const message = `Thank you! Your acceptance of ${q.number} has been sent to ${q.seller.name}.`;
    const ok = await post(`/api/q/${token}/accept`, { name: "Ravi Patil", mobile: "9000054321", delivery_note: "Deliver to site gate 2" }, null, {
      "idempotency-key": `accept-${q.id}-key`,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toEqual({ success: true, message });
    const accepted = (await get(`/api/quotations/${q.id}`)).body.data;
    expect(accepted).toMatchObject({
      status: "accepted",
      accepted_name: "Ravi Patil",
      delivery_note: "Deliver to site gate 2",
      accepted_at: expect.any(String),
    });
    const l = await leadOf(lead.id);
    expect(l.stage).toBe("won");
    expect(l.timeline[0]).toMatchObject({ kind: "stage", user: null, summary: "Moved from Quoted to Won" });
    expect((await auditOf(t, "quotation.accept", q.id))[0]).toMatchObject({ user_id: null, details: { number: q.number, name: "Ravi Patil" } });
    const toOwner = await arrival((m) => m.to.includes(TEST_MANAGER.email) && m.raw.includes(q.number));
    expect(toOwner.raw).toMatch(/^Subject: Quotation .* accepted by Ravi Patil/m);
    expect(mailText(toOwner.raw)).toContain("Deliver to site gate 2");
    await arrival((m) => m.to.includes("sales@test.example") && /accepted by/.test(m.raw) && m.raw.includes(q.number));

    // Again: the same answer, nothing done twice; the same key replays.
    const again = await post(`/api/q/${token}/accept`, { name: "Ravi Patil", mobile: "9000054321" }, null);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: true, message });
    const replay = await post(`/api/q/${token}/accept`, { name: "Ravi Patil", mobile: "9000054321", delivery_note: "Deliver to site gate 2" }, null, {
      "idempotency-key": `accept-${q.id}-key`,
    });
    expect(replay.status).toBe(200);
    expect(replay.res.headers.get("idempotent-replayed")).toBe("true");
    expect(await stageEvents(lead.id)).toBe(2); // new → quoted, quoted → won
    expect((await auditOf(t, "quotation.accept", q.id)).length).toBe(1);
    // An accepted quotation cannot be declined or changed.
    expect((await post(`/api/quotations/${q.id}/decline`)).status).toBe(409);
    expect((await request("PATCH", `/api/quotations/${q.id}`, body())).status).toBe(409);
  });

  it("accepts a customer outside India with a number of their country code's length; another length is a 400 naming the field", async () => {
    for (const [countryCode, phone, length] of [
      ["+971", "501234567", 9],
      ["+44", "7700900123", 10],
    ] as const) {
      const q = await create({ country_code: countryCode, phone });
      await post(`/api/quotations/${q.id}/send`, { channel: "whatsapp" });
      const token = tokenOf(q);
      const short = await post(`/api/q/${token}/accept`, { name: "Omar Haddad", mobile: phone.slice(0, -1) }, null);
      expect(short.status, countryCode).toBe(400);
      expect(short.body.fieldErrors, countryCode).toEqual({ mobile: `Enter a ${length}-digit mobile number` });
      const long = await post(`/api/q/${token}/accept`, { name: "Omar Haddad", mobile: `${phone}1` }, null);
      expect(long.status, countryCode).toBe(400);
      expect(long.body.fieldErrors, countryCode).toEqual({ mobile: `Enter a ${length}-digit mobile number` });
      const ok = await post(`/api/q/${token}/accept`, { name: "Omar Haddad", mobile: phone }, null);
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect((await get(`/api/quotations/${q.id}`)).body.data).toMatchObject({ status: "accepted", accepted_name: "Omar Haddad" });
    }
  });

  it("takes a quotation's number of its country code's length only: a +971 number of 10 digits, an Indian one starting with 5, other codes by E.164", async () => {
    const uae = await post("/api/quotations", body({ country_code: "+971", phone: "0501234567" }));
    expect(uae.status).toBe(400);
    expect(uae.body.fieldErrors).toMatchObject({ phone: "Enter a 9-digit mobile number" });
    const india = await post("/api/quotations", body({ phone: "5123456789" }));
    expect(india.status).toBe(400);
    expect(india.body.fieldErrors).toMatchObject({ phone: "Enter a valid Indian mobile number starting with 6, 7, 8, or 9" });
    const germany = await post("/api/quotations", body({ country_code: "+49", phone: "15123456789012" }));
    expect(germany.status).toBe(400);
    expect(germany.body.fieldErrors).toMatchObject({ phone: "Enter a phone number of 6 to 13 digits" });
    expect((await post("/api/quotations", body({ country_code: "+49", phone: "15123456789" }))).status).toBe(201);
  });

  it("refuses to accept an expired quotation (410) or a declined one (409), and an unknown link (404)", async () => {
    const q = await create();
    await post(`/api/quotations/${q.id}/send`, { channel: "whatsapp" });
    await setValidUntil(q.id, -1);
    const expired = await post(`/api/q/${tokenOf(q)}/accept`, { name: "Ravi", mobile: "9876543210" }, null);
    expect(expired.status).toBe(410);
    expect(expired.body.error).toBe("This quotation has expired");
    const d = await create();
    await post(`/api/quotations/${d.id}/decline`);
    expect((await post(`/api/q/${tokenOf(d)}/accept`, { name: "Ravi", mobile: "9876543210" }, null)).status).toBe(409);
    expect((await post(`/api/q/${"C".repeat(32)}/accept`, { name: "Ravi", mobile: "9876543210" }, null)).status).toBe(404);
  });

  it("takes a change request onto the lead's timeline and tells staff", async () => {
    const lead = await createInquiry(t, product.id);
    const q = await create({ inquiry_id: lead.id });
    await post(`/api/quotations/${q.id}/send`, { channel: "whatsapp" });
    const empty = await post(`/api/q/${tokenOf(q)}/changes`, { message: " " }, null);
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors).toEqual({ message: "Tell us what to change" });
    const res = await post(`/api/q/${tokenOf(q)}/changes`, { message: "Please quote for 1500 pieces instead." }, null);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: "Your request has been sent. We will get back to you soon." });
    const note = (await leadOf(lead.id)).timeline[0];
    expect(note).toMatchObject({ kind: "note", user: null, body: "Change request from the customer: Please quote for 1500 pieces instead." });
    await arrival((m) => m.to.includes("sales@test.example") && m.raw.includes("1500 pieces"));
    expect((await auditOf(t, "quotation.changes", q.id))[0]).toMatchObject({ user_id: null });
    expect((await post(`/api/q/${"D".repeat(32)}/changes`, { message: "x" }, null)).status).toBe(404);
  });
});
