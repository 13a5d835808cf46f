import fs from "node:fs/promises";
import path from "node:path";
import { indiaDay, indiaWeek } from "#schemas/india-time";
import { listBackups } from "./archive";

export interface Retention {
  daily: number;
  weekly: number;
}

/**
 * The backups retention deletes, of `backups` (any order). It keeps, by India dates:
 * - daily: the newest backup of each of the last `daily` days that have one;
 * - weekly: before those, the newest of each of the last `weekly` weeks (Monday to Sunday) that have
 *   one, counted from the week before the one the oldest daily backup is in. The weeks the daily
 *   ones cover are not counted again, so with a backup every day the defaults (7 and 4) keep 11
 *   backups reaching back 28 to 34 days: "I can go back a month".
 * A backup dated after `now` (a clock set back) is never deleted. Pure: the tests feed it dated names.
 */
export function expiredBackups<T extends { createdAt: Date }>(backups: readonly T[], now: Date, keep: Retention): T[] {
  const past = backups.filter((b) => b.createdAt.getTime() <= now.getTime()).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const kept = new Set<T>();
  const days = new Set<string>();
  /** The week (its Monday's date) the oldest daily backup is in: the weekly ones are older weeks. */
  let dailyFrom: string | undefined;
  for (const b of past) {
    const day = indiaDay(b.createdAt);
    if (days.has(day)) continue;
    if (days.size >= keep.daily) break;
    days.add(day);
    kept.add(b);
    dailyFrom = indiaWeek(b.createdAt);
  }
  const weeks = new Set<string>();
  for (const b of past) {
    const week = indiaWeek(b.createdAt);
    // Weeks are named YYYY-MM-DD, so they compare as text.
    if ((dailyFrom !== undefined && week >= dailyFrom) || weeks.has(week)) continue;
    if (weeks.size >= keep.weekly) break;
    weeks.add(week);
    kept.add(b);
  }
  return past.filter((b) => !kept.has(b));
}

/** A temporary backup file (`.backup-….partial`) this old is left over from a backup that was killed or crashed. */
export const LEFTOVER_PARTIAL_MS = 86_400_000;

/**
 * Delete the temporary files of backups that never finished (the process was killed, the machine
 * lost power) once they are a day old; a backup being written now is younger. Answers their names.
 */
export async function removeLeftovers(dir: string, now: number = Date.now()): Promise<string[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return [];
    throw err;
  }
  const removed: string[] = [];
  for (const name of names) {
    if (!/^\.backup-.*\.partial$/.test(name)) continue;
    const file = path.join(dir, name);
    try {
      const st = await fs.lstat(file);
      if (!st.isFile() || now - st.mtimeMs < LEFTOVER_PARTIAL_MS) continue;
      await fs.unlink(file);
      removed.push(name);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    }
  }
  return removed;
}

/** Delete the backups of `dir` retention no longer keeps (see expiredBackups); answers their names. */
export async function prune(dir: string, now: Date, keep: Retention): Promise<string[]> {
  const expired = expiredBackups(await listBackups(dir), now, keep);
  const deleted: string[] = [];
  for (const b of expired) {
    try {
      await fs.unlink(b.file);
      deleted.push(b.name);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    }
  }
  return deleted;
}
