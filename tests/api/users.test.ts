import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { COMMON_PASSWORD, isCommonPassword } from "../../server/core/passwords";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { TEST_ADMIN } from "../helpers/test-env";
import { auditOf, freshAddress } from "./_support";
import { uniqueName } from "../helpers/unique";

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

/** A new account made through the API; answers its id and what was sent. */
async function addUser(over: Record<string, unknown> = {}) {
  const input = newUser(over);
  const res = await t.request("/api/users", { method: "POST", token: admin, json: input });
  if (res.status !== 201) throw new Error(`user not created: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as Json;
  return { id: body.data.id as number, input, body };
}
const idOf = async (token: string) => ((await (await t.request("/api/auth/me", { token })).json()) as Json).data.id as number;
const post = (path: string, token?: string) => t.request(path, { method: "POST", token });
/** A sign-in's status and body, from an address of its own (the per-address limits stay out of the way). */
async function signIn(email: string, password: string) {
  const res = await t.request("/api/auth/login", { method: "POST", json: { email, password }, address: freshAddress() });
  return { status: res.status, body: (await res.json()) as Json };
}

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

describe("POST /api/users/:id/disable and /enable", () => {
  it("signs the person out at once, refuses their sign-in like a wrong password, and lets them back when enabled", async () => {
    const { id, input } = await addUser();
    const theirs = await t.login(input.email, input.password);
    expect((await t.request("/api/auth/me", { token: theirs })).status).toBe(200);

    const res = await post(`/api/users/${id}/disable`, admin);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, data: { id, status: "disabled" } });
    expect((await t.request("/api/auth/me", { token: theirs })).status).toBe(401);
    expect((await t.request("/api/products/count", { token: theirs })).status).toBe(401);

    const refused = await signIn(input.email, input.password);
    const wrong = await signIn(input.email, "Not-their-password-1");
    expect(refused).toEqual(wrong);
    expect(refused).toEqual({ status: 401, body: { success: false, token: null, roleType: null, error: "Invalid email or password" } });

    expect(await auditOf(t, "user.disable", id)).toEqual([
      expect.objectContaining({ details: { name: input.name, email: input.email }, user_id: await idOf(admin) }),
    ]);

    const enabled = await post(`/api/users/${id}/enable`, admin);
    expect(enabled.status).toBe(200);
    expect(await enabled.json()).toMatchObject({ success: true, data: { id, status: "active" } });
    expect((await signIn(input.email, input.password)).status).toBe(200);
    expect(await auditOf(t, "user.enable", id)).toHaveLength(1);
  });

  it("disabling a disabled account (or enabling an active one) answers it as it is and records nothing more", async () => {
    const { id } = await addUser();
    expect((await post(`/api/users/${id}/disable`, admin)).status).toBe(200);
    const again = await post(`/api/users/${id}/disable`, admin);
    expect(again.status).toBe(200);
    expect(((await again.json()) as Json).data.status).toBe("disabled");
    expect(await auditOf(t, "user.disable", id)).toHaveLength(1);
    expect((await post(`/api/users/${id}/enable`, admin)).status).toBe(200);
    expect((await post(`/api/users/${id}/enable`, admin)).status).toBe(200);
    expect(await auditOf(t, "user.enable", id)).toHaveLength(1);
  });

  it("lists a disabled account as disabled", async () => {
    const { id } = await addUser();
    await post(`/api/users/${id}/disable`, admin);
    const list = ((await (await t.request("/api/users", { token: admin })).json()) as Json).data;
    expect(list.find((u: Json) => u.id === id).status).toBe("disabled");
  });

  it("does not let an admin disable themselves (403)", async () => {
    const res = await post(`/api/users/${await idOf(admin)}/disable`, admin);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ success: false, error: "You cannot disable your own account" });
    expect((await t.request("/api/auth/me", { token: admin })).status).toBe(200);
  });

  it.each(["disable", "enable"])("%s: 404 for an unknown or impossible id, 401 without a token, 403 for a manager", async (action) => {
    const res = await post(`/api/users/99999/${action}`, admin);
    expect(res.status).toBe(404);
    expect(((await res.json()) as Json).error).toBe("User not found");
    expect((await post(`/api/users/abc/${action}`, admin)).status).toBe(404);
    expect((await post(`/api/users/0/${action}`, admin)).status).toBe(404);
    const { id } = await addUser();
    expect((await post(`/api/users/${id}/${action}`)).status).toBe(401);
    const forbidden = await post(`/api/users/${id}/${action}`, manager);
    expect(forbidden.status).toBe(403);
    expect(((await forbidden.json()) as Json).error).toBe("You do not have permission to do this");
    expect(await auditOf(t, `user.${action}`, id)).toHaveLength(0);
  });
});

describe("POST /api/users/:id/reset-password", () => {
  it("answers a new password once; the old one and the old tokens stop working", async () => {
    const { id, input } = await addUser();
    const theirs = await t.login(input.email, input.password);
    const res = await post(`/api/users/${id}/reset-password`, admin);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body).toMatchObject({ success: true, data: { id, email: input.email }, generatedPassword: expect.stringMatching(/^[\w-]{16}$/) });
    expect(isCommonPassword(body.generatedPassword, input)).toBe(false);
    expect((await t.request("/api/auth/me", { token: theirs })).status).toBe(401);
    expect((await signIn(input.email, input.password)).status).toBe(401);
    expect(await t.login(input.email, body.generatedPassword)).toEqual(expect.any(String));
    const entries = await auditOf(t, "user.password_reset", id);
    expect(entries).toEqual([expect.objectContaining({ details: { name: input.name, email: input.email } })]);
    const stored = await t.services.db.execute<{ password_hash: string }>(sql`select password_hash from users where id = ${id}`);
    expect(stored.rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(stored.rows[0].password_hash).not.toContain(body.generatedPassword);
  });

  it("sends an admin to Settings for their own password (403), 404 for an unknown id, 401, 403 for a manager", async () => {
    const own = await post(`/api/users/${await idOf(admin)}/reset-password`, admin);
    expect(own.status).toBe(403);
    expect(((await own.json()) as Json).error).toBe("Change your own password in Settings");
    expect((await post("/api/users/99999/reset-password", admin)).status).toBe(404);
    expect((await post("/api/users/x1/reset-password", admin)).status).toBe(404);
    const { id } = await addUser();
    expect((await post(`/api/users/${id}/reset-password`)).status).toBe(401);
    expect((await post(`/api/users/${id}/reset-password`, manager)).status).toBe(403);
    expect(await auditOf(t, "user.password_reset", id)).toHaveLength(0);
  });
});

describe("the last active admin", () => {
  it("a disabled admin is not the other admin: the only active one can neither demote nor disable themselves", async () => {
    const { id: other, input } = await addUser({ role: "admin" });
    const otherToken = await t.login(input.email, input.password);
    expect((await post(`/api/users/${other}/disable`, admin)).status).toBe(200);
    expect((await t.request("/api/auth/me", { token: otherToken })).status).toBe(401);
    // Admins made by the tests before are disabled too.
    const me0 = await idOf(admin);
    const everyone = ((await (await t.request("/api/users", { token: admin })).json()) as Json).data as Json[];
    for (const u of everyone.filter((u) => u.role === "admin" && u.status === "active" && u.id !== me0)) {
      expect((await post(`/api/users/${u.id}/disable`, admin)).status).toBe(200);
    }

    // The seeded admin is now the only active admin (the others are disabled).
    const demote = await t.request("/api/settings", { method: "PUT", token: admin, json: { email: TEST_ADMIN.email, role: "manager" } });
    expect(demote.status).toBe(409);
    expect(((await demote.json()) as Json).fieldErrors.role).toBe("You are the only admin. Make another user an admin before changing your own role.");
    expect((await post(`/api/users/${await idOf(admin)}/disable`, admin)).status).toBe(403);

    // A disabled admin acts no more, even through the service that skips the HTTP checks.
    const me = await idOf(admin);
    expect(await t.services.accounts.disable({ id: other }, me)).toBe("not-admin");
    expect(await t.services.accounts.setRole({ id: other }, me, "manager")).toBe("not-admin");
    expect(await t.services.accounts.resetPassword({ id: other }, me)).toBe("not-admin");

    // Demoting the disabled admin is allowed: an active admin remains.
    const demoted = await t.request(`/api/users/${other}/role`, { method: "PATCH", token: admin, json: { role: "manager" } });
    expect(demoted.status).toBe(200);
    expect(await demoted.json()).toMatchObject({ data: { role: "manager", status: "disabled" } });
  });

  it("an admin may disable another admin while they stay the active one", async () => {
    const { id } = await addUser({ role: "admin" });
    const res = await post(`/api/users/${id}/disable`, admin);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).data).toMatchObject({ role: "admin", status: "disabled" });
    expect((await post(`/api/users/${id}/enable`, admin)).status).toBe(200);
  });
});
