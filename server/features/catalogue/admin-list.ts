import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { ProductStatus, StockLevel } from "#schemas/product-fields";
import type { AdminProduct } from "#schemas/wire";
import type { Db, DbOrTx } from "../../core/db/connection";
import { categories, products } from "../../core/db/schema";
import { categoryNames, findAdminProduct, productsWithCategory, toAdminProduct } from "./product-rows";
import { searchCondition } from "./search";

type AdminListOptions = {
  search?: string;
  category?: string;
  status?: ProductStatus;
  stock?: StockLevel;
  page: number;
  limit: number;
};

/** The filters of the admin list and its CSV export. */
function adminWhere(opts: Omit<AdminListOptions, "page" | "limit">, allCategories: { id: number; name: string }[]): SQL | undefined {
  return and(
    opts.category ? eq(categories.slug, opts.category) : undefined,
    opts.status ? eq(products.status, opts.status) : undefined,
    opts.stock ? eq(products.stock, opts.stock) : undefined,
    opts.search ? searchCondition(opts.search, allCategories) : undefined,
  );
}

/** The admin's view of the catalogue: one product, the filtered list and its export. */
export function createAdminCatalogueList(db: Db) {
  const joined = () => productsWithCategory(db);

  return {
    findAdmin: (id: number, tx: DbOrTx = db): Promise<AdminProduct | undefined> => findAdminProduct(tx, id),

    /** Every product, whatever its status. */
    async countAll(): Promise<number> {
      const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
      return n;
    },

    /** The admin list: filtered and paged, most recently changed first, with catalogue-wide counters. */
    async listAdmin(opts: AdminListOptions) {
      const where = adminWhere(opts, opts.search ? await categoryNames(db) : []);
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
        .where(adminWhere(opts, opts.search ? await categoryNames(db) : []))
        .orderBy(desc(products.updatedAt), desc(products.id))
        .limit(cap);
      return rows.map((r) => toAdminProduct(r.product, r.categoryName, r.categorySlug));
    },
  };
}
