/**
 * The customer's link to a sent quotation (/api/q/:token): what it shows and when it counts as viewed,
 * the PDF, acceptance by the quotation's mobile number (the lead Won, staff told by e-mail), the
 * numbers of other countries, expired and declined quotations, and change requests.
 */
import { describe, expect, it } from "vitest";
import { mailText } from "../helpers/smtp";
import { TEST_MANAGER } from "../helpers/test-env";
import { auditOf, createInquiry } from "./_support";
import { quotationsFixture, tokenOf } from "./_quotations";

const { t, admin, managerId, product, request, get, post, body, create, arrival, setValidUntil, leadOf, stageEvents } = await quotationsFixture();

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
