/**
 * The Categories screen's rules: add, rename (the slug follows the name; the old address keeps
 * answering with a 301 through category_redirects), describe, picture, reorder and delete. Every
 * change is one transaction with its audit entry (`category.*`) and the content-change notice.
 */
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { CATEGORY_TRANSLATED, categoryInUseMessage, categorySlugOf, type AdminCategory, type CategoryCreate, type CategoryUpdate } from "#schemas/categories";
import type { Lang } from "#schemas/languages";
import { localize } from "#schemas/translations";
import type { Db, DbOrTx } from "../../core/db/connection";
import { categories, categoryRedirects, products } from "../../core/db/schema";
import { changeSet, type AuditOf } from "../../core/audit";
import type { CategoryAuditAction } from "./activity";
import { moveRow, nextPlace, renumber, type Direction } from "../../core/ordering";
import { contentChanged } from "../../core/content-changes";

/** Who makes the change (for the audit log). */
type CategoryActor = { id: number };

/** A change refused, with the status the API answers and the field it is about. */
type CategoryRefusal = { ok: false; status: 404 | 409; error: string; field?: "name" };
export type CategoryResult<T> = { ok: true; data: T } | CategoryRefusal;

/** What the public category route finds at /{slug}: the category, or the address it moved to. */
type CategoryLookup = { category: typeof categories.$inferSelect; redirectTo?: undefined } | { category?: undefined; redirectTo: string };

const NOT_FOUND: CategoryRefusal = { ok: false, status: 404, error: "Category not found" };

// Spelled out: inside a one-table select drizzle would write these columns without their tables.
const productCount = sql<number>`(select count(*) from ${products} p where p.category_id = ${categories}.id)::int`;
const adminColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  image_url: categories.imageUrl,
  sort_order: categories.sortOrder,
  translations: categories.translations,
  product_count: productCount,
};

/** Menu order, as every public list reads it (catalogue.listCategories), with the id last so no two rows tie. */
const menuOrder = [asc(categories.sortOrder), asc(categories.name), asc(categories.id)];

/** Slugs are decided one change at a time: category writers wait, product writes and readers do not. */
const lockCategories = (tx: DbOrTx) => tx.execute(sql`lock table ${categories} in share row exclusive mode`);

