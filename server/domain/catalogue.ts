import { and, asc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { slugify, SPEC_KEYS, type Specs } from "../../schemas/product-fields";
import type { ProductCreate } from "../../schemas/product";
import type { Db } from "../db/connection";
import { categories, products } from "../db/schema";

const SPEC_SET: Record<string, true> = Object.fromEntries(SPEC_KEYS.map((k) => [k, true]));

export type CategoryRow = typeof categories.$inferSelect;
type ProductRow = typeof products.$inferSelect;

/** A product as the public site and API see it: the specification's field names, specs flattened. */
export type PublicProduct = {
  id: number;
  product_name: string;
  product_slug: string;
  price: number;
  unit: string;
  min_order_quantity: number;
  min_order_unit: string;
  image_url: string | null;
  description: string;
  category_slug: string;
  category_name: string;
} & Specs;

export type AdminProduct = PublicProduct & {
  status: ProductRow["status"];
  stock: ProductRow["stock"];
  views: number;
  created_at: string;
  updated_at: string;
};

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
    status: p.status,
    stock: p.stock,
    views: p.views,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

/** Words of a search, each of which must match name, category, description or a spec value. */
export function searchCondition(q: string): SQL | undefined {
  const words = q.trim().split(/\s+/).filter(Boolean).slice(0, 8);
  if (!words.length) return undefined;
  return and(
    ...words.map((w) => {
      const pattern = `%${w.replace(/[\\%_]/g, (m) => "\\" + m)}%`;
      return or(
        ilike(products.name, pattern),
        ilike(categories.name, pattern),
        ilike(products.description, pattern),
        sql`${products.specs}::text ilike ${pattern}`,
      )!;
    }),
  );
}

export function createCatalogue(db: Db) {
  const joined = () => db.select(productColumns).from(products).innerJoin(categories, eq(products.categoryId, categories.id));

  return {
    /** All categories, in menu order. */
    listCategories(): Promise<CategoryRow[]> {
      return db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name));
    },

    async findCategory(slug: string): Promise<CategoryRow | undefined> {
      const [c] = await db.select().from(categories).where(eq(categories.slug, slug)).limit(1);
      return c;
    },

    /** Active products only: what visitors may see. */
    async listPublic(opts: { categorySlug?: string; search?: string } = {}): Promise<PublicProduct[]> {
      const rows = await joined()
        .where(
          and(
            eq(products.status, "active"),
            opts.categorySlug ? eq(categories.slug, opts.categorySlug) : undefined,
            opts.search ? searchCondition(opts.search) : undefined,
          ),
        )
        .orderBy(asc(categories.sortOrder), asc(categories.name), asc(products.id));
      return rows.map((r) => toPublicProduct(r.product, r.categoryName, r.categorySlug));
    },

    async findPublic(id: number): Promise<PublicProduct | undefined> {
      const [r] = await joined()
        .where(and(eq(products.id, id), eq(products.status, "active")))
        .limit(1);
      return r && toPublicProduct(r.product, r.categoryName, r.categorySlug);
    },

    /** The category by slug, created with the given name if new (decision 7). */
    async ensureCategory(name: string, slug?: string, tx: Db = db): Promise<CategoryRow> {
      const s = slugify(slug || name) || slugify(name);
      await tx.insert(categories).values({ name: name.trim(), slug: s }).onConflictDoNothing();
      const [c] = await tx.select().from(categories).where(eq(categories.slug, s));
      return c;
    },

    /** A slug not yet taken: the name's slug, else with -2, -3, ... */
    async freeSlug(name: string, exceptId?: number, tx: Db = db): Promise<string> {
      const base = slugify(name) || "product";
      const taken = await tx
        .select({ slug: products.slug, id: products.id })
        .from(products)
        .where(or(eq(products.slug, base), ilike(products.slug, `${base}-%`)));
      const used = new Set(taken.filter((t) => t.id !== exceptId).map((t) => t.slug));
      if (!used.has(base)) return base;
      for (let i = 2; ; i++) if (!used.has(`${base}-${i}`)) return `${base}-${i}`;
    },

    async create(input: ProductCreate, tx: Db = db): Promise<AdminProduct> {
      const category = await this.ensureCategory(input.category_name, input.category_slug, tx);
      const specs: Specs = {};
      for (const [k, v] of Object.entries(input)) {
        if (k in SPEC_SET && typeof v === "string" && v) (specs as Record<string, string>)[k] = v;
      }
      const [p] = await tx
        .insert(products)
        .values({
          name: input.product_name,
          slug: await this.freeSlug(input.product_name, undefined, tx),
          categoryId: category.id,
          description: input.description,
          price: input.price.toFixed(2),
          unit: input.unit,
          minOrderQuantity: input.min_order_quantity,
          minOrderUnit: input.min_order_unit,
          imageUrl: input.image_url,
          specs,
          status: input.status,
          stock: input.stock,
        })
        .returning();
      return toAdminProduct(p, category.name, category.slug);
    },
  };
}
export type Catalogue = ReturnType<typeof createCatalogue>;

