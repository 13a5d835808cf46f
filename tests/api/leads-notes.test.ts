/**
 * A lead's notes and recorded calls and WhatsApp messages (each a first response, on the timeline and
 * in the audit log), and the activity log's sentence for every change of a lead.
 */
import { describe, expect, it } from "vitest";
import { activitySentence } from "../../server/features/activity/activity";
import { TEST_MANAGER } from "../helpers/test-env";
import { auditOf } from "./_support";
import { leadsFixture, type Json } from "./_leads";

const { t, admin, manager, adminId, managerId, insertLead, get, post, leadRow, eventsOf } = await leadsFixture();

describe("POST /api/leads/:id/contacts", () => {
  it("records a call or a WhatsApp message (201) as a response", async () => {
    const l = await insertLead();
    const call = await post(`/api/leads/${l.id}/contacts`, { channel: "call" }, manager);
    expect(call.status).toBe(201);
    expect(call.body).toEqual({
      success: true,
      data: {
        id: expect.any(Number),
        kind: "call",
        at: expect.any(String),
        user: { id: managerId, name: TEST_MANAGER.name },
        body: "",
        summary: "Called",
        details: {},
      },
    });
    expect((await leadRow(l.id)).first_response_at?.toISOString()).toBe(call.body.data.at);
    const wa = await post(`/api/leads/${l.id}/contacts`, { channel: "whatsapp" });
    expect(wa.body.data).toMatchObject({ kind: "whatsapp", summary: "Sent a WhatsApp message" });
    expect((await auditOf(t, "inquiry.contact", l.id)).map((e) => e.details.channel)).toEqual(["whatsapp", "call"]);
    const bad = await post(`/api/leads/${l.id}/contacts`, { channel: "sms" });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ channel: "Choose call or WhatsApp" });
    expect((await post("/api/leads/2000000000/contacts", { channel: "call" })).status).toBe(404);
  });
});

describe("notes", () => {
  it("adds a note (201) by the signed-in person; the first note sets first_response_at and a later one does not move it", async () => {
    const l = await insertLead({ updatedAt: new Date("2021-01-01T00:00:00Z") });
    const { status, body } = await post(`/api/leads/${l.id}/notes`, { body: "  Wants delivery before Diwali.  " }, manager);
    expect(status).toBe(201);
    expect(body).toEqual({
      success: true,
      message: "Note added",
      data: {
        id: expect.any(Number),
        kind: "note",
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        user: { id: managerId, name: TEST_MANAGER.name },
        body: "Wants delivery before Diwali.",
        summary: "Added a note",
        details: {},
      },
    });
    const first = await leadRow(l.id);
    expect(first.first_response_at?.toISOString()).toBe(body.data.at);
    expect(first.updated_at.toISOString()).toBe(body.data.at);
    await new Promise((r) => setTimeout(r, 20));
    const later = await post(`/api/leads/${l.id}/notes`, { body: "Called back." });
    const second = await leadRow(l.id);
    expect(second.first_response_at?.toISOString()).toBe(body.data.at);
    expect(second.updated_at.toISOString()).toBe(later.body.data.at);
    const [entry] = await auditOf(t, "inquiry.note", l.id);
    expect(entry).toMatchObject({ user_id: adminId, details: { name: l.name, body: "Called back.", event_id: later.body.data.id } });
  });

  it.each([
    [{ body: "   " }, "Note is required"],
    [{}, "Note is required"],
    [{ body: "x".repeat(2001) }, "Note is too long (2000 characters at most)"],
  ])("refuses %j with 400", async (json, message) => {
    const l = await insertLead();
    const { status, body } = await post(`/api/leads/${l.id}/notes`, json);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, error: message, fieldErrors: { body: message } });
    expect((await post("/api/leads/2000000000/notes", { body: "x" })).status).toBe(404);
  });

  it("lets only an admin delete a note (403 for a manager; 404 for no such note of that lead)", async () => {
    const l = await insertLead();
    const other = await insertLead();
    const note = (await post(`/api/leads/${l.id}/notes`, { body: "Wrong customer, ignore." }, manager)).body.data;
    const foreign = (await post(`/api/leads/${other.id}/notes`, { body: "Theirs" })).body.data;
    const stage = (await post(`/api/leads/${l.id}/stage`, { stage: "contacted" })).body;
    expect(stage.success).toBe(true);

    const refused = await t.request(`/api/leads/${l.id}/notes/${note.id}`, { method: "DELETE", token: manager });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ success: false, error: "You do not have permission to do this" });

    const stageEvent = (await eventsOf(l.id)).find((e) => e.kind === "stage")!;
    for (const noteId of [foreign.id, stageEvent.id, 2_000_000_000, "x"]) {
      const res = await t.request(`/api/leads/${l.id}/notes/${noteId}`, { method: "DELETE", token: admin });
      expect(res.status, String(noteId)).toBe(404);
      expect(await res.json()).toEqual({ success: false, error: "Note not found" });
    }
    const unknownLead = await t.request(`/api/leads/2000000000/notes/${note.id}`, { method: "DELETE", token: admin });
    expect(await unknownLead.json()).toEqual({ success: false, error: "Lead not found" });

    const res = await t.request(`/api/leads/${l.id}/notes/${note.id}`, { method: "DELETE", token: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: "Note deleted" });
    expect((await get(`/api/leads/${l.id}`)).body.data.timeline.map((e: Json) => e.kind)).toEqual(["stage", "request"]);
    const [entry] = await auditOf(t, "inquiry.note_delete", l.id);
    expect(entry).toMatchObject({ user_id: adminId, details: { note_id: note.id, body: "Wrong customer, ignore.", written_by: TEST_MANAGER.name } });
    expect((await t.request(`/api/leads/${l.id}/notes/${note.id}`, { method: "DELETE", token: admin })).status).toBe(404);
  });
});

