import { sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./connection";

/**
 * The rows of `table` that match `where`, counted up to `limit` + 1 (a subquery with its own LIMIT,
 * read from the filter's index, so a large table is never counted whole): `total` is at most
 * `limit`, and `capped` says more match.
 */
export async function countUpTo(db: DbOrTx, table: PgTable, where: SQL | undefined, limit: number): Promise<{ total: number; capped: boolean }> {
  const upToLimit = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(limit + 1)
    .as("matching");
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(upToLimit);
  const capped = n > limit;
  return { total: capped ? limit : n, capped };
}

/** The rows of `table` that match `where`, counted exactly (a list's total, beside its page). */
export async function countWhere(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return n;
}

/** One page (`page` from 1, `limit` rows) of the rows of `table` that match `where`, in `order`; and how many match in all. */
export async function pageOf<T extends PgTable>(
  db: DbOrTx,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  { page, limit }: { page: number; limit: number },
): Promise<{ rows: T["$inferSelect"][]; total: number }> {
  const [total, rows] = await Promise.all([
    countWhere(db, table, where),
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
  ]);
  return { rows: rows as T["$inferSelect"][], total };
}
