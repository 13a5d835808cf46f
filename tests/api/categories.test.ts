import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getLoadContext } from "../../app/load-context";
import { loader as categoryLoader } from "../../app/routes/site/category";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { auditOf, createProduct } from "./_support";
import { uniqueName } from "../helpers/unique";

let t: TestApp, admin: string, manager: string;
beforeAll(async () => {
  ({ t, admin, manager } = await createStaffTestApp());
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const UPLOAD = "/uploads/0123456789abcdef0123456789abcdef-800.webp";

/** A category name no other test uses: "Slabs abcde" (letters only, so its slug is predictable). */
const freshName = (label = "Slabs") => uniqueName(label);
const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

async function addCategory(body: Record<string, unknown> = {}, token = manager): Promise<Json> {
  const res = await t.request("/api/categories", { method: "POST", token, json: { name: freshName(), ...body } });
  expect(res.status).toBe(201);
  return ((await res.json()) as Json).data;
}

const publicOrder = async (): Promise<string[]> => (((await (await t.request("/api/categories")).json()) as Json).data as Json[]).map((c) => c.slug);

/** What the public category page's loader does at /{slug}?{query}: its data, or the redirect it throws. */
async function openCategoryPage(slug: string, query = ""): Promise<{ status: number; location?: string | null; name?: string }> {
  const request = new Request(`http://localhost/${slug}${query}`);
  const context = getLoadContext({ services: t.services, cspNonce: undefined, clientAddress: "127.0.0.1" });
  try {
    const data = await categoryLoader({ params: { category: slug }, request, context } as unknown as Parameters<typeof categoryLoader>[0]);
    return { status: 200, name: data.category.name };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
    if (thrown && typeof thrown === "object" && "init" in thrown) return { status: (thrown as { init: { status: number } }).init.status };
    throw thrown;
  }
}

describe("GET /api/admin/categories", () => {
  it("lists every category in menu order with its product count, for any staff member", async () => {
    const res = await t.request("/api/admin/categories", { token: manager });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as Json;
    expect(Object.keys(data[0]).sort()).toEqual(["description", "id", "image_url", "name", "product_count", "slug", "sort_order", "translations"]);
    expect(data.map((c: Json) => c.slug)).toEqual(await publicOrder());
    const pavers = data.find((c: Json) => c.slug === "paver-blocks");
    const [{ n }] = (
      await t.services.db.execute<{ n: number }>(
        sql`select count(*)::int as n from products p join categories c on c.id = p.category_id where c.slug = 'paver-blocks'`,
      )
    ).rows;
    expect(pavers.product_count).toBe(n);
    expect(n).toBeGreaterThan(0);
  });

  it("answers 401 without a token", async () => {
    expect((await t.request("/api/admin/categories")).status).toBe(401);
  });
});

describe("POST /api/categories", () => {
  it("adds a category at the end of the menu order, audited", async () => {
    const name = freshName("Garden Tiles");
    const res = await t.request("/api/categories", { method: "POST", token: manager, json: { name, description: "Tiles for gardens.", image_url: UPLOAD } });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Json;
    expect(body).toMatchObject({
      success: true,
      message: `${name} added`,
      data: { name, slug: slugOf(name), description: "Tiles for gardens.", image_url: UPLOAD, product_count: 0 },
    });
    expect((await publicOrder()).at(-1)).toBe(slugOf(name));
    const [entry] = await auditOf(t, "category.create", body.data.id);
    expect(entry.details).toMatchObject({ name, slug: slugOf(name) });
    // The public list keeps its shape.
    const listed = (((await (await t.request("/api/categories")).json()) as Json).data as Json[]).find((c) => c.id === body.data.id);
    expect(listed).toEqual({ id: body.data.id, name, slug: slugOf(name) });
  });

  it.each([
    [{ name: "" }, "name", "Category name is required"],
    [{ name: "★ ★" }, "name", "Use at least one letter or digit in the name: it makes the page's address"],
    [{ name: "Products" }, "name", "The address /products belongs to another page of the site. Choose another name"],
    [{ name: "Who we are" }, "name", "The address /who-we-are belongs to another page of the site. Choose another name"],
    [{ name: "x".repeat(81) }, "name", "Category name is too long (80 characters at most)"],
    [{ name: "Two\nlines" }, "name", "Please keep this on one line, without line breaks or control characters"],
    [{ description: "d".repeat(1001) }, "description", "Description is too long (1000 characters at most)"],
    [{ image_url: "javascript:alert(1)" }, "image_url", "Please enter a valid image URL"],
    [{ image_url: "https://evil.example/x.png" }, "image_url", "Use an image uploaded here: images from other websites are not allowed"],
  ])("refuses %j with 400 naming %s", async (over, field, message) => {
    const res = await t.request("/api/categories", { method: "POST", token: manager, json: { name: freshName(), ...over } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).fieldErrors[field]).toBe(message);
  });

  it("refuses a name whose address another category has (409 on name)", async () => {
    const res = await t.request("/api/categories", { method: "POST", token: manager, json: { name: "paver  BLOCKS" } });
    expect(res.status).toBe(409);
    expect(((await res.json()) as Json).fieldErrors.name).toBe("Paver Blocks already has the address /paver-blocks. Choose another name");
  });

  it("answers 401 without a token", async () => {
    expect((await t.request("/api/categories", { method: "POST", json: { name: freshName() } })).status).toBe(401);
  });
});

describe("PATCH /api/categories/:id", () => {
  it("renames: the slug follows, products stay, the old address answers 301 with its query", async () => {
    const oldName = freshName("Road Kerbs");
    const category = await addCategory({ name: oldName });
    const product = await createProduct(t, manager, { category_name: oldName, category_slug: category.slug });
    const newName = freshName("Kerb Edgers");
    const res = await t.request(`/api/categories/${category.id}`, { method: "PATCH", token: manager, json: { name: newName } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body).toMatchObject({
      success: true,
      message: `${newName} saved`,
      data: { id: category.id, name: newName, slug: slugOf(newName), product_count: 1 },
    });

    const listed = ((await (await t.request(`/api/products?category=${slugOf(newName)}`)).json()) as Json).data as Json[];
    expect(listed.map((p) => [p.id, p.category_name])).toEqual([[product.id, newName]]);

    expect(await openCategoryPage(category.slug, "?page=2")).toEqual({ status: 301, location: `/${slugOf(newName)}?page=2` });
    expect(await openCategoryPage(category.slug)).toEqual({ status: 301, location: `/${slugOf(newName)}` });
    expect(await openCategoryPage(slugOf(newName))).toMatchObject({ status: 200, name: newName });
    expect(await openCategoryPage("no-such-category-here")).toEqual({ status: 404 });

    const [entry] = await auditOf(t, "category.update", category.id);
    expect(entry.details).toMatchObject({
      name: newName,
      changes: { name: { from: oldName, to: newName }, slug: { from: category.slug, to: slugOf(newName) } },
    });

    // A product form opened before the rename still files the product under this category.
    const late = await createProduct(t, manager, { category_name: oldName, category_slug: category.slug });
    expect(late).toMatchObject({ category_slug: slugOf(newName), category_name: newName });
  });

  it("renamed back to an earlier name: that address is live again and the other one redirects", async () => {
    const first = freshName("Hollow Blocks");
    const category = await addCategory({ name: first });
    const second = freshName("Cavity Blocks");
    await t.request(`/api/categories/${category.id}`, { method: "PATCH", token: manager, json: { name: second } });
    const back = await t.request(`/api/categories/${category.id}`, { method: "PATCH", token: manager, json: { name: first } });
    expect(back.status).toBe(200);
    const redirects = await t.services.db.execute<{ from_slug: string }>(
      sql`select from_slug from category_redirects where category_id = ${category.id} order by from_slug`,
    );
    expect(redirects.rows.map((r) => r.from_slug)).toEqual([slugOf(second)]);
    expect(await openCategoryPage(slugOf(first))).toMatchObject({ status: 200, name: first });
    expect(await openCategoryPage(slugOf(second), "?page=3")).toEqual({ status: 301, location: `/${slugOf(first)}?page=3` });
  });

  it("refuses a name whose address is an earlier address of another category (409 on name)", async () => {
    const oldName = freshName("Cover Blocks");
    const a = await addCategory({ name: oldName });
    await t.request(`/api/categories/${a.id}`, { method: "PATCH", token: manager, json: { name: freshName("Spacers") } });
    const b = await addCategory();
    const res = await t.request(`/api/categories/${b.id}`, { method: "PATCH", token: manager, json: { name: oldName } });
    expect(res.status).toBe(409);
    expect(((await res.json()) as Json).fieldErrors.name).toMatch(new RegExp(`^The address /${slugOf(oldName)} still leads to `));
    const created = await t.request("/api/categories", { method: "POST", token: manager, json: { name: oldName } });
    expect(created.status).toBe(409);
  });

  it("a change of case keeps the address; description and image are stored and shown on /products' data", async () => {
    const category = await addCategory({ name: freshName("Drain covers") });
    const res = await t.request(`/api/categories/${category.id}`, {
      method: "PATCH",
      token: manager,
      json: { name: category.name.toUpperCase(), description: "Precast covers.", image_url: UPLOAD },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).data).toMatchObject({ slug: category.slug, description: "Precast covers.", image_url: UPLOAD });
    const summary = (await t.services.catalogue.listCategorySummaries()).find((c) => c.id === category.id);
    expect(summary).toMatchObject({ description: "Precast covers.", image: UPLOAD });
    const redirects = await t.services.db.execute(sql`select 1 from category_redirects where category_id = ${category.id}`);
    expect(redirects.rows).toHaveLength(0);
    const [entry] = await auditOf(t, "category.update", category.id);
    expect(Object.keys(entry.details.changes as object).sort()).toEqual(["description", "image", "name"]);
  });

  it("answers 400 for an empty body or a bad field, 401 without a token, 404 for an unknown id", async () => {
    const category = await addCategory();
    const empty = await t.request(`/api/categories/${category.id}`, { method: "PATCH", token: manager, json: {} });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as Json).error).toBe("Send at least one field to change");
    const bad = await t.request(`/api/categories/${category.id}`, { method: "PATCH", token: manager, json: { name: "Search" } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Json).fieldErrors.name).toMatch(/^The address \/search belongs to another page/);
    expect((await t.request(`/api/categories/${category.id}`, { method: "PATCH", json: { name: freshName() } })).status).toBe(401);
    const missing = await t.request("/api/categories/999999", { method: "PATCH", token: manager, json: { name: freshName() } });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as Json).error).toBe("Category not found");
  });
});

