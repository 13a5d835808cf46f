import { DEFAULT_LANG, LANG_TAGS, LANGS, localePath, type Lang } from "~/i18n/languages";
import { servicesContext } from "~/load-context";
import type { Route } from "./+types/sitemap";

/** Public pages with a place in search results (aliases such as /home, /project-one and /project are left out: a project is listed at its own address). */
export const STATIC_PATHS = ["/", "/who-we-are", "/meet-our-team", "/products", "/projects", "/gallery", "/clients", "/contact"] as const;

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/**
 * /sitemap.xml: every public page, every category, every active product's page and every published
 * project, read from the database, at the configured site address; each in English, Gujarati and
 * Hindi, every address with its alternates in the three languages and x-default (English).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { catalogue, config, projects } = context.get(servicesContext);
  const { siteUrl } = config;
  const [categories, productPaths, projectLinks] = await Promise.all([catalogue.listCategories(), catalogue.productPagePaths(), projects.publishedLinks()]);
  const paths = [
    ...STATIC_PATHS,
    ...categories.map((c) => `/${encodeURIComponent(c.slug)}`),
    ...productPaths,
    ...projectLinks.map((p) => `/projects/${encodeURIComponent(p.slug)}`),
  ];
  const address = (lang: Lang, path: string) => escapeXml(siteUrl + localePath(lang, path));
  const alternates = (path: string) =>
    LANGS.map((l) => `<xhtml:link rel="alternate" hreflang="${LANG_TAGS[l].hreflang}" href="${address(l, path)}"/>`).join("") +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${address(DEFAULT_LANG, path)}"/>`;
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    LANGS.flatMap((lang) => paths.map((p) => `  <url><loc>${address(lang, p)}</loc>${alternates(p)}</url>\n`)).join("") +
    `</urlset>\n`;
  return new Response(body, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
