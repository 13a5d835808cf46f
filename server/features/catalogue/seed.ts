import { sql } from "drizzle-orm";
import { productCreateSchema } from "#schemas/product";
import type { Catalogue } from "./catalogue";
import type { Db } from "../../core/db/connection";
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from "./demo-data";
import { demoImages } from "./demo-images";
import { ADVISORY_LOCKS } from "../../core/db/locks";
import { appMeta, categories, products } from "../../core/db/schema";

/**
 * Load the demo catalogue once, on a database that has never had one. A marker row records that
 * it ran, so an owner who deletes every demo product does not get them back at the next start.
 */
export async function seedDemoCatalogue(db: Db, catalogue: Catalogue): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.demoSeed})`);
    const marker = await tx.insert(appMeta).values({ key: "demo_seeded", value: new Date().toISOString() }).onConflictDoNothing().returning();
    if (marker.length === 0) return false;
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(products);
    if (n > 0) return false;
    for (const c of DEMO_CATEGORIES) {
      await tx.insert(categories).values(c).onConflictDoNothing();
    }
    for (const item of DEMO_PRODUCTS) {
      const category = DEMO_CATEGORIES.find((c) => c.slug === item.category_slug);
      // Every image in order (its illustration and any gallery pictures of it); the first is its image_url.
      const input = productCreateSchema.parse({ ...item, images: demoImages(item), category_name: category?.name ?? item.category_name });
      // Views start at 0: they count real visits (server/features/catalogue/product-views.ts).
      await catalogue.create(input, tx);
    }
    return true;
  });
}
