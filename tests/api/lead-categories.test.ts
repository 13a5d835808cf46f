/**
 * A lead belongs to its category by id: after the category is renamed its leads, older and newer,
 * are listed, opened, exported, filtered and counted on the dashboard under the new name, as one
 * category; once the category is deleted its leads keep working under the name they kept.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { inquiries } from "../../server/core/db/schema";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { uniqueName } from "../helpers/unique";
import { createInquiry, createProduct } from "./_support";

let t: TestApp, admin: string;
beforeAll(async () => {
  ({ t, admin } = await createStaffTestApp());
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
const get = async (path: string) => {
  const res = await t.request(path, { token: admin });
  return { status: res.status, body: (await res.json()) as Json };
};
const categoryIdOf = async (slug: string) => (await t.services.db.execute<{ id: number }>(sql`select id from categories where slug = ${slug}`)).rows[0].id;
/** Monday 9 June 2031 noon in India, a week of this file's own; the dashboard is judged that Wednesday. */
const WEEK_OF = new Date("2031-06-09T12:00:00+05:30");
const NOW = new Date("2031-06-11T11:00:00+05:30");

describe("leads of a renamed category", () => {
  it("are shown, filtered, exported and counted under its new name, once", async () => {
    const oldName = uniqueName("Ridge Tiles");
    const product = await createProduct(t, admin, { category_name: oldName, category_slug: slugOf(oldName) });
    const categoryId = await categoryIdOf(slugOf(oldName));
    const before = await createInquiry(t, product.id);

    const newName = uniqueName("Roof Ridges");
    const renamed = await t.request(`/api/categories/${categoryId}`, { method: "PATCH", token: admin, json: { name: newName } });
    expect(renamed.status).toBe(200);
    const after = await createInquiry(t, product.id);
    await t.services.db
      .update(inquiries)
      .set({ createdAt: WEEK_OF })
      .where(sql`${inquiries.id} in (${before.id}, ${after.id})`);

    const listed = await get(`/api/leads?category=${slugOf(newName)}`);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((l: Json) => [l.id, l.category_name])).toEqual([
      [after.id, newName],
      [before.id, newName],
    ]);
    expect((await get(`/api/leads/${before.id}`)).body.data.category_name).toBe(newName);
    expect((await get(`/api/inquiries/${before.id}`)).body.data.category_name).toBe(newName);
    const all = await get("/api/inquiries?limit=50");
    expect(all.body.data.find((i: Json) => i.id === before.id).category_name).toBe(newName);
    const csv = await (await t.request(`/api/leads/export?category=${slugOf(newName)}`, { token: admin })).text();
    expect(csv).toContain(`,"${newName}",`);
    expect(csv).not.toContain(oldName);

    const week = (await t.services.leadDashboard.figures(NOW)).weekly.at(-1)!;
    expect(week).toMatchObject({ week_start: "2031-06-09", total: 2, by_category: { [newName]: 2 } });
    expect(week.by_category).not.toHaveProperty(oldName);
  });

  it("keep the name they kept once their category is deleted", async () => {
    const name = uniqueName("Garden Edging");
    const product = await createProduct(t, admin, { category_name: name, category_slug: slugOf(name) });
    const lead = await createInquiry(t, product.id);
    const categoryId = await categoryIdOf(slugOf(name));
    const other = await createProduct(t, admin, { category_name: "Paver Blocks", category_slug: "paver-blocks" });
    // The category emptied (its product moved elsewhere), then deleted.
    await t.services.db.execute(sql`update products set category_id = (select category_id from products where id = ${other.id}) where id = ${product.id}`);
    await t.services.db
      .update(inquiries)
      .set({ createdAt: new Date("2031-06-10T12:00:00+05:30") })
      .where(eq(inquiries.id, lead.id));
    expect((await t.request(`/api/categories/${categoryId}`, { method: "DELETE", token: admin })).status).toBe(200);

    expect((await get(`/api/leads/${lead.id}`)).body.data.category_name).toBe(name);
    const listed = await get(`/api/leads?search=${encodeURIComponent(lead.name)}`);
    expect(listed.body.data.map((l: Json) => [l.id, l.category_name])).toEqual([[lead.id, name]]);
    expect((await t.services.leadDashboard.figures(NOW)).weekly.at(-1)!.by_category).toMatchObject({ [name]: 1 });
  });
});
