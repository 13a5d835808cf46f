import { useEffect } from "react";
import { Outlet, useLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import { JsonLd } from "~/components/site/json-ld";
import { SiteFooter } from "~/components/site/footer";
import { SiteHeader } from "~/components/site/header";
import { type SiteBusiness, type SiteLayoutData } from "~/components/site/site-data";
import { BUSINESS, mapsLink, whatsappLink } from "~/content/business";
import { organizationJsonLd } from "~/lib/seo";
import { servicesContext } from "~/load-context";
import type { Route } from "./+types/layout";

/**
 * The public site's frame: header, footer and the business's structured data around every public
 * page. Pages render inside <main id="main"> and must not render a <main> of their own.
 * Page changes scroll to the top (ScrollRestoration in root.tsx; smooth through CSS unless the
 * visitor prefers reduced motion); the first load keeps the browser's position.
 */
export async function loader({ context }: Route.LoaderArgs): Promise<SiteLayoutData> {
  const { catalogue, config, log } = context.get(servicesContext);
  const { siteUrl } = config; // PUBLIC_URL or the start address, never the request's Host
  const frame = { siteUrl, business: SITE_BUSINESS, organization: organizationJsonLd(siteUrl) };
  try {
    const rows = await catalogue.listCategories();
    return { ...frame, categories: rows.map((c) => ({ id: c.id, name: c.name, slug: c.slug })) };
  } catch (err) {
    // A database failure empties the menus rather than taking the whole page down.
    log.error({ err }, "site layout: categories could not be loaded");
    return { ...frame, categories: [] };
  }
}

/** What the site's frame and the business contact block show of the business identity. */
const SITE_BUSINESS: SiteBusiness = {
  name: BUSINESS.name,
  shortName: BUSINESS.shortName,
  formerName: BUSINESS.formerName,
  offices: {
    head: {
      label: BUSINESS.headOffice.label,
      name: BUSINESS.headOffice.name,
      lines: [...BUSINESS.headOffice.lines],
      mapHref: mapsLink(BUSINESS.headOffice.mapQuery),
    },
    branch: { label: BUSINESS.branch.label, name: BUSINESS.branch.name, lines: [...BUSINESS.branch.lines], mapHref: mapsLink(BUSINESS.branch.mapQuery) },
  },
  phones: BUSINESS.phones.map((p) => ({ label: p.label, display: p.display, tel: p.tel, office: p.office })),
  emails: BUSINESS.emails.map((e) => ({ label: e.label, address: e.address })),
  hours: BUSINESS.hours.map((h) => ({ days: h.days, time: h.time })),
  social: BUSINESS.social.map((s) => ({ name: s.name, href: s.href })),
  whatsappHref: whatsappLink(),
};

/** Categories change rarely; skip refetching them on every client-side page change. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== "GET" ? defaultShouldRevalidate : false;
}

export default function SiteLayout() {
  const { organization } = useLoaderData<typeof loader>();
  // Marks the page as interactive (scripts loaded and hydrated): a hook for styles and tests.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-medium focus:text-brand-700 focus:shadow-lg"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <JsonLd data={organization} />
    </div>
  );
}
