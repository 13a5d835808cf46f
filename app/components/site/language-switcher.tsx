import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { DEFAULT_LANG, isLang, LANG_NATIVE_NAMES, LANG_STORAGE_KEY, LANG_TAGS, LANGS, langFromPath, localePath, stripLang } from "~/i18n/languages";
import { useT } from "~/i18n/t";
import { cn } from "~/lib/cn";

/**
 * "English", "ગુજરાતી", "हिंदी": the same page in each language, the current one marked. Plain
 * links, so they work before the app has started (the header strip and the fallback menu are kept
 * from the server's HTML); choosing one is remembered for the next visit (useLanguageChoice).
 */
export function LanguageSwitcher({ className, linkClassName }: { className?: string; linkClassName: string }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const current = langFromPath(pathname);
  const page = stripLang(pathname);
  return (
    <ul aria-label={t("site.language.label")} className={cn("flex items-center gap-1", className)}>
      {LANGS.map((l) => (
        <li key={l}>
          <a
            href={localePath(l, page) + search}
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

function storedLang() {
  try {
    const value = localStorage.getItem(LANG_STORAGE_KEY);
    return isLang(value) ? value : undefined;
  } catch {
    return undefined; // storage blocked: nothing remembered
  }
}

/**
 * Remembers the language a visitor chooses (a click on a switcher's link, in this browser only) and,
 * on the first page of a later visit, opens the chosen language's version of an English page they
 * landed on from elsewhere. Never on the server and never from Accept-Language: search engines and
 * shared links always get the page at the address they asked for.
 */
export function useLanguageChoice() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const choice = (e.target as Element | null)?.closest?.("a[data-lang-choice]")?.getAttribute("data-lang-choice");
      if (!isLang(choice)) return;
      try {
        localStorage.setItem(LANG_STORAGE_KEY, choice);
      } catch {
        // storage blocked: the choice holds for this page only
      }
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    const chosen = storedLang();
    const cameFromHere = document.referrer !== "" && new URL(document.referrer).origin === window.location.origin;
    if (!chosen || chosen === DEFAULT_LANG || langFromPath(pathname) !== DEFAULT_LANG || cameFromHere) return;
    void navigate(localePath(chosen, pathname) + search + hash, { replace: true });
    // Only the first page of a visit: the layout stays mounted while the visitor moves on.
  }, [navigate]);
}
