/**
 * The catalogue in three languages: the products page, a category's page, a product's page and the
 * search page at their English address and under /gu and /hi, each with its canonical in its own
 * language, the four alternates, and its interface texts in the language (English unchanged); a
 * category's pager and its cards' links stay in the language, and the Product JSON-LD names the
 * page's own address.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as categoryPage from "../../app/routes/site/category";
import * as productPage from "../../app/routes/site/product";
import * as productsPage from "../../app/routes/site/products";
import * as searchPage from "../../app/routes/site/search";
import { getLoadContext, requestContext } from "../../app/load-context";
import { serializeJsonLd } from "../../app/lib/json-ld.server";
import { frameMessages } from "../../app/i18n/messages.server";
import { langFromPath, type Lang } from "../../app/i18n/languages";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { publicPageMeta, renderPublicPage } from "../helpers/render-page";
import { uniqueName } from "../helpers/unique";
import { createProduct } from "./_support";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp, admin: string;
beforeAll(async () => {
  ({ t, admin } = await createStaffTestApp());
  // More than one page of paver blocks (18 a page), so the category has a pager.
  for (let i = 0; i < 19; i++) await createProduct(t, admin, { product_name: uniqueName("Lang Paver") });
});

const PRODUCT = "/paver-blocks/zig-zag-paver-block-60-mm";
const PREFIX: Record<Lang, string> = { en: "", gu: "/gu", hi: "/hi" };

/** Each kind of catalogue page: its module, English path, route pattern and a few interface texts per language. */
const PAGES = [
  {
    module: productsPage,
    path: "/products",
    pattern: "/products",
    texts: {
      en: ["Our Products", "Need Help Choosing?", "Download catalogue (PDF)"],
      gu: ["અમારી પ્રોડક્ટ્સ", "કઈ પ્રોડક્ટ લેવી, મૂંઝવણ છે?", "કેટલોગ ડાઉનલોડ કરો (PDF)"],
      hi: ["हमारे प्रोडक्ट", "कौन सा प्रोडक्ट लें, तय नहीं कर पा रहे?", "कैटलॉग डाउनलोड करें (PDF)"],
    },
  },
  {
    module: categoryPage,
    path: "/paver-blocks",
    pattern: "/:category",
    texts: {
      en: ["Get Best Price", "Min Order: ", "Specifications", "Page 1 of 2"],
      gu: ["બેસ્ટ ભાવ મેળવો", "ઓછામાં ઓછો ઓર્ડર: ", "વિગતો", "પેજ 1 / 2", "પ્રોડક્ટ કેટેગરી"],
      hi: ["सबसे अच्छा रेट पाएँ", "कम से कम ऑर्डर: ", "जानकारी", "पेज 1 / 2", "प्रोडक्ट कैटेगरी"],
    },
  },
  {
    module: productPage,
    path: PRODUCT,
    pattern: "/:category/:product",
    texts: {
      en: ["Minimum order: ", "Estimate cost and delivery", "Share on WhatsApp", "Description", "In stock"],
      gu: ["ઓછામાં ઓછો ઓર્ડર: ", "ખર્ચ અને ડિલિવરીનો અંદાજ કાઢો", "WhatsApp પર મોકલો", "વર્ણન", "પ્રતિ નંગ"],
      hi: ["कम से कम ऑर्डर: ", "खर्च और डिलीवरी का अनुमान लगाएँ", "WhatsApp पर भेजें", "विवरण", "प्रति नग"],
    },
  },
  {
    module: searchPage,
    path: "/search?q=paver",
    pattern: "/search",
    texts: {
      en: ["Search results for “paver”", "found for “paver”", "Search products, projects..."],
      gu: ["“paver” માટે શોધનાં પરિણામ", "પ્રોડક્ટ્સ, પ્રોજેક્ટ્સ શોધો..."],
      hi: ["“paver” के लिए खोज के नतीजे", "प्रोडक्ट, प्रोजेक्ट खोजें..."],
    },
  },
] as const;

const LANGS: Lang[] = ["en", "gu", "hi"];
const CASES = PAGES.flatMap((p) => LANGS.map((lang) => [`${PREFIX[lang]}${p.path}`, lang, p] as const));

