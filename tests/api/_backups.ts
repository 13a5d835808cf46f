/**
 * The set-up the backup API files share (not a test file itself): a test app whose DATA_DIR is a
 * folder of the calling file's own (an uploaded file in it), a second instance on the same database
 * (its own pool and service object), and readers of the recorded runs. `backupsFixture()` makes it
 * for the file that calls it.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, inject } from "vitest";
import { createDatabase } from "../../server/core/db/connection";
import { createBackups } from "../../server/features/backups/backups";
import { createLogger } from "../../server/core/log";
import { createStaffTestApp } from "../helpers/app";
import { templateUrl } from "../helpers/global-setup";

let calls = 0;

/** A test app of the calling file (its hooks registered there), in a DATA_DIR no other file of the process uses. */
export async function backupsFixture() {
  const ROOT = path.resolve(`.tmp/vitest-backups-${process.pid}-${++calls}`);
  const BACKUP_DIR = path.join(ROOT, "backups");
  fs.rmSync(ROOT, { recursive: true, force: true });
  const { t, admin, manager } = await createStaffTestApp({ DATA_DIR: ROOT, BACKUP_TIME: "02:30" });
  fs.mkdirSync(t.config.uploadDir, { recursive: true });
  fs.writeFileSync(path.join(t.config.uploadDir, "a-photo-800.webp"), Buffer.from("not really an image"));
  const [{ name }] = (await t.services.db.execute<{ name: string }>(sql`select current_database() as name`)).rows;
  const log = createLogger("silent");
  /** A second instance: its own pool on the same database, its own service object. */
  const otherDatabase = createDatabase(templateUrl(inject("pgConnection"), name), log);
  const other = createBackups({ db: otherDatabase.db, pool: otherDatabase.pool, config: t.config, log });
  afterAll(async () => {
    await otherDatabase.pool.end();
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

  return { ROOT, BACKUP_DIR, t, admin, manager, otherDatabase, other, runs, resetBackups };
}