describe("POST /api/categories/:id/move", () => {
  it("moves a category one place; GET /api/categories follows", async () => {
    const a = await addCategory();
    const b = await addCategory();
    const before = await publicOrder();
    expect(before.slice(-2)).toEqual([a.slug, b.slug]);
    const res = await t.request(`/api/categories/${b.id}/move`, { method: "POST", token: manager, json: { direction: "up" } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).message).toBe(`${b.name} moved up`);
    expect(await publicOrder()).toEqual([...before.slice(0, -2), b.slug, a.slug]);
    const [entry] = await auditOf(t, "category.move", b.id);
    expect(entry.details).toMatchObject({ name: b.name, direction: "up", changes: { position: { from: before.length, to: before.length - 1 } } });

    await t.request(`/api/categories/${b.id}/move`, { method: "POST", token: manager, json: { direction: "down" } });
    expect(await publicOrder()).toEqual(before);
  });

  it("follows the menu order where places tie (sort_order, then name)", async () => {
    const [x, y] = [await addCategory({ name: `Zz ${freshName()}` }), await addCategory({ name: `Aa ${freshName()}` })];
    await t.services.db.execute(sql`update categories set sort_order = 5000 where id in (${x.id}, ${y.id})`);
    expect((await publicOrder()).slice(-2)).toEqual([y.slug, x.slug]);
    await t.request(`/api/categories/${x.id}/move`, { method: "POST", token: manager, json: { direction: "up" } });
    expect((await publicOrder()).slice(-2)).toEqual([x.slug, y.slug]);
  });

  it("answers 409 at the edge, 400 for a bad direction, 401, 404", async () => {
    const [first] = (((await (await t.request("/api/categories")).json()) as Json).data as Json[]) ?? [];
    const edge = await t.request(`/api/categories/${first.id}/move`, { method: "POST", token: manager, json: { direction: "up" } });
    expect(edge.status).toBe(409);
    expect(((await edge.json()) as Json).error).toBe(`${first.name} is already first`);
    const bad = await t.request(`/api/categories/${first.id}/move`, { method: "POST", token: manager, json: { direction: "sideways" } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Json).fieldErrors.direction).toBe("Choose up or down");
    expect((await t.request(`/api/categories/${first.id}/move`, { method: "POST", json: { direction: "down" } })).status).toBe(401);
    expect((await t.request("/api/categories/999999/move", { method: "POST", token: manager, json: { direction: "down" } })).status).toBe(404);
  });
});

