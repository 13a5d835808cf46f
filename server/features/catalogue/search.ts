import { and, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Lang } from "#schemas/languages";
import type { Translations } from "#schemas/translations";
import { products } from "../../core/db/schema";
import { likePattern, searchWords } from "../../core/db/search";

// The searched text of a product: a stored column of its name, description and spec values in lower
// case (LIKE on it is ILIKE without folding the case of every row again) with a trigram index
// (drizzle/0003_scale.sql), left out of the schema because no list reads it.
const productSearchText = sql`${products}.search_text`;

/** A category as a search matches its name: in English and, on a Gujarati or Hindi page, in its translation. */
type SearchedCategory = { id: number; name: string; translations?: Translations };

/**
 * Words of a search, each of which must appear in the name, category, description or a spec value
 * (any part of them, any case). A word has no spaces, so it never spans two of the joined fields;
 * the products' part is served by a trigram index. The categories (a handful of rows) are matched
 * beforehand and named by id, so the planner knows how few rows that half adds.
 *
 * On a Gujarati or Hindi page (`lang`) a word may also appear in the product's or its category's
 * translations, so a visitor finds "ઝિગ-ઝેગ" as well as "zig-zag". That part reads the
 * translations of the rows the rest does not match, without an index: the public search of a
 * page in those languages only.
 */
export function searchCondition(q: string, allCategories: SearchedCategory[], lang: Lang = "en"): SQL | undefined {
  const words = searchWords(q);
  if (!words.length) return undefined;
  return and(
    ...words.map((w) => {
      const pattern = likePattern(w);
      const lower = w.toLowerCase();
      const inName = allCategories
        .filter((c) => c.name.toLowerCase().includes(lower) || (lang !== "en" && (c.translations?.[lang]?.name ?? "").toLowerCase().includes(lower)))
        .map((c) => c.id);
      return or(
        sql`${productSearchText} like ${pattern.toLowerCase()}`,
        inName.length ? inArray(products.categoryId, inName) : undefined,
        lang !== "en"
          ? sql`lower(coalesce((select string_agg(t.value, ' ') from jsonb_each_text(${products.translations} -> ${lang}::text) t), '')) like ${pattern.toLowerCase()}`
          : undefined,
      )!;
    }),
  );
}