describe("activity sentences of lead changes", () => {
  it("reads each change of a lead as a sentence naming the customer", async () => {
    const l = await insertLead({ name: "Ramesh Kumar" });
    const at = new Date("2030-11-24T04:30:00Z");
    await post(`/api/leads/${l.id}/stage`, { stage: "contacted" }, manager);
    await post(`/api/leads/${l.id}/assign`, { user_id: managerId }, manager);
    await post(`/api/leads/${l.id}/follow-up`, { at: at.toISOString() }, manager);
    const note = (await post(`/api/leads/${l.id}/notes`, { body: "Site in Pune." }, manager)).body.data;
    await post(`/api/leads/${l.id}/contacts`, { channel: "call" }, manager);
    await post(`/api/leads/${l.id}/contacts`, { channel: "whatsapp" }, manager);
    await post(`/api/leads/${l.id}/stage`, { stage: "lost", lost_reason: "price" }, manager);
    await post(`/api/leads/${l.id}/follow-up`, { at: null }, manager);
    await post(`/api/leads/${l.id}/assign`, { user_id: null }, manager);
    await t.request(`/api/leads/${l.id}/notes/${note.id}`, { method: "DELETE", token: admin });
    const res = await get(`/api/activity?kind=inquiries`);
    const mine = res.body.data.filter((e: Json) => e.summary.includes("Ramesh Kumar")).map((e: Json) => e.summary);
    const M = TEST_MANAGER.name;
    expect(mine.slice(0, 10)).toEqual([
      "Administrator deleted a note from the lead of Ramesh Kumar",
      `${M} unassigned ${M} from the lead of Ramesh Kumar`,
      `${M} cleared the follow-up of the lead of Ramesh Kumar`,
      `${M} moved the lead of Ramesh Kumar from Contacted to Lost (Price)`,
      `${M} sent a WhatsApp message to Ramesh Kumar`,
      `${M} called Ramesh Kumar`,
      `${M} added a note to the lead of Ramesh Kumar`,
      `${M} set a follow-up for the lead of Ramesh Kumar on 24 Nov 2030, 10:00 am`,
      `${M} assigned the lead of Ramesh Kumar to ${M}`,
      `${M} moved the lead of Ramesh Kumar from New to Contacted`,
    ]);
    expect(res.body.data.every((e: Json) => e.kind === "inquiries")).toBe(true);
  });

  it("reads entries without names or values", () => {
    const s = (action: string, details: Record<string, unknown> = {}) => activitySentence({ action, details, entityId: "42", actorName: "Priya Sharma" });
    expect(s("inquiry.stage")).toBe("Priya Sharma changed the stage of lead #42");
    expect(s("inquiry.stage", { name: "Asha", changes: { stage: { from: "lost", to: "lost" } }, lost_reason: "delivery-time" })).toBe(
      "Priya Sharma changed why the lead of Asha was lost to Delivery time",
    );
    expect(s("inquiry.assign")).toBe("Priya Sharma changed who works on lead #42");
    expect(s("inquiry.assign", { changes: { assigned_to: { from: null, to: null } } })).toBe("Priya Sharma unassigned lead #42");
    expect(s("inquiry.follow_up")).toBe("Priya Sharma changed the follow-up of lead #42");
    expect(s("inquiry.note")).toBe("Priya Sharma added a note to lead #42");
    expect(s("inquiry.contact", { channel: "call" })).toBe("Priya Sharma called the customer of lead #42");
  });
});
