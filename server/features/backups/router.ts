import fs from "node:fs";
import { Readable } from "node:stream";
import { Hono, type Context } from "hono";
import type { BackupDownloadLink, BackupInfo, BackupStatusDto } from "#schemas/backups";
import type { DataAnswer } from "#schemas/wire";
import type { User } from "../auth";
import { backupDownloadLink, checkDownloadLink } from "./backups";
import type { AuditOf } from "../../core/audit";
import type { BackupAuditAction } from "./activity";
import { bearerToken, requireRole, requireUser, sessionKeyOf } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { apiError } from "../../core/http/errors";

const BUSY = "A backup is being made right now. Try again when it has finished.";
const NO_BACKUP = "There is no backup on this server yet. Use Back up now to make one.";
const GONE = "That backup is no longer on this server. Download the latest backup again from Settings → Backups.";
const BAD_LINK = "This download link has expired or is not valid. Download the latest backup again from Settings → Backups.";

/** A backup is the whole database and every upload: admins only (a manager gets 403). */
export const backupRoutes = new Hono<AppEnv>()
  .get("/", requireUser, requireRole("admin"), async (c) => {
    const data = await c.get("services").backups.status();
    return c.json({ success: true, data } satisfies DataAnswer<BackupStatusDto>);
  })

  /** "Back up now": answers the new backup; 409 while another backup is being made (on any instance). */
  .post("/", requireUser, requireRole("admin"), async (c) => {
    const run = await c.get("services").backups.runNow(c.get("user"));
    if (!run.ok && run.reason === "busy") apiError(409, BUSY);
    if (!run.ok) apiError(500, `The backup failed: ${run.error}`);
    return c.json({ success: true, message: "Backup made", data: run.backup } satisfies DataAnswer<BackupInfo> & { message: string }, 201);
  })

  /** A link to the newest backup for the browser to follow (it streams the file to disk); 404 when there is none. */
  .post("/download-link", requireUser, requireRole("admin"), async (c) => {
    const { backups, tokens } = c.get("services");
    const latest = await backups.latestFile();
    if (!latest) apiError(404, NO_BACKUP);
    const data = await backupDownloadLink(c.get("services").db, tokens, { user: c.get("user"), sessionKey: sessionKeyOf(bearerToken(c)!) }, latest.name);
    return c.json({ success: true, data } satisfies DataAnswer<BackupDownloadLink>);
  })

  /**
   * The newest backup file on this server, as a download; 404 when there is none. With `?token=`
   * (a download link) no header is needed, and the file is the one the link was made for; the link
   * works once (a HEAD does not spend it).
   */
  .get(
    "/latest",
    async (c, next) => {
      const token = c.req.query("token");
      if (token === undefined) return next();
      const { backups, tokens, accounts, db } = c.get("services");
      // Presented along with a session (a script's request), the link must be that session's.
      const presented = bearerToken(c);
      const presentedBySession = presented === undefined ? undefined : sessionKeyOf(presented);
      const link = await checkDownloadLink(db, tokens, accounts.findById, { token, presentedBySession, use: c.req.method !== "HEAD" });
      if (!link) apiError(401, BAD_LINK);
      return sendBackup(c, link.user, await backups.fileNamed(link.name), GONE);
    },
    requireUser,
    requireRole("admin"),
    async (c) => sendBackup(c, c.get("user"), await c.get("services").backups.latestFile(), NO_BACKUP),
  );

/**
 * The file as an attachment, recorded in the audit log. HEAD answers the headers only: no file is
 * opened and no download recorded (a link checker or a download manager asking the size).
 */
async function sendBackup(c: Context<AppEnv>, user: User, backup: { file: string; name: string; bytes: number } | null, missing: string) {
  if (!backup) apiError(404, missing);
  const headers = {
    "content-type": "application/octet-stream",
    "content-length": String(backup.bytes),
    "content-disposition": `attachment; filename="${backup.name.replace(/[^\w.-]/g, "_")}"`,
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
  };
  if (c.req.method === "HEAD") return c.body(null, 200, headers);
  let stream: fs.ReadStream;
  try {
    stream = await openStream(backup.file);
  } catch {
    apiError(404, missing); // deleted by retention between the listing and the read
  }
  const audit: AuditOf<BackupAuditAction> = c.get("services").audit;
  await audit.record({ userId: user.id, action: "backup.download", entity: "backup", details: { name: backup.name, bytes: backup.bytes } });
  return c.body(Readable.toWeb(stream) as ReadableStream, 200, headers);
}

/** Open a file for reading, failing now (not mid-answer) when it is gone. */
function openStream(file: string): Promise<fs.ReadStream> {
  return new Promise((resolve, reject) => {
    const stream = fs.createReadStream(file);
    stream.once("open", () => resolve(stream));
    stream.once("error", reject);
  });
}
