import { Link } from "react-router";
import { ChevronDown, Menu, Search, X } from "~/components/site/icons";
import { menuGroups } from "~/components/site/mobile-menu";
import { DIRECT_LINKS, type NavLink } from "~/components/site/nav";
import { quickLinksOf } from "~/components/site/search-panel";
import { SocialLinks } from "~/components/site/social-icons";
import { Button } from "~/components/ui/button";

/** The same look as the app's toggles in ./header.tsx. */
const toggleClass = "block cursor-pointer list-none rounded-lg p-2.5 text-gray-700 hover:bg-gray-100 hover:text-brand-700 [&::-webkit-details-marker]:hidden";

/** A toggle's name, said as the app's toggle says it: "Open menu" while closed, "Close menu" while open. */
function ToggleName({ what }: { what: string }) {
  return (
    <>
      <span className="sr-only group-open:hidden">Open {what}</span>
      <span className="sr-only hidden group-open:inline">Close {what}</span>
    </>
  );
}

/**
 * The header's search and phone menu until the app has started: a public page from the page cache
 * starts its JavaScript only after the window's load (server/core/http/deferred-scripts.ts), and a
 * press on a button before then would be lost. Here they are <details> disclosures, which the
 * browser opens and closes itself: the search is a plain GET form to /search, the menu's groups are
 * <details> too, and every entry is a link. Markup only, kept from the server's HTML without its
 * code (./static-island.tsx). Once the app runs (html[data-hydrated]) app.css hides it, unless it is
 * open: then it stays, the app's toggles hidden, until it is closed or one of its links is followed.
 */
export function HeaderFallback({ productLinks, projectLinks }: { productLinks: NavLink[]; projectLinks: NavLink[] }) {
  return (
    <>
      <details name="header-fallback" className="header-fallback group">
        <summary className={toggleClass}>
          <Search className="h-5 w-5 group-open:hidden" />
          <X className="hidden h-5 w-5 group-open:block" />
          <ToggleName what="search" />
        </summary>
        <div className="absolute inset-x-0 top-full z-40 border-t border-gray-200 bg-white shadow-lg">
          <div className="mx-auto max-w-3xl px-4 py-5">
            <form method="get" action="/search" role="search" aria-label="Site search" className="flex items-center gap-2">
              <div className="relative flex-1">
                <Search className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-gray-400" />
                <input
                  type="search"
                  name="q"
                  required
                  placeholder="Search products, projects..."
                  aria-label="Search products, projects"
                  autoComplete="off"
                  maxLength={100}
                  enterKeyHint="search"
                  className="w-full rounded-lg border border-gray-300 py-3 pl-10 pr-3 text-base focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700"
                />
              </div>
              <Button type="submit" size="lg" icon={<Search className="h-5 w-5 sm:hidden" />}>
                <span className="sr-only sm:not-sr-only">Search</span>
              </Button>
            </form>
            <ul aria-label="Quick Links" className="mt-4 flex flex-wrap gap-2">
              {quickLinksOf(productLinks).map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="inline-block rounded-full bg-gray-100 px-3 py-1.5 text-sm text-gray-700 hover:bg-brand-50 hover:text-brand-700">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </details>
      <details name="header-fallback" className="header-fallback group md:hidden">
        <summary className={toggleClass}>
          <Menu className="h-6 w-6 group-open:hidden" />
          <X className="hidden h-6 w-6 group-open:block" />
          <ToggleName what="menu" />
        </summary>
        <nav
          aria-label="Mobile"
          className="absolute inset-x-0 top-full z-40 max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-gray-200 bg-white shadow-lg"
        >
          <ul className="divide-y divide-gray-100 px-4 py-2">
            {menuGroups(productLinks, projectLinks).map((g) => (
              <li key={g.id}>
                <details name="header-fallback-group" className="group/item">
                  <summary className="flex cursor-pointer list-none items-center justify-between py-3 text-base font-medium text-gray-900 [&::-webkit-details-marker]:hidden">
                    {g.label}
                    <ChevronDown className="h-5 w-5 group-open/item:rotate-180" />
                  </summary>
                  <ul className="pb-2 pl-3">
                    {g.links.map((l) => (
                      <li key={l.to}>
                        <Link to={l.to} className="block rounded-md px-2 py-2 text-gray-700 hover:bg-brand-50 hover:text-brand-700">
                          {l.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
            {DIRECT_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="block py-3 text-base font-medium text-gray-900 hover:text-brand-700">
                  {l.label}
                </Link>
              </li>
            ))}
            <li className="py-3">
              <SocialLinks linkClassName="bg-gray-100 text-gray-700 hover:bg-brand-50 hover:text-brand-700" />
            </li>
          </ul>
        </nav>
      </details>
    </>
  );
}
