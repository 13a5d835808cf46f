import { Search } from "~/components/site/icons";
import { useEffect, useRef, useState, type ComponentProps } from "react";
import { Link, useNavigate } from "react-router";
import { QUICK_LINK_CATEGORIES, SEARCH_PANEL_ID, type NavLink } from "~/components/site/nav";
import { useSiteCategories } from "~/components/site/site-data";
import { Button } from "~/components/ui/button";
import { localePath, type Lang } from "~/i18n/languages";
import { useLang, useLocalePath, useT, type Translate } from "~/i18n/t";

/** The text box takes focus about 100 ms after the panel opens (after the panel has been drawn, so phones open the keyboard). */
const FOCUS_DELAY_MS = 100;

/** Where a search for `q` is shown, in `lang`. */
export const searchHref = (q: string, lang: Lang = "en") => localePath(lang, `/search?q=${encodeURIComponent(q)}`);

/** The panel's quick links (English paths, named in the page's language): the first categories of the Products menu, the first project and the contact page. */
export const quickLinksOf = (t: Translate, productLinks: NavLink[]): NavLink[] => [
  ...productLinks.slice(0, QUICK_LINK_CATEGORIES),
  { label: t("search.medicalProject"), to: "/project-one" },
  { label: t("search.contactUs"), to: "/contact" },
];

/** The search box and its button, as the app's panel and the header's fallback (./header-fallback.tsx) both show them. */
export function SearchFields(input: ComponentProps<"input">) {
  const t = useT();
  return (
    <>
      <div className="relative flex-1">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-gray-400" />
        <input
          {...input}
          type="search"
          name="q"
          placeholder={t("search.placeholder")}
          aria-label={t("search.fieldLabel")}
          autoComplete="off"
          maxLength={100}
          enterKeyHint="search"
          className="w-full rounded-lg border border-gray-300 py-3 pl-10 pr-3 text-base focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700"
        />
      </div>
      <Button type="submit" size="lg" icon={<Search className="h-5 w-5 sm:hidden" />}>
        <span className="sr-only sm:not-sr-only">{t("search.button")}</span>
      </Button>
    </>
  );
}

/** The quick links as pills, in the page's language; `onFollow` runs when one is followed (the panel closes). */
export function QuickLinkItems({ links, onFollow }: { links: NavLink[]; onFollow?: () => void }) {
  const lp = useLocalePath();
  return links.map((l) => (
    <li key={l.to}>
      <Link
        to={lp(l.to)}
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
  const t = useT();
  const lang = useLang();
  const [query, setQuery] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    const t = window.setTimeout(() => inputRef.current?.focus(), FOCUS_DELAY_MS);
    return () => window.clearTimeout(t);
  }, [open]);

  const quickLinks = quickLinksOf(
    t,
    categories.map((c) => ({ label: c.name, to: `/${c.slug}` })),
  );

  return (
    <div id={SEARCH_PANEL_ID} hidden={!open} className="absolute inset-x-0 top-full z-40 border-t border-gray-200 bg-white shadow-lg">
      <div className="mx-auto max-w-3xl px-4 py-5">
        <form
          method="get"
          action={localePath(lang, "/search")}
          role="search"
          aria-label={t("search.siteSearch")}
          onSubmit={(e) => {
            e.preventDefault();
            const q = query.trim();
            if (!q) return;
            navigate(searchHref(q, lang));
            setQuery("");
            onClose();
          }}
          className="flex items-center gap-2"
        >
          <SearchFields ref={inputRef} value={query} onChange={(e) => setQuery(e.target.value)} />
        </form>
        <div className="mt-4">
          <h2 className="text-xs font-semibold uppercase tracking-wide text-gray-500">{t("search.quickLinks")}</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            <QuickLinkItems links={quickLinks} onFollow={onClose} />
          </ul>
        </div>
        <p className="mt-4 flex flex-wrap justify-between gap-2 text-xs text-gray-600">
          <span>{t("search.pressEnter")}</span>
          <span>{t("search.escToClose")}</span>
        </p>
      </div>
    </div>
  );
}
