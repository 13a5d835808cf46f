import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app";
import { TEST_ADMIN, TEST_MANAGER } from "../helpers/test-env";
import { auditOf, fieldRefusal } from "./_support";
import { uniqueName } from "../helpers/unique";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A fresh staff account and its token, so each test changes only its own user. */
async function staff(role: "admin" | "manager") {
  const email = `${uniqueName("u").replace(/\W/g, "")}@staff.example`;
  const password = "Staff-pass-1234";
  const res = await t.request("/api/users", { method: "POST", token: admin, json: { email, name: "Staff Member", phone: "9000000000", role, password } });
  expect(res.status).toBe(201);
  const id = ((await res.json()) as Json).data.id as number;
  return { id, email, password, token: await t.login(email, password) };
}
const put = (token: string, json: unknown, path = "/api/settings/") => t.request(path, { method: "PUT", token, json });

describe("GET /api/settings/", () => {
  it("answers the signed-in user's email, role, name and phone (with or without the trailing slash)", async () => {
    for (const path of ["/api/settings/", "/api/settings"]) {
      const res = await t.request(path, { token: admin });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, data: { email: TEST_ADMIN.email, role: "admin", name: "Administrator", phone: "" } });
    }
  });
});

describe("PUT /api/settings/", () => {
  it.each([
    [{ email: "", role: "admin" }, "email", "Email is required"],
    [{ email: "nope", role: "admin" }, "email", "Email format is invalid"],
    [{ email: "a@b.co", role: "" }, "role", "Role is required"],
    [{ email: "a@b.co", role: "owner" }, "role", "Role is required"],
    [{ email: "a@b.co", role: "admin", newPassword: "whatever1" }, "currentPassword", "Current password is required"],
    [
      { email: "a@b.co", role: "admin", currentPassword: "x", newPassword: "whatever1", confirmPassword: "whatever2" },
      "confirmPassword",
      "New passwords do not match",
    ],
    [
      { email: "a@b.co", role: "admin", currentPassword: "x", newPassword: "short", confirmPassword: "short" },
      "newPassword",
      "Password must be at least 8 characters long",
    ],
  ])("rejects %j with the field's message '%s'", async (json, field, message) => {
    const res = await put(admin, json);
    expect(res.status).toBe(400);
    const body = (await res.json()) as Json;
    expect(body).toMatchObject({ success: false, error: message });
    expect(body.fieldErrors[field]).toBe(message);
  });

  it("saves a new email only with the current password; the other sessions end and a fresh token is answered", async () => {
    const u = await staff("manager");
    const email = u.email.replace("@", ".new@");
    const bare = await put(u.token, { email, role: "manager", currentPassword: "", newPassword: "", confirmPassword: "" });
    expect(bare.status).toBe(400);
    expect(await bare.json()).toEqual(fieldRefusal("currentPassword", "Enter your current password to change your email"));

    const res = await put(u.token, { email, role: "manager", currentPassword: u.password, newPassword: "", confirmPassword: "" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body).toEqual({
      success: true,
      message: "Settings updated successfully",
      data: { email, role: "manager", name: "Staff Member", phone: "9000000000" },
      token: expect.any(String),
    });
    expect((await t.request("/api/auth/me", { token: u.token })).status).toBe(401);
    expect((await t.request("/api/auth/me", { token: body.token })).status).toBe(200);
    const [entry] = await auditOf(t, "settings.update", u.id);
    expect(entry.details).toMatchObject({ fields: ["email"], changes: { email: { from: u.email, to: email } } });
  });

  it("saves without a password when nothing that needs one changes, keeping the session", async () => {
    const u = await staff("manager");
    const res = await put(u.token, { email: u.email, role: "manager" });
    expect(res.status).toBe(200);
    expect((await res.json()) as Json).not.toHaveProperty("token");
    expect((await t.request("/api/auth/me", { token: u.token })).status).toBe(200);
  });

  it("changes the password when the current one is right; older tokens stop working and a fresh one is answered", async () => {
    const u = await staff("manager");
    const wrong = await put(u.token, {
      email: u.email,
      role: "manager",
      currentPassword: "not-my-password",
      newPassword: "Brand-new-pass1",
      confirmPassword: "Brand-new-pass1",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual(fieldRefusal("currentPassword", "Current password is incorrect"));

    const res = await put(u.token, {
      email: u.email,
      role: "manager",
      currentPassword: u.password,
      newPassword: "Brand-new-pass1",
      confirmPassword: "Brand-new-pass1",
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body).toMatchObject({ success: true, message: "Settings updated successfully", token: expect.any(String) });
    expect((await t.request("/api/auth/me", { token: u.token })).status).toBe(401);
    expect((await t.request("/api/auth/me", { token: body.token })).status).toBe(200);
    await expect(t.login(u.email, u.password)).rejects.toThrow(/401/);
    await expect(t.login(u.email, "Brand-new-pass1")).resolves.toEqual(expect.any(String));
  });

  it("answers 409 when another account already uses the email", async () => {
    const u = await staff("manager");
    const res = await put(u.token, { email: TEST_MANAGER.email.toUpperCase(), role: "manager", currentPassword: u.password });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual(fieldRefusal("email", "This email address is already used by another account"));
  });

  it("refuses a manager raising their own role (403)", async () => {
    const u = await staff("manager");
    const res = await put(u.token, { email: u.email, role: "admin" });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ success: false, error: "You cannot raise your own role" });
    expect(((await (await t.request("/api/settings/", { token: u.token })).json()) as Json).data.role).toBe("manager");
  });

  it("lets an admin lower themselves, revoking older tokens and answering a fresh one", async () => {
    const u = await staff("admin");
    const res = await put(u.token, { email: u.email, role: "manager" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body.data.role).toBe("manager");
    expect((await t.request("/api/auth/me", { token: u.token })).status).toBe(401);
    const me = (await (await t.request("/api/auth/me", { token: body.token })).json()) as Json;
    expect(me.data.role).toBe("manager");
    const claims = JSON.parse(Buffer.from(body.token.split(".")[1], "base64url").toString());
    expect(claims.roleType).toBe("manager");
    // and, now a manager, cannot delete
    expect((await t.request("/api/products/1", { method: "DELETE", token: body.token })).status).toBe(403);
  });

  it("keeps the last admin an admin (409)", async () => {
    const other = await createTestApp();
    const token = await other.login();
    const res = await other.request("/api/settings/", { method: "PUT", token, json: { email: TEST_ADMIN.email, role: "manager" } });
    expect(res.status).toBe(409);
    expect(((await res.json()) as Json).fieldErrors.role).toMatch(/only admin/);
  });
});
