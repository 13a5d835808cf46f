import { ChevronDown, Menu, Search, X } from "~/components/site/icons";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Link, NavLink as RouterNavLink, useLocation } from "react-router";
import { useLocalePath, useT } from "~/i18n/t";
import { aboutLinks, allProductsLink, allProjectsLink, directLinks, MOBILE_MENU_ID, projectLinks, SEARCH_PANEL_ID, type NavLink } from "~/components/site/nav";
import { useSiteBusiness, useSiteCategories, useSiteProjects } from "~/components/site/site-data";
import { HeaderStrip } from "~/components/site/header-strip";
import { LanguageSwitcher, usePageAddress } from "~/components/site/language-switcher";
import { LinkItems } from "~/components/site/link-items";
import { HeaderFallback } from "~/components/site/header-fallback";
import { staticIsland } from "~/components/site/static-island";
import { cn } from "~/lib/cn";

// The search panel and the phone menu appear only on request: their code loads then (or when the
// pointer or focus reaches their toggle), which keeps the first page load small.
const loadSearchPanel = () => import("~/components/site/search-panel");
const loadMobileMenu = () => import("~/components/site/mobile-menu");
const SearchPanel = lazy(() => loadSearchPanel().then((m) => ({ default: m.SearchPanel })));
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

/** The strip above the header is markup only: a first load keeps the server's HTML of it. */
const HeaderStripIsland = staticIsland(import.meta.env.SSR ? HeaderStrip : null, () => import("~/components/site/header-strip").then((m) => m.HeaderStrip));

/** The search and the phone menu that work before the app has started (./header-fallback.tsx): markup only. */
const HeaderFallbackIsland = staticIsland(import.meta.env.SSR ? HeaderFallback : null, () =>
  import("~/components/site/header-fallback").then((m) => m.HeaderFallback),
);

type MenuId = "about" | "products" | "projects";
/** Dropdowns open on hover from 768 px wide up, on click below it (touch screens have no hover). */
const HOVER_QUERY = "(min-width: 768px)";
const HOVER_CLICK_GRACE_MS = 1000;

/**
 * The public header: desktop menus (About, Products, Projects) and direct links from 768 px,
 * a brand + search + menu bar below it, and the search panel shared by both. One thing is open
 * at a time; Escape or a click outside closes it; a page change closes everything.
 */
