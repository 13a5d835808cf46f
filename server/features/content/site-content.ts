/**
 * The site's content documents (business details, home page, clients page, team page): one JSON
 * value per key in site_content, checked by the caller's schema before it is stored. Every save
 * is one transaction with its audit entry, and tells every instance sharing the database that the
 * content changed (NOTIFY site_content), so caches drop what they hold of it.
 */
import { eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../core/db/connection";
import { siteContent } from "../../core/db/schema";
import type { Audit } from "../../core/audit";
import { CONTENT_CHANNEL, noteLocalChange } from "../../core/content-changes";

/** The keys of the content documents. */
export type ContentKey = "business" | "about" | "home" | "team" | "clients";

export { CONTENT_CHANNEL };

/**
 * Tell every instance (in this transaction, so only if it commits) that `what` changed: a content
 * key, "categories", "projects", "gallery", "team", "products" or "category:<slug>" (the page-cache
 * tags of server/core/content-changes.ts). This process drops it as soon as the request's
 * handler returns, before the answer leaves.
 */
export async function contentChanged(tx: DbOrTx, what: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${what})`);
  noteLocalChange(what);
}

/** A staff member making a change. */
export type ContentActor = { id: number };

/** JSON with every object's keys sorted: a stored jsonb value comes back with its keys in another order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/**
 * Which top-level fields differ between two documents, as `{ field: { from, to } }` for the audit
 * log (values compared as JSON).
 */
export function changedFields(before: Record<string, unknown> | undefined, after: Record<string, unknown>): Record<string, { from: unknown; to: unknown }> {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after)) {
    const from = before?.[key];
    if (canonicalJson(from) !== canonicalJson(after[key])) out[key] = { from: from ?? null, to: after[key] };
  }
  return out;
}

export function createSiteContent(db: Db, audit: Audit) {
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
    async save<T extends Record<string, unknown>>(key: ContentKey, value: T, actor: ContentActor, tx?: DbOrTx): Promise<{ version: number }> {
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
