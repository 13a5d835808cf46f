/**
 * Customers (/api/customers): adding, reading, changing and searching them (by name, company, phone
 * and GSTIN), their delivery sites, their timeline, the audit sentences, the answers to bad input
 * (named by path), missing rights and unknown ids; and the customer a quotation's acceptance is
 * matched to or makes: by GSTIN, else by mobile number, one customer for two acceptances at once.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, indiaDay } from "#schemas/india-time";
import { inquiries, quotations } from "../../server/core/db/schema";
import { activitySentence } from "../../server/features/activity/sentences";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { QUOTATION_CUSTOMER } from "../helpers/quotation-customer";
import { uniqueGstin, uniqueLetters, uniqueMobile, uniqueName } from "../helpers/unique";
import { auditOf, createInquiry, createProduct, freshAddress } from "./_support";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp, admin: string, manager: string;
let productId: number;
beforeAll(async () => {
  ({ t, admin, manager } = await createStaffTestApp({ RATE_LIMIT_FORMS: "200" }));
  productId = (await createProduct(t, admin, { price: 45.5, hsn_code: "68101990", gst_rate: 12 })).id;
});

const request = async (method: string, path: string, json?: unknown, token: string | null = manager) => {
  const res = await t.request(path, { method, token: token ?? undefined, ...(json === undefined ? {} : { json }), address: freshAddress() });
  return { status: res.status, body: (await res.json()) as Json };
};
const get = (path: string, token: string | null = manager) => request("GET", path, undefined, token);

const customerBody = (over: Json = {}): Json => ({
  name: uniqueName("Shree Infra"),
  company: "Shree Infra Projects",
  gstin: "",
  billing_address: "4 Ring Road\nSurat 395002",
  state_code: "24",
  country_code: "+91",
  phone: uniqueMobile(),
  alt_phone: "",
  email: "accounts@shree.example",
  credit_days: 30,
  notes: "Pays by RTGS",
  sites: [{ label: "Vesu site", address: "Plot 12, Vesu\nSurat", pin: "395007", contact_name: "Mahesh", contact_phone: "98250 12345" }],
  ...over,
});

async function createCustomer(over: Json = {}, token = manager): Promise<Json> {
  const res = await request("POST", "/api/customers", customerBody(over), token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

const sentenceOf = async (action: string, id: number) => {
  const [entry] = await auditOf(t, action, id);
  return activitySentence({ action, details: entry.details, entityId: String(id), actorName: "Priya" });
};

describe("customers", () => {
  it("adds a customer with a site, reads it back, and audits it", async () => {
    const gstin = uniqueGstin("24");
    const mobile = uniqueMobile();
    // A number typed with a leading 0 and a space is kept as its national digits.
    const body = customerBody({ gstin: gstin.toLowerCase(), phone: `0${mobile.slice(0, 5)} ${mobile.slice(5)}` });
    const res = await request("POST", "/api/customers", body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const c = res.body.data;
    expect(c).toMatchObject({
      name: body.name,
      company: "Shree Infra Projects",
      gstin,
      state_code: "24",
      state_name: "Gujarat",
      credit_days: 30,
      orders: 0,
      sites: [{ label: "Vesu site", address: "Plot 12, Vesu\nSurat", pin: "395007", contact_name: "Mahesh", contact_phone: "9825012345" }],
    });
    expect(c.phone).toBe(mobile);
    expect((await get(`/api/customers/${c.id}`)).body.data).toEqual(c);
    expect(await sentenceOf("customer.create", c.id)).toBe(`Priya created customer ${body.name}`);
  });

  it("changes a customer, naming the fields changed; a GSTIN is one customer's", async () => {
    const c = await createCustomer();
    const gstin = uniqueGstin("24");
    const changed = await request("PATCH", `/api/customers/${c.id}`, { ...customerBody({ name: c.name }), phone: "9000012345", gstin });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ phone: "9000012345", gstin, sites: c.sites });
    expect(await sentenceOf("customer.update", c.id)).toBe(`Priya changed customer ${c.name}: GSTIN, phone`);

    const other = await createCustomer();
    const taken = await request("PATCH", `/api/customers/${other.id}`, { ...customerBody(), gstin });
    expect(taken.status).toBe(409);
    expect(taken.body.fieldErrors).toEqual({ gstin: "Another customer already has this GSTIN" });
    const takenNew = await request("POST", "/api/customers", customerBody({ gstin }));
    expect(takenNew.status).toBe(409);
    expect(takenNew.body.fieldErrors).toEqual({ gstin: "Another customer already has this GSTIN" });
  });

  it("searches by part of the name, company, phone or GSTIN, and pages", async () => {
    const word = uniqueLetters();
    const gstin = uniqueGstin("27");
    const phone = uniqueMobile();
    const a = await createCustomer({ name: `Ganesh ${word}`, company: "", state_code: "27", gstin });
    const b = await createCustomer({ name: "Kiran Shah", company: `${word} Builders`, phone });
    const ids = async (query: string) => ((await get(`/api/customers?${query}`)).body.data as Json[]).map((r) => r.id);
    expect(await ids(`search=${word}`)).toEqual([b.id, a.id]);
    expect(await ids(`search=ganesh+${word}`)).toEqual([a.id]);
    expect(await ids(`search=${word}+builders`)).toEqual([b.id]);
    expect(await ids(`search=${phone.slice(2)}`)).toEqual([b.id]);
    expect(await ids(`search=0${phone}`)).toEqual([b.id]);
    expect(await ids(`search=${gstin.slice(2, 12).toLowerCase()}`)).toEqual([a.id]);
    const page = await get(`/api/customers?search=${word}&limit=1&page=2`);
    expect(page.body.data.map((r: Json) => r.id)).toEqual([a.id]);
    expect(page.body.pagination).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2 });
    expect(page.body.data[0]).toMatchObject({ gstin, state_code: "27", orders: 0 });
  });

  it("adds, changes and removes delivery sites, audited", async () => {
    const c = await createCustomer({ sites: [] });
    const added = await request("POST", `/api/customers/${c.id}/sites`, { label: "", address: "Survey 44, Kamrej\nSurat", pin: "394185" });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const [site] = added.body.data.sites;
    expect(site).toMatchObject({ label: "", address: "Survey 44, Kamrej\nSurat", pin: "394185", contact_name: "", contact_phone: "" });
    expect(await sentenceOf("customer.site_add", c.id)).toBe(`Priya added delivery site Survey 44, Kamrej to customer ${c.name}`);
    const changed = await request("PATCH", `/api/customers/${c.id}/sites/${site.id}`, { ...site, label: "Kamrej yard", contact_name: "Ravi" });
    expect(changed.status).toBe(200);
    expect(changed.body.data.sites).toEqual([{ ...site, label: "Kamrej yard", contact_name: "Ravi" }]);
    expect(await sentenceOf("customer.site_update", c.id)).toBe(`Priya changed delivery site Kamrej yard of customer ${c.name}`);
    const other = await createCustomer();
    expect((await request("PATCH", `/api/customers/${other.id}/sites/${site.id}`, site)).status).toBe(404);
    expect((await request("DELETE", `/api/customers/${other.id}/sites/${site.id}`)).status).toBe(404);
    const removed = await request("DELETE", `/api/customers/${c.id}/sites/${site.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.sites).toEqual([]);
    expect(await sentenceOf("customer.site_delete", c.id)).toBe(`Priya removed delivery site Kamrej yard of customer ${c.name}`);
    expect((await request("DELETE", `/api/customers/${c.id}/sites/${site.id}`)).status).toBe(404);
  });

  it("names each wrong field by its path", async () => {
    const bad = await request(
      "POST",
      "/api/customers",
      customerBody({ name: " ", gstin: uniqueGstin("27"), phone: "12345", email: "no", credit_days: -1, sites: [{ address: "Vesu", pin: "39500" }] }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({
      name: "Customer name is required",
      gstin: "GSTIN's state code does not match the chosen state",
      phone: "Enter a 10-digit mobile number",
      email: "Enter a valid e-mail address or leave it empty",
      credit_days: "Credit days must be a whole number from 0 to 365",
      "sites.0.pin": "Enter a 6-digit PIN code",
    });
    const checksum = await request("POST", "/api/customers", customerBody({ state_code: "27", gstin: "27AAPFU0939F1ZX" }));
    expect(checksum.body.fieldErrors).toEqual({ gstin: "GSTIN check digit does not match" });
    const c = await createCustomer();
    const site = await request("POST", `/api/customers/${c.id}/sites`, { address: "", pin: "1234567" });
    expect(site.status).toBe(400);
    expect(site.body.fieldErrors).toEqual({ address: "Site address is required", pin: "Enter a 6-digit PIN code" });
    const phone = await request("PATCH", `/api/customers/${c.id}`, customerBody({ phone: "5123456789" }));
    expect(phone.body.fieldErrors).toEqual({ phone: "Enter a valid Indian mobile number starting with 6, 7, 8, or 9" });
  });

  it("answers 401 without a session, 403 while the password is temporary, 404 for an unknown customer", async () => {
    const c = await createCustomer({}, admin);
    for (const [method, path] of [
      ["GET", "/api/customers"],
      ["GET", `/api/customers/${c.id}`],
      ["POST", "/api/customers"],
      ["GET", `/api/customers/${c.id}/timeline`],
    ])
      expect((await request(method, path, method === "GET" ? undefined : customerBody(), null)).status, path).toBe(401);

    const email = `${uniqueLetters()}@staff.example`;
    const added = await request("POST", "/api/users", { email, name: "Tara Temp", role: "manager" }, admin);
    const login = await t.request("/api/auth/login", { method: "POST", json: { email, password: added.body.generatedPassword }, address: freshAddress() });
    const temporary = ((await login.json()) as Json).token as string;
    const refused = await request("GET", "/api/customers", undefined, temporary);
    expect(refused.status).toBe(403);

    for (const [method, path] of [
      ["GET", "/api/customers/2000000000"],
      ["PATCH", "/api/customers/2000000000"],
      ["GET", "/api/customers/2000000000/timeline"],
      ["POST", "/api/customers/2000000000/sites"],
      ["GET", "/api/customers/abc"],
    ]) {
      const body = method === "PATCH" ? customerBody() : method === "POST" ? { address: "Vesu", pin: "395007" } : undefined;
      const res = await request(method, path, body);
      expect(res.status, path).toBe(404);
      expect(res.body.error).toBe("Customer not found");
    }
  });
});

describe("a quotation's acceptance", () => {
  /** A quotation for the customer fields given, sent on WhatsApp: its link's token. */
  async function sentQuotation(over: Json): Promise<{ id: number; number: string; token: string }> {
    const body = {
      ...QUOTATION_CUSTOMER,
      items: [{ product_id: productId, description: "Zig-Zag Paver 60 mm", hsn: "6810", quantity: "1000", unit: "Piece", rate: "45.50", gst_rate: 18 }],
      valid_until: addDays(indiaDay(), 15),
      ...over,
    };
    const made = await request("POST", "/api/quotations", body);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((await request("POST", `/api/quotations/${made.body.data.id}/send`, { channel: "whatsapp" })).status).toBe(200);
    return { id: made.body.data.id, number: made.body.data.number, token: String(made.body.data.token_url).split("/q/")[1] };
  }
  const accept = (token: string, mobile: string) => request("POST", `/api/q/${token}/accept`, { name: "Ravi Patil", mobile }, null);
  const customerOf = async (quotationId: number) =>
    (await t.services.db.select({ id: quotations.customerId }).from(quotations).where(eq(quotations.id, quotationId)))[0].id;

  it("makes a customer of the buyer, links the lead, and a second quotation with the same GSTIN lands on it; the timeline lists them", async () => {
    const gstin = uniqueGstin("27");
    const phone = uniqueMobile();
    const lead = await createInquiry(t, productId, { mobile: phone });
    const first = await sentQuotation({ inquiry_id: lead.id, customer_name: "Ravi Patil", customer_gstin: gstin, phone });
    expect((await accept(first.token, phone)).status).toBe(200);
    const customerId = await customerOf(first.id);
    expect(customerId).not.toBeNull();
    const [linkedLead] = await t.services.db.select({ id: inquiries.customerId }).from(inquiries).where(eq(inquiries.id, lead.id));
    expect(linkedLead.id).toBe(customerId);
    expect((await get(`/api/customers/${customerId}`)).body.data).toMatchObject({ name: "Ravi Patil", company: "Patil Constructions", gstin, phone });
    expect(await sentenceOf("customer.create", customerId!)).toBe(`Customer Ravi Patil was added when quotation ${first.number} was accepted`);

    // Another number, the same GSTIN: the same buyer.
    const otherPhone = uniqueMobile();
    const second = await sentQuotation({ customer_gstin: gstin, phone: otherPhone });
    expect((await accept(second.token, otherPhone)).status).toBe(200);
    expect(await customerOf(second.id)).toBe(customerId);

    const timeline = await get(`/api/customers/${customerId}/timeline`);
    expect(timeline.status).toBe(200);
    const entries = timeline.body.data as Json[];
    expect(entries.map((e) => [e.kind, e.title, e.href])).toEqual([
      ["quotation", second.number, `/admin/quotations/${second.id}`],
      ["quotation", first.number, `/admin/quotations/${first.id}`],
      ["lead", `Lead #${lead.id}`, `/admin/inquiries/${lead.id}`],
    ]);
    expect(entries[0].summary).toMatch(/^Accepted · ₹/);
    expect(entries[2].summary).toMatch(/ · Won$/);
  });

  it("matches by mobile number without a GSTIN, and two acceptances at once make one customer", async () => {
    const phone = uniqueMobile();
    const [a, b] = await Promise.all([sentQuotation({ phone }), sentQuotation({ phone })]);
    const answers = await Promise.all([accept(a.token, phone), accept(b.token, phone)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const [ca, cb] = [await customerOf(a.id), await customerOf(b.id)];
    expect(ca).not.toBeNull();
    expect(cb).toBe(ca);
    const found = await get(`/api/customers?search=${phone}`);
    expect(found.body.data.map((r: Json) => r.id)).toEqual([ca]);

    const third = await sentQuotation({ phone: `${phone.slice(0, 5)} ${phone.slice(5)}`, customer_name: "Ravi P." });
    expect((await accept(third.token, phone)).status).toBe(200);
    expect(await customerOf(third.id)).toBe(ca);
  });
});
