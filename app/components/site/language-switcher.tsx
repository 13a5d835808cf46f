import { useLocation } from "react-router";
import { LANG_NATIVE_NAMES, LANG_TAGS, LANGS, langFromPath, localePath, stripLang } from "~/i18n/languages";
import { useT } from "~/i18n/t";
import { cn } from "~/lib/cn";

/**
 * "English", "ગુજરાતી", "हिंदी": the same page in each language, the current one marked. Plain
 * links, so they work before the app has started (the header strip and the fallback menu are kept
 * from the server's HTML); choosing one is remembered for the next visit (~/i18n/language-choice).
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
