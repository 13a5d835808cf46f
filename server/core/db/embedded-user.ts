/**
 * The ordinary user the embedded PostgreSQL runs as when the app runs as root (PostgreSQL refuses
 * to run as root), and whether that user can reach DATA_DIR.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export type Log = { info(msg: string): void; warn(msg: string): void; debug(msg: string): void };

/** Why the embedded database could not start, in words for the person starting the app. */
export class DatabaseStartError extends Error {}

/** The database superuser, and the system user the embedded PostgreSQL runs as under root. */
export const PG_USER_NAME = "postgres";

/** PostgreSQL refuses to run as root: find (or create) an ordinary user to run it as. */
export function runAsUser(log: Log): { uid: number; gid: number } | undefined {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return undefined;
  const lookup = () => {
    try {
      const uid = Number(execFileSync("id", ["-u", PG_USER_NAME]).toString().trim());
      const gid = Number(execFileSync("id", ["-g", PG_USER_NAME]).toString().trim());
      return { uid, gid };
    } catch {
      return undefined;
    }
  };
  const found = lookup();
  if (found) return found;
  log.info(`creating system user "${PG_USER_NAME}" to run the embedded PostgreSQL (it refuses to run as root)`);
  try {
    execFileSync("useradd", ["--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", PG_USER_NAME], {
      stdio: "ignore",
    });
  } catch (err) {
    throw new DatabaseStartError(
      `The app runs as root, PostgreSQL refuses to, and creating the user "${PG_USER_NAME}" failed (${(err as Error).message}). ` +
        `Create an ordinary user named "${PG_USER_NAME}", run the app as an ordinary user, or set DATABASE_URL.`,
    );
  }
  const created = lookup();
  if (!created) throw new DatabaseStartError(`Created the user "${PG_USER_NAME}" but cannot read its id.`);
  return created;
}

/** The database user must be able to walk down to DATA_DIR; say what to change if it cannot. */
export function checkReachable(dir: string, ids: { uid: number; gid: number }) {
  let current = path.resolve(dir);
  const chain: string[] = [];
  while (true) {
    chain.unshift(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const d of chain) {
    if (!fs.existsSync(d)) break;
    const st = fs.statSync(d);
    const canEnter = st.uid === ids.uid ? (st.mode & 0o100) !== 0 : st.gid === ids.gid ? (st.mode & 0o010) !== 0 : (st.mode & 0o001) !== 0;
    if (!canEnter) {
      throw new DatabaseStartError(
        `The embedded PostgreSQL runs as the user "${PG_USER_NAME}" (it refuses to run as root), and that user cannot enter ${d}. ` +
          `Either allow it (chmod o+x ${d}) or set DATA_DIR to a directory it can reach, for example /var/lib/cement-site.`,
      );
    }
  }
}
