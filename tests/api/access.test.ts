/**
 * Access control across the whole API: every authenticated endpoint answers 401 without a token
 * (and with a forged, expired or revoked one); a manager gets 403 on every delete and role change;
 * unknown ids answer 404 JSON.
 */
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app";
import { TEST_MANAGER } from "../helpers/test-env";
import { createMessage, createProduct, managerLogin } from "./_support";

let t: TestApp;
let admin: string;
/** Tokens that must not work: signed with another key, expired, and revoked by a logout. */
const bad = { forged: "", expired: "", revoked: "" };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const token = await managerLogin(t);
  const claims = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString());
  bad.forged = await new SignJWT({ ...claims }).setProtectedHeader({ alg: "HS256" }).sign(new TextEncoder().encode("x".repeat(40)));
  bad.expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 1 })
    .setProtectedHeader({ alg: "HS256" })
    .sign(new TextEncoder().encode(t.config.jwtSecret!));
  expect((await t.request("/api/auth/logout", { method: "POST", token })).status).toBe(200);
  bad.revoked = token;
});

type Endpoint = [method: string, path: string, body?: unknown];

/** A product's endpoints by its id. */
const productEndpoints = (id: string): Endpoint[] => [
  ["GET", `/api/admin/products/${id}`],
  ["PATCH", `/api/products/${id}`, { price: 5 }],
  ["POST", `/api/products/${id}/toggle-status`],
  ["DELETE", `/api/products/${id}`],
];

/** A quote request's and a contact message's endpoints by their id. */
const messageEndpoints = (id: string): Endpoint[] => [
  ["GET", `/api/inquiries/${id}`],
  ["GET", `/api/contact/${id}`],
  ["PATCH", `/api/contact/${id}/status`, { status: "new" }],
  ["DELETE", `/api/delete/reply/${id}`],
];

/** A staff account's actions besides its role, by its id. */
const userActions = (id: string): Endpoint[] => [
  ["POST", `/api/users/${id}/disable`],
  ["POST", `/api/users/${id}/enable`],
  ["POST", `/api/users/${id}/reset-password`],
];

/** A lead's endpoints by its id. */
const leadEndpoints = (id: string): Endpoint[] => [
  ["GET", `/api/leads/${id}`],
  ["POST", `/api/leads/${id}/stage`, { stage: "contacted" }],
  ["POST", `/api/leads/${id}/assign`, { user_id: null }],
  ["POST", `/api/leads/${id}/follow-up`, { at: null }],
  ["POST", `/api/leads/${id}/notes`, { body: "x" }],
  ["DELETE", `/api/leads/${id}/notes/1`],
  ["POST", `/api/leads/${id}/contacts`, { channel: "call" }],
];

/** A quotation's actions by its id. */
const quotationActions = (id: string): Endpoint[] => [
  ["POST", `/api/quotations/${id}/send`, { channel: "whatsapp" }],
  ["POST", `/api/quotations/${id}/revise`],
  ["POST", `/api/quotations/${id}/decline`],
  ["GET", `/api/quotations/${id}/pdf`],
];

/** Every endpoint that needs a token (README's API table). */
const AUTHENTICATED: Endpoint[] = [
  ["POST", "/api/auth/logout"],
  ["GET", "/api/auth/me"],
  ["GET", "/api/products/count"],
  ["POST", "/api/products", { product_name: "X" }],
  ["GET", "/api/admin/products"],
  ["GET", "/api/admin/products/export"],
  ...productEndpoints("1"),
  ["POST", "/api/uploads"],
  ["GET", "/api/inquiries"],
  ["GET", "/api/contact"],
  ["POST", "/api/contact/reply", { id: 1, reply: "x" }],
  ...messageEndpoints("1"),
  ["GET", "/api/settings/"],
  ["GET", "/api/settings"],
  ["PUT", "/api/settings/", { email: "a@b.co", role: "admin" }],
  ["GET", "/api/users"],
  ["POST", "/api/users", { email: "a@b.co" }],
  ["PATCH", "/api/users/1/role", { role: "admin" }],
  ...userActions("1"),
  ["GET", "/api/activity"],
  ["GET", "/api/leads"],
  ["GET", "/api/leads/export"],
  ["GET", "/api/leads/staff"],
  ...leadEndpoints("1"),
  ["GET", "/api/quotations"],
  ["GET", "/api/quotations/defaults"],
  ["PUT", "/api/quotations/defaults", { terms: "x" }],
  ["GET", "/api/quotations/new-from-inquiry/1"],
  ["POST", "/api/quotations", { customer_name: "X" }],
  ["GET", "/api/quotations/1"],
  ["PATCH", "/api/quotations/1", { customer_name: "X" }],
  ...quotationActions("1"),
];

