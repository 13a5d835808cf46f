import { ChevronDown, Menu, Search, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Link, NavLink as RouterNavLink, useLocation } from "react-router";
import { BUSINESS } from "~/content/business";
import { MobileMenu, MOBILE_MENU_ID } from "./mobile-menu";
import { ABOUT_LINKS, DIRECT_LINKS, PROJECT_LINKS, type NavLink } from "./nav";
import { SEARCH_PANEL_ID, SearchPanel } from "./search-panel";
import { useSiteCategories } from "./site-data";
import { SocialLinks } from "./social-icons";

type MenuId = "about" | "products" | "projects";
/** Menus open on hover from this width up, on click below it (spec section 9). */
const HOVER_QUERY = "(min-width: 768px)";

/**
 * The public header: desktop menus (About, Products, Projects) and direct links from 768 px,
 * a brand + search + menu bar below it, and the search panel shared by both. One thing is open
 * at a time; Escape or a click outside closes it; a page change closes everything.
 */
export function SiteHeader() {
  const categories = useSiteCategories();
  const location = useLocation();
  const [menu, setMenu] = useState<MenuId | null>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
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

  const toggleMenu = (id: MenuId) => {
    setSearchOpen(false);
    setMenu((m) => (m === id ? null : id));
  };
  const closeMenu = (id: MenuId) => setMenu((m) => (m === id ? null : m));
  const hoverMenu = (id: MenuId, entering: boolean, pointerType: string) => {
    if (pointerType !== "mouse" || !window.matchMedia(HOVER_QUERY).matches) return;
    if (entering) {
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

  return (
    <header ref={headerRef} className="sticky top-0 z-40 bg-white shadow-sm">
      {/* Top strip (desktop): reach us, follow us */}
      <div className="hidden bg-gray-900 text-gray-100 md:block">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-1 text-sm lg:px-6">
          <p className="flex gap-4">
            <a href={`tel:${BUSINESS.phones[0].tel}`} className="hover:text-white hover:underline">
              {BUSINESS.phones[0].display}
            </a>
            <a href={`mailto:${BUSINESS.emails[0].address}`} className="hidden hover:text-white hover:underline lg:inline">
              {BUSINESS.emails[0].address}
            </a>
          </p>
          <SocialLinks linkClassName="text-gray-200 hover:bg-white/10 hover:text-white" />
        </div>
      </div>

      <div className="relative">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 lg:px-6">
          <Brand />

          {/* Desktop navigation */}
          <nav aria-label="Main" className="hidden md:block">
            <ul className="flex items-center gap-0.5 lg:gap-1">
              <DropdownMenu id="about" label="About" links={ABOUT_LINKS} open={menu === "about"} onToggle={toggleMenu} onHover={hoverMenu} onClose={closeMenu} />
              <DropdownMenu
                id="products"
                label="Products"
                links={productLinks}
                open={menu === "products"}
                onToggle={toggleMenu}
                onHover={hoverMenu}
                onClose={closeMenu}
                footer={
                  <Link to="/products" className="block border-t border-gray-100 px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50">
                    View all products
                  </Link>
                }
              />
              <DropdownMenu id="projects" label="Projects" links={PROJECT_LINKS} open={menu === "projects"} onToggle={toggleMenu} onHover={hoverMenu} onClose={closeMenu} />
              {DIRECT_LINKS.map((l) => (
                <li key={l.to}>
                  <RouterNavLink to={l.to} className={({ isActive }) => `${navItemClass} ${isActive ? "text-brand-700" : ""}`}>
                    {l.label}
                  </RouterNavLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className="flex items-center gap-1">
            <button
              type="button"
              onClick={(e) => toggleSearch(e.currentTarget)}
              aria-expanded={searchOpen}
              aria-controls={SEARCH_PANEL_ID}
              aria-label={searchOpen ? "Close search" : "Open search"}
              className="rounded-lg p-2.5 text-gray-700 hover:bg-gray-100 hover:text-brand-700"
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
              aria-expanded={mobileOpen}
              aria-controls={MOBILE_MENU_ID}
              aria-label={mobileOpen ? "Close menu" : "Open menu"}
              className="rounded-lg p-2.5 text-gray-700 hover:bg-gray-100 md:hidden"
            >
              {mobileOpen ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
            </button>
          </div>
        </div>

        <MobileMenu open={mobileOpen} productLinks={productLinks} />
        <SearchPanel open={searchOpen} onClose={() => setSearchOpen(false)} />
      </div>
    </header>
  );
}

const navItemClass =
  "inline-flex items-center gap-1 rounded-md px-2 py-2 text-[0.9375rem] font-medium text-gray-800 hover:bg-gray-50 hover:text-brand-700 lg:px-3";

function Brand() {
  return (
    <Link to="/" className="flex min-w-0 items-center gap-2" aria-label={`${BUSINESS.name}, home`}>
      <img src="/images/logo.svg" alt="" width={40} height={40} className="h-10 w-10 shrink-0" />
      <span className="truncate text-lg font-bold leading-tight text-gray-900">
        <span className="xl:hidden">{BUSINESS.shortName}</span>
        <span className="hidden xl:inline">{BUSINESS.name}</span>
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
  footer?: ReactNode;
}) {
  const menuId = `menu-${id}`;
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
        <ChevronDown aria-hidden="true" className={`h-4 w-4 transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`} />
      </button>
      <div id={menuId} hidden={!open} className="absolute left-0 top-full z-50 pt-1">
        <div className="min-w-56 overflow-hidden rounded-lg border border-gray-100 bg-white py-1 shadow-lg">
          <ul aria-label={label}>
            {links.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="block px-4 py-2 text-sm text-gray-700 hover:bg-brand-50 hover:text-brand-700">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
          {footer}
        </div>
      </div>
    </li>
  );
}
