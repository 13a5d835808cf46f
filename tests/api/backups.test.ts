/**
 * Backups over a real database and real files: two instances checking the schedule at the same
 * moment make one backup; retention deletes exactly the backups it should (India days and weeks);
 * the Settings API is for admins only and hands out the newest file byte for byte; a failure is
 * recorded and shown; /healthz tells the last backup's age.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import type { BackupStatusDto } from "#schemas/backups";
import { Writable } from "node:stream";
import { SignJWT } from "jose";
import { backupName, listBackups, verifyBackup, writeBackup } from "../../server/features/backups/archive";
import { createDatabase, type Database } from "../../server/core/db/connection";
import { ADVISORY_LOCKS } from "../../server/core/db/locks";
import { createBackups, type Backups } from "../../server/features/backups/backups";
import { expiredBackups, LEFTOVER_PARTIAL_MS, prune } from "../../server/features/backups/retention";
import { activitySentence } from "../../server/features/activity/activity";
import { createLogger } from "../../server/core/log";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { templateUrl } from "../helpers/global-setup";
import { auditOf } from "./_support";

const ROOT = path.resolve(`.tmp/vitest-backups-${process.pid}`);
const BACKUP_DIR = path.join(ROOT, "backups");
let t: TestApp, admin: string, manager: string;
/** A second instance: its own pool on the same database, its own service object. */
let otherDatabase: Database;
let other: Backups;

beforeAll(async () => {
  fs.rmSync(ROOT, { recursive: true, force: true });
  ({ t, admin, manager } = await createStaffTestApp({ DATA_DIR: ROOT, BACKUP_TIME: "02:30" }));
  fs.mkdirSync(t.config.uploadDir, { recursive: true });
  fs.writeFileSync(path.join(t.config.uploadDir, "a-photo-800.webp"), Buffer.from("not really an image"));
  const [{ name }] = (await t.services.db.execute<{ name: string }>(sql`select current_database() as name`)).rows;
  const log = createLogger("silent");
  otherDatabase = createDatabase(templateUrl(inject("pgConnection"), name), log);
  other = createBackups({ db: otherDatabase.db, pool: otherDatabase.pool, config: t.config, log });
});
afterAll(async () => {
  await otherDatabase?.pool.end();
  fs.rmSync(ROOT, { recursive: true, force: true });
});

const runs = async () =>
  (
    await t.services.db.execute<{ slot: string; kind: string; status: string; file_name: string | null; error: string | null }>(
      sql`select slot, kind, status, file_name, error from backup_runs order by id`,
    )
  ).rows;
const resetBackups = async () => {
  await t.services.db.execute(sql`delete from backup_runs`);
  fs.rmSync(BACKUP_DIR, { recursive: true, force: true });
};

describe("the daily schedule", () => {
  it("does nothing before BACKUP_TIME, India time", async () => {
    await resetBackups();
    // 02:29 in India is 20:59 UTC the day before.
    expect(await t.services.backups.runScheduled(new Date("2026-11-22T20:59:00Z"))).toEqual({ ran: false, reason: "too-early" });
    expect(await runs()).toEqual([]);
  });

  it("makes one backup when two instances check at the same moment, and none at the next checks", async () => {
    await resetBackups();
    const now = new Date("2026-11-22T21:00:30Z"); // 02:30:30 on 23 Nov in India
    const [a, b] = await Promise.all([t.services.backups.runScheduled(now), other.runScheduled(now)]);
    const made = [a, b].filter((r) => r.ran);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ ran: true, ok: true, slot: "daily:2026-11-23" });
    expect([a, b].filter((r) => !r.ran)).toEqual([{ ran: false, reason: expect.stringMatching(/^(busy|done)$/) }]);

    const files = await listBackups(BACKUP_DIR);
    expect(files.map((f) => f.name)).toEqual([backupName(now)]);
    expect(await runs()).toEqual([{ slot: "daily:2026-11-23", kind: "daily", status: "ok", file_name: backupName(now), error: null }]);

    // Later the same day, on either instance: the day is done.
    const later = new Date("2026-11-23T10:00:00Z");
    expect(await Promise.all([t.services.backups.runScheduled(later), other.runScheduled(later)])).toEqual([
      { ran: false, reason: "done" },
      { ran: false, reason: "done" },
    ]);
    expect(await listBackups(BACKUP_DIR)).toHaveLength(1);
  });

  it("makes the day's backup again when the instance making it stopped half-way", async () => {
    await resetBackups();
    // An instance died while making the backup: its row says running, but nobody holds the lock.
    await t.services.db.execute(sql`insert into backup_runs (slot, kind, status, started_at) values ('daily:2026-11-24', 'daily', 'running', now())`);
    const now = new Date("2026-11-23T22:00:00Z"); // 03:30 on 24 Nov in India
    const run = await other.runScheduled(now);
    expect(run).toMatchObject({ ran: true, ok: true, slot: "daily:2026-11-24" });
    expect(await runs()).toEqual([{ slot: "daily:2026-11-24", kind: "daily", status: "ok", file_name: backupName(now), error: null }]);
  });
});

