import { sql, type Column, type SQL } from "drizzle-orm";
import type { Db } from "./db/connection";

/**
 * Where a deep page of a newest-first list begins, from per-day counts (a row per day, kept by
 * triggers in the same transaction as the rows: drizzle/0003_scale.sql) instead of a walk over
 * every row before it. `perDay` selects `day, n` (one row per day); the answer is the end of the day
 * that holds the row at position `skip` (0 = newest) and how many of that day's rows come before
 * it. The list then reads `created_at < dayEnd`, newest first along its index, offset by `skip`:
 * the rows OFFSET would give, reading at most one day's rows more than the page. Undefined past the end.
 *
 * Keyset pagination (a cursor of the last row's date and id) would need links that carry the cursor;
 * this keeps the page/limit interface, and page 50,000 costs about what page 1 does.
 */
export async function pageStart(db: Db, perDay: SQL, skip: number): Promise<{ dayEnd: string; skip: number } | undefined> {
  if (skip <= 0) return undefined;
  const { rows } = await db.execute<{ day_end: string; before: number }>(sql`
    select ((day + 1)::timestamp at time zone 'UTC')::text as day_end, before from (
      select day, n, (sum(n) over (order by day desc) - n)::int as before from (${perDay}) per_day
    ) w
    where before <= ${skip} and ${skip} < before + n
    order by day desc limit 1`);
  return rows[0] && { dayEnd: rows[0].day_end, skip: skip - rows[0].before };
}

/** The condition `created_at < dayEnd` of a page that starts at `start`, or none for a page from the top. */
export const startingAt = (createdAt: Column, start: { dayEnd: string } | undefined) => (start ? sql`${createdAt} < ${start.dayEnd}::timestamptz` : undefined);
