import { useEffect, useMemo } from "react";
import { Outlet, useMatches, type ShouldRevalidateFunctionArgs } from "react-router";
import { SiteFooter } from "~/components/site/footer";
import { SiteHeader } from "~/components/site/header";
import { PROJECT_MENU_MAX } from "~/components/site/nav";
import { useSiteBusiness, type SiteBusiness, type SiteLayoutData } from "~/components/site/site-data";
import { staticIsland } from "~/components/site/static-island";
import { useLanguageChoice } from "~/i18n/language-choice";
import { langFromPath } from "~/i18n/languages";
import { frameMessages } from "~/i18n/messages.server";
import { I18nProvider, messagesOfMatches, useT } from "~/i18n/t";
import { recordVisit } from "~/lib/first-touch";
import { addJsonLd } from "~/lib/json-ld.server";
import { organizationJsonLd, siteBusinessOf } from "~/lib/site-business.server";
import { servicesContext } from "~/load-context";
import type { Route } from "./+types/layout";

/**
 * The public site's frame: header, footer and the business's structured data around every public
 * page. Pages render inside <main id="main"> and must not render a <main> of their own.
 * Page changes scroll to the top (ScrollRestoration in root.tsx; smooth through CSS unless the
 * visitor prefers reduced motion); the first load keeps the browser's position.
 */
export async function loader({ context, request }: Route.LoaderArgs): Promise<SiteLayoutData> {
  const lang = langFromPath(new URL(request.url).pathname);
  const { business, catalogue, config, log, projects } = context.get(servicesContext);
  // The header's Projects menu, read while the rest is; a database failure leaves it empty.
  const projectLinks = projects.publishedLinks(PROJECT_MENU_MAX, lang).catch((err: unknown) => {
    log.error({ err }, "site layout: projects could not be loaded");
    return [];
  });
  // A database failure empties the menus rather than taking the whole page down.
  const categories = catalogue.listCategories(lang).then(
    (rows) => rows.map((c) => ({ id: c.id, name: c.name, slug: c.slug })),
    (err: unknown) => {
      log.error({ err }, "site layout: categories could not be loaded");
      return [];
    },
  );
  const { siteUrl } = config; // PUBLIC_URL or the start address, never the request's Host
  // The business details as staff saved them (Admin → Business details), in the page's language; a database failure shows the seed.
  const details = await business.frame(lang, (err) => log.error({ err }, "site layout: business details could not be loaded"));
  addJsonLd(context, "site", () => organizationJsonLd(siteUrl, details.english, details.shown));
  return {
    lang,
    messages: frameMessages(lang),
    siteUrl,
    business: siteBusinessOf(details.shown, details.english),
    projects: await projectLinks,
    categories: await categories,
  };
}

/** Categories change rarely; skip refetching them on every client-side page change. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== "GET" ? defaultShouldRevalidate : false;
}

/** The footer is markup only: a page's first load keeps the server's HTML of it. */
const SiteFooterIsland = staticIsland(import.meta.env.SSR ? SiteFooter : null, () => import("~/components/site/footer").then((m) => m.SiteFooter));

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const business = useSiteBusiness();
  const { lang } = loaderData;
  // The frame's messages and the page's: a client-side page change brings the new page's.
  const matches = useMatches();
  const messages = useMemo(() => messagesOfMatches(matches), [matches]);
  // The layout mounts once per visit, on its first public page: where the visitor came from (staff pages record nothing).
  useEffect(recordVisit, []);
  useLanguageChoice();
  return (
    <I18nProvider value={{ lang, messages }}>
      <SiteFrame business={business} />
    </I18nProvider>
  );
}

function SiteFrame({ business }: { business: SiteBusiness }) {
  const t = useT();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-medium focus:text-brand-700 focus:shadow-lg"
      >
        {t("site.skipToMain")}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooterIsland business={business} />
    </div>
  );
}
