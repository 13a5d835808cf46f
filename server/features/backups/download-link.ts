import type { TokenService, User } from "../auth";

/** How long a download link works: long enough to be followed at once, too short to be of use copied elsewhere. */
const DOWNLOAD_LINK_SECONDS = 60;
/** The download link's audience: it is good for that and nothing else (never as a session). */
const DOWNLOAD_AUDIENCE = "backup-download";
const LATEST_BACKUP_URL = "/api/settings/backups/latest";

/**
 * A link that downloads one backup file without a header, for the browser to follow (it streams the
 * file to disk; a script's fetch would hold it in memory): signed for this admin and this file's
 * name, for a minute. Signing out, or any change that ends the admin's sessions, ends it too.
 */
export async function backupDownloadLink(tokens: TokenService, user: Pick<User, "id" | "tokenVersion">, name: string) {
  const token = await tokens.signPurpose(DOWNLOAD_AUDIENCE, String(user.id), { name, tv: user.tokenVersion }, DOWNLOAD_LINK_SECONDS);
  return {
    url: `${LATEST_BACKUP_URL}?token=${encodeURIComponent(token)}`,
    name,
    expiresAt: new Date(Date.now() + DOWNLOAD_LINK_SECONDS * 1000).toISOString(),
  };
}

/**
 * Who may download which file with a download link's token: null unless it verifies, is within its
 * minute, and its admin is still an admin, enabled, with the same sessions (same token version).
 */
export async function checkDownloadLink(
  tokens: TokenService,
  findUser: (id: number) => Promise<User | undefined>,
  token: string,
): Promise<{ user: User; name: string } | null> {
  const claims = await tokens.verifyPurpose(DOWNLOAD_AUDIENCE, token, DOWNLOAD_LINK_SECONDS);
  if (!claims || typeof claims.name !== "string" || typeof claims.tv !== "number" || !/^\d+$/.test(claims.sub ?? "")) return null;
  const user = await findUser(Number(claims.sub));
  if (!user || user.disabledAt || user.role !== "admin" || user.tokenVersion !== claims.tv) return null;
  return { user, name: claims.name };
}
