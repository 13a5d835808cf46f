import { useRouteLoaderData } from "react-router";
import { SITE_LAYOUT_ID } from "~/lib/seo";
import type { CategoryDto } from "#schemas/wire";

/** A product category as the public menus and pages use it. */
export type SiteCategory = CategoryDto;

/**
 * The parts of the business identity (app/content/business.ts) the site's frame shows. The layout
 * loader picks them on the server, so the frame's JavaScript does not carry the whole identity.
 */
export type SiteBusiness = {
  name: string;
  shortName: string;
  formerName: string;
  /** Head office address lines (Surat). */
  address: string[];
  /** The first two phone numbers (footer, header strip). */
  phones: { display: string; tel: string }[];
  /** The general enquiries e-mail. */
  email: string;
  social: { name: string; href: string }[];
  /** wa.me chat link with the prefilled greeting. */
  whatsappHref: string;
};

/** What the site layout's loader gives every public page (app/routes/site/layout.tsx). */
export type SiteLayoutData = {
  /** Every category from the database, in menu order; empty if the database could not be read. */
  categories: SiteCategory[];
  /** Absolute site address without a trailing slash (PUBLIC_URL, else the request origin). */
  siteUrl: string;
  business: SiteBusiness;
  /** schema.org LocalBusiness data, rendered as JSON-LD on every page. */
  organization: Record<string, unknown>;
};

function useSiteLayoutData(): SiteLayoutData | undefined {
  return useRouteLoaderData(SITE_LAYOUT_ID) as SiteLayoutData | undefined;
}

/** All categories in menu order, read once by the site layout. */
export function useSiteCategories(): SiteCategory[] {
  return useSiteLayoutData()?.categories ?? [];
}

/** The absolute site address, for canonical links and structured data. */
export function useSiteUrl(): string {
  return useSiteLayoutData()?.siteUrl ?? "";
}

/** Name, address, phones, e-mail, social links and WhatsApp link for the site's frame. */
export function useSiteBusiness(): SiteBusiness {
  const data = useSiteLayoutData();
  if (!data) throw new Error("useSiteBusiness must be used under the site layout");
  return data.business;
}