const call = (method: string, path: string, body: unknown, token?: string) => t.request(path, { method, token, ...(body === undefined ? {} : { json: body }) });

async function expect401(res: Response) {
  expect(res.status).toBe(401);
  expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
  const body = (await res.json()) as { success: boolean; error: string };
  expect(body.success).toBe(false);
  expect(body.error).toEqual(expect.any(String));
}

describe("401 on every authenticated endpoint", () => {
  it.each(AUTHENTICATED)("%s %s without a token", async (method, path, body) => {
    await expect401(await call(method, path, body));
  });

  it.each(AUTHENTICATED)("%s %s with a token signed by another key, an expired token and a revoked token", async (method, path, body) => {
    await expect401(await call(method, path, body, bad.forged));
    await expect401(await call(method, path, body, bad.expired));
    await expect401(await call(method, path, body, bad.revoked));
  });

  it("answers 401 to an Authorization header that is not a bearer token", async () => {
    const res = await t.request("/api/auth/me", {
      headers: { authorization: `Basic ${Buffer.from(`${TEST_MANAGER.email}:${TEST_MANAGER.password}`).toString("base64")}` },
    });
    await expect401(res);
  });
});

describe("403 for a manager on every delete, role change and staff screen", () => {
  it("refuses deleting a product, a message or a lead's note, the users API and the activity log", async () => {
    const manager = await managerLogin(t);
    const product = await createProduct(t, admin);
    const message = await createMessage(t);
    const me = (await (await t.request("/api/auth/me", { token: manager })).json()) as { data: { id: number } };
    const refused: Endpoint[] = [
      ["DELETE", `/api/products/${product.id}`],
      ["DELETE", `/api/delete/reply/${message.id}`],
      ["PATCH", `/api/users/${me.data.id}/role`, { role: "admin" }],
      ["PATCH", "/api/users/1/role", { role: "manager" }],
      ["GET", "/api/users"],
      ["POST", "/api/users", { email: "x@y.co", name: "X", role: "admin", password: "12345678" }],
      ...userActions("1"),
      ["GET", "/api/activity"],
      ["PUT", "/api/settings/", { email: TEST_MANAGER.email, role: "admin" }],
      ["DELETE", "/api/leads/1/notes/1"],
      ["PUT", "/api/quotations/defaults", { terms: "Manager's terms" }],
    ];
    for (const [method, path, body] of refused) {
      const res = await call(method, path, body, manager);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(((await res.json()) as { success: boolean }).success).toBe(false);
    }
    // nothing changed
    expect((await t.request(`/api/admin/products/${product.id}`, { token: admin })).status).toBe(200);
    expect((await t.request(`/api/contact/${message.id}`, { token: admin })).status).toBe(200);
  });
});

describe("404 for unknown ids", () => {
  it.each<Endpoint>([
    ...productEndpoints("2000000000"),
    ...messageEndpoints("2000000000"),
    ["PATCH", "/api/users/2000000000/role", { role: "manager" }],
    ...userActions("2000000000"),
    ["GET", "/api/admin/products/99999999999"],
    ["GET", "/api/inquiries/-1"],
    ["GET", "/api/contact/1.5"],
    ...leadEndpoints("2000000000"),
    ["GET", "/api/leads/abc"],
    ["GET", "/api/quotations/2000000000"],
    ...quotationActions("2000000000"),
    ["GET", "/api/quotations/new-from-inquiry/2000000000"],
    ["GET", "/api/q/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"],
    ["GET", "/api/no-such-endpoint"],
  ])("%s %s", async (method, path, body) => {
    const res = await call(method, path, body, admin);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(((await res.json()) as { success: boolean }).success).toBe(false);
  });
});
