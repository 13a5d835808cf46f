/** Staff access turned off and on: disabling and enabling an account, resetting its password, and the last active admin. */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isCommonPassword } from "../../server/core/passwords";
import { TEST_ADMIN } from "../helpers/test-env";
import { auditOf } from "./_support";
import { usersFixture } from "./_users";

const { t, admin, manager, addUser, idOf, post, signIn } = await usersFixture();

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

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