export function createCategories(db: Db, audit: AuditOf<CategoryAuditAction>) {
  const record = (tx: DbOrTx, actor: CategoryActor, action: CategoryAuditAction, entityId: number, details: Record<string, unknown>) =>
    audit.record({ userId: actor.id, action, entity: "category", entityId, details }, tx);

  async function findAdmin(id: number, tx: DbOrTx = db): Promise<AdminCategory | undefined> {
    const [row] = await tx.select(adminColumns).from(categories).where(eq(categories.id, id)).limit(1);
    return row;
  }

  /**
   * Why `slug` cannot be the address of category `selfId` (or of a new one): another category has
   * it, or it is an earlier address of another category that still leads there. An earlier address
   * of the same category is free: it becomes live again.
   */
  async function slugConflict(tx: DbOrTx, slug: string, selfId?: number): Promise<CategoryRefusal | undefined> {
    const [live] = await tx
      .select({ name: categories.name })
      .from(categories)
      .where(and(eq(categories.slug, slug), selfId === undefined ? undefined : ne(categories.id, selfId)))
      .limit(1);
    if (live) return { ok: false, status: 409, error: `${live.name} already has the address /${slug}. Choose another name`, field: "name" };
    const [earlier] = await tx
      .select({ name: categories.name, id: categories.id })
      .from(categoryRedirects)
      .innerJoin(categories, eq(categories.id, categoryRedirects.categoryId))
      .where(eq(categoryRedirects.fromSlug, slug))
      .limit(1);
    if (earlier && earlier.id !== selfId) {
      return {
        ok: false,
        status: 409,
        error: `The address /${slug} still leads to ${earlier.name} (an earlier name of it, so shared links keep working). Choose another name`,
        field: "name",
      };
    }
    return undefined;
  }

  return {
    /** Every category in menu order with its number of products (any status). */
    listAdmin(): Promise<AdminCategory[]> {
      return db
        .select(adminColumns)
        .from(categories)
        .orderBy(...menuOrder);
    },

    findAdmin,

    /**
     * The category at /{slug}, or the current address of the category that had it before a rename;
     * its name and description in `lang` (the translation, else English).
     */
    async lookup(slug: string, lang: Lang = "en"): Promise<CategoryLookup | undefined> {
      const [category] = await db.select().from(categories).where(eq(categories.slug, slug)).limit(1);
      if (category) return { category: lang === "en" ? category : { ...localize(category, CATEGORY_TRANSLATED, lang), translations: {} } };
      const [moved] = await db
        .select({ slug: categories.slug })
        .from(categoryRedirects)
        .innerJoin(categories, eq(categories.id, categoryRedirects.categoryId))
        .where(eq(categoryRedirects.fromSlug, slug))
        .limit(1);
      return moved ? { redirectTo: moved.slug } : undefined;
    },

    /** A new category at the end of the menu order. */
    async create(input: CategoryCreate, actor: CategoryActor): Promise<CategoryResult<AdminCategory>> {
      return db.transaction(async (tx) => {
        await lockCategories(tx);
        const slug = categorySlugOf(input.name);
        const conflict = await slugConflict(tx, slug);
        if (conflict) return conflict;
        const [row] = await tx
          .insert(categories)
          .values({
            name: input.name,
            slug,
            description: input.description,
            imageUrl: input.image_url,
            translations: input.translations,
            sortOrder: await nextPlace(tx, "categories"),
          })
          .returning({ id: categories.id });
        await record(tx, actor, "category.create", row.id, { name: input.name, slug });
        await contentChanged(tx, "categories");
        return { ok: true, data: (await findAdmin(row.id, tx))! };
      });
    },

    /**
     * Store the fields sent. A new name brings a new slug: the old one is kept as a redirect to the
     * category (its products keep their category, by id), and a redirect of the new slug (a name
     * the category had before) is dropped, since that address is live again.
     */
    async update(id: number, input: CategoryUpdate, actor: CategoryActor): Promise<CategoryResult<AdminCategory>> {
      return db.transaction(async (tx) => {
        await lockCategories(tx);
        const [before] = await tx.select().from(categories).where(eq(categories.id, id)).limit(1);
        if (!before) return NOT_FOUND;
        const set: Partial<typeof categories.$inferInsert> = {};
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        if (input.name !== undefined && input.name !== before.name) {
          set.name = input.name;
          changes.name = { from: before.name, to: input.name };
          const slug = categorySlugOf(input.name);
          if (slug !== before.slug) {
            const conflict = await slugConflict(tx, slug, id);
            if (conflict) return conflict;
            set.slug = slug;
            changes.slug = { from: before.slug, to: slug };
          }
        }
        if (input.description !== undefined && input.description !== before.description) {
          set.description = input.description;
          changes.description = { from: before.description, to: input.description };
        }
        if (input.image_url !== undefined && input.image_url !== before.imageUrl) {
          set.imageUrl = input.image_url;
          changes.image = { from: before.imageUrl, to: input.image_url };
        }
        if (input.translations !== undefined) {
          // Compared whatever the order of the keys: the database keeps its own.
          const translated = changeSet();
          translated.note("translations", before.translations, input.translations);
          if (translated.changes.translations) {
            set.translations = input.translations;
            changes.translations = translated.changes.translations;
          }
        }
        if (Object.keys(changes).length) {
          await tx
            .update(categories)
            .set({ ...set, updatedAt: sql`now()` as unknown as Date })
            .where(eq(categories.id, id));
          if (set.slug) {
            await tx.delete(categoryRedirects).where(eq(categoryRedirects.fromSlug, set.slug));
            await tx
              .insert(categoryRedirects)
              .values({ fromSlug: before.slug, categoryId: id })
              .onConflictDoUpdate({ target: categoryRedirects.fromSlug, set: { categoryId: id, createdAt: sql`now()` } });
          }
          await record(tx, actor, "category.update", id, { name: set.name ?? before.name, changes });
          await contentChanged(tx, "categories");
        }
        return { ok: true, data: (await findAdmin(id, tx))! };
      });
    },

    /**
     * One place up or down in the menu order. Rows that tie on sort_order are first numbered in the
     * order the public menus show them (sort_order, name), so the move swaps the neighbours staff see.
     */
    async move(id: number, direction: Direction, actor: CategoryActor): Promise<CategoryResult<AdminCategory>> {
      return db.transaction(async (tx) => {
        await lockCategories(tx);
        const ordered = await tx
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .orderBy(...menuOrder);
        const at = ordered.findIndex((c) => c.id === id);
        if (at < 0) return NOT_FOUND;
        const { name } = ordered[at];
        await renumber(
          tx,
          "categories",
          ordered.map((c) => c.id),
        );
        const moved = await moveRow(tx, "categories", id, direction);
        if (moved === "missing") return NOT_FOUND;
        if (moved === "edge") return { ok: false, status: 409, error: `${name} is already ${direction === "up" ? "first" : "last"}` };
        const to = direction === "up" ? at : at + 2;
        await record(tx, actor, "category.move", id, { name, direction, changes: { position: { from: at + 1, to } } });
        await contentChanged(tx, "categories");
        return { ok: true, data: (await findAdmin(id, tx))! };
      });
    },

    /**
     * Delete an empty category (its redirects go with it). The row is locked first: a product being
     * added to it meanwhile waits (its foreign key check), so the count cannot go stale.
     */
    async remove(id: number, actor: CategoryActor): Promise<CategoryResult<{ id: number; name: string }>> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select({ name: categories.name, slug: categories.slug }).from(categories).where(eq(categories.id, id)).for("update");
        if (!row) return NOT_FOUND;
        const [{ n }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(products)
          .where(eq(products.categoryId, id));
        if (n > 0) return { ok: false, status: 409, error: categoryInUseMessage(row.name, n) };
        await tx.delete(categories).where(eq(categories.id, id));
        await record(tx, actor, "category.delete", id, { name: row.name, slug: row.slug });
        await contentChanged(tx, "categories");
        return { ok: true, data: { id, name: row.name } };
      });
    },
  };
}
export type Categories = ReturnType<typeof createCategories>;
