/**
 * The content pages (home, Who We Are, Meet Our Team, Our Clients, Our Projects, a project, the
 * gallery) at their English address and under /gu and /hi: each answers with its interface in the
 * address's language (content in its translation, else in English), its links stay in that language, and its
 * head names the title and canonical in it with the four hreflang alternates; the breadcrumb's
 * JSON-LD is named in the language too. English pages keep their English texts.
 * (The built server's whole documents, `<html lang>` included, are checked in tests/e2e/i18n-content-pages.spec.ts.)
 */
import { describe, expect, it } from "vitest";
import * as clientsPage from "../../app/routes/site/clients";
import * as galleryPage from "../../app/routes/site/gallery";
import * as homePage from "../../app/routes/site/home";
import * as teamPage from "../../app/routes/site/meet-our-team";
import * as projectPage from "../../app/routes/site/project";
import * as projectsPage from "../../app/routes/site/projects";
import * as whoWeArePage from "../../app/routes/site/who-we-are";
import { SEEDED_PROJECT_SLUG } from "../../server/features/content/projects";
import type { Lang } from "~/i18n/languages";
import { documentJsonLd } from "~/lib/json-ld.server";
import { requestContext } from "~/load-context";
import { createTestApp } from "../helpers/app";
import { renderPublicDocument } from "../helpers/render-page";

const t = await createTestApp();

type PageModule = { loader?: unknown; default: unknown; meta?: unknown };
type Tag = { title?: string; name?: string; content?: string; tagName?: string; rel?: string; href?: string; hrefLang?: string };

/**
 * The page `module` at the English path `path` in `lang`, rendered under the site layout as the
 * server renders it: its HTML, its head tags (its `meta`) and its JSON-LD.
 */
async function pageIn(lang: Lang, module: PageModule, path: string, pattern = path) {
  const prefix = lang === "en" ? "" : `/${lang}`;
  const address = `${prefix}${path === "/" ? "" : path}` || "/";
  const { html, result, context, layoutId } = await renderPublicDocument(t.services, module, address, `${prefix}${pattern === "/" ? "" : pattern}` || "/");
  const layoutData = result.loaderData[layoutId] as Record<string, unknown>;
  const data = result.loaderData.page as unknown;
  const tags = (module.meta as (args: object) => Tag[])({
    data,
    loaderData: data,
    params: {},
    location: { pathname: address },
    matches: [
      { id: layoutId, loaderData: layoutData },
      { id: "page", loaderData: data },
    ],
  });
  const jsonLd = documentJsonLd(context.get(requestContext).jsonLd, { loaderData: result.loaderData, errors: null }).map(
    (s) => JSON.parse(s) as Record<string, unknown>,
  );
  return { status: result.statusCode, html, tags, jsonLd, siteUrl: layoutData.siteUrl as string };
}

const PROJECT = `/projects/${SEEDED_PROJECT_SLUG}`;

/** Each page: its English path (and route pattern), its module and its title in each language (a project's is its own). */
const PAGES: { path: string; module: PageModule; pattern?: string; title: Record<Lang, string> }[] = [
  { path: "/", module: homePage, title: { en: "Paver Blocks & Kerb Stones, Surat", gu: "પેવર બ્લોક અને કર્બ સ્ટોન, સુરત", hi: "पेवर ब्लॉक और कर्ब स्टोन, सूरत" } },
  { path: "/who-we-are", module: whoWeArePage, title: { en: "Who We Are", gu: "અમે કોણ છીએ", hi: "हम कौन हैं" } },
  { path: "/meet-our-team", module: teamPage, title: { en: "Meet Our Team", gu: "અમારી ટીમ", hi: "हमारी टीम" } },
  { path: "/clients", module: clientsPage, title: { en: "Our Clients", gu: "અમારા ગ્રાહકો", hi: "हमारे ग्राहक" } },
  { path: "/projects", module: projectsPage, title: { en: "Our Projects", gu: "અમારા પ્રોજેક્ટ્સ", hi: "हमारे प्रोजेक्ट" } },
  { path: PROJECT, pattern: "/projects/:slug", module: projectPage, title: { en: "", gu: "", hi: "" } },
  { path: "/gallery", module: galleryPage, title: { en: "Gallery", gu: "ગેલેરી", hi: "गैलरी" } },
];

