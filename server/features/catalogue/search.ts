import { and, inArray, or, sql, type SQL } from "drizzle-orm";
import { products } from "../../core/db/schema";

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