describe("DELETE /api/categories/:id", () => {
  it("deletes an empty category (admin only), with its earlier addresses", async () => {
    const category = await addCategory();
    await t.request(`/api/categories/${category.id}`, { method: "PATCH", token: manager, json: { name: freshName() } });
    const refused = await t.request(`/api/categories/${category.id}`, { method: "DELETE", token: manager });
    expect(refused.status).toBe(403);
    const res = await t.request(`/api/categories/${category.id}`, { method: "DELETE", token: admin });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).success).toBe(true);
    expect(await publicOrder()).not.toContain(category.slug);
    expect(await openCategoryPage(category.slug)).toEqual({ status: 404 });
    expect(await auditOf(t, "category.delete", category.id)).toHaveLength(1);
    expect((await t.request(`/api/categories/${category.id}`, { method: "DELETE", token: admin })).status).toBe(404);
  });

  it("refuses a category with products (409, whatever their status)", async () => {
    const category = await addCategory();
    for (const status of ["active", "draft", "inactive"])
      await createProduct(t, manager, { category_name: category.name, category_slug: category.slug, status });
    const res = await t.request(`/api/categories/${category.id}`, { method: "DELETE", token: admin });
    expect(res.status).toBe(409);
    expect(((await res.json()) as Json).error).toBe(`Move or delete the 3 products in ${category.name} first`);
  });

  it("answers 401 without a token", async () => {
    const category = await addCategory();
    expect((await t.request(`/api/categories/${category.id}`, { method: "DELETE" })).status).toBe(401);
  });
});