/** A few interface texts of each page: its English path, then the text in English, Gujarati and Hindi. */
const TEXTS: [path: string, en: string, gu: string, hi: string][] = [
  ["/", "Why Choose Us", "અમને કેમ પસંદ કરવા", "हमें क्यों चुनें"],
  ["/", "Our Product Range", "અમારી પ્રોડક્ટ રેન્જ", "हमारी प्रोडक्ट रेंज"],
  ["/", "View Our Products", "અમારી પ્રોડક્ટ્સ જુઓ", "हमारे प्रोडक्ट देखें"],
  ["/", "Previous slide", "પાછલી સ્લાઇડ", "पिछली स्लाइड"],
  ["/who-we-are", "Our Story", "અમારી વાત", "हमारी कहानी"],
  ["/who-we-are", "Company Information", "કંપનીની માહિતી", "कंपनी की जानकारी"],
  ["/who-we-are", "Year of Establishment", "સ્થાપના વર્ષ", "स्थापना वर्ष"],
  ["/meet-our-team", "Our Leadership", "અમારું નેતૃત્વ", "हमारा नेतृत्व"],
  ["/meet-our-team", "Our Values", "અમારાં મૂલ્યો", "हमारे मूल्य"],
  ["/meet-our-team", "Work With Our Team", "અમારી ટીમ સાથે કામ કરો", "हमारी टीम के साथ काम करें"],
  ["/clients", "Sectors We Serve", "અમે જે ક્ષેત્રોમાં કામ કરીએ છીએ", "हम किन क्षेत्रों में काम करते हैं"],
  ["/clients", "What Our Clients Say", "અમારા ગ્રાહકો શું કહે છે", "हमारे ग्राहक क्या कहते हैं"],
  ["/clients", "5 out of 5 stars", "5માંથી 5 સ્ટાર", "5 में से 5 स्टार"],
  ["/projects", "Planning a Project?", "કોઈ કામ શરૂ કરવાનું છે?", "कोई काम शुरू करना है?"],
  ["/projects", "View project", "પ્રોજેક્ટ જુઓ", "प्रोजेक्ट देखें"],
  ["/projects", "Completed", "પૂર્ણ", "पूरा"],
  [PROJECT, "Project Overview", "પ્રોજેક્ટની ઝલક", "प्रोजेक्ट की झलक"],
  [PROJECT, "Quick Info", "ટૂંકી માહિતી", "छोटी जानकारी"],
  [PROJECT, "View All Projects", "બધા પ્રોજેક્ટ્સ જુઓ", "सभी प्रोजेक्ट देखें"],
  ["/gallery", "Filter images", "ફોટા ગાળો", "फोटो छांटें"],
  ["/gallery", "Products", "પ્રોડક્ટ્સ", "प्रोडक्ट"],
  ["/gallery", "Open ", " ખોલો", " खोलें"],
];
const COLUMN = { en: 1, gu: 2, hi: 3 } as const;
/** The page `path`'s interface texts in `lang`. */
const textsOf = (path: string, lang: Lang) => TEXTS.filter((row) => row[0] === path).map((row) => row[COLUMN[lang]]);

const HREFLANG = { en: "en-IN", gu: "gu-IN", hi: "hi-IN" } as const;
const at = (lang: Lang, path: string) => (lang === "en" ? path : path === "/" ? `/${lang}` : `/${lang}${path}`);
const unescape = (html: string) => html.replaceAll("&#x27;", "'").replaceAll("&amp;", "&").replaceAll("&quot;", '"');

