import { useLocation } from "react-router";
import { LANG_NATIVE_NAMES, LANG_TAGS, LANGS, langFromPath, localePath, stripLang } from "~/i18n/languages";
import { useT } from "~/i18n/t";
import { cn } from "~/lib/cn";

/**
 * The part of an address's query a page reads (a list's page, a search's words), kept when it opens
 * in another language. Nothing else: a page with other parameters (a campaign's) is kept by the page
 * cache as the page without them, and served to everyone, so its links must not carry them.
 */
function pageQuery(search: string): string {
  const asked = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of ["q", "page"]) {
    const value = asked.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : "";
}

/**
 * The page the switcher links from. Parts kept from the server's HTML (the header strip, the menu
 * before the app starts) take it as a prop, so a client-side page change renders them anew.
 */
export type PageAddress = { pathname: string; search: string };

/** The current page's address, as the switcher's prop. */
export function usePageAddress(): PageAddress {
  const { pathname, search } = useLocation();
  return { pathname, search: pageQuery(search) };
}

/**
 * "English", "ગુજરાતી", "हिंदी": the same page in each language, the current one marked. Plain
 * links, so they work before the app has started (the header strip and the fallback menu are kept
 * from the server's HTML); choosing one is remembered for the next visit (~/i18n/language-choice).
 */
export function LanguageSwitcher({ address, className, linkClassName }: { address: PageAddress; className?: string; linkClassName: string }) {
  const t = useT();
  const { pathname, search } = address;
  const current = langFromPath(pathname);
  const page = stripLang(pathname) + search;
  return (
    <ul aria-label={t("site.language.label")} className={cn("flex items-center gap-1", className)}>
      {LANGS.map((l) => (
        <li key={l}>
          <a
            href={localePath(l, page)}
            lang={LANG_TAGS[l].html}
            hrefLang={LANG_TAGS[l].hreflang}
            data-lang-choice={l}
            aria-current={l === current ? "true" : undefined}
            className={cn(linkClassName, l === current && "font-semibold underline underline-offset-4")}
          >
            {LANG_NATIVE_NAMES[l]}
          </a>
        </li>
      ))}
    </ul>
  );
}
