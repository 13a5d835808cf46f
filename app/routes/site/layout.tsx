import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { JsonLd } from "~/components/site/json-ld";
import { SiteFooter } from "~/components/site/footer";
import { SiteHeader } from "~/components/site/header";
import { useSiteUrl, type SiteLayoutData } from "~/components/site/site-data";
import { organizationJsonLd, siteUrlFromContext } from "~/lib/seo";
import type { Route } from "./+types/layout";

/**
 * The public site's frame: header, footer and the business's structured data around every public
 * page. Pages render inside <main id="main"> and must not render a <main> of their own.
 * Page changes scroll to the top (ScrollRestoration in root.tsx; smooth through CSS unless the
 * visitor prefers reduced motion); the first load keeps the browser's position.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<SiteLayoutData> {
  const { catalogue, config, log } = context.services;
  const siteUrl = siteUrlFromContext(request, config.publicUrl);
  try {
    const rows = await catalogue.listCategories();
    return { siteUrl, categories: rows.map((c) => ({ id: c.id, name: c.name, slug: c.slug })) };
  } catch (err) {
    // Menus stay empty rather than taking the whole page down (spec section 8).
    log.error({ err }, "site layout: categories could not be loaded");
    return { siteUrl, categories: [] };
  }
}

/** Categories change rarely; skip refetching them on every client-side page change. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== "GET" ? defaultShouldRevalidate : false;
}

export default function SiteLayout() {
  const siteUrl = useSiteUrl();
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
      <JsonLd data={organizationJsonLd(siteUrl)} />
    </div>
  );
}
