import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { CATEGORY_TRANSLATED } from "#schemas/categories";
import type { Lang } from "#schemas/languages";
import { PUBLIC_PRODUCTS_MAX } from "#schemas/product";
import { localize } from "#schemas/translations";
import type { PublicProduct } from "#schemas/wire";
import type { Db } from "../../core/db/connection";
import { categories, products } from "../../core/db/schema";
import { categoryNames, productsWithCategory, publicProductOf, type CategoryRow } from "./product-rows";
import { searchCondition } from "./search";

/** A page of the public catalogue: a category's, a search's or all of it, in the page's language (English when not said). */
export type PublicListOptions = { categorySlug?: string; search?: string; page: number; limit: number; lang?: Lang };

/** The rows of one page, how many products match in all, and the lowest price among them (null when none). */
export type PublicPage = { data: PublicProduct[]; total: number; lowestPrice: number | null };

/** A category as the showcase cards need it. */
type CategorySummaryRow = { id: number; name: string; slug: string; description: string; productCount: number; image: string | null };

/** What visitors see of the catalogue: the categories and the active products. */
export function createPublicCatalogue(db: Db) {
  const joined = () => productsWithCategory(db);

  return {
    /** All categories, in menu order, each name and description in `lang` (its translation, else English). */
    async listCategories(lang: Lang = "en"): Promise<CategoryRow[]> {
      const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name));
      return lang === "en" ? rows : rows.map((r) => ({ ...localize(r, CATEGORY_TRANSLATED, lang), translations: {} }));
    },

    /**
     * One page of the active products (what visitors may see), in menu order, with how many match
     * and, for a category, the lowest price among them. A page never holds more than
     * PUBLIC_PRODUCTS_MAX, whatever is asked. Each shape reads what the page needs from an index:
     * a category's products walk (category_id, status, id); the whole list takes the first rows of
     * each category in menu order; a search goes through the trigram index.
     */
    async listPublic(opts: PublicListOptions): Promise<PublicPage> {
      const limit = Math.min(Math.max(1, Math.floor(opts.limit)), PUBLIC_PRODUCTS_MAX);
      const page = Math.max(1, Math.floor(opts.page));
      const offset = (page - 1) * limit;
      const lang = opts.lang ?? "en";
      const search = opts.search ? searchCondition(opts.search, await categoryNames(db), lang) : undefined;
      let categoryId: number | undefined;
      if (opts.categorySlug) {
        const [c] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, opts.categorySlug)).limit(1);
        if (!c) return { data: [], total: 0, lowestPrice: null };
        categoryId = c.id;
      }
      const where = and(eq(products.status, "active"), categoryId !== undefined ? eq(products.categoryId, categoryId) : undefined, search);
      const summarize = () =>
        db
          .select({
            total: sql<number>`count(*)::int`,
            lowestPrice: categoryId !== undefined ? sql<string | null>`min(${products.price})` : sql<string | null>`null`,
          })
          .from(products)
          .where(where)
          .execute();
      const rowsOf = async (ids: number[]) => {
        const found = ids.length ? await joined().where(inArray(products.id, ids)) : [];
        const byId = new Map(found.map((r) => [r.product.id, r]));
        return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
      };
      let rows: Awaited<ReturnType<typeof rowsOf>>;
      let totals: { total: number; lowestPrice: string | null };
      if (categoryId !== undefined) {
        // One category: menu order is id order.
        [rows, [totals]] = await Promise.all([joined().where(where).orderBy(asc(products.id)).limit(limit).offset(offset), summarize()]);
      } else if (!search) {
        // Every category's first (offset + limit) products, in menu order, then the page of them.
        const firstOfEach = db.execute<{ id: number }>(sql`
          select p.id from ${categories} c
          cross join lateral (
            select id from ${products} where category_id = c.id and status = 'active' order by id limit ${offset + limit}
          ) p
          order by c.sort_order, c.name, p.id limit ${limit} offset ${offset}`);
        const [{ rows: ids }, [counted]] = await Promise.all([firstOfEach, summarize()]);
        rows = await rowsOf(ids.map((r) => r.id));
        totals = counted;
      } else {
        // A search: the matches (through the trigram index) in menu order and their number, in one pass.
        const found = await db
          .select({ id: products.id, total: sql<number>`(count(*) over ())::int` })
          .from(products)
          .innerJoin(categories, eq(products.categoryId, categories.id))
          .where(where)
          .orderBy(asc(categories.sortOrder), asc(categories.name), asc(products.id))
          .limit(limit)
          .offset(offset);
        totals = found.length ? { total: found[0].total, lowestPrice: null } : (await summarize())[0];
        rows = await rowsOf(found.map((r) => r.id));
      }
      return {
        data: rows.map((r) => publicProductOf(r, lang)),
        total: totals.total,
        lowestPrice: totals.lowestPrice === null ? null : Number(totals.lowestPrice),
      };
    },

    /**
     * Every category in menu order with its description, its number of active products and its
     * picture: the one staff gave it, else that of its first product that has one (home and
     * /products). Per category, a count over its part of (category_id, status, id) and the first
     * row with a picture, never the whole catalogue at once. Names and descriptions are in `lang`.
     */
    async listCategorySummaries(lang: Lang = "en"): Promise<CategorySummaryRow[]> {
      const inCategory = sql`${products.categoryId} = ${categories.id} and ${products.status} = 'active'`;
      const rows = await db
        .select({
          id: categories.id,
          name: categories.name,
          slug: categories.slug,
          description: categories.description,
          productCount: sql<number>`(select count(*) from ${products} where ${inCategory})::int`,
          image: sql<
            string | null
          >`coalesce(${categories.imageUrl}, (select ${products.imageUrl} from ${products} where ${inCategory} and ${products.imageUrl} is not null order by ${products.id} limit 1))`,
          translations: categories.translations,
        })
        .from(categories)
        .orderBy(asc(categories.sortOrder), asc(categories.name));
      return rows.map((r) => localize(r, CATEGORY_TRANSLATED, lang));
    },

    async findPublic(id: number): Promise<PublicProduct | undefined> {
      const [r] = await joined()
        .where(and(eq(products.id, id), eq(products.status, "active")))
        .limit(1);
      return r && publicProductOf(r);
    },
  };
}
