/** The staff accounts API: listing, adding and changing roles, a new account's first password and its last sign-in. */
import { describe, expect, it } from "vitest";
import { COMMON_PASSWORD } from "../../server/core/passwords";
import { TEST_ADMIN } from "../helpers/test-env";
import { auditOf } from "./_support";
import { newUser, usersFixture } from "./_users";

const { t, admin, manager, addUser } = await usersFixture();

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe("/api/users", () => {
  it("lists the staff for an admin, without password hashes", async () => {
    const res = await t.request("/api/users", { token: admin });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body.data.map((u: Json) => u.email)).toEqual(expect.arrayContaining([TEST_ADMIN.email, "manager@test.example"]));
    expect(Object.keys(body.data[0]).sort()).toEqual(["createdAt", "email", "id", "lastLoginAt", "name", "phone", "role", "status", "twoStep"]);
    const ids = body.data.map((u: Json) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const me = body.data.find((u: Json) => u.email === TEST_ADMIN.email);
    expect(me).toMatchObject({ status: "active", lastLoginAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) });
  });

  it("creates a user (201) who can sign in", async () => {
    const input = newUser();
    const res = await t.request("/api/users", { method: "POST", token: admin, json: input });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Json;
    expect(body).toMatchObject({ success: true, data: { email: input.email, name: input.name, phone: input.phone, role: "manager" } });
    expect(await t.login(input.email, input.password)).toEqual(expect.any(String));
    expect(await auditOf(t, "user.create", body.data.id)).toHaveLength(1);
  });

  it.each([
    [{ email: "" }, "email", "Email is required"],
    [{ email: "bad" }, "email", "Email format is invalid"],
    [{ name: " " }, "name", "Name is required"],
    [{ role: "owner" }, "role", "Role is required"],
    [{ password: "short" }, "password", "Password must be at least 8 characters long"],
  ])("rejects %j with '%s'", async (over, field, message) => {
    const res = await t.request("/api/users", { method: "POST", token: admin, json: newUser(over) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).fieldErrors[field]).toBe(message);
  });

  it("answers 409 for an email already in use (any case)", async () => {
    const res = await t.request("/api/users", { method: "POST", token: admin, json: newUser({ email: TEST_ADMIN.email.toUpperCase() }) });
    expect(res.status).toBe(409);
    expect(((await res.json()) as Json).error).toBe("This email address is already used by another account");
  });

  it("changes another user's role and revokes that user's tokens", async () => {
    const input = newUser();
    const created = (await (await t.request("/api/users", { method: "POST", token: admin, json: input })).json()) as Json;
    const theirs = await t.login(input.email, input.password);
    const res = await t.request(`/api/users/${created.data.id}/role`, { method: "PATCH", token: admin, json: { role: "admin" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, data: { id: created.data.id, role: "admin" } });
    expect((await t.request("/api/auth/me", { token: theirs })).status).toBe(401);
    expect(await auditOf(t, "user.role", created.data.id)).toHaveLength(1);
    const bad = await t.request(`/api/users/${created.data.id}/role`, { method: "PATCH", token: admin, json: { role: "superuser" } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Json).fieldErrors.role).toBe("Role is required");
    expect((await t.request("/api/users/99999/role", { method: "PATCH", token: admin, json: { role: "admin" } })).status).toBe(404);
  });

  it("does not let an admin change their own role there (403)", async () => {
    const me = (await (await t.request("/api/auth/me", { token: admin })).json()) as Json;
    const res = await t.request(`/api/users/${me.data.id}/role`, { method: "PATCH", token: admin, json: { role: "manager" } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ success: false, error: "You cannot change your own role here" });
  });

  it("refuses every users call to a manager (403)", async () => {
    const me = (await (await t.request("/api/auth/me", { token: manager })).json()) as Json;
    expect((await t.request("/api/users", { token: manager })).status).toBe(403);
    expect((await t.request("/api/users", { method: "POST", token: manager, json: newUser() })).status).toBe(403);
    const own = await t.request(`/api/users/${me.data.id}/role`, { method: "PATCH", token: manager, json: { role: "admin" } });
    expect(own.status).toBe(403);
    expect(((await (await t.request("/api/auth/me", { token: manager })).json()) as Json).data.role).toBe("manager");
  });
});

describe("POST /api/users: the first password", () => {
  it.each([
    ["left out", {}],
    ["empty", { password: "" }],
  ])("%s: the server makes one, answered once, that signs in", async (_case, over) => {
    const input = newUser(over);
    if (!("password" in over)) delete (input as Record<string, unknown>).password;
    const res = await t.request("/api/users", { method: "POST", token: admin, json: input });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Json;
    expect(body.generatedPassword).toMatch(/^[\w-]{16}$/);
    expect(body.data).toMatchObject({ email: input.email, status: "active", lastLoginAt: null });
    expect(await t.login(input.email, body.generatedPassword)).toEqual(expect.any(String));
    const [entry] = await auditOf(t, "user.create", body.data.id);
    expect(entry.details).toEqual({ name: input.name, email: input.email, role: "manager" });
    expect(JSON.stringify(entry.details)).not.toContain(body.generatedPassword);
  });

  it("answers no generated password when one was given", async () => {
    const { body } = await addUser();
    expect(body).not.toHaveProperty("generatedPassword");
  });

  it("refuses a common password (400 on password)", async () => {
    const res = await t.request("/api/users", { method: "POST", token: admin, json: newUser({ password: "password123" }) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).fieldErrors.password).toBe(COMMON_PASSWORD);
  });

  it("answers 401 without a token or with a bad one", async () => {
    expect((await t.request("/api/users", { method: "POST", json: newUser() })).status).toBe(401);
    expect((await t.request("/api/users", { method: "POST", token: "not-a-token", json: newUser() })).status).toBe(401);
    expect((await t.request("/api/users")).status).toBe(401);
  });
});

describe("last sign-in", () => {
  it("is null before the first sign-in and set at each one", async () => {
    const { id, input } = await addUser();
    const listed = async () => ((await (await t.request("/api/users", { token: admin })).json()) as Json).data.find((u: Json) => u.id === id);
    expect((await listed()).lastLoginAt).toBeNull();
    const before = Date.now();
    await t.login(input.email, input.password);
    const first = Date.parse((await listed()).lastLoginAt);
    expect(first).toBeGreaterThanOrEqual(before - 5_000);
    expect(first).toBeLessThanOrEqual(Date.now() + 5_000);
    await t.login(input.email, input.password);
    expect(Date.parse((await listed()).lastLoginAt)).toBeGreaterThanOrEqual(first);
  });
});
