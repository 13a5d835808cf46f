import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { auditOf, createMessage } from "./_support";
import { uniqueMobile, uniqueName } from "../helpers/unique";

let t: TestApp, admin: string, manager: string;
beforeAll(async () => {
  ({ t, admin, manager } = await createStaffTestApp());
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const list = async (query: string, token = manager) => {
  const res = await t.request(`/api/contact${query}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as Json;
};

describe("GET /api/contact", () => {
  it("answers the messages newest first with pagination and counts", async () => {
    const a = await createMessage(t);
    const b = await createMessage(t);
    const body = await list("?page=1&limit=10");
    const [c] = (
      await t.services.db.execute<{ all: number; new: number; resolved: number }>(
        sql`select count(*)::int as all, (count(*) filter (where status='new'))::int as new, (count(*) filter (where status='resolved'))::int as resolved from contact_messages`,
      )
    ).rows;
    expect(body.success).toBe(true);
    expect(body.data[0].id).toBe(b.id);
    expect(body.data[1].id).toBe(a.id);
    expect(Object.keys(body.data[0])).toEqual(
      expect.arrayContaining(["id", "name", "email", "phone", "country_code", "company", "project_type", "budget", "message", "status", "created_at"]),
    );
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: c.all, totalPages: Math.ceil(c.all / 10) });
    expect(body.counts).toEqual(c);
    // without parameters (the dashboard): page 1 of 10
    const bare = await list("");
    expect(bare.pagination).toMatchObject({ page: 1, limit: 10, total: c.all });
  });

  it("filters by status and searches name, email, phone, company, message and project type", async () => {
    const word = uniqueName("Q").split(" ")[1];
    const byName = await createMessage(t, { name: `Kumar ${word}` });
    const byEmail = await createMessage(t, { email: `${word}@mail.example` });
    const byCompany = await createMessage(t, { company: `${word} Infra` });
    const byMessage = await createMessage(t, { message: `Please quote ${word} kerb stones for us.` });
    const byProject = await createMessage(t, { project_type: `Fencing ${word}` });
    const phone = uniqueMobile();
    const byPhone = await createMessage(t, { phone });
    const ids = (b: Json) => b.data.map((m: Json) => m.id).sort();
    const found = await list(`?page=1&limit=50&search=${word.toUpperCase()}`);
    expect(ids(found)).toEqual([byName.id, byEmail.id, byCompany.id, byMessage.id, byProject.id].sort());
    expect(found.counts).toEqual({ all: 5, new: 5, resolved: 0 });
    expect(ids(await list(`?search=${phone}`))).toEqual([byPhone.id]);

    await t.request(`/api/contact/${byName.id}/status`, { method: "PATCH", token: manager, json: { status: "resolved" } });
    const resolved = await list(`?page=1&limit=50&status=resolved&search=${word}`);
    expect(ids(resolved)).toEqual([byName.id]);
    expect(resolved.pagination.total).toBe(1);
    expect(resolved.counts).toEqual({ all: 5, new: 4, resolved: 1 });
    const fresh = await list(`?status=new&search=${word}&limit=2&page=2`);
    expect(fresh.data).toHaveLength(2);
    expect(fresh.pagination).toEqual({ page: 2, limit: 2, total: 4, totalPages: 2 });
    // odd values fall back to the defaults
    const odd = await list(`?status=archived&page=zero&limit=100000&search=${word}`);
    expect(odd.pagination).toMatchObject({ page: 1, limit: 10, total: 5 });
  });
});

describe("GET /api/contact/:id", () => {
  it("answers one message with its replies; 404 for an unknown one", async () => {
    const m = await createMessage(t);
    await t.request("/api/contact/reply", { method: "POST", token: admin, json: { id: m.id, reply: "First answer" } });
    await t.request("/api/contact/reply", { method: "POST", token: manager, json: { id: String(m.id), reply: "Second answer" } });
    const res = await t.request(`/api/contact/${m.id}`, { token: manager });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body.data).toMatchObject({ id: m.id, name: m.name, status: "resolved" });
    expect(body.data.replies).toEqual([
      { id: expect.any(Number), body: "First answer", created_at: expect.any(String), user_name: "Administrator", mail_status: "not-configured" },
      { id: expect.any(Number), body: "Second answer", created_at: expect.any(String), user_name: "Meera Manager", mail_status: "not-configured" },
    ]);
    const missing = await t.request("/api/contact/424242", { token: manager });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, error: "Message not found" });
  });
});

describe("POST /api/contact/reply", () => {
  it("stores the reply, marks the message resolved and answers { success, data }", async () => {
    const m = await createMessage(t);
    const res = await t.request("/api/contact/reply", { method: "POST", token: manager, json: { id: m.id, reply: "  We can supply by Friday.  " } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body).toEqual({
      success: true,
      message: "Reply sent successfully!",
      data: { id: expect.any(Number), body: "We can supply by Friday.", created_at: expect.any(String), mail_status: "not-configured" },
    });
    const one = (await (await t.request(`/api/contact/${m.id}`, { token: manager })).json()) as Json;
    expect(one.data.status).toBe("resolved");
    expect(await auditOf(t, "message.reply", m.id)).toHaveLength(1);
  });

  it.each([
    [{ id: 1, reply: "" }, "reply", "Reply content cannot be empty"],
    [{ id: 1, reply: "   " }, "reply", "Reply content cannot be empty"],
    [{ id: 1 }, "reply", "Reply content cannot be empty"],
    [{ reply: "hello" }, "id", "Message id is required"],
    [{ id: 1e308, reply: "hello" }, "id", "Message id is required"],
  ])("rejects %j with '%s'", async (json, field, message) => {
    const res = await t.request("/api/contact/reply", { method: "POST", token: manager, json });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).fieldErrors[field]).toBe(message);
  });

  it("answers 404 for an unknown message", async () => {
    const res = await t.request("/api/contact/reply", { method: "POST", token: manager, json: { id: 999999, reply: "Hello" } });
    expect(res.status).toBe(404);
  });
});

describe("PATCH /api/contact/:id/status", () => {
  it("marks a message resolved and new again", async () => {
    const m = await createMessage(t);
    const res = await t.request(`/api/contact/${m.id}/status`, { method: "PATCH", token: manager, json: { status: "resolved" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, data: { id: m.id, status: "resolved" } });
    const back = (await (await t.request(`/api/contact/${m.id}/status`, { method: "PATCH", token: manager, json: { status: "new" } })).json()) as Json;
    expect(back.data.status).toBe("new");
    expect(await auditOf(t, "message.status", m.id)).toHaveLength(2);
    const bad = await t.request(`/api/contact/${m.id}/status`, { method: "PATCH", token: manager, json: { status: "spam" } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Json).fieldErrors.status).toBe("Status must be new or resolved");
    expect((await t.request("/api/contact/777777/status", { method: "PATCH", token: manager, json: { status: "new" } })).status).toBe(404);
  });
});

describe("DELETE /api/delete/reply/:id", () => {
  it("deletes a message (and its replies) for an admin only", async () => {
    const m = await createMessage(t);
    await t.request("/api/contact/reply", { method: "POST", token: admin, json: { id: m.id, reply: "Thanks" } });
    const refused = await t.request(`/api/delete/reply/${m.id}`, { method: "DELETE", token: manager });
    expect(refused.status).toBe(403);
    expect((await t.request(`/api/contact/${m.id}`, { token: admin })).status).toBe(200);
    const res = await t.request(`/api/delete/reply/${m.id}`, { method: "DELETE", token: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: "Message deleted successfully!" });
    expect((await t.request(`/api/contact/${m.id}`, { token: admin })).status).toBe(404);
    const [{ n }] = (await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from message_replies where message_id = ${m.id}`)).rows;
    expect(n).toBe(0);
    expect(await auditOf(t, "message.delete", m.id)).toHaveLength(1);
    expect((await t.request(`/api/delete/reply/${m.id}`, { method: "DELETE", token: admin })).status).toBe(404);
  });
});
