import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { activitySentence } from "../../server/features/activity/activity";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { auditOf } from "./_support";
import { uniqueName } from "../helpers/unique";

let t: TestApp, admin: string, manager: string;
beforeAll(async () => {
  ({ t, admin, manager } = await createStaffTestApp());
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const UPLOAD = "/uploads/0123456789abcdef0123456789abcdef-800.webp";
const member = (over: Record<string, unknown> = {}) => ({
  name: uniqueName("Kiran"),
  position: "Site Engineer",
  description: "Plans deliveries and supervises laying.",
  achievements: ["Paved 40 km of village roads"],
  photo_url: UPLOAD,
  ...over,
});

async function create(over: Record<string, unknown> = {}) {
  const res = await t.request("/api/team-members", { method: "POST", token: manager, json: member(over) });
  expect(res.status).toBe(201);
  return ((await res.json()) as Json).data as Json;
}
const list = async () => ((await (await t.request("/api/team-members", { token: admin })).json()) as Json).data as Json[];
const teamAuditCount = async () => {
  const res = await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log where action like 'content.team%'`);
  return res.rows[0].n;
};

describe("/api/site/team", () => {
  it("answers the seeded page: the group photo, its alt text and the four values", async () => {
    const res = await t.request("/api/site/team", { token: manager });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as Json;
    expect(data).toMatchObject({ group_photo_url: "/images/team/group.webp", group_photo_caption: "Our team at the Surat plant" });
    expect(data.group_photo_alt).toMatch(/team of Shree Ganesh Cement Products/);
    expect(data.values.map((v: Json) => v.title)).toEqual(["Excellence", "Innovation", "Integrity", "Sustainability"]);
  });

  it("saves the page for a manager, with its audit entry", async () => {
    const doc = ((await (await t.request("/api/site/team", { token: manager })).json()) as Json).data;
    const next = {
      ...doc,
      group_photo_url: UPLOAD,
      group_photo_alt: "Our staff at the new plant",
      values: doc.values.map((v: Json, i: number) => (i ? v : { ...v, title: "Quality" })),
    };
    const res = await t.request("/api/site/team", { method: "PUT", token: manager, json: next });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, message: "Meet Our Team page saved" });
    expect(((await (await t.request("/api/site/team", { token: admin })).json()) as Json).data).toEqual(next);
    const [entry] = await auditOf(t, "content.team.update", "team");
    expect(Object.keys(entry.details.changes as Json).sort()).toEqual(["group_photo_alt", "group_photo_url", "values"]);
    expect(activitySentence({ action: "content.team.update", details: entry.details, entityId: "team", actorName: "Meera" })).toBe(
      "Meera changed the group photo, group photo's alt text and values of Meet Our Team",
    );
    await t.request("/api/site/team", { method: "PUT", token: admin, json: doc });
  });

  it.each([
    [{ group_photo_alt: "" }, "group_photo_alt", "Describe the group photo for people who cannot see it"],
    [{ group_photo_url: "https://evil.example/x.jpg" }, "group_photo_url", "Use an image uploaded here: images from other websites are not allowed"],
    [{ values: [] }, "values", "Enter exactly 4 values"],
  ])("refuses %j (400, fieldErrors.%s)", async (over, field, message) => {
    const doc = ((await (await t.request("/api/site/team", { token: admin })).json()) as Json).data;
    const res = await t.request("/api/site/team", { method: "PUT", token: admin, json: { ...doc, ...over } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).fieldErrors[field]).toBe(message);
  });

  it("names the field inside a value", async () => {
    const doc = ((await (await t.request("/api/site/team", { token: admin })).json()) as Json).data;
    const values = doc.values.map((v: Json, i: number) => (i === 2 ? { ...v, text: " " } : v));
    const res = await t.request("/api/site/team", { method: "PUT", token: admin, json: { ...doc, values } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).fieldErrors["values.2.text"]).toBe("Enter the value's text");
  });

  it("answers 401 without a token", async () => {
    expect((await t.request("/api/site/team")).status).toBe(401);
    expect((await t.request("/api/site/team", { method: "PUT", json: {} })).status).toBe(401);
  });
});

describe("/api/team-members", () => {
  it("lists the six seeded leaders in order", async () => {
    const rows = await list();
    expect(rows.slice(0, 6).map((m) => m.name)).toEqual(["Rajesh Patel", "Meena Patel", "Vikram Desai", "Anil Sharma", "Priya Mehta", "Suresh Kumar Yadav"]);
    expect(rows[0]).toMatchObject({ position: "Founder & Chief Executive Officer", photo_url: "/images/team/leader-1.webp", achievements: expect.any(Array) });
    expect(Object.keys(rows[0]).sort()).toEqual(["achievements", "description", "id", "name", "photo_url", "position", "sort_order", "translations"]);
  });

  it("adds a member last (a manager may), with its audit entry", async () => {
    const before = await teamAuditCount();
    const created = await create({ photo_url: "", achievements: [] });
    expect(created).toMatchObject({ photo_url: null, achievements: [] });
    const rows = await list();
    expect(rows[rows.length - 1].id).toBe(created.id);
    const [entry] = await auditOf(t, "content.team-member.create", created.id);
    expect(entry.details).toMatchObject({ name: created.name });
    expect(await teamAuditCount()).toBe(before + 1);
  });

  it("edits a member: every field replaced, the changes recorded", async () => {
    const created = await create();
    const res = await t.request(`/api/team-members/${created.id}`, {
      method: "PUT",
      token: manager,
      json: member({ name: created.name, position: "Head of Logistics", achievements: ["One", "Two"], photo_url: null }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body).toMatchObject({
      success: true,
      message: `${created.name} saved`,
      data: { position: "Head of Logistics", achievements: ["One", "Two"], photo_url: null },
    });
    const [entry] = await auditOf(t, "content.team-member.update", created.id);
    expect(Object.keys(entry.details.changes as Json).sort()).toEqual(["achievements", "photo_url", "position"]);
    expect(activitySentence({ action: "content.team-member.update", details: entry.details, entityId: String(created.id), actorName: "Meera" })).toBe(
      `Meera changed the position from Site Engineer to Head of Logistics, achievements and photo of the team member ${created.name}`,
    );
  });

  it.each([
    [{ name: " " }, "name", "Enter the name"],
    [{ position: "" }, "position", "Enter the position"],
    [{ photo_url: "https://example.com/me.jpg" }, "photo_url", "Use an image uploaded here: images from other websites are not allowed"],
    [{ photo_url: "/uploads/../../etc/passwd" }, "photo_url", "Use an image uploaded here: images from other websites are not allowed"],
    [{ achievements: ["Fine", ""] }, "achievements.1", "Enter the achievement or remove it"],
    [{ achievements: Array.from({ length: 11 }, (_, i) => `Feat ${i}`) }, "achievements", "List at most 10 achievements"],
  ])("refuses %j (400, fieldErrors.%s)", async (over, field, message) => {
    const res = await t.request("/api/team-members", { method: "POST", token: admin, json: member(over) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).fieldErrors[field]).toBe(message);
  });

  it("moves a member up and down; at the edge nothing changes", async () => {
    const a = await create();
    const b = await create();
    const up = await t.request(`/api/team-members/${b.id}/move`, { method: "POST", token: manager, json: { direction: "up" } });
    expect(up.status).toBe(200);
    expect(((await up.json()) as Json).message).toBe(`${b.name} moved up`);
    let ids = (await list()).map((m) => m.id);
    expect(ids.indexOf(b.id)).toBe(ids.indexOf(a.id) - 1);
    expect(await auditOf(t, "content.team-member.move", b.id)).toHaveLength(1);

    await t.request(`/api/team-members/${b.id}/move`, { method: "POST", token: manager, json: { direction: "down" } });
    ids = (await list()).map((m) => m.id);
    expect(ids.slice(-2)).toEqual([a.id, b.id]);
    const edge = await t.request(`/api/team-members/${b.id}/move`, { method: "POST", token: manager, json: { direction: "down" } });
    expect(edge.status).toBe(200);
    expect(((await edge.json()) as Json).message).toBe(`${b.name} is already last`);
    expect(await auditOf(t, "content.team-member.move", b.id)).toHaveLength(2);

    const bad = await t.request(`/api/team-members/${b.id}/move`, { method: "POST", token: manager, json: { direction: "sideways" } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Json).fieldErrors.direction).toBe("Direction must be up or down");
  });

  it("removes a member for an admin only (403 for a manager)", async () => {
    const created = await create();
    const refused = await t.request(`/api/team-members/${created.id}`, { method: "DELETE", token: manager });
    expect(refused.status).toBe(403);
    expect((await list()).some((m) => m.id === created.id)).toBe(true);
    const res = await t.request(`/api/team-members/${created.id}`, { method: "DELETE", token: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, message: `${created.name} removed from the team` });
    expect((await list()).some((m) => m.id === created.id)).toBe(false);
    const [entry] = await auditOf(t, "content.team-member.delete", created.id);
    expect(activitySentence({ action: "content.team-member.delete", details: entry.details, entityId: String(created.id), actorName: "Asha" })).toBe(
      `Asha removed ${created.name} from the team`,
    );
  });

  it("answers 404 for a member that does not exist", async () => {
    for (const [method, path, json] of [
      ["PUT", "/api/team-members/99999", member()],
      ["DELETE", "/api/team-members/99999", undefined],
      ["POST", "/api/team-members/99999/move", { direction: "up" }],
      ["PUT", "/api/team-members/abc", member()],
    ] as const) {
      const res = await t.request(path, { method, token: admin, json });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const body = (await (await t.request("/api/team-members/99999", { method: "DELETE", token: admin })).json()) as Json;
    expect(body.error).toBe("Team member not found");
  });

  it("answers 401 without a token", async () => {
    expect((await t.request("/api/team-members")).status).toBe(401);
    expect((await t.request("/api/team-members", { method: "POST", json: member() })).status).toBe(401);
    expect((await t.request("/api/team-members/1", { method: "PUT", json: member() })).status).toBe(401);
    expect((await t.request("/api/team-members/1", { method: "DELETE" })).status).toBe(401);
    expect((await t.request("/api/team-members/1/move", { method: "POST", json: { direction: "up" } })).status).toBe(401);
  });
});