describe("categories made by the product form", () => {
  it("go to the end of the menu order", async () => {
    const name = freshName("Kerb Channels");
    await createProduct(t, manager, { category_name: name, category_slug: undefined });
    expect((await publicOrder()).at(-1)).toBe(slugOf(name));
  });
});

describe("the activity log", () => {
  it("tells category changes in sentences", async () => {
    const category = await addCategory({ name: freshName("Step Tiles") });
    const renamed = freshName("Stair Tiles");
    await t.request(`/api/categories/${category.id}`, { method: "PATCH", token: admin, json: { name: renamed, description: "For stairs." } });
    await t.request(`/api/categories/${category.id}/move`, { method: "POST", token: admin, json: { direction: "up" } });
    await t.request(`/api/categories/${category.id}`, { method: "DELETE", token: admin });
    const res = await t.request("/api/activity?kind=categories", { token: admin });
    const summaries = (((await res.json()) as Json).data as Json[]).map((e) => e.summary as string);
    expect(summaries[0]).toMatch(new RegExp(` deleted the category ${renamed}$`));
    expect(summaries[1]).toMatch(new RegExp(` moved the category ${renamed} up in the menu to place \\d+$`));
    expect(summaries[2]).toMatch(new RegExp(` renamed the category ${category.name} to ${renamed} and changed its description$`));
    expect(summaries[3]).toMatch(new RegExp(` added the category ${category.name}$`));
  });
});
