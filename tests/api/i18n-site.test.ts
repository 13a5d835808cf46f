/**
 * The public site's frame in three languages: every page at its English address and under /gu and
 * /hi, the header, menus and footer in the page's language with a switcher to the same page in the
 * others, and the sitemap listing each page in the three languages with its alternates.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as contactPage from "../../app/routes/site/contact";
import { loader as sitemapLoader } from "../../app/routes/site/sitemap";
import { getLoadContext } from "../../app/load-context";
import { createTestApp, type TestApp } from "../helpers/app";
import { renderPublicPage } from "../helpers/render-page";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe("the frame in the page's language", () => {
  it.each([
    ["/contact", ["About", "Products", "Projects", "Gallery", "Our Clients", "Skip to main content", "All rights reserved."], "English"],
    ["/gu/contact", ["અમારા વિશે", "પ્રોડક્ટ્સ", "પ્રોજેક્ટ્સ", "ગેલેરી", "અમારા ગ્રાહકો", "મુખ્ય માહિતી પર જાઓ", "સર્વ હક્ક સ્વાધીન."], "ગુજરાતી"],
    ["/hi/contact", ["हमारे बारे में", "उत्पाद", "प्रोजेक्ट", "गैलरी", "हमारे ग्राहक", "मुख्य सामग्री पर जाएँ", "सर्वाधिकार सुरक्षित।"], "हिंदी"],
  ])("%s: the menus and footer in its language, links kept in it, the switcher marking it", async (path, texts, current) => {
    const html = await renderPublicPage(t.services, contactPage, path);
    for (const text of texts) expect(html, text).toContain(text);
    const prefix = path.startsWith("/gu") ? "/gu" : path.startsWith("/hi") ? "/hi" : "";
    expect(html).toContain(`href="${prefix}/gallery"`);
    expect(html).toContain(`href="${prefix}/who-we-are"`);
    // Staff sign-in has one address whatever the page's language.
    expect(html).toContain('href="/admin/login"');
    // The switcher: the same page in each language, the current one marked.
    for (const [href, name] of [
      ["/contact", "English"],
      ["/gu/contact", "ગુજરાતી"],
      ["/hi/contact", "हिंदी"],
    ])
      expect(html).toMatch(new RegExp(`<a href="${href}"[^>]*data-lang-choice="[a-z]{2}"[^>]*>${name}</a>`));
    expect(html).toMatch(new RegExp(`aria-current="true"[^>]*>${current}</a>`));
  });
});

describe("the sitemap", () => {
  it("lists every page in English, Gujarati and Hindi, each with its alternates and x-default", async () => {
    const context = getLoadContext({ services: t.services, cspNonce: undefined, clientAddress: "127.0.0.1" });
    const xml = await (await sitemapLoader({ request: new Request("http://localhost/sitemap.xml"), params: {}, context } as never)).text();
    const site = t.config.siteUrl;
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of ["/paver-blocks", "/contact", "/paver-blocks/zig-zag-paver-block-60-mm"])
      for (const prefix of ["", "/gu", "/hi"]) expect(locs).toContain(`${site}${prefix}${path}`);
    expect(locs).toContain(`${site}/`);
    expect(locs).toContain(`${site}/gu`);
    expect(locs).toContain(`${site}/hi`);
    const english = locs.filter((l) => !/^[^/]+\/\/[^/]+\/(gu|hi)(\/|$)/.test(l));
    expect(locs.length).toBe(english.length * 3);
    const entry = xml.split("<url>").find((u) => u.includes(`<loc>${site}/gu/contact</loc>`))!;
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en-IN" href="${site}/contact"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="gu-IN" href="${site}/gu/contact"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="hi-IN" href="${site}/hi/contact"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${site}/contact"/>`);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });
});
