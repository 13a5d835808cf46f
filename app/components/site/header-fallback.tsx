import { ChevronDown, Menu, Search, X, type SiteIcon } from "~/components/site/icons";
import { GroupLinks, MenuEnd, menuGroups } from "~/components/site/mobile-menu";
import type { NavLink } from "~/components/site/nav";
import { useLocalePath, useT } from "~/i18n/t";
import { QuickLinkItems, quickLinksOf, SearchFields } from "~/components/site/search-panel";

/** The same look as the app's toggles in ./header.tsx. */
const toggleClass = "block cursor-pointer list-none rounded-lg p-2.5 text-gray-700 hover:bg-gray-100 hover:text-brand-700 [&::-webkit-details-marker]:hidden";

/**
 * A disclosure's toggle as the app's toggle looks and is named: its icon and "Open menu" while
 * closed, a cross and "Close menu" while open.
 */
function Toggle({ open, close, icon: Icon, size }: { open: string; close: string; icon: SiteIcon; size: string }) {
  return (
    <summary className={toggleClass}>
      <Icon className={`${size} group-open:hidden`} />
      <X className={`hidden ${size} group-open:block`} />
      <span className="sr-only group-open:hidden">{open}</span>
      <span className="sr-only hidden group-open:inline">{close}</span>
    </summary>
  );
}

/**
 * The header's search and phone menu until the app has started: a public page from the page cache
 * starts its JavaScript at the visitor's first sign of use (server/core/http/app-starter.ts), and a
 * menu that waited for it would open late on a slow phone. Here they are <details> disclosures, which the
 * browser opens and closes itself: the search is a plain GET form to /search, the menu's groups are
 * <details> too, and every entry is a link. Markup only, kept from the server's HTML without its
 * code (./static-island.tsx). Once the app runs (html[data-hydrated]) app.css hides it, unless it is
 * open: then it stays, the app's toggles hidden, until it is closed or one of its links is followed.
 */
export function HeaderFallback({ productLinks, projectLinks }: { productLinks: NavLink[]; projectLinks: NavLink[] }) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <>
      <details name="header-fallback" className="header-fallback group">
        <Toggle open={t("site.header.openSearch")} close={t("site.header.closeSearch")} icon={Search} size="h-5 w-5" />
        <div className="absolute inset-x-0 top-full z-40 border-t border-gray-200 bg-white shadow-lg">
          <div className="mx-auto max-w-3xl px-4 py-5">
            <form method="get" action={lp("/search")} role="search" aria-label={t("search.siteSearch")} className="flex items-center gap-2">
              <SearchFields required />
            </form>
            <ul aria-label={t("search.quickLinks")} className="mt-4 flex flex-wrap gap-2">
              <QuickLinkItems links={quickLinksOf(t, productLinks)} />
            </ul>
          </div>
        </div>
      </details>
      <details name="header-fallback" className="header-fallback group md:hidden">
        <Toggle open={t("site.header.openMenu")} close={t("site.header.closeMenu")} icon={Menu} size="h-6 w-6" />
        <nav
          aria-label={t("site.nav.mobile")}
          className="absolute inset-x-0 top-full z-40 max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-gray-200 bg-white shadow-lg"
        >
          <ul className="divide-y divide-gray-100 px-4 py-2">
            {menuGroups(t, productLinks, projectLinks).map((g) => (
              <li key={g.id}>
                <details name="header-fallback-group" className="group/item">
                  <summary className="flex cursor-pointer list-none items-center justify-between py-3 text-base font-medium text-gray-900 [&::-webkit-details-marker]:hidden">
                    {g.label}
                    <ChevronDown className="h-5 w-5 group-open/item:rotate-180" />
                  </summary>
                  <GroupLinks links={g.links} />
                </details>
              </li>
            ))}
            <MenuEnd />
          </ul>
        </nav>
      </details>
    </>
  );
}
