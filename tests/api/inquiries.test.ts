import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createFormsTestApp, contactInput, createInquiry, freshAddress, inquiryInput, managerLogin } from "./_support";
import { uniqueName } from "../helpers/unique";

const { t, admin, productId } = await createFormsTestApp("20");

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const countRows = async (table: "inquiries" | "contact_messages", name: string) =>
  (await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where name = ${name}`)).rows[0].n;

/**
 * Submits `input` to the public form at `path` from a fresh address, expects 201 with `message` and
 * the new id, and answers that id and the stored record as staff read it at `readPath`.
 */
async function submitted(path: string, input: unknown, message: string, readPath: string): Promise<{ id: number; stored: Json }> {
  const res = await t.request(path, { method: "POST", json: input, address: freshAddress() });
  expect(res.status).toBe(201);
  const body = (await res.json()) as Json;
  expect(body).toEqual({ success: true, message, data: { id: expect.any(Number) } });
  const one = (await (await t.request(`${readPath}/${body.data.id}`, { token: admin })).json()) as Json;
  return { id: body.data.id, stored: one.data };
}

describe("POST /api/inquiry", () => {
  it("stores the quote request with snapshots of the product and answers 201 { success, data { id } }", async () => {
    const input = inquiryInput(productId, { quantity: "300" });
    const { id, stored } = await submitted("/api/inquiry", input, "Quote request submitted successfully", "/api/inquiries");
    expect(stored).toMatchObject({
      id,
      product_id: productId,
      name: input.name,
      countryCode: "+91",
      mobno: "9123456780",
      quantity: 300,
      unit: "Pieces",
    });
    expect(stored.product_name).toEqual(expect.any(String));
    expect(stored.category_name).toEqual(expect.any(String));
  });

  it.each([
    [{ name: "   " }, "name", "Please enter your name"],
    [{ name: undefined }, "name", "Please enter your name"],
    [{ mobile: "12345" }, "mobile", "Please enter a valid 10-digit mobile number"],
    [{ mobile: "98765432101" }, "mobile", "Please enter a valid 10-digit mobile number"],
    [{ mobile: 9876543210 }, "mobile", "Please enter a valid 10-digit mobile number"],
    [{ quantity: 0 }, "quantity", "Please enter a valid quantity"],
    [{ quantity: "" }, "quantity", "Please enter a valid quantity"],
    [{ quantity: "many" }, "quantity", "Please enter a valid quantity"],
    [{ quantity: 1e308 }, "quantity", "Please enter a valid quantity"],
    [{ productId: 0 }, "productId", "Please choose a product"],
    [{ productId: 1e308 }, "productId", "Please choose a product"],
    [{ countryCode: "+999" }, "countryCode", "Please choose a country code from the list"],
  ])("rejects %j with '%s'", async (over, field, message) => {
    const res = await t.request("/api/inquiry", { method: "POST", json: inquiryInput(productId, over), address: freshAddress() });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Json;
    expect(body.success).toBe(false);
    expect(body.fieldErrors[field]).toBe(message);
  });

  it("checks name, then mobile, then quantity: the first failure is the error, each field gets its own message", async () => {
    const res = await t.request("/api/inquiry", { method: "POST", json: { productId, name: "", mobile: "1", quantity: 0 }, address: freshAddress() });
    const body = (await res.json()) as Json;
    expect(body.error).toBe("Please enter your name");
    expect(body.fieldErrors).toMatchObject({
      name: "Please enter your name",
      mobile: "Please enter a valid 10-digit mobile number",
      quantity: "Please enter a valid quantity",
    });
  });

  it("answers 404 for a product that does not exist", async () => {
    const res = await t.request("/api/inquiry", { method: "POST", json: inquiryInput(2_000_000_000), address: freshAddress() });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, error: "This product is no longer available" });
  });

  it("stores a retry with the same Idempotency-Key once and answers it the same", async () => {
    const input = inquiryInput(productId);
    const key = `retry-${crypto.randomUUID()}`;
    const send = () => t.request("/api/inquiry", { method: "POST", json: input, headers: { "idempotency-key": key }, address: freshAddress() });
    const first = await send();
    const second = await send();
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await second.json()).toEqual(await first.json());
    expect(await countRows("inquiries", input.name)).toBe(1);
  });

  it("stores concurrent requests with the same key once", async () => {
    const input = inquiryInput(productId);
    const key = `concurrent-${crypto.randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.request("/api/inquiry", { method: "POST", json: input, headers: { "idempotency-key": key }, address: freshAddress() })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(201));
    const ids = new Set(await Promise.all(answers.map(async (r) => ((await r.json()) as Json).data.id)));
    expect(ids.size).toBe(1);
    expect(await countRows("inquiries", input.name)).toBe(1);
  });

  it("refuses a malformed Idempotency-Key", async () => {
    const res = await t.request("/api/inquiry", {
      method: "POST",
      json: inquiryInput(productId),
      headers: { "idempotency-key": "bad key!" },
      address: freshAddress(),
    });
    expect(res.status).toBe(400);
  });

  it("answers a filled honeypot with a success-looking 201 and stores nothing", async () => {
    const input = inquiryInput(productId, { website: "http://spam.example" });
    const res = await t.request("/api/inquiry", { method: "POST", json: input, address: freshAddress() });
    expect(res.status).toBe(201);
    expect(((await res.json()) as Json).success).toBe(true);
    expect(await countRows("inquiries", input.name)).toBe(0);
  });

  it("limits an address to 20 submissions per 10 minutes (429 with Retry-After), counting both forms", async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res =
        i % 2
          ? await t.request("/api/contact", { method: "POST", json: contactInput(), address })
          : await t.request("/api/inquiry", { method: "POST", json: inquiryInput(productId), address });
      statuses.push(res.status);
    }
    expect(statuses).toEqual(Array(20).fill(201));
    const input = inquiryInput(productId);
    const limited = await t.request("/api/inquiry", { method: "POST", json: input, address });
    expect(limited.status).toBe(429);
    const retry = Number(limited.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(600);
    expect(await limited.json()).toMatchObject({ success: false, error: expect.stringMatching(/too many/i) });
    expect(await countRows("inquiries", input.name)).toBe(0);
    expect((await t.request("/api/contact", { method: "POST", json: contactInput(), address })).status).toBe(429);
    expect((await t.request("/api/inquiry", { method: "POST", json: inquiryInput(productId), address: freshAddress() })).status).toBe(201);
  });

  it("answers 413 to a body over 16 KB, 415 to a body that is not JSON and 400 to broken JSON", async () => {
    const big = await t.request("/api/inquiry", { method: "POST", json: inquiryInput(productId, { name: "x".repeat(17 * 1024) }), address: freshAddress() });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ success: false, error: "Request body is too large" });
    /** A body sent as it is, with its content type. */
    const postRaw = (body: string, contentType: string) =>
      t.request("/api/inquiry", { method: "POST", body, headers: { "content-type": contentType }, address: freshAddress() });
    const form = await postRaw("name=a&mobile=9876543210", "application/x-www-form-urlencoded");
    expect(form.status).toBe(415);
    const broken = await postRaw('{"name": ', "application/json");
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ success: false, error: "Request body must be valid JSON" });
    const array = await t.request("/api/inquiry", { method: "POST", json: [inquiryInput(productId)], address: freshAddress() });
    expect(array.status).toBe(400);
    expect(await array.json()).toEqual({ success: false, error: "Request body must be a JSON object" });
    const nul = await t.request("/api/inquiry", { method: "POST", json: inquiryInput(productId, { name: "a\u0000b" }), address: freshAddress() });
    expect(nul.status).toBe(400);
  });
});

