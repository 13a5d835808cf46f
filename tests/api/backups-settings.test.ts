/**
 * Backups in Settings: the API is for admins only, backs up now (audited), hands out the newest file
 * byte for byte, refuses a second backup while one is being made on any instance, records a failure
 * and shows it; /healthz tells the last backup's age.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BackupStatusDto } from "#schemas/backups";
import { ADVISORY_LOCKS } from "../../server/core/db/locks";
import { activitySentence } from "../../server/features/activity/activity";
import { auditOf } from "./_support";
import { backupsFixture } from "./_backups";

const { ROOT, BACKUP_DIR, t, admin, manager, otherDatabase, runs, resetBackups } = await backupsFixture();

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