describe.each(PAGES)("$path in three languages", ({ path, module, pattern, title }) => {
  it.each(["en", "gu", "hi"] as const)("%s: 200, its interface texts, links, title, canonical and hreflang alternates in the language", async (lang) => {
    const page = await pageIn(lang, module, path, pattern);
    expect(page.status).toBe(200);
    const html = unescape(page.html);
    for (const text of textsOf(path, lang)) expect(html, text).toContain(text);
    // The other languages' texts are not there (English's checked on every translated page).
    if (lang !== "en") for (const text of textsOf(path, "en").filter((x) => !x.endsWith(" "))) expect(html, text).not.toContain(`>${text}<`);

    // The page's own links to public pages stay in the page's language (the frame around it is the site layout's).
    // (Who We Are's contact box is the contact pages' component, translated with them.)
    const main = page.html.slice(page.html.indexOf('<main id="main"'), page.html.indexOf("</main>")).replace(/<aside[\s\S]*?<\/aside>/g, "");
    expect(main.length).toBeGreaterThan(500);
    const hrefs = [...main.matchAll(/<a ([^>]*)>/g)]
      .flatMap((m) => /href="(\/[^"]*)"/.exec(m[1])?.[1] ?? [])
      .filter((h) => !/^\/(admin|api|uploads|images|assets|q|d)(\/|$)/.test(h));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      if (lang === "en") expect(href, href).not.toMatch(/^\/(gu|hi)(\/|$)/);
      else expect(href, href).toMatch(new RegExp(`^/${lang}(/|$|#|\\?)`));
    }

    const canonical = page.tags.find((x) => x.rel === "canonical")?.href;
    expect(canonical).toBe(`${page.siteUrl}${at(lang, path)}`);
    const alternates = page.tags.filter((x) => x.rel === "alternate").map((x) => [x.hrefLang, x.href]);
    expect(alternates).toEqual([
      [HREFLANG.en, `${page.siteUrl}${path}`],
      [HREFLANG.gu, `${page.siteUrl}${at("gu", path)}`],
      [HREFLANG.hi, `${page.siteUrl}${at("hi", path)}`],
      ["x-default", `${page.siteUrl}${path}`],
    ]);
    const pageTitle = page.tags.find((x) => x.title)?.title;
    if (title[lang]) expect(pageTitle).toContain(title[lang]);
    const description = page.tags.find((x) => x.name === "description")?.content ?? "";
    expect(description.length).toBeGreaterThan(40);
    // A project's description is its summary as staff wrote it (content); every other page's is the page's own text.
    if (path !== PROJECT) {
      if (lang === "gu") expect(description).toMatch(/[\u0A80-\u0AFF]/);
      if (lang === "hi") expect(description).toMatch(/[\u0900-\u097F]/);
      if (lang === "en") expect(description).not.toMatch(/[\u0900-\u0AFF]/);
    }

    // The breadcrumb's structured data is in the language (the home page has none).
    const trail = page.jsonLd.find((x) => x["@type"] === "BreadcrumbList") as { itemListElement: { name: string; item: string }[] } | undefined;
    if (path !== "/") {
      expect(trail?.itemListElement[0]).toEqual(
        expect.objectContaining({ name: { en: "Home", gu: "હોમ", hi: "होम" }[lang], item: `${page.siteUrl}${at(lang, "/")}` }),
      );
      expect(trail?.itemListElement.at(-1)?.item).toBe(`${page.siteUrl}${at(lang, path)}`);
    }
  });
});

describe("content in the page's language", () => {
  it("shows the seeded project's Gujarati title on the Gujarati page, in its heading and breadcrumb; the English page keeps its English one", async () => {
    const en = await pageIn("en", projectPage, PROJECT, "/projects/:slug");
    const gu = await pageIn("gu", projectPage, PROJECT, "/projects/:slug");
    expect(/<h1[^>]*>([^<]+)<\/h1>/.exec(en.html)?.[1]).toBe("Sanjeevani Multispeciality Hospital Campus");
    const gujarati = "સંજીવની મલ્ટિસ્પેશિયાલિટી હોસ્પિટલ કેમ્પસ";
    expect(gu.html).toContain(`>${gujarati}</h1>`);
    const breadcrumb = gu.jsonLd.find((x) => x["@type"] === "BreadcrumbList") as { itemListElement: { name: string }[] };
    expect(breadcrumb.itemListElement.map((c) => c.name)).toEqual(["હોમ", "પ્રોજેક્ટ્સ", gujarati]);
  });

  it("the Gujarati Who We Are keeps its search description's year and the business name placeholder filled in", async () => {
    const { tags } = await pageIn("gu", whoWeArePage, "/who-we-are");
    const description = tags.find((x) => x.name === "description")?.content ?? "";
    expect(description).toMatch(/\d{4}થી સુરતમાં સિમેન્ટ/);
    expect(description).not.toContain("{business}");
  });
});
