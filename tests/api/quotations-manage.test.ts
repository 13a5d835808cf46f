/**
 * A quotation after it is made: reading and listing it, changing a draft, sending it by WhatsApp and
 * by e-mail through a real loopback SMTP server (the PDF attached) with the lead moving to Quoted,
 * new versions, declining, the PDF, and the answers to missing mail, unknown ids and wrong states.
 */
import net from "node:net";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inquiries } from "../../server/core/db/schema";
import { createTestApp } from "../helpers/app";
import { mailText } from "../helpers/smtp";
import { auditOf, createInquiry } from "./_support";
import { uniqueName } from "../helpers/unique";
import { quotationsFixture, today, type Json } from "./_quotations";

const { t, admin, manager, managerId, product, request, get, post, body, create, arrival, setValidUntil, leadOf, stageEvents } = await quotationsFixture();

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