describe("POST /api/contact", () => {
  it("stores the message as new and answers 201 { success }", async () => {
    const input = contactInput({ company: "", project_type: null, budget: "" });
    const { stored } = await submitted("/api/contact", input, "Thank you for your inquiry! We will contact you soon.", "/api/contact");
    expect(stored).toMatchObject({
      name: input.name,
      email: input.email,
      phone: "9876543210",
      country_code: "+91",
      company: "",
      project_type: "",
      budget: "",
      status: "new",
      replies: [],
    });
  });

  it.each([
    [{ name: "" }, "name", "Name is required"],
    [{ name: "A" }, "name", "Name must be at least 2 characters"],
    [{ name: "R2-D2" }, "name", "Name should only contain letters and spaces"],
    [{ email: "" }, "email", "Email is required"],
    [{ email: "not-an-address" }, "email", "Please enter a valid email address"],
    [{ phone: "" }, "phone", "Phone number is required"],
    [{ phone: "98765" }, "phone", "Phone number must be exactly 10 digits"],
    [{ phone: "1234567890" }, "phone", "Enter a valid Indian mobile number starting with 6, 7, 8, or 9"],
    [{ message: "" }, "message", "Project details are required"],
    [{ message: "too short" }, "message", "Please provide more details (minimum 10 characters)"],
    [{ budget: "a-lot" }, "budget", "Please choose a budget from the list"],
  ])("rejects %j with '%s'", async (over, field, message) => {
    const res = await t.request("/api/contact", { method: "POST", json: contactInput(over), address: freshAddress() });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Json;
    expect(body).toMatchObject({ success: false });
    expect(body.fieldErrors[field]).toBe(message);
  });

  it("honours Idempotency-Key and the honeypot", async () => {
    const input = contactInput();
    const key = crypto.randomUUID();
    const a = await t.request("/api/contact", { method: "POST", json: input, headers: { "idempotency-key": key }, address: freshAddress() });
    const b = await t.request("/api/contact", { method: "POST", json: input, headers: { "idempotency-key": key }, address: freshAddress() });
    expect(await b.json()).toEqual(await a.json());
    expect(await countRows("contact_messages", input.name)).toBe(1);
    const bot = contactInput({ website: "buy now" });
    expect((await t.request("/api/contact", { method: "POST", json: bot, address: freshAddress() })).status).toBe(201);
    expect(await countRows("contact_messages", bot.name)).toBe(0);
  });
});

