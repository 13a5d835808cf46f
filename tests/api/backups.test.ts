/**
 * Making backups over a real database and real files: two instances checking the schedule at the same
 * moment make one backup; retention deletes exactly the backups it should (India days and weeks); a
 * failing disk, an upload a restore would refuse and leftover temporary files are dealt with.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { Writable } from "node:stream";
import { backupName, listBackups, verifyBackup, writeBackup } from "../../server/features/backups/archive";
import { expiredBackups, LEFTOVER_PARTIAL_MS, prune } from "../../server/features/backups/retention";
import { backupsFixture } from "./_backups";

const { ROOT, BACKUP_DIR, t, admin, other, runs, resetBackups } = await backupsFixture();

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
