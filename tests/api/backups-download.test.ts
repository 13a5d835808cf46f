/**
 * Downloading a backup: a one-minute link for one file, followed without a header, spent once, bound
 * to the session that asked for it and audited; forged, expired and replayed links refused; HEAD
 * answers the headers only.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SignJWT } from "jose";
import { backupName, listBackups } from "../../server/features/backups/archive";
import { backupsFixture } from "./_backups";

const { BACKUP_DIR, t, admin, manager, resetBackups } = await backupsFixture();

describe("downloading a backup", () => {
  const downloads = async () =>
    (await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log where action = 'backup.download'`)).rows[0].n;
  const linkFor = async (token: string) => {
    const res = await t.request("/api/settings/backups/download-link", { method: "POST", token });
    return { status: res.status, body: (await res.json()) as { data: { url: string; name: string; expiresAt: string }; error?: string } };
  };

  it("hands out a one-minute link the browser follows without a header, for that file only, audited", async () => {
    await resetBackups();
    expect(await linkFor(admin)).toMatchObject({ status: 404, body: { error: expect.stringMatching(/no backup/i) } });
    const made = ((await (await t.request("/api/settings/backups", { method: "POST", token: admin })).json()) as { data: { name: string } }).data;
    const onDisk = fs.readFileSync(path.join(BACKUP_DIR, made.name));

    const { status, body } = await linkFor(admin);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ name: made.name, url: expect.stringMatching(/^\/api\/settings\/backups\/latest\?token=[\w.-]+$/) });
    const life = Date.parse(body.data.expiresAt) - Date.now();
    expect(life).toBeGreaterThan(50_000);
    expect(life).toBeLessThanOrEqual(60_000);

    const before = await downloads();
    // A newer backup meanwhile: the link still downloads the file it was made for.
    const newer = backupName(new Date(Date.now() + 60_000));
    fs.writeFileSync(path.join(BACKUP_DIR, newer), "a newer backup");
    expect((await listBackups(BACKUP_DIR))[0].name).toBe(newer);
    const res = await t.request(body.data.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${made.name}"`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(Buffer.from(await res.arrayBuffer()).equals(onDisk)).toBe(true);
    expect(await downloads()).toBe(before + 1);

    // The link is no session, and a session token is no link.
    const token = new URL(body.data.url, "http://x").searchParams.get("token")!;
    expect((await t.request("/api/settings/backups", { token })).status).toBe(401);
    expect((await t.request(`/api/settings/backups/latest?token=${encodeURIComponent(admin)}`)).status).toBe(401);
    const forged = await t.request(`/api/settings/backups/latest?token=${token.slice(0, -2)}${token.endsWith("xx") ? "yy" : "xx"}`);
    expect(forged.status).toBe(401);
    expect((await forged.json()).error).toMatch(/expired or is not valid/);

    // Retention deleted the file after a new link was made for it: 404, said.
    const again = await linkFor(admin);
    expect(again.body.data.name).toBe(newer);
    fs.rmSync(path.join(BACKUP_DIR, newer));
    const gone = await t.request(again.body.data.url);
    expect(gone.status).toBe(404);
    expect((await gone.json()).error).toMatch(/no longer on this server/);
    expect(await downloads()).toBe(before + 1);
  });

  it("refuses a link signed with the key but without a stored nonce, an expired link, and a link of an admin who is no longer one", async () => {
    await resetBackups();
    expect((await t.request("/api/settings/backups", { method: "POST", token: admin })).status).toBe(201);
    const [latest] = await listBackups(BACKUP_DIR);
    const { rows } = await t.database.pool.query<{ id: number; token_version: number }>(
      "select id, token_version from users where role = 'admin' order by id limit 1",
    );
    // The nonce of a real link, stored with this admin's session: only a forged token carrying it could pass.
    const real = new URL((await linkFor(admin)).body.data.url, "http://x").searchParams.get("token")!;
    const { nonce } = JSON.parse(Buffer.from(real.split(".")[1], "base64url").toString()) as { nonce: string };
    const sign = (iat: number, exp: number, sub = String(rows[0].id), claims: Record<string, unknown> = { nonce }) =>
      new SignJWT({ name: latest.name, tv: rows[0].token_version, ...claims })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(sub)
        .setIssuer("cement-site")
        .setAudience("backup-download")
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(t.config.jwtSecret!));
    const now = Math.floor(Date.now() / 1000);
    // The signing key (it travels in every backup, in app_meta) makes no link on its own.
    for (const claims of [{}, { nonce: "made-up-nonce" }])
      expect((await t.request(`/api/settings/backups/latest?token=${await sign(now, now + 60, undefined, claims)}`)).status).toBe(401);
    expect((await t.request(`/api/settings/backups/latest?token=${await sign(now - 120, now - 60)}`)).status).toBe(401);
    // Signed for an hour: longer than a link lives.
    expect((await t.request(`/api/settings/backups/latest?token=${await sign(now, now + 3600)}`)).status).toBe(401);
    const { rows: managers } = await t.database.pool.query<{ id: number }>("select id from users where role = 'manager' order by id limit 1");
    expect((await t.request(`/api/settings/backups/latest?token=${await sign(now, now + 60, String(managers[0].id))}`)).status).toBe(401);
    // The real link still works, once.
    expect((await t.request(`/api/settings/backups/latest?token=${real}`)).status).toBe(200);
    expect((await t.request(`/api/settings/backups/latest?token=${real}`)).status).toBe(401);
  });

  it("a link works once, only while the session that asked for it is open, and not with another session", async () => {
    await resetBackups();
    expect((await t.request("/api/settings/backups", { method: "POST", token: admin })).status).toBe(201);
    const follow = (url: string, token?: string) => t.request(url, { token });

    // Replayed: the second time is refused (a HEAD before does not spend it).
    const once = (await linkFor(admin)).body.data.url;
    expect((await t.request(once, { method: "HEAD" })).status).toBe(200);
    expect((await follow(once)).status).toBe(200);
    const replay = await follow(once);
    expect(replay.status).toBe(401);
    expect((await replay.json()).error).toMatch(/expired or is not valid/);

    // A second admin's session: its link presented by another session is refused (and not spent); by its own, it works.
    const email = `second-admin-${Date.now()}@test.example`;
    await t.services.accounts.create({ email, name: "Second Admin", role: "admin", password: "Second-admin-pass-1" });
    const mine = await t.login(email, "Second-admin-pass-1");
    const bound = (await linkFor(mine)).body.data.url;
    expect((await follow(bound, admin)).status).toBe(401);
    expect((await follow(bound, mine)).status).toBe(200);

    // Signed out: the link of that session is refused.
    const leaving = mine;
    const orphan = (await linkFor(leaving)).body.data.url;
    expect((await t.request("/api/auth/logout", { method: "POST", token: leaving })).status).toBe(200);
    expect((await follow(orphan)).status).toBe(401);
    expect((await t.database.pool.query("select 1 from backup_download_links where user_id = (select id from users where email = $1)", [email])).rowCount).toBe(
      0,
    );
  });

  it("answers HEAD with the headers only: no file read, no download recorded", async () => {
    await resetBackups();
    expect((await t.request("/api/settings/backups", { method: "POST", token: admin })).status).toBe(201);
    const [latest] = await listBackups(BACKUP_DIR);
    const before = await downloads();
    const res = await t.request("/api/settings/backups/latest", { method: "HEAD", token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe(String(latest.bytes));
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${latest.name}"`);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
    expect(await downloads()).toBe(before);
    expect((await t.request("/api/settings/backups/latest", { method: "HEAD", token: manager })).status).toBe(403);
  });
});
