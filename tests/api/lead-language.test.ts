/**
 * The language of the page a quote request or message was sent from (`language`: "en", "gu", "hi")
 * is stored on the lead or the message and shown to staff, so they answer in it. A body without one
 * is English (the site's pages before languages); an unknown one is English too and never refuses
 * the form. A lead made from a message keeps the message's language.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createFormsTestApp, contactInput, freshAddress, inquiryInput } from "./_support";

const { t, admin, productId } = await createFormsTestApp("50");

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const post = async (path: "/api/inquiry" | "/api/contact", json: Json) => {
  const res = await t.request(path, { method: "POST", json, address: freshAddress() });
  return { status: res.status, body: (await res.json()) as Json };
};
const storedOn = async (table: "inquiries" | "contact_messages", id: number) =>
  (await t.services.db.execute<{ language: string | null }>(sql`select language from ${sql.identifier(table)} where id = ${id}`)).rows[0].language;
const lead = async (id: number) => ((await (await t.request(`/api/leads/${id}`, { token: admin })).json()) as Json).data;
const message = async (id: number) => ((await (await t.request(`/api/contact/${id}`, { token: admin })).json()) as Json).data;

describe("the language a quote request was sent in", () => {
  it.each([
    ["gu", "gu"],
    ["hi", "hi"],
    ["en", "en"],
    [undefined, "en"],
    ["fr", "en"],
    [7, "en"],
  ])("sent as %s is stored as %s, with the specification's answer", async (language, stored) => {
    const { status, body } = await post("/api/inquiry", { ...inquiryInput(productId), language });
    expect(status).toBe(201);
    expect(body).toEqual({ success: true, message: "Quote request submitted successfully", data: { id: expect.any(Number) } });
    expect(await storedOn("inquiries", body.data.id)).toBe(stored);
    expect((await lead(body.data.id)).language).toBe(stored);
    const spec = ((await (await t.request(`/api/inquiries/${body.data.id}`, { token: admin })).json()) as Json).data;
    expect(spec).not.toHaveProperty("language");
  });

  it("is not stored for a lead staff type in", async () => {
    const res = await t.request("/api/leads", {
      method: "POST",
      token: admin,
      json: { source: "phone", name: "Bhavesh Patel", mobile: "9876501234", product_id: productId, quantity: 100, unit: "Pieces" },
    });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as Json;
    expect((await lead(data.id)).language).toBeNull();
  });
});

describe("the language a message was sent in", () => {
  it("is stored on the message and kept by the lead made from it", async () => {
    const { status, body } = await post("/api/contact", { ...contactInput(), language: "gu" });
    expect(status).toBe(201);
    expect(await storedOn("contact_messages", body.data.id)).toBe("gu");
    expect((await message(body.data.id)).language).toBe("gu");
    const res = await t.request("/api/leads", {
      method: "POST",
      token: admin,
      json: {
        source: "website",
        name: "Ramesh Patel",
        country_code: "+91",
        mobile: "9876543210",
        product_name: "Paver blocks",
        quantity: "50",
        unit: "Pieces",
        message_id: body.data.id,
      },
    });
    expect(res.status).toBe(201);
    const made = ((await res.json()) as Json).data;
    expect((await lead(made.id)).language).toBe("gu");
  });

  it("is English when the form names none", async () => {
    const { body } = await post("/api/contact", contactInput());
    expect((await message(body.data.id)).language).toBe("en");
  });
});
