import { useEffect } from "react";
import { useNavigate } from "react-router";
import { DEFAULT_LANG, isLang, LANG_STORAGE_KEY, langFromPath, localePath } from "./languages";

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
