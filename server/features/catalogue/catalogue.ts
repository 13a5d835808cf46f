import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { slugify, SPEC_KEYS, type ProductStatus, type Specs, type StockLevel } from "#schemas/product-fields";
import { isReservedCategorySlug } from "#schemas/categories";
import { PUBLIC_PRODUCTS_MAX, type ProductCreate, type ProductUpdate } from "#schemas/product";
import type { AdminProduct, PublicProduct } from "#schemas/wire";
import type { Db, DbOrTx } from "../../core/db/connection";
import { ADVISORY_LOCKS } from "../../core/db/locks";
import { categories, categoryRedirects, products } from "../../core/db/schema";
import { productChanges } from "./product-changes";
import type { Actor, Audit } from "../../core/audit";
import { toCsv } from "../../core/csv";
import { nextPlace } from "../../core/ordering";
import { contentChanged } from "../../core/content-changes";

const SPEC_SET: Record<string, true> = Object.fromEntries(SPEC_KEYS.map((k) => [k, true]));

export type CategoryRow = typeof categories.$inferSelect;
type ProductRow = typeof products.$inferSelect;

export type { AdminProduct, PublicProduct } from "#schemas/wire";

export const productColumns = {
  product: products,
  categoryName: categories.name,
  categorySlug: categories.slug,
};

export function toPublicProduct(p: ProductRow, categoryName: string, categorySlug: string): PublicProduct {
  return {
    id: p.id,
    product_name: p.name,
    product_slug: p.slug,
    price: Number(p.price),
    unit: p.unit,
    min_order_quantity: p.minOrderQuantity,
    min_order_unit: p.minOrderUnit,
    image_url: p.imageUrl,
    description: p.description,
    category_slug: categorySlug,
    category_name: categoryName,
    ...p.specs,
  };
}

