/**
 * The Settings screen's backups (admins only): read the status, and "Back up now" for the route's
 * clientAction (intent "backup"), which answers the fresh status with its result so the section
 * shows the new backup, or the failure, at once.
 */
import type { BackupStatusDto } from "#schemas/backups";
import { actionFailure, type ActionFailure } from "~/components/admin/action-result";
import { api, isAbortError, isSignedOutError } from "~/lib/api";
import { followDownload } from "~/lib/download";
import { formatBytes } from "#schemas/format";

export const BACKUPS_PATH = "/api/settings/backups";
export const DOWNLOAD_LINK_PATH = "/api/settings/backups/download-link";

export type BackupResult = ({ ok: true; message: string } | ActionFailure | { ok: false; status: 401; error?: undefined }) & {
  intent: "backup";
  /** The status after the run; absent when it could not be read. */
  backups?: BackupStatusDto;
};

/** GET /api/settings/backups; null when it cannot be read (said in the section) or the screen was left. */
export async function readBackups(signal: AbortSignal): Promise<BackupStatusDto | null> {
  try {
    return (await api("GET", BACKUPS_PATH, undefined, { auth: true, signal })).data;
  } catch (err) {
    if (!isAbortError(err) && !isSignedOutError(err)) console.error("Failed to load the backup status", err);
    return null;
  }
}

/** POST /api/settings/backups: a backup now. Never throws for a refusal (409 while one is being made) or a failure. */
export async function backUpNow(signal: AbortSignal): Promise<BackupResult> {
  let result: BackupResult;
  try {
    const answer = await api("POST", BACKUPS_PATH, undefined, { auth: true, signal });
    result = { ok: true, intent: "backup", message: `Backup made (${formatBytes(answer.data.bytes)})` };
  } catch (err) {
    if (isAbortError(err)) throw err;
    if (isSignedOutError(err)) return { ok: false, intent: "backup", status: 401 };
    // The server's words: a backup under way (409), or why this one failed (500, recorded in the status too).
    result = { ...actionFailure(err, [403, 409, 500], "The backup failed. Please try again.", "Failed to make a backup"), intent: "backup" };
  }
  const backups = await readBackups(signal);
  return backups ? { ...result, backups } : result;
}

/**
 * "Download latest backup": a one-minute link to the newest backup (POST), which the browser then
 * follows and streams to disk. Throws as `api` does (404 when there is no backup any more).
 */
export async function downloadLatestBackup(): Promise<string> {
  const link = (await api("POST", DOWNLOAD_LINK_PATH, undefined, { auth: true })).data;
  followDownload(link.url, link.name);
  return link.name;
}
