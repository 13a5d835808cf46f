/**
 * The public site's languages. English keeps every address it has always had; Gujarati and Hindi
 * live under /gu and /hi with the same slugs (/gu/paver-blocks). Staff screens are English only.
 * Small and free of messages: every public page imports it.
 */
import { DEFAULT_LANG, isLang, LANG_ENGLISH_NAMES, LANG_NATIVE_NAMES, LANG_STORAGE_KEY, LANGS, type Lang } from "#schemas/languages";

export { DEFAULT_LANG, isLang, LANG_ENGLISH_NAMES, LANG_NATIVE_NAMES, LANG_STORAGE_KEY, LANGS, type Lang };

/** The languages with an address prefix of their own. */
export const PREFIXED_LANGS = ["gu", "hi"] as const satisfies readonly Lang[];

/** The page's `<html lang>`, its `hreflang` and Open Graph locale. */
export const LANG_TAGS: Readonly<Record<Lang, { html: string; hreflang: string; ogLocale: string }>> = {
  en: { html: "en-IN", hreflang: "en-IN", ogLocale: "en_IN" },
  gu: { html: "gu-IN", hreflang: "gu-IN", ogLocale: "gu_IN" },
  hi: { html: "hi-IN", hreflang: "hi-IN", ogLocale: "hi_IN" },
};

const PREFIX = /^\/(gu|hi)(?=\/|$)/;

/** The language of a public address: its first segment when that is /gu or /hi, else English. */
export function langFromPath(pathname: string): Lang {
  return (PREFIX.exec(pathname)?.[1] as Lang | undefined) ?? DEFAULT_LANG;
}

/** A public address without its language prefix ("/gu/paver-blocks" → "/paver-blocks", "/gu" → "/"). */
export function stripLang(pathname: string): string {
  const rest = pathname.replace(PREFIX, "");
  return rest === "" ? "/" : rest;
}

/**
 * Addresses that have no language of their own: staff screens, the API, files, a customer's
 * quotation and dispatch pages. A link to them is the same in every language.
 */
const UNLOCALIZED = /^\/(admin|api|uploads|assets|images|q|d|healthz|sitemap\.xml|robots\.txt)(\/|$)/;

/**
 * The address of an English public path in `lang`: "/contact" → "/gu/contact", "/" → "/gu".
 * Query and hash are kept; other addresses (admin, API, files, absolute URLs, "#…") pass through.
 */
export function localePath(lang: Lang, path: string): string {
  if (lang === DEFAULT_LANG || !path.startsWith("/") || path.startsWith("//") || UNLOCALIZED.test(path) || PREFIX.test(path)) return path;
  const split = path.search(/[?#]/);
  const [pathname, rest] = split < 0 ? [path, ""] : [path.slice(0, split), path.slice(split)];
  return pathname === "/" ? `/${lang}${rest}` : `/${lang}${pathname}${rest}`;
}

/** The id a public route has in `lang`: English keeps the route's own id, the others are prefixed ("gu:home"). */
export const langRouteId = (lang: Lang, id: string) => (lang === DEFAULT_LANG ? id : `${lang}:${id}`);

/** A route's id without its language ("gu:routes/site/category" → "routes/site/category"). */
export const baseRouteId = (id: string) => id.replace(/^(gu|hi):/, "");
