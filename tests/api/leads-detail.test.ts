/**
 * Reading the lead desk beyond its list: the CSV export, the staff to assign to, one lead with its
 * timeline and the same customer's other requests and messages, and the spec's /api/inquiries answer.
 */
import { describe, expect, it } from "vitest";
import { TEST_MANAGER } from "../helpers/test-env";
import { createInquiry, createMessage } from "./_support";
import { uniqueMobile, uniqueName } from "../helpers/unique";
import { csvRow } from "../helpers/csv";
import { indiaNoon, INQUIRY_KEYS, leadsFixture, SUMMARY_KEYS, type Json } from "./_leads";

const { t, admin, manager, adminId, managerId, product, insertLead, get, post } = await leadsFixture();

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
