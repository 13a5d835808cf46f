/**
 * The site's content documents (business details, home page, clients page, team page): one JSON
 * value per key in site_content, checked by the caller's schema before it is stored. Every save
 * is one transaction with its audit entry, and tells every instance sharing the database that the
 * content changed (NOTIFY site_content), so caches drop what they hold of it.
 */
import { eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../core/db/connection";
import { siteContent } from "../../core/db/schema";
import { storeSiteContent } from "../../core/db/site-content";
import { changedFields, type Actor, type AuditOf } from "../../core/audit";
import type { ContentAuditAction } from "./activity";
import { contentChanged } from "../../core/content-changes";

/** The keys of the content documents. */
type ContentKey = "business" | "about" | "home" | "team" | "clients" | "freight";

/** What removeItem did: removed the entry (named so), or found no such entry, another one there (the list changed), or the list at its fewest. */
export type ItemRemoval = { outcome: "removed"; name: string } | { outcome: "missing" | "changed" | "last" };

/** The stored document, locked until the transaction ends (undefined when the key was never stored). */
async function lockedValue(t: DbOrTx, key: ContentKey): Promise<Record<string, unknown> | undefined> {
  const [row] = await t.execute<{ value: Record<string, unknown> }>(sql`select value from site_content where key = ${key} for update`).then((r) => r.rows);
  return row?.value;
}

/** Write the document as its new version and tell every instance it changed; answers the version. */
async function store(t: DbOrTx, key: ContentKey, value: Record<string, unknown>, actor: Actor): Promise<number> {
  const version = await storeSiteContent(t, key, value, actor);
  await contentChanged(t, key);
  return version;
}

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
        const before = await lockedValue(t, key);
        const version = await store(t, key, value, actor);
        const changes = changedFields(before, value);
        await audit.record({ userId: actor.id, action: `content.${key}.update`, entity: "content", entityId: key, details: { changes } }, t);
        return { version };
      };
      return tx ? run(tx) : db.transaction(run);
    },

    /**
     * Delete one entry of a document's list at once (a testimonial, a sector, a slide), in one
     * transaction with its audit entry (`action`, the entry's name and place) and the change notice.
     * The entry is the `index`th (from 0) of `list`, and must still be named `expected` when that is
     * given: a screen read before someone else changed the list must not delete another entry. A
     * list keeps its fewest entries (`min`).
     */
    async removeItem<T extends Record<string, unknown>>(spec: {
      key: ContentKey;
      fallback: T;
      list: keyof T & string;
      index: number;
      expected?: string;
      nameOf: (entry: unknown) => string;
      min: number;
      action: ContentAuditAction;
      actor: Actor;
    }): Promise<ItemRemoval> {
      return db.transaction(async (t) => {
        const doc = ((await lockedValue(t, spec.key)) ?? spec.fallback) as T;
        const entries = doc[spec.list] as unknown[];
        const entry = entries[spec.index];
        if (entry === undefined) return { outcome: "missing" };
        const name = spec.nameOf(entry);
        if (spec.expected !== undefined && spec.expected !== name) return { outcome: "changed" };
        if (entries.length <= spec.min) return { outcome: "last" };
        await store(t, spec.key, { ...doc, [spec.list]: entries.filter((_, i) => i !== spec.index) }, spec.actor);
        const details = { name, position: spec.index + 1 };
        await audit.record({ userId: spec.actor.id, action: spec.action, entity: "content", entityId: spec.key, details }, t);
        return { outcome: "removed", name };
      });
    },
  };
}
export type SiteContent = ReturnType<typeof createSiteContent>;