describe("retention", () => {
  /** India wall time → the instant. */
  const ist = (local: string) => new Date(`${local}+05:30`);
  // Monday 23 Nov 2026, noon in India. The weeks run Monday to Sunday.
  const now = ist("2026-11-23T12:00:00");
  const dated = {
    monEarly: ist("2026-11-23T02:30:00"), // same India day as monManual, older: goes
    monManual: ist("2026-11-23T11:00:00"), // daily 1
    sun22: ist("2026-11-22T02:30:00"), // daily 2
    sat21: ist("2026-11-21T02:30:00"), // daily 3: the daily ones begin in the week of 16–22 Nov
    fri20: ist("2026-11-20T02:30:00"), // past the daily three, in a week they cover: goes
    mon16: ist("2026-11-16T02:30:00"), // the same
    sun15: ist("2026-11-15T02:30:00"), // weekly 1 (9–15 Nov), its newest
    tue10: ist("2026-11-10T02:30:00"), // not its week's newest: goes
    // 2–8 Nov has no backup: the weeks counted are those that have one.
    sun1: ist("2026-11-01T02:30:00"), // weekly 2 (26 Oct–1 Nov)
    oct20: ist("2026-10-20T02:30:00"), // weekly 3 (19–25 Oct)
    oct12: ist("2026-10-12T02:30:00"), // week 4 (12–18 Oct): past the weekly three
    future: ist("2026-11-24T02:30:00"), // after now (a clock set back): never deleted
  };
  const keep = { daily: 3, weekly: 3 };
  const expectedGone = ["monEarly", "fri20", "mon16", "tue10", "oct12"];

  it("keeps the newest of each of the last days, and before them of each of as many weeks, that have one, by India dates (pure)", () => {
    const entries = Object.entries(dated).map(([key, createdAt]) => ({ key, createdAt }));
    expect(
      expiredBackups(entries, now, keep)
        .map((e) => e.key)
        .sort(),
    ).toEqual([...expectedGone].sort());
    // 02:30 in India is the previous day in UTC: judged by UTC days, monEarly would be kept instead of sun22.
    const gone = expiredBackups(entries, now, { daily: 2, weekly: 0 }).map((e) => e.key);
    expect(entries.map((e) => e.key).filter((k) => !gone.includes(k))).toEqual(["monManual", "sun22", "future"]);
    expect(expiredBackups([], now, keep)).toEqual([]);
  });

  it("with a backup every day, the defaults (7 days, 4 weeks) keep 11 and reach back a month, whatever the weekday", () => {
    const daily = Array.from({ length: 90 }, (_, i) => ({ createdAt: new Date(ist("2026-11-30T02:30:00").getTime() - i * 86_400_000) }));
    for (let day = 0; day < 7; day++) {
      const at = new Date(ist("2026-11-23T12:00:00").getTime() + day * 86_400_000); // Monday to Sunday
      const past = daily.filter((b) => b.createdAt <= at);
      const gone = new Set(expiredBackups(past, at, { daily: 7, weekly: 4 }));
      const kept = past.filter((b) => !gone.has(b)).map((b) => (at.getTime() - b.createdAt.getTime()) / 86_400_000);
      expect(kept, at.toISOString()).toHaveLength(11);
      // The seven newest are the last seven days; then one a week, the oldest 28 to 34 days back.
      expect(kept.slice(0, 7).map(Math.floor)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      const gaps = kept.slice(6).map((age, i, all) => (i === 0 ? 0 : Math.round(age - all[i - 1])));
      expect(gaps.slice(2)).toEqual([7, 7, 7]);
      expect(Math.floor(kept[10])).toBeGreaterThanOrEqual(28);
      expect(Math.floor(kept[10])).toBeLessThanOrEqual(34);
    }
  });

  it("deletes exactly those files from the backup directory, and nothing that is not a backup", async () => {
    const dir = path.join(ROOT, "retention");
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    const nameOf: Record<string, string> = {};
    for (const [key, at] of Object.entries(dated)) {
      nameOf[key] = backupName(at);
      fs.writeFileSync(path.join(dir, nameOf[key]), key);
    }
    fs.writeFileSync(path.join(dir, "notes.txt"), "not a backup");

    const deleted = await prune(dir, now, keep);
    expect([...deleted].sort()).toEqual(expectedGone.map((k) => nameOf[k]).sort());
    const kept = Object.keys(dated).filter((k) => !expectedGone.includes(k));
    expect(fs.readdirSync(dir).sort()).toEqual([...kept.map((k) => nameOf[k]), "notes.txt"].sort());
    // Applied again: nothing more goes.
    expect(await prune(dir, now, keep)).toEqual([]);
  });

  it("runs after each backup with BACKUP_KEEP_DAILY and BACKUP_KEEP_WEEKLY", async () => {
    await resetBackups();
    fs.mkdirSync(BACKUP_DIR, { recursive: true });
    // Ten days of older backups, one a day.
    const older = Array.from({ length: 10 }, (_, i) => backupName(new Date(Date.parse("2026-11-12T21:00:00Z") + i * 86_400_000)));
    for (const name of older) fs.writeFileSync(path.join(BACKUP_DIR, name), "old");
    const now = new Date("2026-11-22T21:00:30Z"); // 02:30 on Monday 23 Nov in India
    expect(await t.services.backups.runScheduled(now)).toMatchObject({ ran: true, ok: true });
    // Kept (7 days, 4 weeks): 23 Nov (the new one) and 17–22 Nov by day; 15 Nov as the newest of the
    // week (9–15 Nov) before the one the daily ones begin in (16–22 Nov, so 16 Nov goes); 13 and 14 Nov go too.
    const left = (await listBackups(BACKUP_DIR)).map((f) => f.name);
    expect(left).toEqual([backupName(now), ...older.slice(4).reverse(), older[2]]);
  });
});

describe("writing a backup", () => {
  it("fails, without hanging or an unhandled rejection, when the disk fails half-way; no temporary file is left", async () => {
    const dir = path.join(ROOT, "failing-disk");
    fs.rmSync(dir, { recursive: true, force: true });
    // Random bytes do not compress: the archive outgrows what the streams buffer.
    const big = path.join(t.config.uploadDir, "big-photo-1600.webp");
    fs.writeFileSync(big, randomBytes(3 * 1024 * 1024));
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      let taken = 0;
      // A disk that fills up after 64 KB, as a write() into a full file system answers.
      const fullDisk = () =>
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            taken += chunk.length;
            done(taken > 64 * 1024 ? Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" }) : null);
          },
        });
      const started = Date.now();
      await expect(writeBackup({ pool: t.database.pool, uploadDir: t.config.uploadDir, dir, openOutput: fullDisk })).rejects.toMatchObject({
        code: "ENOSPC",
      });
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(fs.readdirSync(dir)).toEqual([]);
      await new Promise((r) => setTimeout(r, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
      fs.rmSync(big, { force: true });
    }
  }, 30_000);

  it("leaves out an uploaded file whose name a restore would refuse, and says so, so the backup still restores", async () => {
    await resetBackups();
    const odd = path.join(t.config.uploadDir, "site photo (1).jpg");
    fs.writeFileSync(odd, "a file copied in by hand");
    try {
      const run = await t.services.backups.runNow(null);
      if (!run.ok) throw new Error(JSON.stringify(run));
      expect(run.written.skippedUploads).toEqual(["site photo (1).jpg"]);
      expect(run.written.uploads).toBe(1);
      expect(run.warnings[0]).toMatch(/^1 file\(s\) in the upload directory were left out of the backup: .*site photo \(1\)\.jpg$/);
      const verified = await verifyBackup(run.written.file);
      expect(verified.manifest.uploads.files.map((f) => f.path)).toEqual(["a-photo-800.webp"]);
    } finally {
      fs.rmSync(odd, { force: true });
    }
  });

  it("deletes the temporary files of backups that never finished once a day old, after each backup", async () => {
    await resetBackups();
    fs.mkdirSync(BACKUP_DIR, { recursive: true });
    const stale = path.join(BACKUP_DIR, ".backup-2026-11-20T21-00-00Z.tar.gz.4242-0a1b2c3d.partial");
    const fresh = path.join(BACKUP_DIR, ".backup-2026-11-22T21-00-00Z.tar.gz.4243-0a1b2c3d.partial");
    const other = path.join(BACKUP_DIR, ".notes.partial");
    for (const file of [stale, fresh, other]) fs.writeFileSync(file, "half a backup");
    const old = new Date(Date.now() - LEFTOVER_PARTIAL_MS - 60_000);
    fs.utimesSync(stale, old, old);
    fs.utimesSync(other, old, old);
    expect((await t.request("/api/settings/backups", { method: "POST", token: admin })).status).toBe(201);
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true); // perhaps being written by another instance right now
    expect(fs.existsSync(other)).toBe(true); // not a backup's
  });
});

