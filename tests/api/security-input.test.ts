/**
 * Hostile input on the public forms and lists, each attack sent as an attacker would:
 * - an e-mail that made the old pattern backtrack (16,000 dots) is refused on its length alone;
 * - an Idempotency-Key replays only for the request it was first used for (422 otherwise);
 * - an e-mail field holds one plain address, and a reply goes to exactly the address shown;
 * - one-line fields refuse line breaks, and a notification quotes what the visitor wrote;
 * - quote requests only for products on sale;
 * - the public product list and the search never answer more than their largest page.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ONE_LINE_MESSAGE } from "#schemas/text";
import { getLoadContext } from "~/load-context";
import { loader as categoryLoader } from "~/routes/site/category";
import { loader as searchLoader } from "~/routes/site/search";
import { formatCountOf } from "#schemas/format";
import { SITE_PAGE_SIZE } from "~/lib/site-paging";
import { createTestApp, type TestApp } from "../helpers/app";
import { mailText, startSmtpCapture, type Mail } from "../helpers/smtp";
import { anyProductId, contactInput, createProduct, fieldRefusal, freshAddress, inquiryInput, managerLogin, PUBLIC_PRODUCT_KEYS } from "./_support";
import { unique, uniqueName } from "../helpers/unique";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let received: Mail[];
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: TestApp;
let admin: string;
let productId: number;

/** The decoded text of a MIME message, with CRLF as LF. */
const textOf = (raw: string) => mailText(raw).replace(/\r\n/g, "\n");

beforeAll(async () => {
  smtp = await startSmtpCapture();
  received = smtp.received;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "shop@test.example", NOTIFY_EMAIL: "sales@test.example" });
  admin = await t.login();
  productId = await anyProductId(t);
});
afterAll(async () => {
  await t.services.notifier.settled();
  await smtp.close();
});

