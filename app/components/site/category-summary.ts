import type { SiteCategory } from "~/components/site/site-data";

/** A category with what a showcase card needs: how many active products, and one picture. */
export type CategorySummary = SiteCategory & { productCount: number; image: string | null };

/**
 * Summaries in the categories' menu order, from the active products (as
 * `catalogue.listPublic()` returns them). Categories without products keep a count of 0.
 */
export function summarizeCategories(
  categories: readonly SiteCategory[],
  products: readonly { category_slug: string; image_url: string | null }[],
): CategorySummary[] {
  return categories.map((c) => {
    const own = products.filter((p) => p.category_slug === c.slug);
    const pictured = own.find((p) => p.image_url);
    return {
      id: c.id,
      name: c.name,
      slug: c.slug,
      productCount: own.length,
      image: pictured?.image_url ?? null,
    };
  });
}