describe("the Settings API", () => {
  it("is for admins only: 401 signed out, 403 for a manager", async () => {
    for (const [method, url] of [
      ["GET", "/api/settings/backups"],
      ["POST", "/api/settings/backups"],
      ["GET", "/api/settings/backups/latest"],
      ["POST", "/api/settings/backups/download-link"],
    ] as const) {
      expect((await t.request(url, { method })).status, `${method} ${url} signed out`).toBe(401);
      const res = await t.request(url, { method, token: manager });
      expect(res.status, `${method} ${url} as a manager`).toBe(403);
      expect(await res.json()).toEqual({ success: false, error: "You do not have permission to do this" });
    }
  });

  it("answers 404 with a message when there is no backup to download", async () => {
    await resetBackups();
    const res = await t.request("/api/settings/backups/latest", { token: admin });
    expect(res.status).toBe(404);
    expect((await res.json()).error).toMatch(/no backup/i);
    const status = (await (await t.request("/api/settings/backups", { token: admin })).json()) as { data: BackupStatusDto };
    expect(status.data).toEqual({
      lastBackup: null,
      lastRun: null,
      latestFile: null,
      schedule: { enabled: false, time: "02:30", keepDaily: 7, keepWeekly: 4 },
      copy: null, // no S3 storage configured
    });
  });

  it("backs up now, shows it in the status, audits it and hands out the file byte for byte", async () => {
    await resetBackups();
    const res = await t.request("/api/settings/backups", { method: "POST", token: admin });
    expect(res.status).toBe(201);
    const made = (await res.json()) as { success: true; message: string; data: { name: string; bytes: number; at: string } };
    expect(made).toMatchObject({
      success: true,
      message: "Backup made",
      data: { name: expect.stringMatching(/^backup-.*\.tar\.gz$/), bytes: expect.any(Number) },
    });
    const onDisk = fs.readFileSync(path.join(BACKUP_DIR, made.data.name));
    expect(made.data.bytes).toBe(onDisk.length);

    const status = ((await (await t.request("/api/settings/backups", { token: admin })).json()) as { data: BackupStatusDto }).data;
    expect(status.lastBackup).toEqual(made.data);
    expect(status.lastRun).toMatchObject({ kind: "manual", status: "ok", error: null });
    expect(status.latestFile).toMatchObject({ name: made.data.name, bytes: made.data.bytes });

    const download = await t.request("/api/settings/backups/latest", { token: admin });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="${made.data.name}"`);
    expect(download.headers.get("cache-control")).toBe("no-store");
    expect(Buffer.from(await download.arrayBuffer()).equals(onDisk)).toBe(true);

    const [entry] = await auditOf(t, "backup.create", (await runIdOf(made.data.name)) ?? 0);
    expect(entry).toMatchObject({ action: "backup.create", details: { name: made.data.name, bytes: made.data.bytes } });
    expect(activitySentence({ action: "backup.create", details: entry.details, entityId: "1", actorName: "Asha" })).toMatch(
      new RegExp(`^Asha made a backup \\(${made.data.name.replace(/\./g, "\\.")}, [\\d.,]+ (bytes|KB|MB)\\)$`),
    );
    // `npm run backup` has no signed-in actor: its entry names the command.
    expect(activitySentence({ action: "backup.create", details: { ...entry.details, command: "npm run backup" }, entityId: "1", actorName: null })).toMatch(
      /^npm run backup made a backup \(backup-/,
    );
  });

  it("refuses a second backup while one is being made, on any instance (409)", async () => {
    await resetBackups();
    // Another instance in the middle of a backup holds the lock on a connection of its own.
    const holder = await otherDatabase.pool.connect();
    try {
      await holder.query("select pg_advisory_lock($1)", [ADVISORY_LOCKS.backups]);
      const res = await t.request("/api/settings/backups", { method: "POST", token: admin });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ success: false, error: "A backup is being made right now. Try again when it has finished." });
      expect(await t.services.backups.runScheduled(new Date("2026-11-23T21:30:00Z"))).toEqual({ ran: false, reason: "busy" });
      expect(await runs()).toEqual([]);
    } finally {
      await holder.query("select pg_advisory_unlock($1)", [ADVISORY_LOCKS.backups]);
      holder.release();
    }
    expect((await t.request("/api/settings/backups", { method: "POST", token: admin })).status).toBe(201);
  });

  it("records a failure with its error and shows it in the status", async () => {
    await resetBackups();
    fs.mkdirSync(ROOT, { recursive: true });
    fs.writeFileSync(BACKUP_DIR, "a file where the backup directory should be");
    try {
      const res = await t.request("/api/settings/backups", { method: "POST", token: admin });
      expect(res.status).toBe(500);
      expect((await res.json()).error).toMatch(/^The backup failed: /);
      const status = ((await (await t.request("/api/settings/backups", { token: admin })).json()) as { data: BackupStatusDto }).data;
      expect(status.lastRun).toMatchObject({ kind: "manual", status: "failed", error: expect.stringMatching(/\S/) });
      expect(status.lastBackup).toBeNull();
    } finally {
      fs.rmSync(BACKUP_DIR, { force: true });
    }
    // The next run succeeds and clears the failure from the status.
    expect((await t.request("/api/settings/backups", { method: "POST", token: admin })).status).toBe(201);
    const status = ((await (await t.request("/api/settings/backups", { token: admin })).json()) as { data: BackupStatusDto }).data;
    expect(status.lastRun).toMatchObject({ status: "ok", error: null });
  });
});

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
    const forged = await t.request(`/api/settings/backups/latest?token=${token.slice(0, -2)}xx`);
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

describe("GET /healthz", () => {
  it("reports the last backup's age in seconds, null before the first, and stays 200 on the database alone", async () => {
    await resetBackups();
    await t.services.backups.refresh();
    let res = await t.request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: true, lastBackupAgeSeconds: null });

    expect((await t.request("/api/settings/backups", { method: "POST", token: admin })).status).toBe(201);
    res = await t.request("/healthz");
    const body = (await res.json()) as { lastBackupAgeSeconds: number };
    expect(res.status).toBe(200);
    expect(body.lastBackupAgeSeconds).toBeGreaterThanOrEqual(0);
    expect(body.lastBackupAgeSeconds).toBeLessThan(60);
  });
});

async function runIdOf(fileName: string) {
  return (await t.services.db.execute<{ id: number }>(sql`select id from backup_runs where file_name = ${fileName}`)).rows[0]?.id;
}
