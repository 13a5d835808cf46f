import { Search } from "~/components/site/icons";
import { useEffect, useRef, useState, type ComponentProps } from "react";
import { Link, useNavigate } from "react-router";
import { QUICK_LINK_CATEGORIES, SEARCH_PANEL_ID, type NavLink } from "~/components/site/nav";
import { useSiteCategories } from "~/components/site/site-data";
import { Button } from "~/components/ui/button";

/** The text box takes focus about 100 ms after the panel opens (after the panel has been drawn, so phones open the keyboard). */
const FOCUS_DELAY_MS = 100;

/** Where a search for `q` is shown. */
export const searchHref = (q: string) => `/search?q=${encodeURIComponent(q)}`;

/** The panel's quick links: the first categories of the Products menu, the first project and the contact page. */
export const quickLinksOf = (productLinks: NavLink[]): NavLink[] => [
  ...productLinks.slice(0, QUICK_LINK_CATEGORIES),
  { label: "Medical Project", to: "/project-one" },
  { label: "Contact Us", to: "/contact" },
];

/** The search box and its button, as the app's panel and the header's fallback (./header-fallback.tsx) both show them. */
export function SearchFields(input: ComponentProps<"input">) {
  return (
    <>
      <div className="relative flex-1">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-gray-400" />
        <input
          {...input}
          type="search"
          name="q"
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
    </>
  );
}

/** The quick links as pills; `onFollow` runs when one is followed (the panel closes). */
export function QuickLinkItems({ links, onFollow }: { links: NavLink[]; onFollow?: () => void }) {
  return links.map((l) => (
    <li key={l.to}>
      <Link
        to={l.to}
        onClick={onFollow}
        className="inline-block rounded-full bg-gray-100 px-3 py-1.5 text-sm text-gray-700 hover:bg-brand-50 hover:text-brand-700"
      >
        {l.label}
      </Link>
    </li>
  ));
}

/**
 * The header's search panel: a real GET form to /search (the search runs rather than only clearing the box), quick links and hints.
 * Enter with text goes to the results page, then the panel clears and closes.
 */
export function SearchPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const categories = useSiteCategories();
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    const t = window.setTimeout(() => inputRef.current?.focus(), FOCUS_DELAY_MS);
    return () => window.clearTimeout(t);
  }, [open]);

  const quickLinks = quickLinksOf(categories.map((c) => ({ label: c.name, to: `/${c.slug}` })));

  return (
    <div id={SEARCH_PANEL_ID} hidden={!open} className="absolute inset-x-0 top-full z-40 border-t border-gray-200 bg-white shadow-lg">
      <div className="mx-auto max-w-3xl px-4 py-5">
        <form
          method="get"
          action="/search"
          role="search"
          aria-label="Site search"
          onSubmit={(e) => {
            e.preventDefault();
            const q = query.trim();
            if (!q) return;
            navigate(searchHref(q));
            setQuery("");
            onClose();
          }}
          className="flex items-center gap-2"
        >
          <SearchFields ref={inputRef} value={query} onChange={(e) => setQuery(e.target.value)} />
        </form>
        <div className="mt-4">
          <h2 className="text-xs font-semibold uppercase tracking-wide text-gray-500">Quick Links</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            <QuickLinkItems links={quickLinks} onFollow={onClose} />
          </ul>
        </div>
        <p className="mt-4 flex flex-wrap justify-between gap-2 text-xs text-gray-600">
          <span>Press Enter to search</span>
          <span>ESC to close</span>
        </p>
      </div>
    </div>
  );
}