export function toAdminProduct(p: ProductRow, categoryName: string, categorySlug: string): AdminProduct {
  return {
    ...toPublicProduct(p, categoryName, categorySlug),
    hsn_code: p.hsnCode,
    gst_rate: p.gstRate,
    status: p.status,
    stock: p.stock,
    views: p.views,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

// The searched text of a product: a stored column of its name, description and spec values in lower
// case (LIKE on it is ILIKE without folding the case of every row again) with a trigram index
// (drizzle/0003_scale.sql), left out of the schema because no list reads it.
const productSearchText = sql`${products}.search_text`;

/**
 * Words of a search, each of which must appear in the name, category, description or a spec value
 * (any part of them, any case). A word has no spaces, so it never spans two of the joined fields;
 * the products' part is served by a trigram index. The categories (a handful of rows) are matched
 * beforehand and named by id, so the planner knows how few rows that half adds.
 */
export function searchCondition(q: string, allCategories: { id: number; name: string }[]): SQL | undefined {
  const words = q.trim().split(/\s+/).filter(Boolean).slice(0, 8);
  if (!words.length) return undefined;
  return and(
    ...words.map((w) => {
      const pattern = `%${w.replace(/[\\%_]/g, (m) => "\\" + m)}%`;
      const inName = allCategories.filter((c) => c.name.toLowerCase().includes(w.toLowerCase())).map((c) => c.id);
      return or(sql`${productSearchText} like ${pattern.toLowerCase()}`, inName.length ? inArray(products.categoryId, inName) : undefined)!;
    }),
  );
}

/** Who makes an admin change (for the audit log). */
/** A page of the public catalogue: a category's, a search's or all of it. */
export type PublicListOptions = { categorySlug?: string; search?: string; page: number; limit: number };

/** The rows of one page, how many products match in all, and the lowest price among them (null when none). */
export type PublicPage = { data: PublicProduct[]; total: number; lowestPrice: number | null };

/** A category as the showcase cards need it. */
export type CategorySummaryRow = { id: number; name: string; slug: string; description: string; productCount: number; image: string | null };

export type AdminListOptions = {
  search?: string;
  category?: string;
  status?: ProductStatus;
  stock?: StockLevel;
  page: number;
  limit: number;
};

function specsOf(input: Record<string, unknown>, base: Specs = {}): Specs {
  const specs: Record<string, string> = { ...base };
  for (const [k, v] of Object.entries(input)) {
    if (!(k in SPEC_SET) || v === undefined) continue;
    if (typeof v === "string" && v) specs[k] = v;
    else delete specs[k];
  }
  return specs as Specs;
}

/** The filters of the admin list and its CSV export. */
function adminWhere(opts: Omit<AdminListOptions, "page" | "limit">, allCategories: { id: number; name: string }[]): SQL | undefined {
  return and(
    opts.category ? eq(categories.slug, opts.category) : undefined,
    opts.status ? eq(products.status, opts.status) : undefined,
    opts.stock ? eq(products.stock, opts.stock) : undefined,
    opts.search ? searchCondition(opts.search, allCategories) : undefined,
  );
}

export const CSV_HEADER = ["ID", "Name", "Category", "Status", "Stock", "Price", "Unit", "Min Order", "Views", "Last Modified"];

/** The CSV export of admin products: a header row, then one row per product. */
export function productsCsv(rows: AdminProduct[]): string {
  return toCsv([
    CSV_HEADER,
    ...rows.map((p) => [
      p.id,
      p.product_name,
      p.category_name,
      p.status,
      p.stock,
      p.price.toFixed(2),
      p.unit,
      `${p.min_order_quantity} ${p.min_order_unit}`,
      p.views,
      p.updated_at.replace(/\.\d{3}Z$/, "Z"),
    ]),
  ]);
}

export function createCatalogue(db: Db, audit?: Audit) {
  const joined = (tx: DbOrTx = db) => tx.select(productColumns).from(products).innerJoin(categories, eq(products.categoryId, categories.id));
  const record = (tx: DbOrTx, actor: Actor | undefined, action: string, entityId: number, details: Record<string, unknown>) =>
    actor && audit ? audit.record({ userId: actor.id, action, entity: "product", entityId, details }, tx) : Promise.resolve();
  /**
   * A product changed (created, edited, switched on or off, deleted): the pages listing every
   * product (home's counts, /products, search, the sitemap, the public API list) and the pages of
   * the categories it was and is in (server/core/content-changes.ts).
   */
  const productsChanged = async (tx: DbOrTx, ...categorySlugs: (string | undefined)[]) => {
    await contentChanged(tx, "products");
    for (const slug of new Set(categorySlugs)) if (slug) await contentChanged(tx, `category:${slug}`);
  };
  /** A category an admin's product form named for the first time is recorded as created. */
  const recordNewCategory = (tx: DbOrTx, actor: Actor | undefined, category: CategoryRow & { created?: true }) =>
    category.created && actor && audit
      ? audit.record({ userId: actor.id, action: "category.create", entity: "category", entityId: category.id, details: { name: category.name } }, tx)
      : Promise.resolve();

  async function findAdmin(id: number, tx: DbOrTx = db): Promise<AdminProduct | undefined> {
    const [r] = await joined(tx).where(eq(products.id, id)).limit(1);
    return r && toAdminProduct(r.product, r.categoryName, r.categorySlug);
  }

  /**
   * The category by slug, created with the given name if new (a category named in the add-product
   * form is stored with the product); `created` when this call created it. A slug the category had
   * before a rename (a form opened before it) finds that category. A new one goes to the end of the
   * menu order, and never takes the address of another page of the site (/products, say).
   */
  async function ensureCategory(name: string, slug?: string, tx: DbOrTx = db): Promise<CategoryRow & { created?: true }> {
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

  /** Every category's id and name, for matching a search's words against them. */
  const categoryNames = () => db.select({ id: categories.id, name: categories.name }).from(categories);

  /** A slug not yet taken: the name's slug, else with -2, -3, ... */
  async function freeSlug(name: string, exceptId?: number, tx: DbOrTx = db): Promise<string> {
    const base = slugify(name) || "product";
    const taken = await tx
      .select({ slug: products.slug, id: products.id })
      .from(products)
      .where(or(eq(products.slug, base), ilike(products.slug, `${base}-%`)));
    const used = new Set(taken.filter((t) => t.id !== exceptId).map((t) => t.slug));
    if (!used.has(base)) return base;
    for (let i = 2; ; i++) if (!used.has(`${base}-${i}`)) return `${base}-${i}`;
  }

  return {
    /** All categories, in menu order. */
    listCategories(): Promise<CategoryRow[]> {
      return db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name));
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
      const search = opts.search ? searchCondition(opts.search, await categoryNames()) : undefined;
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
        data: rows.map((r) => toPublicProduct(r.product, r.categoryName, r.categorySlug)),
        total: totals.total,
        lowestPrice: totals.lowestPrice === null ? null : Number(totals.lowestPrice),
      };
    },

    /**
     * Every category in menu order with its description, its number of active products and its
     * picture: the one staff gave it, else that of its first product that has one (home and
     * /products). Per category, a count over its part of (category_id, status, id) and the first
     * row with a picture, never the whole catalogue at once.
     */
    async listCategorySummaries(): Promise<CategorySummaryRow[]> {
      const inCategory = sql`${products.categoryId} = ${categories.id} and ${products.status} = 'active'`;
      return db
        .select({
          id: categories.id,
          name: categories.name,
          slug: categories.slug,
          description: categories.description,
          productCount: sql<number>`(select count(*) from ${products} where ${inCategory})::int`,
          image: sql<
            string | null
          >`coalesce(${categories.imageUrl}, (select ${products.imageUrl} from ${products} where ${inCategory} and ${products.imageUrl} is not null order by ${products.id} limit 1))`,
        })
        .from(categories)
        .orderBy(asc(categories.sortOrder), asc(categories.name));
    },

    async findPublic(id: number): Promise<PublicProduct | undefined> {
      const [r] = await joined()
        .where(and(eq(products.id, id), eq(products.status, "active")))
        .limit(1);
      return r && toPublicProduct(r.product, r.categoryName, r.categorySlug);
    },

    ensureCategory,
    freeSlug,
    findAdmin,

    /** Every product, whatever its status. */
    async countAll(): Promise<number> {
      const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
      return n;
    },

    /** The admin list: filtered and paged, most recently changed first, with catalogue-wide counters. */
    async listAdmin(opts: AdminListOptions) {
      const where = adminWhere(opts, opts.search ? await categoryNames() : []);
      const [rows, [{ total }], [summary]] = await Promise.all([
        joined()
          .where(where)
          .orderBy(desc(products.updatedAt), desc(products.id))
          .limit(opts.limit)
          .offset((opts.page - 1) * opts.limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(products)
          .innerJoin(categories, eq(products.categoryId, categories.id))
          .where(where),
        db
          .select({
            total: sql<number>`count(*)::int`,
            active: sql<number>`(count(*) filter (where ${products.status} = 'active'))::int`,
            low_stock: sql<number>`(count(*) filter (where ${products.stock} = 'low-stock'))::int`,
          })
          .from(products),
      ]);
      return { data: rows.map((r) => toAdminProduct(r.product, r.categoryName, r.categorySlug)), total, summary };
    },

    /** Every product the filters match (no paging), in the admin list's order; capped for safety. */
    async listForExport(opts: Omit<AdminListOptions, "page" | "limit">, cap = 20_000): Promise<AdminProduct[]> {
      const rows = await joined()
        .where(adminWhere(opts, opts.search ? await categoryNames() : []))
        .orderBy(desc(products.updatedAt), desc(products.id))
        .limit(cap);
      return rows.map((r) => toAdminProduct(r.product, r.categoryName, r.categorySlug));
    },

    async create(input: ProductCreate, tx: DbOrTx = db, actor?: Actor): Promise<AdminProduct> {
      return tx.transaction(async (t) => {
        const category = await ensureCategory(input.category_name, input.category_slug, t);
        await t.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.productSlugs})`);
        const [p] = await t
          .insert(products)
          .values({
            name: input.product_name,
            slug: await freeSlug(input.product_name, undefined, t),
            categoryId: category.id,
            description: input.description,
            price: input.price.toFixed(2),
            unit: input.unit,
            minOrderQuantity: input.min_order_quantity,
            minOrderUnit: input.min_order_unit,
            imageUrl: input.image_url,
            specs: specsOf(input),
            status: input.status,
            stock: input.stock,
            hsnCode: input.hsn_code,
            gstRate: input.gst_rate,
          })
          .returning();
        await recordNewCategory(t, actor, category);
        await record(t, actor, "product.create", p.id, { name: p.name, category: category.name });
        await productsChanged(t, category.slug);
        return toAdminProduct(p, category.name, category.slug);
      });
    },

    /**
     * Store an admin edit: changed fields only, `updated_at` bumped, a category named anew is
     * created, a rename gets a fresh unique slug. Undefined when the product does not exist.
     */
    async update(id: number, input: ProductUpdate, actor?: Actor): Promise<AdminProduct | undefined> {
      return db.transaction(async (t) => {
        const [current] = await t.select().from(products).where(eq(products.id, id)).for("update");
        if (!current) return undefined;
        const before = (await findAdmin(id, t))!;
        const set: Partial<typeof products.$inferInsert> = { updatedAt: sql`now()` as unknown as Date };
        if (input.product_name !== undefined && input.product_name !== current.name) {
          await t.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.productSlugs})`);
          set.name = input.product_name;
          set.slug = await freeSlug(input.product_name, id, t);
        }
        if (input.category_name !== undefined) {
          const category = await ensureCategory(input.category_name, undefined, t);
          await recordNewCategory(t, actor, category);
          set.categoryId = category.id;
        }
        if (input.price !== undefined) set.price = input.price.toFixed(2);
        if (input.description !== undefined) set.description = input.description;
        if (input.unit !== undefined) set.unit = input.unit;
        if (input.min_order_quantity !== undefined) set.minOrderQuantity = input.min_order_quantity;
        if (input.min_order_unit !== undefined) set.minOrderUnit = input.min_order_unit;
        if (input.image_url !== undefined) set.imageUrl = input.image_url;
        if (input.status !== undefined) set.status = input.status;
        if (input.stock !== undefined) set.stock = input.stock;
        if (input.hsn_code !== undefined) set.hsnCode = input.hsn_code;
        if (input.gst_rate !== undefined) set.gstRate = input.gst_rate;
        if (SPEC_KEYS.some((k) => k in input)) set.specs = specsOf(input, current.specs);
        await t.update(products).set(set).where(eq(products.id, id));
        const changed = Object.keys(input).filter((k) => (input as Record<string, unknown>)[k] !== undefined);
        const after = (await findAdmin(id, t))!;
        // The values before and after of the fields whose value changed (server/features/activity/activity.ts).
        await record(t, actor, "product.update", id, { name: after.product_name, fields: changed, changes: productChanges(before, after) });
        await productsChanged(t, before.category_slug, after.category_slug);
        return after;
      });
    },

    /** Active becomes inactive; inactive or draft becomes active. */
    async toggleStatus(id: number, actor?: Actor): Promise<AdminProduct | undefined> {
      return db.transaction(async (t) => {
        const [before] = await t.select({ status: products.status }).from(products).where(eq(products.id, id)).for("update");
        if (!before) return undefined;
        const [p] = await t
          .update(products)
          .set({
            status: sql`case when ${products.status} = 'active' then 'inactive'::product_status else 'active'::product_status end`,
            updatedAt: sql`now()`,
          })
          .where(eq(products.id, id))
          .returning({ status: products.status, name: products.name });
        if (!p) return undefined;
        await record(t, actor, "product.toggle-status", id, { name: p.name, status: p.status, changes: { status: { from: before.status, to: p.status } } });
        const after = await findAdmin(id, t);
        await productsChanged(t, after?.category_slug);
        return after;
      });
    },

    /** Delete a product; its quote requests keep their snapshot names (product_id becomes null). */
    async remove(id: number, actor?: Actor): Promise<{ id: number; name: string } | undefined> {
      return db.transaction(async (t) => {
        const shown = await findAdmin(id, t);
        const [p] = await t.delete(products).where(eq(products.id, id)).returning({ id: products.id, name: products.name });
        if (p) {
          await record(t, actor, "product.delete", id, { name: p.name });
          await productsChanged(t, shown?.category_slug);
        }
        return p;
      });
    },
  };
}
export type Catalogue = ReturnType<typeof createCatalogue>;
