/**
 * Account changes under attack: each test reproduces an attack and checks it is refused (the
 * admins' lock under concurrency, re-authentication for e-mail and password changes, common
 * passwords).
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/core/config";
import { createTestApp } from "../helpers/app";
import { TEST_ADMIN, testConfigEnv } from "../helpers/test-env";
import { fieldRefusal, freshAddress } from "./_support";
import { uniqueName } from "../helpers/unique";
import { accountsFixture, statusOf } from "./_security-accounts";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const { t, admin, staff, attempt } = await accountsFixture();

describe("the last admin under concurrency", () => {
  it("two admins demoting each other at the same moment: one wins, the other is no admin any more (403)", async () => {
    for (let round = 0; round < 3; round++) {
      const a = await staff("admin");
      const c = await staff("admin");
      const [tokenA, tokenC] = [await t.login(a.email, a.password), await t.login(c.email, c.password)];
      const statuses = await Promise.all([
        statusOf(t.request(`/api/users/${c.id}/role`, { method: "PATCH", token: tokenA, json: { role: "manager" } })),
        statusOf(t.request(`/api/users/${a.id}/role`, { method: "PATCH", token: tokenC, json: { role: "manager" } })),
      ]);
      // The loser is refused: 403 when it runs after the winner under the admins' lock, 401 when
      // the winner's change (which ends the loser's sessions) landed before it was even read.
      statuses.sort();
      expect(statuses[0]).toBe(200);
      expect([401, 403]).toContain(statuses[1]);
      const roles = await t.services.db.execute<{ role: string }>(sql`select role from users where id in (${a.id}, ${c.id})`);
      expect(roles.rows.map((r) => r.role).sort()).toEqual(["admin", "manager"]);
    }
  });

  it("an admin lowering themselves in Settings while lowering the only other admin: one admin is always left", async () => {
    const lone = await createTestApp();
    const first = await lone.login();
    const other = await staff("admin", lone, first);
    const statuses = await Promise.all([
      statusOf(lone.request("/api/settings/", { method: "PUT", token: first, json: { email: TEST_ADMIN.email, role: "manager" } })),
      statusOf(lone.request(`/api/users/${other.id}/role`, { method: "PATCH", token: first, json: { role: "manager" } })),
    ]);
    expect(statuses).toContain(200);
    const admins = await lone.services.db.execute(sql`select id from users where role = 'admin'`);
    expect(admins.rows).toHaveLength(1);
  });
});

describe("account changes need the current password", () => {
  it("refuses an e-mail change with a stolen token alone, and keeps the address", async () => {
    const u = await staff();
    const token = await t.login(u.email, u.password);
    const res = await t.request("/api/settings/", { method: "PUT", token, json: { email: "attacker@evil.example", role: "manager" } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).fieldErrors).toEqual({ currentPassword: "Enter your current password to change your email" });
    expect(((await (await t.request("/api/settings/", { token })).json()) as Json).data.email).toBe(u.email);
  });

  it("counts wrong current passwords in Settings against the sign-in throttle", async () => {
    const u = await staff();
    const address = freshAddress();
    const token = await t.login(u.email, u.password);
    const guess = (currentPassword: string) =>
      t.request("/api/settings/", {
        method: "PUT",
        token,
        address,
        json: { email: u.email, role: "manager", currentPassword, newPassword: "Other-pass-987", confirmPassword: "Other-pass-987" },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await guess(`guess-${i}`)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    expect((await guess(u.password)).status).toBe(429);
    // The same pair of e-mail and address waits at the sign-in too.
    expect((await attempt(u.email, u.password, address)).status).toBe(429);
  });

  it("two password changes at the same moment: one succeeds, the other gets 409 and nothing is lost silently", async () => {
    const u = await staff();
    const token = await t.login(u.email, u.password);
    const change = (to: string) =>
      t.request("/api/settings/", {
        method: "PUT",
        token,
        json: { email: u.email, role: "manager", currentPassword: u.password, newPassword: to, confirmPassword: to },
      });
    const [one, two] = await Promise.all([change("First-new-pass-1"), change("Second-new-pass-2")]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const won = one.status === 200 ? "First-new-pass-1" : "Second-new-pass-2";
    const lost = (one.status === 409 ? await one.json() : await two.json()) as Json;
    expect(lost.error).toBe("Your account was changed by another request at the same time. Reload the page and try again.");
    expect((await attempt(u.email, won === "First-new-pass-1" ? "Second-new-pass-2" : "First-new-pass-1", freshAddress())).status).toBe(401);
    expect((await attempt(u.email, won, freshAddress())).status).toBe(200);
  });
});

describe("common passwords", () => {
  it.each(["12345678", "password", "change-me-please", "Qwerty123"])("refuses %s for a new staff member", async (password) => {
    const res = await t.request("/api/users", {
      method: "POST",
      token: admin,
      json: { email: `${uniqueName("c").replace(/\W/g, "")}@staff.example`, name: "Staff Member", role: "manager", password },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(fieldRefusal("password", "This password is too common. Choose another."));
  });

  it("refuses a common new password in Settings and a password that is the account's own e-mail", async () => {
    const u = await staff();
    const token = await t.login(u.email, u.password);
    for (const newPassword of ["password", u.email]) {
      const res = await t.request("/api/settings/", {
        method: "PUT",
        token,
        json: { email: u.email, role: "manager", currentPassword: u.password, newPassword, confirmPassword: newPassword },
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as Json).fieldErrors).toEqual({ newPassword: "This password is too common. Choose another." });
    }
  });

  it("refuses a common ADMIN_PASSWORD at start", () => {
    expect(() => loadConfig(testConfigEnv({ ADMIN_PASSWORD: "12345678" }))).toThrow(ConfigError);
    expect(() => loadConfig(testConfigEnv({ ADMIN_PASSWORD: "12345678" }))).toThrow(/ADMIN_PASSWORD: This password is too common/);
  });
});
