import { useRouteLoaderData } from "react-router";
import { SITE_LAYOUT_ID } from "~/lib/seo";
import type { CategoryDto } from "#schemas/wire";

/** A product category as the public menus and pages use it. */
export type SiteCategory = CategoryDto;

/** An office of the business: its heading, address lines and a map search for directions. */
export type SiteOffice = {
  label: string;
  /** Names the office in link texts: 'Get directions to the Surat head office'. */
  name: string;
  lines: string[];
  mapHref: string;
};

export type SiteOfficeKey = "head" | "branch";

/**
 * The parts of the business identity (app/content/business.ts) the site shows: the frame (header,
 * footer, floating buttons) and the business contact block (app/components/site/business-contact.tsx).
 * The layout loader picks them on the server, so the pages' JavaScript does not carry the whole identity.
 */
export type SiteBusiness = {
  name: string;
  shortName: string;
  formerName: string;
  offices: Record<SiteOfficeKey, SiteOffice>;
  /** Every number in display order, each with the office that answers it; the first is the main number. */
  phones: { label: string; display: string; tel: string; office: SiteOfficeKey }[];
  /** The first is the general enquiries address. */
  emails: { label: string; address: string }[];
  hours: { days: string; time: string }[];
  social: { name: string; href: string }[];
  /** wa.me chat link with the prefilled greeting. */
  whatsappHref: string;
};

/** What the site layout's loader gives every public page (app/routes/site/layout.tsx). */
export type SiteLayoutData = {
  /** Every category from the database, in menu order; empty if the database could not be read. */
  categories: SiteCategory[];
  /** Absolute site address without a trailing slash (PUBLIC_URL, else the start address; never the request's Host). */
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

/** Name, offices, phones, e-mails, hours, social links and WhatsApp link of the business. */
export function useSiteBusiness(): SiteBusiness {
  const data = useSiteLayoutData();
  if (!data) throw new Error("useSiteBusiness must be used under the site layout");
  return data.business;
}
