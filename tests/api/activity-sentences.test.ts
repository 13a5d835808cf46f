/** The activity log's sentences: what each change, sign-in and older entry reads as. */
import { describe, expect, it } from "vitest";
import { activitySentence } from "../../server/features/activity/activity";
import { TEST_MANAGER } from "../helpers/test-env";
import { uniqueName } from "../helpers/unique";
import { createMessage, createProduct } from "./_support";
import { activityFixture } from "./_activity";

const { t, admin, manager, adminId, managerId, activity, freshUser, insertEntries, auditRows } = await activityFixture();

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe("activity sentences", () => {
  const newest = async (query: string) => (await activity(query)).data[0] as Json;

  it("a manager's price change reads with the old and the new price, several changes in one sentence", async () => {
    const p = await createProduct(t, admin, { price: 12, stock: "in-stock" });
    const res = await t.request(`/api/products/${p.id}`, { method: "PATCH", token: manager, json: { price: 13 } });
    expect(res.status).toBe(200);
    const entry = await newest(`?user=${managerId}&kind=products`);
    expect(entry).toMatchObject({ user: { id: managerId, name: TEST_MANAGER.name }, action: "product.update", kind: "products" });
    expect(entry.summary).toBe(`${TEST_MANAGER.name} changed the price of ${p.product_name} from ₹12 to ₹13`);

    await t.request(`/api/products/${p.id}`, { method: "PATCH", token: manager, json: { price: 1250.5, stock: "low-stock", unit: "Piece" } });
    expect((await newest(`?user=${managerId}&kind=products`)).summary).toBe(
      `${TEST_MANAGER.name} changed the price of ${p.product_name} from ₹13 to ₹1,250.5 and the stock from in stock to low stock`,
    );
    const row = (await auditRows("product.update", p.id)).at(-1)!;
    expect(row.details).toMatchObject({
      name: p.product_name,
      fields: ["price", "unit", "stock"],
      changes: { price: { from: 13, to: 1250.5 }, stock: { from: "in-stock", to: "low-stock" } },
    });
    expect(row.details.changes).not.toHaveProperty("unit");

    const renamed = uniqueName("Kerb");
    await t.request(`/api/products/${p.id}`, {
      method: "PATCH",
      token: admin,
      json: { product_name: renamed, description: "New words.", material: "Fly Ash" },
    });
    expect((await newest(`?user=${adminId}&kind=products`)).summary).toBe(
      `Administrator renamed ${p.product_name} to ${renamed} and changed the description and the material from Concrete to Fly Ash`,
    );

    await t.request(`/api/products/${p.id}`, { method: "PATCH", token: admin, json: { price: 1250.5 } });
    expect((await newest(`?user=${adminId}&kind=products`)).summary).toBe(`Administrator saved ${renamed} without changing anything`);
  });

  it("a new category named in the product form, status toggles and deletes", async () => {
    const category = uniqueName("Category");
    const p = await createProduct(t, admin, { category_name: category, category_slug: undefined });
    const entries = (await activity(`?user=${adminId}`)).data.slice(0, 2);
    expect(entries.map((e: Json) => e.summary)).toEqual([
      `Administrator added the product ${p.product_name} in ${category}`,
      `Administrator added the category ${category}`,
    ]);
    expect(entries[1].kind).toBe("categories");

    await t.request(`/api/products/${p.id}/toggle-status`, { method: "POST", token: manager });
    expect((await newest(`?user=${managerId}&kind=products`)).summary).toBe(`${TEST_MANAGER.name} deactivated ${p.product_name}`);
    await t.request(`/api/products/${p.id}/toggle-status`, { method: "POST", token: manager });
    expect((await newest(`?user=${managerId}&kind=products`)).summary).toBe(`${TEST_MANAGER.name} activated ${p.product_name}`);
    const [toggle] = await auditRows("product.toggle-status", p.id);
    expect(toggle.details.changes).toEqual({ status: { from: "active", to: "inactive" } });

    const other = uniqueName("Category");
    await t.request(`/api/products/${p.id}`, { method: "PATCH", token: manager, json: { category_name: other } });
    const [updated, created] = (await activity(`?user=${managerId}`)).data;
    expect(created.summary).toBe(`${TEST_MANAGER.name} added the category ${other}`);
    expect(updated.summary).toBe(`${TEST_MANAGER.name} changed the category of ${p.product_name} from ${category} to ${other}`);

    await t.request(`/api/products/${p.id}`, { method: "DELETE", token: admin });
    expect((await newest(`?user=${adminId}&kind=products`)).summary).toBe(`Administrator deleted the product ${p.product_name}`);
  });

  it("messages: status with before and after, replies and deletes, by the sender's name", async () => {
    const m = await createMessage(t);
    await t.request(`/api/contact/${m.id}/status`, { method: "PATCH", token: manager, json: { status: "resolved" } });
    expect((await newest(`?user=${managerId}&kind=messages`)).summary).toBe(`${TEST_MANAGER.name} marked the message from ${m.name} as resolved`);
    const [status] = await auditRows("message.status", m.id);
    expect(status.details.changes).toEqual({ status: { from: "new", to: "resolved" } });
    await t.request("/api/contact/reply", { method: "POST", token: manager, json: { id: m.id, reply: "Thank you, we will call." } });
    expect((await newest(`?user=${managerId}&kind=messages`)).summary).toBe(`${TEST_MANAGER.name} replied to the message from ${m.name}`);
    await t.request(`/api/delete/reply/${m.id}`, { method: "DELETE", token: admin });
    expect((await newest(`?user=${adminId}&kind=messages`)).summary).toBe(`Administrator deleted the message from ${m.name}`);
  });

  it("staff changes and sign-ins", async () => {
    const u = await freshUser();
    expect((await newest(`?user=${adminId}&kind=staff`)).summary).toBe(`Administrator added ${u.name} (${u.email}) as a manager`);
    await t.request(`/api/users/${u.id}/role`, { method: "PATCH", token: admin, json: { role: "admin" } });
    expect((await newest(`?user=${adminId}&kind=staff`)).summary).toBe(`Administrator changed the role of ${u.name} (${u.email}) from manager to admin`);
    await t.request(`/api/users/${u.id}/reset-password`, { method: "POST", token: admin });
    expect((await newest(`?user=${adminId}&kind=staff`)).summary).toBe(`Administrator reset the password of ${u.name} (${u.email})`);
    await t.request(`/api/users/${u.id}/disable`, { method: "POST", token: admin });
    expect((await newest(`?user=${adminId}&kind=staff`)).summary).toBe(`Administrator disabled the account of ${u.name} (${u.email})`);
    await t.request(`/api/users/${u.id}/enable`, { method: "POST", token: admin });
    expect((await newest(`?user=${adminId}&kind=staff`)).summary).toBe(`Administrator enabled the account of ${u.name} (${u.email})`);

    await t.login(u.email, "wrong-password-1").catch(() => undefined);
    const failed = await newest(`?user=${u.id}&kind=sign-ins`);
    expect(failed.summary).toMatch(new RegExp(`^Someone failed to sign in as ${u.email.replace(/\./g, "\\.")} from [\\d.]+$`));
  });

  it("entries written before values were recorded, and actions it does not know, still read as sentences", async () => {
    const u = await freshUser();
    await insertEntries([
      { userId: u.id, action: "product.update", details: { name: "Zig-Zag Paver Block 60 mm", fields: ["price", "unit"] } },
      { userId: u.id, action: "backup.run" },
      { userId: null, action: "auth.throttled", details: { address: "10.1.2.3", scope: "address" } },
    ]);
    const summaries = (await activity(`?user=${u.id}`)).data.map((e: Json) => e.summary);
    expect(summaries).toContain(`${u.name} changed Zig-Zag Paver Block 60 mm (price, unit)`);
    expect(summaries).toContain(`${u.name} did backup.run`);
    const system = (await activity(`?kind=sign-ins`)).data.find((e: Json) => e.user === null && e.action === "auth.throttled");
    expect(system.summary).toBe("Sign-ins from 10.1.2.3 were paused after too many attempts");
  });

  it("every action the server writes has its own sentence", () => {
    const actions = [
      "product.create",
      "product.update",
      "product.toggle-status",
      "product.delete",
      "category.create",
      "message.reply",
      "message.status",
      "message.delete",
      "user.create",
      "user.role",
      "user.disable",
      "user.enable",
      "user.password_reset",
      "settings.update",
      "auth.login",
      "auth.logout",
      "auth.login_failed",
      "auth.throttled",
      "auth.revoked_token",
      "auth.email_change",
      "auth.password_change",
    ];
    for (const action of actions) {
      const sentence = activitySentence({ action, details: {}, entityId: "7", actorName: "Priya Sharma" });
      expect(sentence, action).not.toContain(" did ");
      expect(sentence, action).not.toMatch(/undefined|null|\[object/);
    }
    expect(
      activitySentence({
        action: "settings.update",
        details: { fields: ["email", "password"], changes: { email: { from: "a@x.example", to: "b@x.example" } } },
        entityId: "7",
        actorName: "Priya Sharma",
      }),
    ).toBe("Priya Sharma changed their e-mail address from a@x.example to b@x.example and their password");
  });
});
