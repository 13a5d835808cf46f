import { useRouteLoaderData } from "react-router";
import { SITE_LAYOUT_ID } from "~/lib/seo";

/** A product category as the public menus and pages use it. */
export type SiteCategory = { id: number; name: string; slug: string };

/** What the site layout's loader gives every public page (app/routes/site/layout.tsx). */
export type SiteLayoutData = {
  /** Every category from the database, in menu order; empty if the database could not be read. */
  categories: SiteCategory[];
  /** Absolute site address without a trailing slash (PUBLIC_URL, else the request origin). */
  siteUrl: string;
};

function useSiteLayoutData(): SiteLayoutData {
  return useRouteLoaderData(SITE_LAYOUT_ID) ?? { categories: [], siteUrl: "" };
}

/** All categories in menu order, read once by the site layout. */
export function useSiteCategories(): SiteCategory[] {
  return useSiteLayoutData().categories;
}

/** The absolute site address, for canonical links and structured data. */
export function useSiteUrl(): string {
  return useSiteLayoutData().siteUrl;
}
