/**
 * The site's content documents (business details, home page, clients page, team page): one JSON
 * value per key in site_content, checked by the caller's schema before it is stored. Every save
 * is one transaction with its audit entry, and tells every instance sharing the database that the
 * content changed (NOTIFY site_content), so caches drop what they hold of it.
 */
import { eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../core/db/connection";
import { siteContent } from "../../core/db/schema";
import { changedFields, type Actor, type AuditOf } from "../../core/audit";
import type { ContentAuditAction } from "./activity";
import { contentChanged } from "../../core/content-changes";

/** The keys of the content documents. */
type ContentKey = "business" | "about" | "home" | "team" | "clients";

export function createSiteContent(db: Db, audit: AuditOf<ContentAuditAction>) {
  return {
    /** The stored document, or `fallback` (the seed) when the key was never stored. */
    async read<T>(key: ContentKey, fallback: T): Promise<T> {
      const [row] = await db.select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, key)).limit(1);
      return row ? (row.value as T) : fallback;
    },

    /** Several documents in one query (the site layout reads the business details with others). */
    async readMany(keys: readonly ContentKey[]): Promise<Partial<Record<ContentKey, unknown>>> {
      const rows = await db
        .select({ key: siteContent.key, value: siteContent.value })
        .from(siteContent)
        .where(sql`${siteContent.key} in ${keys}`);
      return Object.fromEntries(rows.map((r) => [r.key, r.value]));
    },

    /**
     * Store a checked document: one transaction with its audit entry (`content.<key>.update`, the
     * top-level fields that changed with their values before and after) and the change notice.
     * Answers the new version.
     */
    async save<T extends Record<string, unknown>>(key: ContentKey, value: T, actor: Actor, tx?: DbOrTx): Promise<{ version: number }> {
      const run = async (t: DbOrTx) => {
        const [before] = await t
          .execute<{ value: Record<string, unknown> }>(sql`select value from site_content where key = ${key} for update`)
          .then((r) => r.rows);
        const [row] = await t
          .insert(siteContent)
          .values({ key, value, updatedBy: actor.id })
          .onConflictDoUpdate({
            target: siteContent.key,
            set: { value, updatedBy: actor.id, updatedAt: sql`now()`, version: sql`${siteContent.version} + 1` },
          })
          .returning({ version: siteContent.version });
        const changes = changedFields(before?.value, value);
        await audit.record({ userId: actor.id, action: `content.${key}.update`, entity: "content", entityId: key, details: { changes } }, t);
        await contentChanged(t, key);
        return { version: row.version };
      };
      return tx ? run(tx) : db.transaction(run);
    },
  };
}
export type SiteContent = ReturnType<typeof createSiteContent>;
