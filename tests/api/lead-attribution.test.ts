/**
 * Where a website visitor came from: the quote request and contact forms may send the visit that led
 * to them (`attribution`); it is stored on the lead or the message and shown to staff. An invalid
 * one is dropped and the form gets its usual answer; without one nothing is stored.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createFormsTestApp, contactInput, freshAddress, inquiryInput } from "./_support";

const { t, admin, productId } = await createFormsTestApp("50");

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const visit = {
  landing: "/paver-blocks",
  referrer: "www.google.com",
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: "monsoon-pavers",
  gclid: "Cj0KCQ",
};
const QUOTE_ANSWER = { success: true, message: "Quote request submitted successfully", data: { id: expect.any(Number) } };
const CONTACT_ANSWER = { success: true, message: "Thank you for your inquiry! We will contact you soon.", data: { id: expect.any(Number) } };

const post = async (path: "/api/inquiry" | "/api/contact", json: Json) => {
  const res = await t.request(path, { method: "POST", json, address: freshAddress() });
  return { status: res.status, body: (await res.json()) as Json };
};
const storedOn = async (table: "inquiries" | "contact_messages", id: number) =>
  (await t.services.db.execute<{ attribution: unknown }>(sql`select attribution from ${sql.identifier(table)} where id = ${id}`)).rows[0].attribution;
const lead = async (id: number) => ((await (await t.request(`/api/leads/${id}`, { token: admin })).json()) as Json).data;
const message = async (id: number) => ((await (await t.request(`/api/contact/${id}`, { token: admin })).json()) as Json).data;

describe("a quote request's attribution", () => {
  it("is stored on the lead, which keeps source Website, and the lead's answer carries it", async () => {
    const { status, body } = await post("/api/inquiry", { ...inquiryInput(productId), attribution: visit });
    expect(status).toBe(201);
    expect(body).toEqual(QUOTE_ANSWER);
    expect(await storedOn("inquiries", body.data.id)).toEqual(visit);
    const { rows } = await t.services.db.execute<{ source: string }>(sql`select source from inquiries where id = ${body.data.id}`);
    expect(rows[0].source).toBe("website");
    expect((await lead(body.data.id)).attribution).toEqual(visit);
    // The specification's answer for the quote request keeps its fields.
    const spec = ((await (await t.request(`/api/inquiries/${body.data.id}`, { token: admin })).json()) as Json).data;
    expect(spec).not.toHaveProperty("attribution");
  });

  it.each([
    ["a landing that is not a path", { ...visit, landing: "https://evil.example/x" }],
    ["no landing", { utm_source: "google" }],
    ["a parameter too long", { ...visit, utm_campaign: "x".repeat(201) }],
    ["a number", { ...visit, utm_source: 7 }],
    ["not an object", "google"],
  ])("with %s is dropped and the request still gets the specification's answer", async (_, attribution) => {
    const { status, body } = await post("/api/inquiry", { ...inquiryInput(productId), attribution });
    expect(status).toBe(201);
    expect(body).toEqual(QUOTE_ANSWER);
    expect(await storedOn("inquiries", body.data.id)).toBeNull();
    expect((await lead(body.data.id)).attribution).toBeNull();
  });

  it("is not stored when none is sent", async () => {
    const { body } = await post("/api/inquiry", inquiryInput(productId));
    expect(await storedOn("inquiries", body.data.id)).toBeNull();
    expect((await lead(body.data.id)).attribution).toBeNull();
  });

  it("does not change a refused request's field errors", async () => {
    const { status, body } = await post("/api/inquiry", { ...inquiryInput(productId, { mobile: "12345" }), attribution: visit });
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ mobile: "Please enter a valid 10-digit mobile number" });
  });
});

describe("a contact message's attribution", () => {
  it("is stored on the message and the admin answers carry it", async () => {
    const sent = { landing: "/contact", referrer: "www.justdial.com" };
    const { status, body } = await post("/api/contact", { ...contactInput(), attribution: sent });
    expect(status).toBe(201);
    expect(body).toEqual(CONTACT_ANSWER);
    expect(await storedOn("contact_messages", body.data.id)).toEqual(sent);
    expect((await message(body.data.id)).attribution).toEqual(sent);
    const list = (await (await t.request("/api/contact?limit=200", { token: admin })).json()) as Json;
    expect(list.data.find((m: Json) => m.id === body.data.id).attribution).toEqual(sent);
  });

  it("is dropped when invalid, and absent when none is sent; the message is stored either way", async () => {
    const odd = await post("/api/contact", { ...contactInput(), attribution: { landing: 42 } });
    expect(odd.status).toBe(201);
    expect(odd.body).toEqual(CONTACT_ANSWER);
    expect(await storedOn("contact_messages", odd.body.data.id)).toBeNull();
    const none = await post("/api/contact", contactInput());
    expect(none.body).toEqual(CONTACT_ANSWER);
    expect(await storedOn("contact_messages", none.body.data.id)).toBeNull();
    expect((await message(none.body.data.id)).attribution).toBeNull();
  });
});

describe("a lead made from a contact message", () => {
  it("keeps where the message's visitor came from", async () => {
    const sent = { landing: "/contact", utm_source: "newsletter", utm_medium: "email" };
    const { body } = await post("/api/contact", { ...contactInput({ project_type: "Kerb stones" }), attribution: sent });
    const m = await message(body.data.id);
    const made = await t.request("/api/leads", {
      method: "POST",
      token: admin,
      json: {
        name: m.name,
        country_code: "+91",
        mobile: m.phone,
        product_name: "Kerb stones",
        quantity: "1",
        unit: "Pieces",
        source: "website",
        message_id: m.id,
      },
    });
    expect(made.status).toBe(201);
    const id = ((await made.json()) as Json).data.id;
    expect((await lead(id)).attribution).toEqual(sent);
  });
});