describe("GET /api/inquiries", () => {
  it("answers total_count and the newest first, paged by ?limit and ?page", async () => {
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createInquiry(t, productId, { name: uniqueName("Order") }));
    const manager = await managerLogin(t);
    const res = await t.request("/api/inquiries?limit=2", { token: manager });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    const [{ n }] = (await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from inquiries`)).rows;
    expect(body.success).toBe(true);
    expect(body.total_count).toBe(n);
    expect(body.data.map((i: Json) => i.id)).toEqual([made[2].id, made[1].id]);
    expect(Object.keys(body.data[0]).sort()).toEqual(
      ["category_name", "countryCode", "created_at", "id", "mobno", "name", "product_id", "product_name", "quantity", "unit"].sort(),
    );
    expect(body.pagination).toEqual({ page: 1, limit: 2, total: n, totalPages: Math.ceil(n / 2) });
    const page2 = (await (await t.request("/api/inquiries?limit=2&page=2", { token: manager })).json()) as Json;
    expect(page2.data[0].id).toBe(made[0].id);
    const odd = await t.request("/api/inquiries?limit=abc&page=-1", { token: manager });
    expect(odd.status).toBe(200);
  });

  it("answers one inquiry, 404 for an unknown id", async () => {
    const made = await createInquiry(t, productId);
    const res = await t.request(`/api/inquiries/${made.id}`, { token: admin });
    expect(await res.json()).toMatchObject({ success: true, data: { id: made.id, name: made.name } });
    const missing = await t.request("/api/inquiries/99999999", { token: admin });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, error: "Inquiry not found" });
  });
});