describe("the catalogue pages in three languages", () => {
  it.each(CASES)("%s answers with its texts in its language and links kept in it", async (path, lang, page) => {
    const html = await renderPublicPage(t.services, page.module, path, `${PREFIX[lang]}${page.pattern}`);
    for (const text of page.texts[lang]) expect(html, text).toContain(text);
    if (lang !== "en") for (const text of page.texts.en.filter((x) => !x.startsWith("Page"))) expect(html, text).not.toContain(text);
    if (page.path === "/paver-blocks") {
      // The pager and the cards' names link within the language.
      expect(html).toContain(`href="${PREFIX[lang]}/paver-blocks?page=2"`);
      expect(html).toContain(`href="${PREFIX[lang]}${PRODUCT}"`);
    }
  });

  it.each(CASES.filter(([, , p]) => p.path !== "/search?q=paver"))("%s: canonical in its language and the four alternates", async (path, lang, page) => {
    const tags = (await publicPageMeta(t.services, withParams(page.module, path) as never, path.split("?")[0], "Shree Ganesh Cement Products")) as Json[];
    const english = page.path;
    const canonical = tags.find((tag) => tag.rel === "canonical")?.href;
    expect(canonical).toBe(`https://example.in${PREFIX[lang]}${english}`);
    const alternates = tags.filter((tag) => tag.rel === "alternate").map((tag) => [tag.hrefLang, tag.href]);
    expect(alternates).toEqual([
      ["en-IN", `https://example.in${english}`],
      ["gu-IN", `https://example.in/gu${english}`],
      ["hi-IN", `https://example.in/hi${english}`],
      ["x-default", `https://example.in${english}`],
    ]);
    expect(tags.find((tag) => tag.property === "og:locale")?.content).toBe({ en: "en_IN", gu: "gu_IN", hi: "hi_IN" }[lang]);
    const title = tags.find((tag) => "title" in tag)?.title as string;
    if (page.path === "/products") expect(title).toContain(page.texts[lang][0]);
  });
});

describe("the catalogue's structured data in the page's language", () => {
  it("a Gujarati product page's Product JSON-LD names its Gujarati address, its breadcrumb Gujarati words", async () => {
    const path = `/gu${PRODUCT}`;
    const context = getLoadContext({ services: t.services, cspNonce: undefined, clientAddress: "127.0.0.1" });
    const [, , category, product] = path.split("/");
    const data = (await productPage.loader({ request: new Request(`http://localhost${path}`), params: { category, product }, context } as never)) as Json;
    const site = { siteUrl: "https://cement.example", business: { name: "Shree" }, lang: "gu", messages: frameMessages("gu") };
    const jsonLd = context.get(requestContext).jsonLd.page.map((build) => JSON.parse(serializeJsonLd(build(site as never))) as Json);
    const item = jsonLd.find((d) => d["@type"] === "Product")!;
    expect(item.offers.url).toBe(`https://cement.example${path}`);
    expect(item["@id"]).toBe(`https://cement.example${path}#product`);
    const crumbs = jsonLd.find((d) => d["@type"] === "BreadcrumbList")!;
    expect(crumbs.itemListElement.map((i: Json) => [i.name, i.item]).slice(0, 2)).toEqual([
      ["હોમ", "https://cement.example/gu"],
      ["પ્રોડક્ટ્સ", "https://cement.example/gu/products"],
    ]);
    // The share links send the Gujarati address.
    expect(data.url).toBe(`${t.config.siteUrl}${path}`);
    expect(data.product.specs.map((s: Json) => s.label)).toContain("માપ");
  });

  it("a Hindi category page's product list points into the Hindi page", async () => {
    const path = "/hi/paver-blocks";
    const context = getLoadContext({ services: t.services, cspNonce: undefined, clientAddress: "127.0.0.1" });
    await categoryPage.loader({ request: new Request(`http://localhost${path}`), params: { category: "paver-blocks" }, context } as never);
    const site = { siteUrl: "https://cement.example", business: { name: "Shree" }, lang: "hi", messages: frameMessages("hi") };
    const jsonLd = context.get(requestContext).jsonLd.page.map((build) => JSON.parse(serializeJsonLd(build(site as never))) as Json);
    const list = jsonLd.find((d) => d["@type"] === "ItemList")!;
    expect(list.itemListElement[0].item.offers.url).toMatch(/^https:\/\/cement\.example\/hi\/paver-blocks#product-\d+$/);
  });
});

/** A route module whose loader gets the address's parameters (publicPageMeta passes none). */
function withParams(module: Json, path: string): Json {
  const [pathname] = path.split("?");
  const parts = pathname.split("/").filter(Boolean);
  if (langFromPath(pathname) !== "en") parts.shift();
  const params = parts.length === 2 ? { category: parts[0], product: parts[1] } : parts.length === 1 ? { category: parts[0] } : {};
  return { ...module, loader: (args: Json) => module.loader({ ...args, params }) };
}
