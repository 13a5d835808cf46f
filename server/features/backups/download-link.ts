import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../core/db/connection";
import { backupDownloadLinks, sessions } from "../../core/db/schema";
import type { TokenService, User } from "../auth";

/** How long a download link works: long enough to be followed at once, too short to be of use copied elsewhere. */
const DOWNLOAD_LINK_SECONDS = 60;
/** The download link's audience: it is good for that and nothing else (never as a session). */
const DOWNLOAD_AUDIENCE = "backup-download";
const LATEST_BACKUP_URL = "/api/settings/backups/latest";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * A link that downloads one backup file without a header, for the browser to follow (it streams the
 * file to disk; a script's fetch would hold it in memory): signed for this admin and this file's
 * name, for a minute, and carrying a one-time nonce stored with the session that asked for it
 * (`sessionKey`, its token's hash). The signing key alone makes no link: without the stored nonce a
 * signed token is refused. Signing out, or any change that ends the admin's sessions, ends it too.
 */
export async function backupDownloadLink(db: Db, tokens: TokenService, asker: { user: Pick<User, "id" | "tokenVersion">; sessionKey: string }, name: string) {
  const nonce = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + DOWNLOAD_LINK_SECONDS * 1000);
  await db
    .insert(backupDownloadLinks)
    .values({ nonceHash: sha256(nonce), sessionTokenHash: asker.sessionKey, userId: asker.user.id, fileName: name, expiresAt });
  const token = await tokens.signPurpose(DOWNLOAD_AUDIENCE, String(asker.user.id), { name, nonce, tv: asker.user.tokenVersion }, DOWNLOAD_LINK_SECONDS);
  return { url: `${LATEST_BACKUP_URL}?token=${encodeURIComponent(token)}`, name, expiresAt: expiresAt.toISOString() };
}

/**
 * Who may download which file with a download link's token: null unless it verifies, is within its
 * minute, its nonce is stored and unused, the session that asked for it is still open (and is the
 * one presenting it, when a bearer token comes along), and its admin is still an admin, enabled,
 * with the same token version. `use` spends the nonce (a GET): the same link never works twice.
 * A HEAD only asks, leaving the link as it was.
 */
export async function checkDownloadLink(
  db: Db,
  tokens: TokenService,
  findUser: (id: number) => Promise<User | undefined>,
  link: { token: string; presentedBySession?: string; use: boolean },
): Promise<{ user: User; name: string } | null> {
  const claims = await tokens.verifyPurpose(DOWNLOAD_AUDIENCE, link.token, DOWNLOAD_LINK_SECONDS);
  if (!claims || typeof claims.name !== "string" || typeof claims.nonce !== "string" || typeof claims.tv !== "number" || !/^\d+$/.test(claims.sub ?? ""))
    return null;
  const userId = Number(claims.sub);
  const stored = and(
    eq(backupDownloadLinks.nonceHash, sha256(claims.nonce)),
    eq(backupDownloadLinks.userId, userId),
    eq(backupDownloadLinks.fileName, claims.name),
    sql`${backupDownloadLinks.expiresAt} > now()`,
    // The asking session is still open (ending it deletes the row too).
    sql`exists (select 1 from ${sessions} where ${sessions.tokenHash} = ${backupDownloadLinks.sessionTokenHash})`,
    link.presentedBySession === undefined ? undefined : eq(backupDownloadLinks.sessionTokenHash, link.presentedBySession),
  );
  const found = link.use
    ? await db.delete(backupDownloadLinks).where(stored).returning({ userId: backupDownloadLinks.userId })
    : await db.select({ userId: backupDownloadLinks.userId }).from(backupDownloadLinks).where(stored).limit(1);
  if (found.length === 0) return null;
  const user = await findUser(userId);
  if (!user || user.disabledAt || user.role !== "admin" || user.tokenVersion !== claims.tv) return null;
  return { user, name: claims.name };
}

/** Delete the links past their minute (a used one is deleted when used). */
export async function pruneDownloadLinks(db: DbOrTx): Promise<number> {
  const result = await db.delete(backupDownloadLinks).where(lt(backupDownloadLinks.expiresAt, sql`now()`));
  return result.rowCount ?? 0;
}