export function SiteHeader() {
  const categories = useSiteCategories();
  const projects = useSiteProjects();
  const business = useSiteBusiness();
  const location = useLocation();
  const address = usePageAddress();
  const t = useT();
  const lp = useLocalePath();
  const [menu, setMenu] = useState<MenuId | null>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  // Once shown, a panel stays mounted (hidden when closed) so reopening is instant.
  const [searchUsed, setSearchUsed] = useState(false);
  const [mobileUsed, setMobileUsed] = useState(false);
  if (searchOpen && !searchUsed) setSearchUsed(true);
  if (mobileOpen && !mobileUsed) setMobileUsed(true);
  const headerRef = useRef<HTMLElement>(null);
  const searchOpenerRef = useRef<HTMLButtonElement | null>(null);

  const closeAll = useCallback(() => {
    setMenu(null);
    setSearchOpen(false);
    setMobileOpen(false);
  }, []);

  useEffect(closeAll, [location.pathname, location.search, closeAll]);

  const anythingOpen = menu !== null || searchOpen || mobileOpen;
  useEffect(() => {
    if (!anythingOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      const header = headerRef.current;
      const focusInside = header?.contains(document.activeElement);
      // Return focus to the control that opened what is closing.
      let target: HTMLElement | null = null;
      if (focusInside && menu) target = header!.querySelector<HTMLElement>(`[aria-controls="menu-${menu}"]`);
      else if (focusInside && searchOpen) target = searchOpenerRef.current;
      else if (focusInside && mobileOpen) target = header!.querySelector<HTMLElement>(`[aria-controls="${MOBILE_MENU_ID}"]`);
      closeAll();
      target?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!headerRef.current?.contains(e.target as Node)) closeAll();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [anythingOpen, menu, searchOpen, mobileOpen, closeAll]);

  // A mouse click usually follows the hover that just opened the menu: that first click keeps it
  // open instead of closing it again; any later click on the open menu closes it.
  const hoverOpened = useRef<{ id: MenuId; at: number } | null>(null);
  const toggleMenu = (id: MenuId) => {
    setSearchOpen(false);
    const hovered = hoverOpened.current;
    hoverOpened.current = null;
    const justHovered = hovered?.id === id && performance.now() - hovered.at < HOVER_CLICK_GRACE_MS;
    setMenu((m) => (m === id ? (justHovered ? id : null) : id));
  };
  const closeMenu = (id: MenuId) => setMenu((m) => (m === id ? null : m));
  const hoverMenu = (id: MenuId, entering: boolean, pointerType: string) => {
    if (pointerType !== "mouse" || !window.matchMedia(HOVER_QUERY).matches) return;
    if (entering) {
      // Leaving a menu closes it, so entering one (re)opens it: remember that the pointer did.
      hoverOpened.current = { id, at: performance.now() };
      setSearchOpen(false);
      setMenu(id);
    } else closeMenu(id);
  };
  const toggleSearch = (opener: HTMLButtonElement) => {
    searchOpenerRef.current = opener;
    setMenu(null);
    setMobileOpen(false);
    setSearchOpen((o) => !o);
  };

  const productLinks: NavLink[] = categories.map((c) => ({ label: c.name, to: `/${c.slug}` }));
  const projectMenuLinks = projectLinks(projects);

  return (
    <header
      ref={headerRef}
      // A link followed in the fallback menu or search (left open when the app started) closes it, as a page change closes the app's.
      onClick={(e) =>
        (e.target as Element).closest("a") && headerRef.current?.querySelectorAll(".header-fallback[open]").forEach((d) => d.removeAttribute("open"))
      }
      className="sticky top-0 z-40 bg-white shadow-sm"
    >
      {/* The strip above the header from 768 px: its contact links and profiles kept from the server's HTML, the languages (which name the page shown) rendered by the app. */}
      <div className="hidden bg-gray-900 text-gray-100 md:block">
        <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-1 text-sm lg:px-6">
          <HeaderStripIsland business={business} />
          <LanguageSwitcher address={address} linkClassName="rounded px-1.5 py-0.5 text-gray-100 hover:bg-white/10 hover:text-white" />
        </div>
      </div>

      <div className="relative">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 lg:px-6">
          <Brand name={business.name} shortName={business.shortName} />

          {/* Desktop navigation */}
          <nav aria-label={t("site.nav.main")} className="hidden md:block">
            <ul className="flex items-center gap-0.5 lg:gap-1">
              {(
                [
                  { id: "about", label: t("site.nav.about"), links: aboutLinks(t) },
                  { id: "products", label: t("site.nav.products"), links: productLinks, footer: allProductsLink(t) },
                  { id: "projects", label: t("site.nav.projects"), links: projectMenuLinks, footer: allProjectsLink(t) },
                ] satisfies { id: MenuId; label: string; links: NavLink[]; footer?: NavLink }[]
              ).map((m) => (
                <DropdownMenu key={m.id} {...m} open={menu === m.id} onToggle={toggleMenu} onHover={hoverMenu} onClose={closeMenu} />
              ))}
              {directLinks(t).map((l) => (
                <li key={l.to}>
                  <RouterNavLink to={lp(l.to)} className={({ isActive }) => cn(navItemClass, isActive && "text-brand-700")}>
                    {l.label}
                  </RouterNavLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className="flex items-center gap-1">
            <HeaderFallbackIsland productLinks={productLinks} projectLinks={projectMenuLinks} />
            <button
              type="button"
              onClick={(e) => toggleSearch(e.currentTarget)}
              onPointerEnter={() => void loadSearchPanel()}
              onFocus={() => void loadSearchPanel()}
              aria-expanded={searchOpen}
              aria-controls={searchUsed ? SEARCH_PANEL_ID : undefined}
              aria-label={t(searchOpen ? "site.header.closeSearch" : "site.header.openSearch")}
              className="header-app-toggle rounded-lg p-2.5 text-gray-700 hover:bg-gray-100 hover:text-brand-700"
            >
              {searchOpen ? <X aria-hidden="true" className="h-5 w-5" /> : <Search aria-hidden="true" className="h-5 w-5" />}
            </button>
            <button
              type="button"
              onClick={() => {
                setSearchOpen(false);
                setMenu(null);
                setMobileOpen((o) => !o);
              }}
              onPointerEnter={() => void loadMobileMenu()}
              onFocus={() => void loadMobileMenu()}
              aria-expanded={mobileOpen}
              aria-controls={mobileUsed ? MOBILE_MENU_ID : undefined}
              aria-label={t(mobileOpen ? "site.header.closeMenu" : "site.header.openMenu")}
              className="header-app-toggle rounded-lg p-2.5 text-gray-700 hover:bg-gray-100 md:hidden"
            >
              {mobileOpen ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
            </button>
          </div>
        </div>

        <Suspense fallback={null}>
          {mobileUsed ? <MobileMenu open={mobileOpen} productLinks={productLinks} projectLinks={projectMenuLinks} /> : null}
          {searchUsed ? <SearchPanel open={searchOpen} onClose={() => setSearchOpen(false)} /> : null}
        </Suspense>
      </div>
    </header>
  );
}

const navItemClass =
  "inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-gray-800 hover:bg-gray-50 hover:text-brand-700 lg:px-3 lg:text-[0.9375rem]";

function Brand({ name, shortName }: { name: string; shortName: string }) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <Link to={lp("/")} className="flex min-w-0 items-center gap-2" aria-label={t("site.header.homeLink", { name })}>
      <img src="/images/logo.svg" alt="" width={40} height={40} className="h-10 w-10 shrink-0" />
      {/* Between 768 and 1024 px the menus need the room: the logo alone names the home link there. */}
      <span className="truncate text-lg font-bold leading-tight text-gray-900 md:hidden lg:inline">
        <span className="xl:hidden">{shortName}</span>
        <span className="hidden xl:inline">{name}</span>
      </span>
    </Link>
  );
}

function DropdownMenu({
  id,
  label,
  links,
  open,
  onToggle,
  onHover,
  onClose,
  footer,
}: {
  id: MenuId;
  label: string;
  links: NavLink[];
  open: boolean;
  onToggle: (id: MenuId) => void;
  onHover: (id: MenuId, entering: boolean, pointerType: string) => void;
  onClose: (id: MenuId) => void;
  /** The menu's last link, below the others (a line between them). */
  footer?: NavLink;
}) {
  const menuId = `menu-${id}`;
  const lp = useLocalePath();
  return (
    <li
      className="relative"
      onPointerEnter={(e) => onHover(id, true, e.pointerType)}
      onPointerLeave={(e) => onHover(id, false, e.pointerType)}
      onBlur={(e) => {
        // Tabbing out of an open menu closes it.
        if (open && e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) onClose(id);
      }}
    >
      <button type="button" aria-expanded={open} aria-controls={menuId} onClick={() => onToggle(id)} className={navItemClass}>
        {label}
        <ChevronDown aria-hidden="true" className={cn("h-4 w-4 transition-transform motion-reduce:transition-none", open && "rotate-180")} />
      </button>
      <div id={menuId} hidden={!open} className="absolute left-0 top-full z-50 pt-1">
        <div className="max-h-[calc(100vh-6rem)] min-w-56 overflow-y-auto overscroll-contain rounded-lg border border-gray-100 bg-white py-1 shadow-lg">
          <ul aria-label={label}>
            <LinkItems links={links} linkClassName="block px-4 py-2 text-sm text-gray-700 hover:bg-brand-50 hover:text-brand-700" />
          </ul>
          {footer ? (
            <Link
              to={lp(footer.to)}
              className={cn("block px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50", links.length > 0 && "border-t border-gray-100")}
            >
              {footer.label}
            </Link>
          ) : null}
        </div>
      </div>
    </li>
  );
}