const post = (path: string, json: unknown, headers: Record<string, string> = {}) => t.request(path, { method: "POST", json, headers, address: freshAddress() });
const countWhere = async (table: "inquiries" | "contact_messages", name: string) =>
  (await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where name = ${name}`)).rows[0].n;

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

describe("one plain address per e-mail field", () => {
  it.each(["a,b@evil.example", '"Victim" <attacker@evil.example>', "Victim <attacker@evil.example>", "victim@example.com\r\nBcc: attacker@evil.example"])(
    "the contact form refuses %j with 400 naming the e-mail field",
    async (email) => {
      const input = contactInput({ email });
      const res = await post("/api/contact", input);
      expect(res.status).toBe(400);
      expect(((await res.json()) as Json).fieldErrors).toEqual({ email: "Please enter a valid email address" });
      expect(await countWhere("contact_messages", input.name)).toBe(0);
    },
  );

  it("a staff reply is delivered to exactly the address shown on the message (RCPT TO and To:)", async () => {
    const input = contactInput({ email: "buyer.one@test.example", message: "Please quote for 500 kerb stones." });
    const res = await post("/api/contact", input);
    expect(res.status).toBe(201);
    const id = ((await res.json()) as Json).data.id as number;
    const token = await managerLogin(t);
    const shown = ((await (await t.request(`/api/contact/${id}`, { token })).json()) as Json).data.email;
    expect(shown).toBe("buyer.one@test.example");
    const reply = await t.request("/api/contact/reply", { method: "POST", token, json: { id, reply: "Here is our quote for the kerb stones." } });
    expect(((await reply.json()) as Json).data.mail_status).toBe("sent");
    const mail = received.find((m) => m.raw.includes("Here is our quote for the kerb stones."))!;
    expect(mail.to).toEqual([shown]);
    expect(mail.raw).toMatch(/^To: buyer\.one@test\.example\r$/m);
  });

  it("an address stored before this rule (a list or a display name) never sends the reply to another mailbox", async () => {
    const token = await managerLogin(t);
    for (const [email, other] of [
      ["a,b@evil.example", "b@evil.example"],
      ['"Victim" <attacker@evil.example>', "attacker@evil.example"],
    ]) {
      const [{ id }] = (
        await t.services.db.execute<{ id: number }>(
          sql`insert into contact_messages (name, email, phone, country_code, company, project_type, budget, message)
              values ('Legacy Sender', ${email}, '9876543210', '+91', '', '', '', 'Stored before the e-mail rule.') returning id`,
        )
      ).rows;
      const marker = `Reply to legacy message ${id}.`;
      const res = await t.request("/api/contact/reply", { method: "POST", token, json: { id, reply: marker } });
      expect(res.status).toBe(200);
      const status = ((await res.json()) as Json).data.mail_status as string;
      const delivered = received.filter((m) => m.raw.includes(marker));
      expect(delivered.flatMap((m) => m.to)).not.toContain(other);
      // Delivered only as the one address shown (SMTP quotes its odd local part), or not at all.
      if (status === "sent") expect(delivered.flatMap((m) => m.to)).toEqual(['"a,b"@evil.example']);
      else expect(delivered).toEqual([]);
    }
  });

  it("the new-message notification's Reply-To is the visitor's plain address", async () => {
    const input = contactInput({ email: "asker.two@test.example" });
    expect((await post("/api/contact", input)).status).toBe(201);
    await t.services.notifier.settled();
    const note = received.find((m) => m.to.includes("sales@test.example") && m.raw.includes(input.name))!;
    expect(note.raw).toMatch(/^Reply-To: asker\.two@test\.example\r$/m);
  });
});

describe("single-line fields and quoted visitor text", () => {
  it("a quote request's name with a line break and markup answers 400 naming the name", async () => {
    const input = inquiryInput(productId, { name: "<img src=x onerror=alert(1)>\r\nBcc: evil@example.com" });
    const res = await post("/api/inquiry", input);
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).fieldErrors).toEqual({ name: "Name should only contain letters and spaces" });
  });

  it.each(["Asha\tVerma", "Asha\nVerma", "Asha3 Verma", "Asha-Verma"])("a quote request's name %j answers 400", async (name) => {
    const res = await post("/api/inquiry", inquiryInput(productId, { name }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).fieldErrors.name).toBe("Name should only contain letters and spaces");
  });

  it("a quote request's unit with a line break answers 400 naming the unit", async () => {
    const res = await post("/api/inquiry", inquiryInput(productId, { unit: "Pieces\r\nBcc: evil2@example.com" }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).fieldErrors).toEqual({ unit: ONE_LINE_MESSAGE });
  });

  it("a quote request's unit with a right-to-left override answers 400 naming the unit, and the same unit without it is taken", async () => {
    const spoofed = await post("/api/inquiry", inquiryInput(productId, { unit: "Pieces \u202e0001 x\u202c" }));
    expect(spoofed.status).toBe(400);
    expect(((await spoofed.json()) as Json).fieldErrors).toEqual({ unit: ONE_LINE_MESSAGE });
    expect((await post("/api/inquiry", inquiryInput(productId, { unit: "Pieces 0001 x" }))).status).toBe(201);
  });

  it("a contact message's name, company or product/service with a line break answers 400 naming that field", async () => {
    for (const [field, value, message] of [
      ["name", "Ravi\r\nKumar", "Name should only contain letters and spaces"],
      ["company", "Ravi Builders\r\nEmail: boss@evil.example", ONE_LINE_MESSAGE],
      ["project_type", "Pavers\nBudget: above-1cr", ONE_LINE_MESSAGE],
    ]) {
      const res = await post("/api/contact", contactInput({ [field]: value }));
      expect(res.status, field).toBe(400);
      expect(((await res.json()) as Json).fieldErrors, field).toEqual({ [field]: message });
    }
  });

  it("a staff member's product edit refuses a line break in a one-line field", async () => {
    const p = await createProduct(t, admin);
    const res = await t.request(`/api/products/${p.id}`, { method: "PATCH", token: admin, json: { unit: "Piece\nPrice: 1" } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).fieldErrors).toEqual({ unit: ONE_LINE_MESSAGE });
  });

  it("the staff notification quotes every line of the visitor's message, so none can pose as a field", async () => {
    const forged = "Please call me.\nEmail: attacker@evil.example\r\nPhone: +91 9000000000\n\nReference: inquiry #1";
    const input = contactInput({ email: "real.sender@test.example", message: forged });
    expect((await post("/api/contact", input)).status).toBe(201);
    await t.services.notifier.settled();
    const note = received.find((m) => m.to.includes("sales@test.example") && m.raw.includes(input.name))!;
    const lines = textOf(note.raw).split("\n");
    expect(lines).toContain("Email: real.sender@test.example");
    expect(lines).not.toContain("Email: attacker@evil.example");
    expect(lines).not.toContain("Phone: +91 9000000000");
    expect(lines).not.toContain("Reference: inquiry #1");
    expect(lines).toEqual(
      expect.arrayContaining(["> Please call me.", "> Email: attacker@evil.example", "> Phone: +91 9000000000", "> ", "> Reference: inquiry #1"]),
    );
  });

  it("the quote-request notification has one line per field", async () => {
    const input = inquiryInput(productId, { name: uniqueName("Noted"), quantity: 4321 });
    expect((await post("/api/inquiry", input)).status).toBe(201);
    await t.services.notifier.settled();
    const note = received.find((m) => m.to.includes("sales@test.example") && m.raw.includes(input.name))!;
    const lines = textOf(note.raw).split("\n");
    expect(lines).toContain(`Name: ${input.name}`);
    expect(lines).toContain("Quantity: 4321 Pieces");
    expect(lines.filter((l) => /^[A-Z][a-z]+: /.test(l)).map((l) => l.split(":")[0])).toEqual([
      "Name",
      "Mobile",
      "Product",
      "Quantity",
      "Received",
      "Reference",
    ]);
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

describe("bounded public lists", () => {
  const MANY = 250;
  let category: { id: number; slug: string };
  let activeBefore: number;

  beforeAll(async () => {
    activeBefore = (await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from products where status = 'active'`)).rows[0].n;
    const slug = unique("bulk");
    [category] = (
      await t.services.db.execute<{ id: number; slug: string }>(
        sql`insert into categories (name, slug, sort_order) values ('Bulk Slabs', ${slug}, 99) returning id, slug`,
      )
    ).rows;
    await t.services.db.execute(sql`
      insert into products (name, slug, category_id, description, price, unit, min_order_quantity, min_order_unit, status)
      select 'Qzbulk slab ' || i, ${slug} || '-' || i, ${category.id}, 'A bulk slab for the paging test.', 10 + i, 'Piece', 1, 'Pieces',
             (case when i % 50 = 0 then 'draft' else 'active' end)::product_status
      from generate_series(1, ${MANY}) as i`);
  });

  const activeMany = MANY - MANY / 50;

  it("GET /api/products answers at most 100 products, with the pagination of the whole list", async () => {
    const res = await t.request("/api/products");
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(100);
    const total = activeBefore + activeMany;
    expect(body.pagination).toEqual({ page: 1, limit: 100, total, totalPages: Math.ceil(total / 100) });
    for (const key of PUBLIC_PRODUCT_KEYS) expect(body.data[0]).toHaveProperty(key);
  });

  it.each(["limit=500", "limit=100000", "limit=-1", "limit=abc", "limit=0", "limit=2.5", "page=-3&limit=1000"])(
    "an odd query (%s) still answers at most 100",
    async (query) => {
      const body = (await (await t.request(`/api/products?${query}`)).json()) as Json;
      expect(body.data.length).toBeLessThanOrEqual(100);
      expect(body.pagination.limit).toBe(100);
      expect(body.pagination.page).toBe(1);
    },
  );

  it("pages through one category: every active product once, in order, none of the drafts", async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const body = (await (await t.request(`/api/products?category=${category.slug}&page=${page}`)).json()) as Json;
      expect(body.pagination).toEqual({ page, limit: 100, total: activeMany, totalPages: 3 });
      expect(body.data).toHaveLength(page < 3 ? 100 : activeMany - 200);
      seen.push(...body.data.map((p: Json) => p.id as number));
    }
    expect(new Set(seen).size).toBe(activeMany);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    const past = (await (await t.request(`/api/products?category=${category.slug}&page=4`)).json()) as Json;
    expect(past.data).toEqual([]);
    expect(past.pagination.total).toBe(activeMany);
  });

  it("a smaller limit and a search page alike", async () => {
    const body = (await (await t.request(`/api/products?search=qzbulk%20slab&limit=10&page=2`)).json()) as Json;
    expect(body.data).toHaveLength(10);
    expect(body.pagination).toEqual({ page: 2, limit: 10, total: activeMany, totalPages: Math.ceil(activeMany / 10) });
  });

  const context = () => getLoadContext({ services: t.services, cspNonce: undefined, clientAddress: "127.0.0.1" });
  type SearchArgs = Parameters<typeof searchLoader>[0];
  type CategoryArgs = Parameters<typeof categoryLoader>[0];
  const search = (query: string) =>
    searchLoader({ request: new Request(`http://site.test/search?${query}`), params: {}, context: context() } as unknown as SearchArgs);
  const categoryPage = (query = "") =>
    categoryLoader({
      request: new Request(`http://site.test/${category.slug}${query}`),
      params: { category: category.slug },
      context: context(),
    } as unknown as CategoryArgs);

  it("the /search page shows one page of results with the total, and the next pages on ?page=", async () => {
    const first = await search("q=qzbulk");
    expect(first).toMatchObject({ q: "qzbulk", page: 1, total: activeMany, totalPages: Math.ceil(activeMany / SITE_PAGE_SIZE) });
    expect(first.results).toHaveLength(SITE_PAGE_SIZE);
    const second = await search("q=qzbulk&page=2");
    expect(second.page).toBe(2);
    expect(second.results).toHaveLength(SITE_PAGE_SIZE);
    expect(second.results.some((r) => first.results.some((f) => f.id === r.id))).toBe(false);
    // Past the end: the last page; an odd page: the first.
    const last = await search("q=qzbulk&page=999");
    expect(last.page).toBe(first.totalPages);
    expect(last.results).toHaveLength(activeMany - (first.totalPages - 1) * SITE_PAGE_SIZE);
    expect((await search("q=qzbulk&page=abc")).page).toBe(1);
  });

  it("a category page shows one page of its products with the total and the lowest price", async () => {
    const first = await categoryPage();
    expect(first.products).toHaveLength(SITE_PAGE_SIZE);
    expect(first).toMatchObject({
      page: 1,
      totalText: formatCountOf(activeMany, "product"),
      totalPages: Math.ceil(activeMany / SITE_PAGE_SIZE),
    });
    expect(first.metaDescription).toContain(" from ₹11, with sizes");
    const third = await categoryPage("?page=3");
    expect(third.page).toBe(3);
    expect(third.products[0].id).toBeGreaterThan(first.products[SITE_PAGE_SIZE - 1].id);
  });

  it("the home and products pages count each category's products in the database", async () => {
    const summaries = await t.services.catalogue.listCategorySummaries();
    const bulk = summaries.find((c) => c.slug === category.slug)!;
    expect(bulk).toEqual({ id: category.id, name: "Bulk Slabs", slug: category.slug, description: "", productCount: activeMany, image: null });
    expect(summaries.reduce((n, c) => n + c.productCount, 0)).toBe(activeBefore + activeMany);
  });
});
