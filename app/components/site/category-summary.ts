import type { SiteCategory } from "~/components/site/site-data";

/**
 * A category with what a showcase card needs: how many active products, one picture (the one staff
 * gave the category, else that of its first active product that has one) and its description.
 * Counted by the database (`catalogue.listCategorySummaries()`), so the home and products pages
 * never read the whole catalogue. Categories without products keep a count of 0.
 */
export type CategorySummary = SiteCategory & { productCount: number; image: string | null; description?: string };
