/**
 * Hostile input on the public forms, each attack sent as an attacker would:
 * - an e-mail that made the old pattern backtrack (16,000 dots) is refused on its length alone;
 * - an Idempotency-Key replays only for the request it was first used for (422 otherwise);
 * - quote requests only for products on sale.
 * E-mail fields and one-line fields: security-input-mail.test.ts; the public lists' pages:
 * security-input-lists.test.ts.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactInput, createProduct, fieldRefusal, inquiryInput } from "./_support";
import { uniqueName } from "../helpers/unique";
import { mailedFormsFixture } from "./_security-input";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const { t, admin, productId, post, countWhere } = await mailedFormsFixture();

describe("an e-mail built to make a pattern backtrack", () => {
  // The input: "a@", 16,000 dots and a space; and the variant whose last characters survive trimming.
  const attacks = ["a@" + ".".repeat(16_000) + " ", "a@" + ".".repeat(16_000) + " x"];

  it("is refused by the sign-in with 400 naming the e-mail field", async () => {
    for (const email of attacks) {
      const res = await post("/api/auth/login", { email, password: "whatever" });
      expect(res.status).toBe(400);
      expect(((await res.json()) as Json).fieldErrors).toEqual({ email: "Email format is invalid" });
    }
  });

  it("is refused by the contact form with 400 naming the e-mail field, and nothing is stored", async () => {
    for (const email of attacks) {
      const input = contactInput({ email });
      const res = await post("/api/contact", input);
      expect(res.status).toBe(400);
      expect(((await res.json()) as Json).fieldErrors).toEqual({ email: "Please enter a valid email address" });
      expect(await countWhere("contact_messages", input.name)).toBe(0);
    }
  });
});

describe("Idempotency-Key bound to its request", () => {
  const KEY_REUSED = "This Idempotency-Key was already used for a different request. Send a new key with a new request.";

  it("a quote request: the same key with another body answers 422 and stores nothing; the same body still replays", async () => {
    const key = `key-${crypto.randomUUID()}`;
    const alice = inquiryInput(productId, { name: uniqueName("Alice") });
    const first = await post("/api/inquiry", alice, { "idempotency-key": key });
    expect(first.status).toBe(201);
    const firstBody = (await first.json()) as Json;

    const other = await createProduct(t, admin);
    const mallory = inquiryInput(other.id, { name: uniqueName("Mallory"), quantity: 99 });
    const reused = await post("/api/inquiry", mallory, { "idempotency-key": key });
    expect(reused.status).toBe(422);
    expect(reused.headers.get("idempotent-replayed")).toBeNull();
    expect(await reused.json()).toEqual({ success: false, error: KEY_REUSED });
    expect(await countWhere("inquiries", mallory.name)).toBe(0);

    // The same request again, its keys in another order: the first answer, nothing stored twice.
    const reordered = Object.fromEntries(Object.entries(alice).reverse());
    const again = await post("/api/inquiry", reordered, { "idempotency-key": key });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(firstBody);
    expect(await countWhere("inquiries", alice.name)).toBe(1);
  });

  it("a contact message: the same key with another message answers 422; a new key is accepted", async () => {
    const key = `key-${crypto.randomUUID()}`;
    const first = contactInput({ message: "We need 2000 paver blocks for a parking lot." });
    expect((await post("/api/contact", first, { "idempotency-key": key })).status).toBe(201);
    const changed = { ...first, message: "Actually we need 5000 kerb stones, please call." };
    const reused = await post("/api/contact", changed, { "idempotency-key": key });
    expect(reused.status).toBe(422);
    expect(((await reused.json()) as Json).error).toBe(KEY_REUSED);
    const fresh = await post("/api/contact", changed, { "idempotency-key": `key-${crypto.randomUUID()}` });
    expect(fresh.status).toBe(201);
    const stored = await t.services.db.execute<{ message: string }>(sql`select message from contact_messages where name = ${first.name} order by id`);
    expect(stored.rows.map((r) => r.message)).toEqual([first.message, changed.message]);
  });

  it("sent at once with different bodies, one request is stored and every other one answers 422", async () => {
    const key = `key-${crypto.randomUUID()}`;
    const inputs = Array.from({ length: 5 }, () => inquiryInput(productId, { name: uniqueName("Racer") }));
    const answers = await Promise.all(inputs.map((input) => post("/api/inquiry", input, { "idempotency-key": key })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422, 422, 422, 422]);
    const stored = await Promise.all(inputs.map((input) => countWhere("inquiries", input.name)));
    expect(stored.reduce((a, b) => a + b, 0)).toBe(1);
  });

  it("the key is stored with the SHA-256 of the validated request", async () => {
    const key = `key-${crypto.randomUUID()}`;
    expect((await post("/api/inquiry", inquiryInput(productId), { "idempotency-key": key })).status).toBe(201);
    const [row] = (await t.services.db.execute<{ request_hash: string }>(sql`select request_hash from idempotency_keys where key = ${key}`)).rows;
    expect(row.request_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("quote requests only for products on sale", () => {
  it.each(["draft", "inactive"] as const)("a %s product answers 404 as an unknown one, and nothing is stored", async (status) => {
    const p = await createProduct(t, admin, { status });
    const input = inquiryInput(p.id);
    const res = await post("/api/inquiry", input);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(fieldRefusal("productId", "This product is no longer available"));
    expect(await countWhere("inquiries", input.name)).toBe(0);
    const unknown = await post("/api/inquiry", inquiryInput(2_000_000_000));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual(await (await post("/api/inquiry", inquiryInput(p.id))).json());
  });

  it("the same product once active is accepted", async () => {
    const p = await createProduct(t, admin, { status: "draft" });
    expect((await t.request(`/api/products/${p.id}/toggle-status`, { method: "POST", token: admin })).status).toBe(200);
    expect((await post("/api/inquiry", inquiryInput(p.id))).status).toBe(201);
  });
});
