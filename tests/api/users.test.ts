import { beforeAll, describe, expect, it } from "vitest";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { TEST_ADMIN } from "../helpers/test-env";
import { auditOf, uniqueName } from "./_support";

let t: TestApp, admin: string, manager: string;
beforeAll(async () => {
  ({ t, admin, manager } = await createStaffTestApp());
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const newUser = (over: Record<string, unknown> = {}) => ({
  email: `${uniqueName("n").replace(/\W/g, "")}@staff.example`,
  name: "Priya Sales",
  phone: "9812345678",
  role: "manager",
  password: "Priya-pass-123",
  ...over,
});

describe("/api/users", () => {
  it("lists the staff for an admin, without password hashes", async () => {
    const res = await t.request("/api/users", { token: admin });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body.data.map((u: Json) => u.email)).toEqual(expect.arrayContaining([TEST_ADMIN.email, "manager@test.example"]));
    expect(Object.keys(body.data[0]).sort()).toEqual(["createdAt", "email", "id", "name", "phone", "role"]);
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
