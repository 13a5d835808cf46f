import { useRouteLoaderData } from "react-router";
import { langRouteId, type Lang } from "~/i18n/languages";
import { useLang, type PartialMessages } from "~/i18n/t";
import { SITE_LAYOUT_ID } from "~/lib/seo";
import type { CategoryDto } from "#schemas/wire";

/** A product category as the public menus and pages use it. */
export type SiteCategory = CategoryDto;

/** An address of the business: its heading, address lines and a map search for directions. */
export type SiteOffice = {
  label: string;
  /** Names the place in link texts: 'Get directions to the Surat head office'. */
  name: string;
  lines: string[];
  mapHref: string;
};

/** Which address a contact block shows: the head office (the first) or the branch (the second, else the first). */
export type SiteOfficeKey = "head" | "branch";

/**
 * The parts of the business details (site_content "business", Admin → Business details) the site
 * shows: the frame (header, footer, floating buttons) and the business contact block
 * (app/components/site/business-contact.tsx). The layout loader picks them on the server
 * (app/lib/site-business.server.ts), so the pages' JavaScript does not carry the whole document.
 */
export type SiteBusiness = {
  name: string;
  shortName: string;
  formerName: string;
  /** In order: the first is the head office. */
  offices: SiteOffice[];
  /** Every number in order: the header shows the first, the footer the first two, the contact page all. */
  phones: { label: string; display: string; tel: string }[];
  /** The first is the general enquiries address. */
  emails: { label: string; address: string }[];
  hours: { days: string; time: string }[];
  /** Only the profiles that are filled in. */
  social: { name: string; href: string }[];
  /** wa.me chat link with the prefilled greeting. */
  whatsappHref: string;
};

/** What the site layout's loader gives every public page (app/routes/site/layout.tsx). */
export type SiteLayoutData = {
  /** The page's language (from its address) and the frame's messages in it (each page's loader sends its own). */
  lang: Lang;
  messages: PartialMessages;
  /** Every category from the database, in menu order; empty if the database could not be read. */
  categories: SiteCategory[];
  /** Absolute site address without a trailing slash (PUBLIC_URL, else the start address; never the request's Host). */
  siteUrl: string;
  business: SiteBusiness;
  /** The first published projects (at most PROJECT_MENU_MAX), in order, for the Projects menu; empty if none or unreadable. */
  projects: SiteProjectLink[];
};

/** A published project as the Projects menu names it. */
export type SiteProjectLink = { title: string; slug: string };

function useSiteLayoutData(): SiteLayoutData | undefined {
  return useRouteLoaderData(langRouteId(useLang(), SITE_LAYOUT_ID)) as SiteLayoutData | undefined;
}

/** All categories in menu order, read once by the site layout. */
export function useSiteCategories(): SiteCategory[] {
  return useSiteLayoutData()?.categories ?? [];
}

/** The first published projects, in order, read once by the site layout. */
export function useSiteProjects(): SiteProjectLink[] {
  return useSiteLayoutData()?.projects ?? [];
}

/** Name, offices, phones, e-mails, hours, social links and WhatsApp link of the business. */
export function useSiteBusiness(): SiteBusiness {
  const data = useSiteLayoutData();
  if (!data) throw new Error("useSiteBusiness must be used under the site layout");
  return data.business;
}
