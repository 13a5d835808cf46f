import { sql } from "drizzle-orm";
import type { DbOrTx } from "./connection";
import { siteContent } from "./schema";

/**
 * Writes `value` under `key` in site_content: a new row, or the next version of the one there,
 * marked as saved by `actor` now. Answers the version stored.
 */
export async function storeSiteContent(t: DbOrTx, key: string, value: unknown, actor: { id: number }): Promise<number> {
  const [row] = await t
    .insert(siteContent)
    .values({ key, value, updatedBy: actor.id })
    .onConflictDoUpdate({
      target: siteContent.key,
      set: { value, updatedBy: actor.id, updatedAt: sql`now()`, version: sql`${siteContent.version} + 1` },
    })
    .returning({ version: siteContent.version });
  return row.version;
}
