import type { MetaDescriptor } from "react-router";
import { baseRouteId, LANG_TAGS, LANGS, langFromPath, localePath, stripLang } from "~/i18n/languages";
import { messagesOfMatches, translate, type MessageKey, type Translate } from "~/i18n/t";

/**
 * Search-engine and link-preview helpers for the public pages.
 *
 * Usage in a page module under the site layout:
 *
 *   export const meta: Route.MetaFunction = (args) =>
 *     pageMeta(args, { title: "Paver Blocks", description: "…", breadcrumb: [...] });
 *
 * and, when the page shows a breadcrumb, its loader adds the schema.org data of it (written by the
 * server alone: app/lib/json-ld.server.ts):
 *
 *   addBreadcrumbJsonLd(context, [{ name: "Home", path: "/" }, …]);
 *
 * The absolute site address comes from the site layout's loader (`config.siteUrl`: PUBLIC_URL, else
 * the address the server starts on). It never comes from the request (its Host header): a forged
 * Host would otherwise write the attacker's address into pages that a cache keeps for everyone.
 */

export const SITE_LAYOUT_ID = "routes/site/layout";
export const DEFAULT_OG_IMAGE = "/images/og-default.webp";

/** Search results show about 60-65 characters of a title and 155-160 of a description; longer ones are cut off mid-word. */
export const TITLE_MAX = 65;
export const DESCRIPTION_MAX = 160;

export type PageSeo = {
  /** The page's own title; " | {business name}" is appended while the whole stays within TITLE_MAX characters. */
  title: string;
  /**
   * One or two sentences for a person choosing a search result, 50 to 160 characters (longer text
   * is shortened at a word). "{business}" in it is replaced by the business name (Admin → Business details).
   */
  description: string;
  /**
   * Canonical path in English, e.g. "/paver-blocks" (the page's language is added: "/gu/paver-blocks").
   * Defaults to the current pathname (no query).
   */
  path?: string;
  /** Open Graph image path or absolute URL; defaults to /images/og-default.webp. */
  image?: string;
  /** Keep the page out of search indexes (search results, the unknown-path fallback). */
  noindex?: boolean;
  /** Open Graph type. */
  type?: "website" | "article" | "product";
};

/** What a `meta` function receives, loosely typed so any route's `Route.MetaArgs` fits. */
export type MetaArgsLike = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
};

/** Whether a route id is the site layout's, in any language. */
export const isSiteLayoutId = (id: string) => baseRouteId(id) === SITE_LAYOUT_ID;

function layoutData(matches: MetaArgsLike["matches"]) {
  const layout = matches.find((m) => m !== undefined && isSiteLayoutId(m.id));
  return layout?.loaderData as { siteUrl?: unknown; business?: { name?: unknown } } | undefined;
}

/** The public site's messages in the page's language, from inside a `meta` function. */
export function metaT(args: Pick<MetaArgsLike, "matches">): Translate {
  const messages = messagesOfMatches(args.matches);
  return (key, values) => translate(messages, key, values);
}

/** The site address the layout loader found, from inside a `meta` function. */
export function siteUrlFromMatches(matches: MetaArgsLike["matches"]): string {
  const siteUrl = layoutData(matches)?.siteUrl;
  return typeof siteUrl === "string" ? siteUrl : "";
}

/** `path` made absolute against the site address (absolute URLs pass through). */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteUrl}${path.startsWith("/") ? "" : "/"}${path}`;
}

/** `text` shortened to at most `max` characters at the last whole word, ending in "…" when shortened. */
export function clampText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  const words = clean[max - 1] === " " || lastSpace <= max / 2 ? cut : cut.slice(0, lastSpace);
  return `${words.replace(/[\s,.;:!?(–-]+$/, "")}…`;
}

/**
 * "{title} | {business name}" when that fits in TITLE_MAX characters; else the title alone
 * (shortened if need be: a long category name or search text). A title that already names the
 * business gets no suffix.
 */
export function fullTitle(title: string, siteName: string): string {
  if (siteName && !title.includes(siteName) && title.length + siteName.length + 3 <= TITLE_MAX) return `${title} | ${siteName}`;
  return clampText(title, TITLE_MAX);
}

const NOINDEX: MetaDescriptor = { name: "robots", content: "noindex, follow" };

/**
 * Title, description, canonical link, robots, Open Graph and Twitter card descriptors, written by
 * the server. In the browser only the title and robots (React keeps those, as on admin screens):
 * search engines and link previews read the server's HTML, and a client-side page change drops the
 * server's other tags (SERVER_HEAD), so the page's JavaScript carries neither these descriptors nor
 * the code that builds them.
 */
export function pageMeta(args: MetaArgsLike, page: PageSeo): MetaDescriptor[] {
  const siteNameValue = layoutData(args.matches)?.business?.name;
  const siteName = typeof siteNameValue === "string" ? siteNameValue : "";
  const title = fullTitle(page.title, siteName);
  if (!import.meta.env.SSR) return page.noindex ? [{ title }, NOINDEX] : [{ title }];
  const siteUrl = siteUrlFromMatches(args.matches);
  const lang = langFromPath(args.location.pathname);
  const englishPath = page.path ?? stripLang(args.location.pathname);
  const canonical = absoluteUrl(siteUrl, localePath(lang, englishPath));
  const image = absoluteUrl(siteUrl, page.image ?? DEFAULT_OG_IMAGE);
  const description = clampText(page.description.replaceAll("{business}", siteName), DESCRIPTION_MAX);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: LANG_TAGS[lang].ogLocale },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: `${siteName}: cement and concrete products` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (page.noindex) tags.push(NOINDEX);
  // The same page in each language, and English for everyone else.
  else
    tags.push(
      ...LANGS.map((l): MetaDescriptor => ({
        tagName: "link",
        rel: "alternate",
        hrefLang: LANG_TAGS[l].hreflang,
        href: absoluteUrl(siteUrl, localePath(l, englishPath)),
      })),
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(siteUrl, englishPath) },
    );
  return tags;
}

/**
 * The tags of a page whose title and description are messages in the page's language (a page
 * that is not found says so with its own two messages and `noindex`).
 */
export function messagePageMeta(
  args: MetaArgsLike,
  title: MessageKey,
  description: MessageKey,
  page?: Omit<PageSeo, "title" | "description">,
): MetaDescriptor[] {
  const t = metaT(args);
  return pageMeta(args, { title: t(title), description: t(description), ...page });
}

/** A breadcrumb's step: its name in the page's language and its English path (the page's language is added where it is written). */
export type Crumb = { name: string; path: string };

/** A page's breadcrumb trail: every trail starts at the home page (named in the page's language where it is written). */
export const crumbsFromHome = (...crumbs: Crumb[]): Crumb[] => [{ name: "Home", path: "/" }, ...crumbs];

/**
 * What only the server writes into <head> for search engines and link previews (React in the
 * browser renders titles and robots alone): it describes the page the document was loaded for.
 */
export const SERVER_HEAD =
  'script[type="application/ld+json"], meta[name="description"], meta[property^="og:"], meta[name^="twitter:"], link[rel="canonical"], link[rel="alternate"][hreflang]';
