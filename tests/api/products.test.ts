/**
 * The product API: the public list and count, creating, editing, toggling and deleting a product
 * (the admin's list, its export and one product: products-admin.test.ts).
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { auditOf, createInquiry, createProduct, fieldRefusal, productInput, PUBLIC_PRODUCT_KEYS } from "./_support";
import { uniqueName } from "../helpers/unique";

let t: TestApp, admin: string, manager: string;
beforeAll(async () => {
  ({ t, admin, manager } = await createStaffTestApp());
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe("GET /api/products (public)", () => {
  it("lists active products only, each with its public fields (id, product_name, price, unit, …)", async () => {
    const hidden = await createProduct(t, admin, { status: "inactive" });
    const res = await t.request("/api/products");
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThan(5);
    for (const key of PUBLIC_PRODUCT_KEYS) expect(body.data[0]).toHaveProperty(key);
    expect(body.data.some((p: Json) => p.id === hidden.id)).toBe(false);
  });

  it("filters by category slug and search text, and ignores odd query values", async () => {
    const res = await t.request("/api/products?category=paver-blocks");
    const body = (await res.json()) as Json;
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((p: Json) => p.category_slug === "paver-blocks")).toBe(true);
    const none = await t.request("/api/products?search=%00zzzz-nothing-like-this");
    expect(none.status).toBe(200);
    expect(((await none.json()) as Json).data).toEqual([]);
  });
});

describe("GET /api/products/count", () => {
  it("counts every product whatever its status", async () => {
    const [{ n }] = (await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from products`)).rows;
    const res = await t.request("/api/products/count", { token: manager });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, count: n });
  });
});

describe("POST /api/products", () => {
  it("creates the product (201) with its specs and audit entry", async () => {
    const input = productInput({ size: "200 x 100 x 60 mm", color: "", status: "draft", stock: "low-stock" });
    const res = await t.request("/api/products", { method: "POST", token: manager, json: input });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Json;
    expect(body).toMatchObject({ success: true, message: "Product created successfully" });
    expect(body.data).toMatchObject({
      product_name: input.product_name,
      category_slug: "paver-blocks",
      price: 45.5,
      min_order_quantity: 500,
      material: "Concrete",
      size: "200 x 100 x 60 mm",
      status: "draft",
      stock: "low-stock",
      views: 0,
    });
    expect(body.data).not.toHaveProperty("color");
    expect(body.data.product_slug).toBe(input.product_name.toLowerCase().replace(/[^a-z0-9]+/g, "-"));
    expect(await auditOf(t, "product.create", body.data.id)).toHaveLength(1);
  });

  it("creates a category named for the first time", async () => {
    const name = uniqueName("Garden Kerbs");
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    const created = await createProduct(t, admin, { category_name: name, category_slug: slug });
    expect(created).toMatchObject({ category_name: name, category_slug: slug });
    const cats = (await (await t.request("/api/categories")).json()) as Json;
    expect(cats.data.filter((c: Json) => c.slug === slug)).toEqual([{ id: expect.any(Number), name, slug }]);
    // A second product in that category does not make another.
    await createProduct(t, admin, { category_name: name, category_slug: slug });
    const again = (await (await t.request("/api/categories")).json()) as Json;
    expect(again.data.filter((c: Json) => c.slug === slug)).toHaveLength(1);
  });

  it("gives two products of the same name distinct slugs", async () => {
    const name = uniqueName("Same Name");
    const a = await createProduct(t, admin, { product_name: name });
    const b = await createProduct(t, admin, { product_name: name });
    expect(b.product_slug).toBe(`${a.product_slug}-2`);
  });

  it.each([
    [{ product_name: "  " }, "product_name", "Product name is required"],
    [{ category_name: "" }, "category_name", "Category is required"],
    [{ description: "   " }, "description", "Short description is required"],
    [{ price: 0 }, "price", "Price is required"],
    [{ price: "abc" }, "price", "Price is required"],
    [{ min_order_quantity: 0 }, "min_order_quantity", "Minimum order quantity is required"],
    [{ min_order_quantity: 2.5 }, "min_order_quantity", "Minimum order quantity is required"],
    [{ image_url: "javascript:alert(1)" }, "image_url", "Please enter a valid image URL"],
  ])("rejects %j with the form's message", async (over, field, message) => {
    const res = await t.request("/api/products", { method: "POST", token: admin, json: productInput(over) });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Json;
    expect(body).toMatchObject({ success: false, error: message });
    expect(body.fieldErrors[field]).toBe(message);
  });

  it("rejects a huge price without a server error", async () => {
    const res = await t.request("/api/products", { method: "POST", token: admin, json: productInput({ price: 1e308 }) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).fieldErrors.price).toBe("Price is too large");
  });
});

describe("PATCH /api/products/:id", () => {
  it("stores the change, bumps updated_at, regenerates a unique slug and creates a new category by name", async () => {
    const p = await createProduct(t, admin);
    const taken = await createProduct(t, admin);
    // Dated a day back, so the update must move updated_at forward whatever the clock's resolution.
    const [{ updated_at: before }] = (
      await t.services.db.execute<{ updated_at: Date }>(sql`update products set updated_at = now() - interval '1 day' where id = ${p.id} returning updated_at`)
    ).rows;
    const category = uniqueName("Fresh Category");
    const res = await t.request(`/api/products/${p.id}`, {
      method: "PATCH",
      token: manager,
      json: { product_name: taken.product_name, price: "99.99", category_name: category, stock: "low-stock", color: "Red", material: null },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body).toMatchObject({ success: true, message: `${taken.product_name} updated successfully!` });
    expect(body.data).toMatchObject({ product_name: taken.product_name, price: 99.99, category_name: category, stock: "low-stock", color: "Red" });
    expect(body.data).not.toHaveProperty("material");
    expect(body.data.product_slug).toBe(`${taken.product_slug}-2`);
    expect(new Date(body.data.updated_at).getTime()).toBeGreaterThan(new Date(before).getTime() + 23 * 3600_000);
    const stored = (await (await t.request(`/api/admin/products/${p.id}`, { token: admin })).json()) as Json;
    expect(stored.data).toEqual(body.data);
    const cats = (await (await t.request("/api/categories")).json()) as Json;
    expect(cats.data.some((c: Json) => c.name === category)).toBe(true);
    const [entry] = await auditOf(t, "product.update", p.id);
    expect(entry.details.fields).toEqual(expect.arrayContaining(["product_name", "price", "category_name"]));
  });

  it("keeps the slug when the name is unchanged", async () => {
    const p = await createProduct(t, admin);
    const res = await t.request(`/api/products/${p.id}`, { method: "PATCH", token: admin, json: { product_name: p.product_name, description: "New words." } });
    expect(((await res.json()) as Json).data).toMatchObject({ product_slug: p.product_slug, description: "New words." });
  });

  it.each([
    [{ product_name: " " }, "product_name", "Product name is required"],
    [{ price: "" }, "price", "Product price is required"],
    [{ price: -5 }, "price", "Product price is required"],
    [{ status: "archived" }, "status", "Status must be active, inactive or draft"],
    [{ stock: "plenty" }, "stock", "Stock must be in-stock, low-stock or out-of-stock"],
  ])("rejects %j with '%s'", async (json, field, message) => {
    const p = await createProduct(t, admin);
    const res = await t.request(`/api/products/${p.id}`, { method: "PATCH", token: admin, json });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject(fieldRefusal(field, message));
  });

  it("refuses an empty change and answers 404 for an unknown product", async () => {
    const p = await createProduct(t, admin);
    expect((await t.request(`/api/products/${p.id}`, { method: "PATCH", token: admin, json: {} })).status).toBe(400);
    const missing = await t.request("/api/products/987654", { method: "PATCH", token: admin, json: { price: 5 } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, error: "Product not found" });
  });
});

describe("POST /api/products/:id/toggle-status", () => {
  it("turns active into inactive and inactive or draft into active", async () => {
    const p = await createProduct(t, admin, { status: "draft" });
    const toggle = async () => (await (await t.request(`/api/products/${p.id}/toggle-status`, { method: "POST", token: manager })).json()) as Json;
    const first = await toggle();
    expect(first).toMatchObject({ success: true, message: `${p.product_name} activated successfully!`, data: { status: "active" } });
    const second = await toggle();
    expect(second).toMatchObject({ message: `${p.product_name} deactivated successfully!`, data: { status: "inactive" } });
    expect((await toggle()).data.status).toBe("active");
    expect(await auditOf(t, "product.toggle-status", p.id)).toHaveLength(3);
    expect((await t.request("/api/products/876543/toggle-status", { method: "POST", token: admin })).status).toBe(404);
  });
});

describe("DELETE /api/products/:id", () => {
  it("is refused to a manager (403) and leaves the product", async () => {
    const p = await createProduct(t, admin);
    const res = await t.request(`/api/products/${p.id}`, { method: "DELETE", token: manager });
    expect(res.status).toBe(403);
    expect((await t.request(`/api/admin/products/${p.id}`, { token: admin })).status).toBe(200);
  });

  it("deletes for an admin; its quote requests keep their snapshot names", async () => {
    const p = await createProduct(t, admin);
    const inquiry = await createInquiry(t, p.id);
    const res = await t.request(`/api/products/${p.id}`, { method: "DELETE", token: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: `${p.product_name} deleted successfully!` });
    expect((await t.request(`/api/admin/products/${p.id}`, { token: admin })).status).toBe(404);
    const kept = (await (await t.request(`/api/inquiries/${inquiry.id}`, { token: admin })).json()) as Json;
    expect(kept.data).toMatchObject({ product_id: null, product_name: p.product_name, category_name: "Paver Blocks", name: inquiry.name });
    expect(await auditOf(t, "product.delete", p.id)).toHaveLength(1);
    expect((await t.request(`/api/products/${p.id}`, { method: "DELETE", token: admin })).status).toBe(404);
  });
});
