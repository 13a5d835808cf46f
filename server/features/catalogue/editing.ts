import { eq, ilike, or, sql } from "drizzle-orm";
import { slugify, SPEC_KEYS, type Specs } from "#schemas/product-fields";
import type { ProductCreate, ProductUpdate } from "#schemas/product";
import type { AdminProduct } from "#schemas/wire";
import type { Db, DbOrTx } from "../../core/db/connection";
import { ADVISORY_LOCKS } from "../../core/db/locks";
import { productRedirects, products } from "../../core/db/schema";
import type { Actor, AuditOf } from "../../core/audit";
import type { CategoryAuditAction } from "../categories";
import type { ProductAuditAction } from "./activity";
import { contentChanged } from "../../core/content-changes";
import { productChanges } from "./product-changes";
import { numericText, storedImages } from "./product-images";
import { ensureCategory } from "./product-category";
import { findAdminProduct, toAdminProduct, type CategoryRow } from "./product-rows";

const SPEC_SET: Record<string, true> = Object.fromEntries(SPEC_KEYS.map((k) => [k, true]));

function specsOf(input: Record<string, unknown>, base: Specs = {}): Specs {
  const specs: Record<string, string> = { ...base };
  for (const [k, v] of Object.entries(input)) {
    if (!(k in SPEC_SET) || v === undefined) continue;
    if (typeof v === "string" && v) specs[k] = v;
    else delete specs[k];
  }
  return specs as Specs;
}

/**
 * A product changed (created, edited, switched on or off, deleted): the pages listing every
 * product (home's counts, /products, search, the sitemap, the public API list) and the pages of
 * the categories it was and is in (server/core/content-changes.ts).
 */
async function productsChanged(tx: DbOrTx, ...categorySlugs: (string | undefined)[]) {
  await contentChanged(tx, "products");
  for (const slug of new Set(categorySlugs)) if (slug) await contentChanged(tx, `category:${slug}`);
}

/**
 * A renamed product's old address keeps leading to it (301 from its page): the old slug is
 * recorded for it, and the new slug, if it once led elsewhere, now belongs to this product alone.
 */
async function keepEarlierSlug(tx: DbOrTx, id: number, from: string, to: string) {
  if (from === to) return;
  await tx.delete(productRedirects).where(eq(productRedirects.fromSlug, to));
  await tx
    .insert(productRedirects)
    .values({ fromSlug: from, productId: id })
    .onConflictDoUpdate({ target: productRedirects.fromSlug, set: { productId: id } });
}

/** The admin's changes to products: made, edited, switched on or off, deleted; each audited when an actor is given. */
export function createCatalogueEditing(db: Db, audit?: AuditOf<ProductAuditAction | CategoryAuditAction>) {
  const record = (tx: DbOrTx, actor: Actor | undefined, action: ProductAuditAction, entityId: number, details: Record<string, unknown>) =>
    actor && audit ? audit.record({ userId: actor.id, action, entity: "product", entityId, details }, tx) : Promise.resolve();
  /** A category an admin's product form named for the first time is recorded as created. */
  const recordNewCategory = (tx: DbOrTx, actor: Actor | undefined, category: CategoryRow & { created?: true }) =>
    category.created && actor && audit
      ? audit.record({ userId: actor.id, action: "category.create", entity: "category", entityId: category.id, details: { name: category.name } }, tx)
      : Promise.resolve();

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
    ensureCategory: (name: string, slug?: string, tx: DbOrTx = db) => ensureCategory(tx, name, slug),
    freeSlug,

    async create(input: ProductCreate, tx: DbOrTx = db, actor?: Actor): Promise<AdminProduct> {
      const { images, imageUrl } = storedImages(input, input.product_name) ?? { images: [], imageUrl: null };
      return tx.transaction(async (t) => {
        const category = await ensureCategory(t, input.category_name, input.category_slug);
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
            imageUrl,
            images,
            piecesPerSqm: numericText(input.pieces_per_sqm),
            weightKg: numericText(input.weight_kg),
            specs: specsOf(input),
            status: input.status,
            stock: input.stock,
            hsnCode: input.hsn_code,
            gstRate: input.gst_rate,
            translations: input.translations,
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
        const before = (await findAdminProduct(t, id))!;
        const set: Partial<typeof products.$inferInsert> = { updatedAt: sql`now()` as unknown as Date };
        if (input.product_name !== undefined && input.product_name !== current.name) {
          await t.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.productSlugs})`);
          set.name = input.product_name;
          set.slug = await freeSlug(input.product_name, id, t);
          await keepEarlierSlug(t, id, current.slug, set.slug);
        }
        if (input.category_name !== undefined) {
          const category = await ensureCategory(t, input.category_name);
          await recordNewCategory(t, actor, category);
          set.categoryId = category.id;
        }
        if (input.price !== undefined) set.price = input.price.toFixed(2);
        if (input.description !== undefined) set.description = input.description;
        if (input.unit !== undefined) set.unit = input.unit;
        if (input.min_order_quantity !== undefined) set.minOrderQuantity = input.min_order_quantity;
        if (input.min_order_unit !== undefined) set.minOrderUnit = input.min_order_unit;
        // `image_url` alone that names the main image already stored keeps the other images.
        const keepsImages = input.images === undefined && input.image_url !== undefined && input.image_url === current.imageUrl;
        const images = keepsImages ? undefined : storedImages(input, input.product_name ?? current.name);
        if (images) Object.assign(set, images);
        if (input.pieces_per_sqm !== undefined) set.piecesPerSqm = numericText(input.pieces_per_sqm);
        if (input.weight_kg !== undefined) set.weightKg = numericText(input.weight_kg);
        if (input.status !== undefined) set.status = input.status;
        if (input.stock !== undefined) set.stock = input.stock;
        if (input.hsn_code !== undefined) set.hsnCode = input.hsn_code;
        if (input.gst_rate !== undefined) set.gstRate = input.gst_rate;
        if (SPEC_KEYS.some((k) => k in input)) set.specs = specsOf(input, current.specs);
        if (input.translations !== undefined) set.translations = input.translations;
        await t.update(products).set(set).where(eq(products.id, id));
        const changed = Object.keys(input).filter((k) => (input as Record<string, unknown>)[k] !== undefined);
        const after = (await findAdminProduct(t, id))!;
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
        const after = await findAdminProduct(t, id);
        await productsChanged(t, after?.category_slug);
        return after;
      });
    },

    /** Delete a product; its quote requests keep their snapshot names (product_id becomes null). */
    async remove(id: number, actor?: Actor): Promise<{ id: number; name: string } | undefined> {
      return db.transaction(async (t) => {
        const shown = await findAdminProduct(t, id);
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
