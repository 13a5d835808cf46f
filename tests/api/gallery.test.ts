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
let seq = 0;
const image = (over: Record<string, unknown> = {}) => ({
  image_url: `/uploads/${(++seq).toString(16).padStart(32, "0")}-800.webp`,
  title: uniqueName("Photo"),
  alt: "Grey pavers stacked in the yard",
  category: "products",
  ...over,
});
const list = async () => ((await (await t.request("/api/gallery", { token: admin })).json()) as Json).data as Json[];
async function add(...images: Record<string, unknown>[]) {
  const res = await t.request("/api/gallery", { method: "POST", token: manager, json: { images } });
  expect(res.status).toBe(201);
  return ((await res.json()) as Json).data as Json[];
}

describe("/api/gallery", () => {
  it("lists the 22 seeded images in order: 8 products, 8 projects, 6 team", async () => {
    const rows = await list();
    expect(rows).toHaveLength(22);
    expect(rows[0]).toMatchObject({ image_url: "/images/gallery/gallery-01.webp", title: "Zig-Zag Paver Blocks", category: "products" });
    expect(Object.keys(rows[0]).sort()).toEqual(["alt", "category", "id", "image_url", "sort_order", "title"]);
    const count = (c: string) => rows.filter((r) => r.category === c).length;
    expect([count("products"), count("projects"), count("team")]).toEqual([8, 8, 6]);
  });

  it("adds several images at once, last and in the order sent, with one audit entry", async () => {
    const [a, b] = [image({ category: "team" }), image({ category: "projects" })];
    const res = await t.request("/api/gallery", { method: "POST", token: manager, json: { images: [a, b] } });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Json;
    expect(body).toMatchObject({ success: true, message: "2 images added to the gallery" });
    expect(body.data.map((r: Json) => r.title)).toEqual([a.title, b.title]);
    const rows = await list();
    expect(rows.slice(-2).map((r) => r.id)).toEqual(body.data.map((r: Json) => r.id));
    const entry = await newestUpload();
    expect(entry.details).toMatchObject({ count: 2, titles: [a.title, b.title] });
    expect(activitySentence({ action: "content.gallery.create", details: entry.details, entityId: null, actorName: "Meera" })).toBe(
      `Meera added 2 images to the gallery (${a.title} and ${b.title})`,
    );
  });

  it.each([
    [{ alt: "" }, "images.0.alt", "Describe the image for people who cannot see it"],
    [{ alt: undefined }, "images.0.alt", "Describe the image for people who cannot see it"],
    [{ category: "people" }, "images.0.category", "Choose Products, Projects or Team"],
    [{ title: " " }, "images.0.title", "Enter a title"],
    [{ image_url: "https://cdn.example.com/a.webp" }, "images.0.image_url", "Use an image uploaded here: images from other websites are not allowed"],
    [{ image_url: "" }, "images.0.image_url", "Upload an image"],
  ])("refuses %j (400, fieldErrors[%s]) and stores none of the batch", async (over, field, message) => {
    const before = (await list()).length;
    const res = await t.request("/api/gallery", { method: "POST", token: admin, json: { images: [image(), image(over)] } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Json;
    expect(body.fieldErrors[field.replace("images.0", "images.1")]).toBe(message);
    expect(body.fieldErrors.images).toBe(message);
    expect((await list()).length).toBe(before);
  });

  it("refuses an empty batch and one of more than 20", async () => {
    for (const images of [[], Array.from({ length: 21 }, () => image())]) {
      const res = await t.request("/api/gallery", { method: "POST", token: admin, json: { images } });
      expect(res.status).toBe(400);
      expect(((await res.json()) as Json).fieldErrors.images).toMatch(/^Add at (least one|most 20) image/);
    }
  });

  it("edits an image's title, alt text, category and file", async () => {
    const [created] = await add(image());
    const next = image({ title: created.title, alt: "Kerb stones along a road", category: "projects" });
    const res = await t.request(`/api/gallery/${created.id}`, { method: "PUT", token: manager, json: next });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, message: `${created.title} saved`, data: { ...next, id: created.id } });
    const [entry] = await auditOf(t, "content.gallery.update", created.id);
    expect(Object.keys(entry.details.changes as Json).sort()).toEqual(["alt", "category", "image_url"]);
    expect(activitySentence({ action: "content.gallery.update", details: entry.details, entityId: String(created.id), actorName: "Meera" })).toBe(
      `Meera changed the image, alt text and category from products to projects of the gallery image ${created.title}`,
    );
    const bad = await t.request(`/api/gallery/${created.id}`, { method: "PUT", token: manager, json: { ...next, alt: " " } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Json).fieldErrors.alt).toBe("Describe the image for people who cannot see it");
  });

  it("moves an image up and down", async () => {
    const [a, b] = await add(image(), image());
    const res = await t.request(`/api/gallery/${b.id}/move`, { method: "POST", token: manager, json: { direction: "up" } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).message).toBe(`${b.title} moved up`);
    const ids = (await list()).map((r) => r.id);
    expect(ids.slice(-2)).toEqual([b.id, a.id]);
    expect(await auditOf(t, "content.gallery.move", b.id)).toHaveLength(1);
    const first = (await list())[0];
    const edge = await t.request(`/api/gallery/${first.id}/move`, { method: "POST", token: manager, json: { direction: "up" } });
    expect(((await edge.json()) as Json).message).toBe(`${first.title} is already first`);
  });

  it("deletes an image for an admin only (403 for a manager)", async () => {
    const [created] = await add(image());
    expect((await t.request(`/api/gallery/${created.id}`, { method: "DELETE", token: manager })).status).toBe(403);
    const res = await t.request(`/api/gallery/${created.id}`, { method: "DELETE", token: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, message: `${created.title} deleted from the gallery` });
    expect((await list()).some((r) => r.id === created.id)).toBe(false);
    expect(await auditOf(t, "content.gallery.delete", created.id)).toHaveLength(1);
  });

  it("answers 404 for an image that does not exist", async () => {
    for (const [method, path, json] of [
      ["PUT", "/api/gallery/99999", image()],
      ["DELETE", "/api/gallery/99999", undefined],
      ["POST", "/api/gallery/99999/move", { direction: "down" }],
    ] as const) {
      const res = await t.request(path, { method, token: admin, json });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(((await res.json()) as Json).error).toBe("Gallery image not found");
    }
  });

  it("answers 401 without a token", async () => {
    expect((await t.request("/api/gallery")).status).toBe(401);
    expect((await t.request("/api/gallery", { method: "POST", json: { images: [image()] } })).status).toBe(401);
    expect((await t.request("/api/gallery/1", { method: "PUT", json: image() })).status).toBe(401);
    expect((await t.request("/api/gallery/1", { method: "DELETE" })).status).toBe(401);
    expect((await t.request("/api/gallery/1/move", { method: "POST", json: { direction: "up" } })).status).toBe(401);
  });
});

/** The newest gallery upload's audit entry (a batch of several has no one entity id). */
async function newestUpload() {
  const res = await t.services.db.execute<{ details: Record<string, unknown> }>(
    sql`select details from audit_log where action = 'content.gallery.create' order by id desc limit 1`,
  );
  return res.rows[0];
}
