/**
 * Changing a lead at the desk: its stage (with why it was lost), its owner (and the e-mail to the new
 * owner) and its follow-up, each with its timeline row, audit entry and answers to bad input.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app";
import { mailText, startSmtpCapture } from "../helpers/smtp";
import { TEST_MANAGER } from "../helpers/test-env";
import { auditOf, createInquiry } from "./_support";
import { uniqueName } from "../helpers/unique";
import { formatIndiaDateTime } from "#schemas/india-time";
import { leadsFixture, SUMMARY_KEYS, type Json } from "./_leads";

const { t, manager, adminId, managerId, product, insertLead, get, post, leadRow, eventsOf } = await leadsFixture();

describe("POST /api/leads/:id/stage", () => {
  it("moves the lead, on its timeline and in the audit log, and counts as the first response", async () => {
    const l = await insertLead({ updatedAt: new Date("2021-01-01T00:00:00Z") });
    const { status, body } = await post(`/api/leads/${l.id}/stage`, { stage: "contacted" }, manager);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: "Stage changed to Contacted", data: { id: l.id, stage: "contacted" } });
    expect(Object.keys(body.data).sort()).toEqual(SUMMARY_KEYS);
    const row = await leadRow(l.id);
    expect(row.stage).toBe("contacted");
    expect(row.first_response_at).toBeInstanceOf(Date);
    expect(row.updated_at.getTime()).toBeGreaterThan(Date.parse("2021-01-01T00:00:00Z"));
    expect(await eventsOf(l.id)).toEqual([{ id: expect.anything(), kind: "stage" }]);
    const [entry] = await auditOf(t, "inquiry.stage", l.id);
    expect(entry).toMatchObject({
      user_id: managerId,
      details: { name: l.name, product: product.product_name, changes: { stage: { from: "new", to: "contacted" } } },
    });
  });

  it("answers the same stage with 200 and records nothing", async () => {
    const l = await insertLead({ stage: "quoted" });
    const { status, body } = await post(`/api/leads/${l.id}/stage`, { stage: "quoted" });
    expect(status).toBe(200);
    expect(body.data.stage).toBe("quoted");
    expect(await eventsOf(l.id)).toEqual([]);
    expect(await auditOf(t, "inquiry.stage", l.id)).toEqual([]);
    expect((await leadRow(l.id)).first_response_at).toBeNull();
  });

  it("needs a reason for Lost, and a note for Other; leaving Lost clears both", async () => {
    const l = await insertLead();
    const noReason = await post(`/api/leads/${l.id}/stage`, { stage: "lost" });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toEqual({ success: false, error: "Choose why the lead was lost", fieldErrors: { lost_reason: "Choose why the lead was lost" } });
    const noNote = await post(`/api/leads/${l.id}/stage`, { stage: "lost", lost_reason: "other", lost_note: "  " });
    expect(noNote.status).toBe(400);
    expect(noNote.body.fieldErrors).toEqual({ lost_note: "Say why the lead was lost" });
    expect((await leadRow(l.id)).stage).toBe("new");

    const lost = await post(`/api/leads/${l.id}/stage`, { stage: "lost", lost_reason: "other", lost_note: "Project cancelled" });
    expect(lost.status).toBe(200);
    expect(lost.body).toMatchObject({ message: "Stage changed to Lost", data: { stage: "lost", lost_reason: "other", lost_note: "Project cancelled" } });
    const price = await post(`/api/leads/${l.id}/stage`, { stage: "lost", lost_reason: "price" });
    expect(price.body.data).toMatchObject({ stage: "lost", lost_reason: "price", lost_note: null });
    const back = await post(`/api/leads/${l.id}/stage`, { stage: "quoted", lost_reason: "price", lost_note: "ignored" });
    expect(back.body.data).toMatchObject({ stage: "quoted", lost_reason: null, lost_note: null });
    const timeline = (await get(`/api/leads/${l.id}`)).body.data.timeline.map((e: Json) => e.summary);
    expect(timeline).toEqual(["Moved from Lost to Quoted", "Marked Lost: Price", "Marked Lost: Other", expect.stringMatching(/^Quote request/)]);
    const entries = await auditOf(t, "inquiry.stage", l.id);
    expect(entries[0].details.changes).toEqual({ stage: { from: "lost", to: "quoted" }, lost_reason: { from: "price", to: null } });
  });

  it.each([
    [{ stage: "archived" }, "stage", "Choose a stage from the list"],
    [{}, "stage", "Choose a stage from the list"],
    [{ stage: "lost", lost_reason: "weather" }, "lost_reason", "Choose why the lead was lost"],
    [{ stage: "lost", lost_reason: "other", lost_note: "x".repeat(501) }, "lost_note", "Keep the reason under 500 characters"],
  ])("refuses %j with 400 naming %s", async (json, field, message) => {
    const l = await insertLead();
    const { status, body } = await post(`/api/leads/${l.id}/stage`, json);
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ [field]: message });
  });

  it("answers 404 for an unknown lead", async () => {
    const { status, body } = await post("/api/leads/2000000000/stage", { stage: "won" });
    expect(status).toBe(404);
    expect(body.error).toBe("Lead not found");
  });
});

describe("POST /api/leads/:id/assign", () => {
  it("assigns to a staff member and back to nobody, without counting as a response", async () => {
    const l = await insertLead();
    const { status, body } = await post(`/api/leads/${l.id}/assign`, { user_id: managerId });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      message: `Assigned to ${TEST_MANAGER.name}`,
      data: { assigned_to: { id: managerId, name: TEST_MANAGER.name } },
    });
    expect((await leadRow(l.id)).first_response_at).toBeNull();
    const [entry] = await auditOf(t, "inquiry.assign", l.id);
    expect(entry).toMatchObject({ user_id: adminId, details: { name: l.name, changes: { assigned_to: { from: null, to: TEST_MANAGER.name } } } });

    const again = await post(`/api/leads/${l.id}/assign`, { user_id: managerId });
    expect(again.status).toBe(200);
    expect(await eventsOf(l.id)).toHaveLength(1);

    const off = await post(`/api/leads/${l.id}/assign`, { user_id: null }, manager);
    expect(off.body).toMatchObject({ message: "No longer assigned", data: { assigned_to: null } });
    const timeline = (await get(`/api/leads/${l.id}`)).body.data.timeline;
    expect(timeline.map((e: Json) => e.summary).slice(0, 2)).toEqual(["No longer assigned", `Assigned to ${TEST_MANAGER.name}`]);
    expect(timeline[1].details).toEqual({ from: null, to: { id: managerId, name: TEST_MANAGER.name } });
  });

  it("refuses an unknown or disabled account with 400 naming user_id", async () => {
    const l = await insertLead();
    const disabled = (await post("/api/users", { email: `${uniqueName("d").replace(/\W/g, "")}@staff.example`, name: "Dina Disabled", role: "manager" })).body;
    await post(`/api/users/${disabled.data.id}/disable`, undefined);
    for (const user_id of [2_000_000_000, disabled.data.id, "x", -4, 1.5]) {
      const { status, body } = await post(`/api/leads/${l.id}/assign`, { user_id });
      expect(status, String(user_id)).toBe(400);
      expect(body).toEqual({ success: false, error: "Choose an active staff member", fieldErrors: { user_id: "Choose an active staff member" } });
    }
    expect(await eventsOf(l.id)).toEqual([]);
    expect((await post("/api/leads/2000000000/assign", { user_id: null })).status).toBe(404);
  });
});

describe("POST /api/leads/:id/follow-up", () => {
  it("sets a follow-up in the future, refuses one in the past, and clears it", async () => {
    const l = await insertLead();
    const at = new Date(Date.now() + 86_400_000);
    at.setUTCSeconds(0, 0);
    const { status, body } = await post(`/api/leads/${l.id}/follow-up`, { at: at.toISOString() }, manager);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      message: `Follow-up set for ${formatIndiaDateTime(at)}`,
      data: { next_follow_up_at: at.toISOString(), overdue: false },
    });
    expect(body.message).toMatch(/^Follow-up set for \d{1,2} \w{3,4} \d{4}, \d{1,2}:\d\d [ap]m$/);
    expect((await leadRow(l.id)).first_response_at).toBeInstanceOf(Date);
    const [entry] = await auditOf(t, "inquiry.follow_up", l.id);
    expect(entry.details.changes).toEqual({ next_follow_up_at: { from: null, to: at.toISOString() } });

    const past = await post(`/api/leads/${l.id}/follow-up`, { at: new Date(Date.now() - 5 * 60_000).toISOString() });
    expect(past.status).toBe(400);
    expect(past.body).toEqual({ success: false, error: "The follow-up must be in the future", fieldErrors: { at: "The follow-up must be in the future" } });
    for (const bad of ["tomorrow", "2030-13-01T10:00", 5, undefined]) {
      const res = await post(`/api/leads/${l.id}/follow-up`, { at: bad });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ at: "Enter the follow-up date and time" });
    }

    // A date and time without an offset (a datetime-local field) is India's.
    const local = await post(`/api/leads/${l.id}/follow-up`, { at: "2030-01-02T10:00" });
    expect(local.body).toMatchObject({ message: "Follow-up set for 2 Jan 2030, 10:00 am", data: { next_follow_up_at: "2030-01-02T04:30:00.000Z" } });

    // Once the time has passed, the open lead is overdue.
    await t.services.db.execute(sql`update inquiries set next_follow_up_at = now() - interval '1 minute' where id = ${l.id}`);
    expect((await get(`/api/leads/${l.id}`)).body.data.overdue).toBe(true);

    const cleared = await post(`/api/leads/${l.id}/follow-up`, { at: null });
    expect(cleared.body).toMatchObject({ message: "Follow-up cleared", data: { next_follow_up_at: null, overdue: false } });
    expect((await get(`/api/leads/${l.id}`)).body.data.timeline[0].summary).toBe("Follow-up cleared");
    expect((await post("/api/leads/2000000000/follow-up", { at: null })).status).toBe(404);
  });
});

describe("the assignment e-mail", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let m: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    m = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "shop@test.example", PUBLIC_URL: "https://shop.example" });
  });
  afterAll(async () => {
    await smtp.close();
  });

  it("sends the request to the person it was assigned to, after the answer, with a link to the lead", async () => {
    const token = await m.login();
    const managerToken = await m.login(TEST_MANAGER.email, TEST_MANAGER.password);
    const me = ((await (await m.request("/api/auth/me", { token: managerToken })).json()) as Json).data;
    const p = (await (await m.request("/api/products")).json()) as Json;
    const inquiry = await createInquiry(m, p.data[0].id, { quantity: 750 });
    const res = await m.request(`/api/leads/${inquiry.id}/assign`, { method: "POST", token, json: { user_id: me.id } });
    expect(res.status).toBe(200);
    await m.services.notifier.settled();
    const mails = smtp.received.filter((x) => x.to.includes(TEST_MANAGER.email));
    expect(mails).toHaveLength(1);
    expect(mails[0].raw.replace(/\r\n[ \t]+/g, " ")).toMatch(/^Subject: Quote request assigned to you: .*\(750 Pieces\)/m);
    const text = mailText(mails[0].raw);
    expect(text).toContain("Administrator assigned this quote request to you.");
    expect(text).toContain(`Name: ${inquiry.name}`);
    expect(text).toContain("Mobile: +91 9123456780");
    expect(text).toContain(`Open the lead: https://shop.example/admin/inquiries/${inquiry.id}`);

    await m.request(`/api/leads/${inquiry.id}/assign`, { method: "POST", token, json: { user_id: null } });
    await m.request(`/api/leads/${inquiry.id}/assign`, { method: "POST", token, json: { user_id: me.id } });
    await m.request(`/api/leads/${inquiry.id}/assign`, { method: "POST", token, json: { user_id: me.id } });
    await m.services.notifier.settled();
    expect(smtp.received.filter((x) => x.to.includes(TEST_MANAGER.email))).toHaveLength(2);
  });
});
