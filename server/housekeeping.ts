import { sql } from "drizzle-orm";
import type { Db } from "./core/db/connection";
import { ADVISORY_LOCKS } from "./core/db/locks";
import { SIGN_IN_EVENT_DAYS } from "./core/config/env-schema";
import type { Logger } from "./core/log";
import { pruneIdempotencyKeys } from "./core/idempotency";
import { pruneLoginFailures } from "./features/auth/login-throttle";
import { pruneSignInEvents } from "./features/auth/sign-in-events";
import { startPeriodic, type PeriodicTask } from "./core/periodic";
import { pruneRateLimits } from "./core/rate-limits";
import { pruneSessions } from "./features/auth/sessions";
import { pruneDownloadLinks } from "./features/backups/download-link";
import type { UploadFiles } from "./features/uploads/upload-files";
import { pruneUnusedUploads } from "./features/uploads/uploads";

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

type HousekeepingResult =
  | { skipped: true }
  | {
      skipped: false;
      idempotencyKeys: number;
      rateLimits: number;
      loginFailures: number;
      sessions: number;
      downloadLinks: number;
      signInEvents: number;
      uploads?: number;
    };

/**
 * Where uploads are pruned (the store, and the directory older versions wrote files to), and how
 * many days the audit log keeps sign-in events.
 */
type HousekeepingOptions = { uploadDir?: string; uploadFiles?: UploadFiles; signInEventDays?: number };

/**
 * Delete what only grows: idempotency keys past their replay period, rate-limit counters whose
 * window has ended, sign-in failures past their hour, sessions past any token's life, backup download
 * links past their minute and, given the
 * upload store (and the upload directory, for files older versions left there), uploaded images
 * nothing refers to after a day (`uploads`, the number of variants deleted), and the audit log's
 * sign-in events past their days (staff changes stay). One instance at a time: the run holds a transaction-level advisory lock, and an instance that finds it taken skips this round (the other one is doing the work).
 */
export async function runHousekeeping(db: Db, options: HousekeepingOptions = {}): Promise<HousekeepingResult> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${ADVISORY_LOCKS.housekeeping}) as locked`);
    if (!locked.rows[0]?.locked) return { skipped: true } as const;
    const idempotencyKeys = await pruneIdempotencyKeys(tx);
    const rateLimits = await pruneRateLimits(tx);
    const loginFailures = await pruneLoginFailures(tx);
    const sessions = await pruneSessions(tx);
    const downloadLinks = await pruneDownloadLinks(tx);
    const signInEvents = await pruneSignInEvents(tx, options.signInEventDays ?? SIGN_IN_EVENT_DAYS);
    const { uploadDir: dir, uploadFiles: files } = options;
    const uploads = dir === undefined && !files ? {} : { uploads: await pruneUnusedUploads(tx, { dir, files }) };
    return { skipped: false, idempotencyKeys, rateLimits, loginFailures, sessions, downloadLinks, signInEvents, ...uploads } as const;
  });
}

export type Housekeeping = PeriodicTask;

/**
 * Run the housekeeping now and then every `intervalMs`. The timer does not keep the process
 * alive; a failed run is logged and the next one tries again.
 */
export function startHousekeeping(db: Db, log: Logger, options: { intervalMs?: number } & HousekeepingOptions = {}): Housekeeping {
  const { intervalMs = HOUSEKEEPING_INTERVAL_MS, ...rest } = options;
  const run = () =>
    runHousekeeping(db, rest).then((result) => {
      if (result.skipped) log.debug("housekeeping skipped: another instance holds the lock");
      else
        log.info(
          {
            idempotencyKeys: result.idempotencyKeys,
            rateLimits: result.rateLimits,
            loginFailures: result.loginFailures,
            sessions: result.sessions,
            downloadLinks: result.downloadLinks,
            signInEvents: result.signInEvents,
            uploads: result.uploads,
          },
          "housekeeping: pruned old idempotency keys, rate-limit counters, sign-in failures, ended sessions, expired download links, old sign-in events and unused uploads",
        );
    });
  return startPeriodic(run, intervalMs, log, "housekeeping failed; will try again at the next run");
}
