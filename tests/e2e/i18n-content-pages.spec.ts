/**
 * The content pages in Gujarati and Hindi as a visitor meets them: headings, links and controls
 * named in the page's language, links that stay in it, the lightbox's controls in Gujarati, no
 * serious axe violations (with the page's own `lang`), and nothing wider than a 390 px phone.
 * The built server's documents: `<html lang>`, canonical and hreflang alternates of every content
 * page in each language. The Gujarati and Hindi pages name their script's fonts first, form fields
 * included.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectAccessibleAndFits } from "./a11y";
import { gotoHydrated, SEEDED_PROJECT } from "./site-helpers";

const PAGES = ["/", "/who-we-are", "/meet-our-team", "/clients", "/projects", `/projects/${SEEDED_PROJECT.slug}`, "/gallery"];
const LANGS = [
  ["en", "en-IN"],
  ["gu", "gu-IN"],
  ["hi", "hi-IN"],
] as const;
const at = (lang: string, path: string) => (lang === "en" ? path : path === "/" ? `/${lang}` : `/${lang}${path}`);

const main = (page: Page) => page.locator("main");

test("every content page answers in English, Gujarati and Hindi with its lang, canonical and hreflang alternates", async ({ request }) => {
  for (const path of PAGES) {
    for (const [lang, tag] of LANGS) {
      const res = await request.get(at(lang, path));
      expect(res.status(), at(lang, path)).toBe(200);
      const html = await res.text();
      expect(html, at(lang, path)).toContain(`<html lang="${tag}"`);
      expect(html, at(lang, path)).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${at(lang, path).replace(/[/?]/g, "\\$&")}"`));
      for (const [other, otherTag] of LANGS) {
        expect(html, `${at(lang, path)} → ${other}`).toMatch(
          new RegExp(`<link rel="alternate" hrefLang="${otherTag}" href="https?://[^"]+${at(other, path).replace(/[/?]/g, "\\$&")}"`),
        );
      }
      expect(html, at(lang, path)).toMatch(new RegExp(`<link rel="alternate" hrefLang="x-default" href="https?://[^"]+${path.replace(/[/?]/g, "\\$&")}"`));
    }
  }
});

test("the Gujarati home page speaks Gujarati and keeps its links in Gujarati @phone", async ({ page }) => {
  await gotoHydrated(page, "/gu");
  await expect(page.locator("html")).toHaveAttribute("lang", "gu-IN");
  await expect(page.getByRole("region", { name: "ખાસ પ્રોડક્ટ્સ" })).toBeVisible();
  await expect(page.getByRole("button", { name: "આગળની સ્લાઇડ" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "અમને કેમ પસંદ કરવા" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "અમારી પ્રોડક્ટ રેન્જ" })).toBeVisible();
  await expect(main(page).getByRole("link", { name: "અમારી પ્રોડક્ટ્સ જુઓ" })).toHaveAttribute("href", "/gu/products");
  await expect(main(page).getByRole("link", { name: "મફત ક્વોટેશન મેળવો" })).toHaveAttribute("href", "/gu/contact");
  await expect(
    main(page)
      .getByRole("link", { name: /રેન્જ જુઓ/ })
      .first(),
  ).toHaveAttribute("href", /^\/gu\/[a-z-]+$/);
  await expectAccessibleAndFits(page);
});

test("the Gujarati and Hindi pages name their script's fonts first, the English pages keep the Latin ones", async ({ page }) => {
  const fontOf = async (path: string) => {
    await page.goto(path);
    const body = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    // Form fields inherit the page's fonts (Tailwind's base styles), so a typed name shows in the same font.
    await expect(page.locator("textarea").first()).toHaveCSS("font-family", body);
    return body;
  };
  expect(await fontOf("/gu/contact")).toMatch(/^"Noto Sans Gujarati", "Nirmala UI", "Kohinoor Gujarati", "Gujarati Sangam MN", ui-sans-serif/);
  expect(await fontOf("/hi/contact")).toMatch(/^"Noto Sans Devanagari", "Nirmala UI", "Kohinoor Devanagari", "Devanagari Sangam MN", ui-sans-serif/);
  expect(await fontOf("/contact")).toMatch(/^ui-sans-serif, system-ui/);
});

test("the Hindi projects page lists the projects and opens one in Hindi @phone", async ({ page }) => {
  await gotoHydrated(page, "/hi/projects");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("हमारे प्रोजेक्ट");
  await expect(page.getByRole("navigation", { name: "आप यहां हैं" }).getByRole("link", { name: "होम" })).toHaveAttribute("href", "/hi");
  await expect(page.getByRole("heading", { name: "कोई काम शुरू करना है?" })).toBeVisible();
  await expectAccessibleAndFits(page);

  // The project's title in its Hindi translation, as the demo content is seeded.
  const hindiTitle = "संजीवनी मल्टीस्पेशियलिटी हॉस्पिटल कैंपस";
  await main(page)
    .getByRole("link", { name: new RegExp(hindiTitle) })
    .click();
  await expect(page).toHaveURL(`/hi/projects/${SEEDED_PROJECT.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hindiTitle);
  await expect(page.getByRole("heading", { name: "प्रोजेक्ट की झलक" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "छोटी जानकारी" })).toBeVisible();
  await expect(main(page).getByRole("link", { name: "सभी प्रोजेक्ट देखें" })).toHaveAttribute("href", "/hi/projects");
  await expect(main(page).getByRole("link", { name: "कोटेशन लें" })).toHaveAttribute("href", "/hi/contact");
  await expectAccessibleAndFits(page);
});

test("the Gujarati gallery's tabs and lightbox are named in Gujarati @phone", async ({ page }) => {
  await gotoHydrated(page, "/gu/gallery");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ગેલેરી");
  const tabs = page.getByRole("tablist", { name: "ફોટા ગાળો" }).getByRole("tab");
  await expect(tabs).toHaveText(["બધા (22)", "પ્રોડક્ટ્સ (8)", "પ્રોજેક્ટ્સ (8)", "ટીમ (6)"]);
  await page.getByRole("tab", { name: "ટીમ (6)" }).click();
  const thumbs = page.getByRole("tabpanel").getByRole("button", { name: / ખોલો$/ });
  await expect(thumbs).toHaveCount(6);
  await expect(thumbs.first()).toHaveAccessibleName("Moulding Line Team ખોલો");

  await thumbs.first().click();
  const dialog = page.getByRole("dialog", { name: "Moulding Line Team, 6માંથી ફોટો 1" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "બંધ કરો" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "પાછલો ફોટો" })).toBeVisible();
  await expect(dialog.getByText("6માંથી 1")).toBeVisible();
  await expectAccessibleAndFits(page);
  await dialog.getByRole("button", { name: "આગળનો ફોટો" }).click();
  await expect(page.getByRole("dialog")).toHaveAccessibleName(/, 6માંથી ફોટો 2$/);
  await page.getByRole("dialog").getByRole("button", { name: "બંધ કરો" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expectAccessibleAndFits(page);
});

for (const [path, heading, sub] of [
  ["/hi/who-we-are", "हम कौन हैं", "कंपनी की जानकारी"],
  ["/gu/meet-our-team", "અમારી ટીમ", "અમારાં મૂલ્યો"],
  ["/hi/clients", "हमारे ग्राहक", "हम किन क्षेत्रों में काम करते हैं"],
  ["/gu/projects", "અમારા પ્રોજેક્ટ્સ", "કોઈ કામ શરૂ કરવાનું છે?"],
] as const) {
  test(`${path} shows its headings in the language, accessible and within a phone's width @phone`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByRole("heading", { name: sub })).toBeVisible();
    await expectAccessibleAndFits(page);
  });
}
