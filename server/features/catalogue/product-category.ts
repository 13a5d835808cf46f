import { eq, sql } from "drizzle-orm";
import { slugify } from "#schemas/product-fields";
import { isReservedCategorySlug } from "#schemas/categories";
import type { DbOrTx } from "../../core/db/connection";
import { categories, categoryRedirects } from "../../core/db/schema";
import { nextPlace } from "../../core/ordering";
import { contentChanged } from "../../core/content-changes";
import type { CategoryRow } from "./product-rows";

/**
 * The category by slug, created with the given name if new (a category named in the add-product
 * form is stored with the product); `created` when this call created it. A slug the category had
 * before a rename (a form opened before it) finds that category. A new one goes to the end of the
 * menu order, and never takes the address of another page of the site (/products, say).
 */
export async function ensureCategory(tx: DbOrTx, name: string, slug?: string): Promise<CategoryRow & { created?: true }> {
  const trimmed = name.trim();
  const asked = slugify(slug ?? "") || slugify(trimmed);
  if (asked) {
    const [bySlug] = await tx.select().from(categories).where(eq(categories.slug, asked)).limit(1);
    if (bySlug) return bySlug;
    const [renamed] = await tx
      .select({ category: categories })
      .from(categoryRedirects)
      .innerJoin(categories, eq(categories.id, categoryRedirects.categoryId))
      .where(eq(categoryRedirects.fromSlug, asked))
      .limit(1);
    if (renamed) return renamed.category;
  }
  const [byName] = await tx
    .select()
    .from(categories)
    .where(sql`lower(${categories.name}) = lower(${trimmed})`)
    .limit(1);
  if (byName) return byName;
  const wanted = isReservedCategorySlug(asked) ? "" : asked;
  const sortOrder = await nextPlace(tx, "categories");
  const created = async (c: CategoryRow) => {
    await contentChanged(tx, "categories");
    return { ...c, created: true as const };
  };
  if (wanted) {
    const [inserted] = await tx.insert(categories).values({ name: trimmed, slug: wanted, sortOrder }).onConflictDoNothing().returning();
    if (inserted) return created(inserted);
    const [c] = await tx.select().from(categories).where(eq(categories.slug, wanted));
    return c;
  }
  // A name without a single letter or digit (say '★'), or one that names another page: its own numbered slug.
  for (let i = 1; ; i++) {
    const [c] = await tx
      .insert(categories)
      .values({ name: trimmed, slug: `category-${i}`, sortOrder })
      .onConflictDoNothing()
      .returning();
    if (c) return created(c);
  }
}
