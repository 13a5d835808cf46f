/** The activity log's API: its pages, its filters by person, kind and day, and its refusals. */
import { describe, expect, it } from "vitest";
import { addDays, indiaDay } from "#schemas/india-time";
import { createProduct } from "./_support";
import { activityFixture } from "./_activity";

const { t, admin, manager, activity, freshUser, insertEntries } = await activityFixture();

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe("GET /api/activity", () => {
  it("answers newest first, 50 a page, with the pagination of the other lists (an empty page past the end)", async () => {
    const u = await freshUser();
    for (let i = 0; i < 60; i++) await t.services.audit.record({ userId: u.id, action: "auth.login", entity: "user", entityId: u.id, details: { seq: i } });
    const first = await activity(`?user=${u.id}`);
    expect(first.success).toBe(true);
    expect(first.pagination).toEqual({ page: 1, limit: 50, total: 60, totalPages: 2 });
    expect(first.data).toHaveLength(50);
    const times = first.data.map((e: Json) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const ids = first.data.map((e: Json) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.data[0]).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      user: { id: u.id, name: u.name },
      action: "auth.login",
      kind: "sign-ins",
      summary: `${u.name} signed in`,
    });
    const second = await activity(`?user=${u.id}&page=2`);
    expect(second.data).toHaveLength(10);
    expect(second.data[9].id).toBe(Math.min(...second.data.map((e: Json) => e.id)));
    expect(Math.max(...second.data.map((e: Json) => e.id))).toBeLessThan(Math.min(...ids));
    const past = await activity(`?user=${u.id}&page=3`);
    expect(past).toEqual({ success: true, data: [], pagination: { page: 3, limit: 50, total: 60, totalPages: 2 } });
  });

  it("the whole log without filters, newest first", async () => {
    const u = await freshUser();
    await t.services.audit.record({ userId: u.id, action: "auth.logout", entity: "user", entityId: u.id });
    const body = await activity();
    expect(body.data[0]).toMatchObject({ user: { id: u.id }, action: "auth.logout", summary: `${u.name} signed out on every device` });
    expect(body.pagination.total).toBeGreaterThan(1);
  });

  it("filters by person, kind and India days (both included), each narrowing", async () => {
    const u = await freshUser();
    const other = await freshUser();
    // 23:59 and 00:01 India time either side of the start of 10 March 2025 (18:30 UTC the day before).
    await insertEntries([
      { userId: u.id, action: "product.delete", createdAt: new Date("2025-03-09T18:29:00Z"), details: { name: "Old Kerb" } },
      { userId: u.id, action: "auth.login", createdAt: new Date("2025-03-09T18:31:00Z") },
      { userId: u.id, action: "product.delete", createdAt: new Date("2025-03-10T18:29:59Z"), details: { name: "Late Kerb" } },
      { userId: u.id, action: "settings.update", createdAt: new Date("2025-03-10T18:30:00Z"), details: { fields: [] } },
      { userId: other.id, action: "product.delete", createdAt: new Date("2025-03-10T06:00:00Z"), details: { name: "Their Kerb" } },
    ]);
    const actions = (b: Json) => b.data.map((e: Json) => `${e.action}@${e.at}`);

    const mine = await activity(`?user=${u.id}&from=2025-03-01&to=2025-03-31`);
    expect(mine.pagination.total).toBe(4);
    expect(mine.data.every((e: Json) => e.user.id === u.id)).toBe(true);

    const products = await activity(`?user=${u.id}&kind=products&from=2025-03-01&to=2025-03-31`);
    expect(actions(products)).toEqual(["product.delete@2025-03-10T18:29:59.000Z", "product.delete@2025-03-09T18:29:00.000Z"]);
    expect(products.data.every((e: Json) => e.kind === "products")).toBe(true);

    // 10 March in India: from 00:00 to 23:59:59 +05:30.
    const tenth = await activity(`?user=${u.id}&from=2025-03-10&to=2025-03-10`);
    expect(actions(tenth)).toEqual(["product.delete@2025-03-10T18:29:59.000Z", "auth.login@2025-03-09T18:31:00.000Z"]);
    expect(actions(await activity(`?user=${u.id}&to=2025-03-09`))).toEqual(["product.delete@2025-03-09T18:29:00.000Z"]);
    expect(actions(await activity(`?user=${u.id}&from=2025-03-11`))[0]).toBe("settings.update@2025-03-10T18:30:00.000Z");
    expect((await activity(`?user=${u.id}&from=2025-03-11`)).data.some((e: Json) => e.at < "2025-03-10T18:30:00.000Z")).toBe(false);

    const everyoneThatDay = await activity(`?kind=products&from=2025-03-10&to=2025-03-10`);
    expect(everyoneThatDay.data.map((e: Json) => e.summary)).toEqual([
      `${u.name} deleted the product Late Kerb`,
      `${other.name} deleted the product Their Kerb`,
    ]);

    // Empty filters are no filters (the form sends every field).
    expect((await activity(`?user=${u.id}&kind=&from=&to=&page=`)).pagination.total).toBeGreaterThanOrEqual(4);
  });

  it("filters each kind by the first part of its action", async () => {
    const u = await freshUser();
    const kinds: Record<string, string> = {
      "product.update": "products",
      "category.create": "categories",
      "message.reply": "messages",
      "inquiry.delete": "inquiries",
      "content.update": "content",
      "user.role": "staff",
      "settings.update": "settings",
      "auth.login_failed": "sign-ins",
      "quotation.accept": "quotations",
      "backup.download": "settings",
      "legacy.run": "other",
    };
    await insertEntries(Object.keys(kinds).map((action) => ({ userId: u.id, action })));
    for (const [action, kind] of Object.entries(kinds)) {
      const all = await activity(`?user=${u.id}`);
      expect(all.data.find((e: Json) => e.action === action).kind).toBe(kind);
      if (kind === "other") continue;
      const only = await activity(`?user=${u.id}&kind=${kind}`);
      const ofKind = Object.keys(kinds).filter((a) => kinds[a] === kind);
      expect(only.data.map((e: Json) => e.action).sort()).toEqual(ofKind.sort());
    }
  });

  it("Quotations: a quotation's entries (created, changed, sent, declined, the customer's own) and nothing else", async () => {
    const u = await freshUser();
    const token = await t.login(u.email, u.password);
    const product = await createProduct(t, admin);
    const item = {
      product_id: product.id,
      description: "Zig-Zag Paver 60 mm",
      hsn: "6810",
      quantity: "100",
      unit: "Piece",
      rate: "45.50",
      discount_pct: "0",
      gst_rate: 18,
    };
    const input = {
      customer_name: "Ravi Patil",
      billing_address: "12 MG Road, Pune",
      state_code: "27",
      phone: "9876543210",
      items: [item],
      terms: "Payment 50% advance.",
      valid_until: addDays(indiaDay(), 15),
    };
    const created = await t.request("/api/quotations", { method: "POST", token, json: input });
    expect(created.status, await created.clone().text()).toBe(201);
    const q = ((await created.json()) as Json).data;
    expect((await t.request(`/api/quotations/${q.id}`, { method: "PATCH", token, json: { ...input, customer_name: "Ravi S. Patil" } })).status).toBe(200);
    expect((await t.request(`/api/quotations/${q.id}/send`, { method: "POST", token, json: { channel: "whatsapp" } })).status).toBe(200);
    expect((await t.request(`/api/quotations/${q.id}/decline`, { method: "POST", token })).status).toBe(200);
    await t.services.audit.record({ userId: u.id, action: "auth.logout", entity: "user", entityId: u.id });

    const mine = await activity(`?user=${u.id}&kind=quotations`);
    expect(mine.data.map((e: Json) => e.action)).toEqual(["quotation.decline", "quotation.send", "quotation.update", "quotation.create"]);
    expect(mine.data.every((e: Json) => e.kind === "quotations")).toBe(true);
    expect(mine.data.at(-1).summary).toBe(`${u.name} created quotation ${q.number} for Ravi Patil`);
    expect(mine.data[1].summary).toBe(`${u.name} sent quotation ${q.number} on WhatsApp`);

    // The customer's answers are nobody's: the kind finds them too, and leaves the other kinds' entries of that day out.
    await insertEntries([
      { userId: null, action: "quotation.view", createdAt: new Date("2019-06-15T06:00:00Z"), details: { number: "QT/2019-20/0007" } },
      { userId: null, action: "quotation.accept", createdAt: new Date("2019-06-15T07:00:00Z"), details: { number: "QT/2019-20/0007", name: "Ravi Patil" } },
      { userId: u.id, action: "product.update", createdAt: new Date("2019-06-15T08:00:00Z") },
      { userId: null, action: "backup.create", createdAt: new Date("2019-06-15T09:00:00Z") },
    ]);
    const thatDay = await activity(`?kind=quotations&from=2019-06-15&to=2019-06-15`);
    expect(thatDay.data.map((e: Json) => e.summary)).toEqual([
      "Ravi Patil accepted quotation QT/2019-20/0007 online",
      "The customer opened quotation QT/2019-20/0007",
    ]);
  });

  it.each([
    ["page=0", "page"],
    ["page=abc", "page"],
    ["page=1.5", "page"],
    ["page=100001", "page"],
    ["user=0", "user"],
    ["user=-3", "user"],
    ["user=me", "user"],
    ["user=99999999999", "user"],
    ["kind=everything", "kind"],
    ["from=2025-02-30", "from"],
    ["from=10-03-2025", "from"],
    ["to=yesterday", "to"],
    ["from=2025-03-10&to=2025-03-09", "to"],
  ])("refuses ?%s with 400 naming %s", async (query, field) => {
    const res = await t.request(`/api/activity?${query}`, { token: admin });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Json;
    expect(body.success).toBe(false);
    expect(Object.keys(body.fieldErrors)).toEqual([field]);
    expect(body.error).toBe(body.fieldErrors[field]);
  });

  it("answers 401 without a token or with a bad one, and 403 to a manager", async () => {
    expect((await t.request("/api/activity")).status).toBe(401);
    expect((await t.request("/api/activity", { token: "bad.token.here" })).status).toBe(401);
    const res = await t.request("/api/activity", { token: manager });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ success: false, error: "You do not have permission to do this" });
  });
});
