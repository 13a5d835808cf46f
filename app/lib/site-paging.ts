/**
 * Paging of the public product lists (search results, a category's products): a fixed page size,
 * the page number from `?page=`, and a page past the end showing the last one. The catalogue
 * itself never answers more than its maximum page (server/features/catalogue/catalogue.ts).
 */
import type { Catalogue, PublicListOptions, PublicPage } from "../../server/features/catalogue/catalogue";

/**
 * Products per page of the search results and of a category page: six rows of the three-column
 * grid. A card with its structured and hydration data is about 4.5 KB, so a page of them stays well
 * under 150 KB of HTML (the bench:scale benchmark checks it).
 */
export const SITE_PAGE_SIZE = 18;

/** One page of active products, `SITE_PAGE_SIZE` long; past the last page, the last page. */
export async function loadProductPage(
  catalogue: Pick<Catalogue, "listPublic">,
  filter: Omit<PublicListOptions, "page" | "limit">,
  page: number,
): Promise<PublicPage & { page: number; totalPages: number }> {
  let result = await catalogue.listPublic({ ...filter, page, limit: SITE_PAGE_SIZE });
  const totalPages = Math.ceil(result.total / SITE_PAGE_SIZE);
  if (page > totalPages && totalPages > 0) {
    page = totalPages;
    result = await catalogue.listPublic({ ...filter, page, limit: SITE_PAGE_SIZE });
  }
  return { ...result, page, totalPages };
}
