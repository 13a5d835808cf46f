import { expect, test, type Page } from "@playwright/test";
import { expectAccessibleAndFits } from "./a11y";
import { gotoHydrated } from "./site-helpers";

const languages = (page: Page) => page.getByRole("list", { name: /^(Language|ભાષા|भाषा)$/ }).filter({ visible: true });

test.describe("the public site in Gujarati and Hindi", () => {
  test("the header's switcher opens the same page in Gujarati, which the next visit opens again", async ({ page }) => {
    await gotoHydrated(page, "/paver-blocks");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await languages(page).getByRole("link", { name: "ગુજરાતી" }).click();

    await expect(page).toHaveURL(/\/gu\/paver-blocks$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "gu-IN");
    const nav = page.getByRole("navigation", { name: "મુખ્ય મેનૂ" });
    await expect(nav.getByRole("button", { name: "અમારા વિશે" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "ગેલેરી" })).toHaveAttribute("href", "/gu/gallery");
    await expect(languages(page).getByRole("link", { name: "ગુજરાતી" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "એડમિન લૉગિન" })).toHaveAttribute("href", "/admin/login");

    // After a page change in the app, the switcher names the new page.
    await nav.getByRole("link", { name: "ગેલેરી" }).click();
    await expect(page).toHaveURL(/\/gu\/gallery$/);
    await expect(languages(page).getByRole("link", { name: "English" })).toHaveAttribute("href", "/gallery");
    await expect(languages(page).getByRole("link", { name: "हिंदी" })).toHaveAttribute("href", "/hi/gallery");

    // A later visit from elsewhere to an English page opens it in the chosen language; the server never guessed.
    const later = await page.context().newPage();
    await later.goto("/contact");
    await expect(later).toHaveURL(/\/gu\/contact$/);
    await expect(later.locator("html")).toHaveAttribute("lang", "gu-IN");

    // Choosing English again is remembered too.
    await languages(later).getByRole("link", { name: "English" }).click();
    await expect(later).toHaveURL(/\/contact$/);
    const third = await page.context().newPage();
    await third.goto("/who-we-are");
    await expect(third.getByRole("link", { name: "English", exact: true }).filter({ visible: true }).first()).toHaveAttribute("aria-current", "true");
    await expect(third).toHaveURL(/\/who-we-are$/);
  });

  test("a page in a language names its other languages to search engines and keeps the visitor's language on the way", async ({ page }) => {
    await page.goto("/hi/gallery");
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), new URL((l as HTMLLinkElement).href).pathname]));
    expect(alternates).toEqual([
      ["en-IN", "/gallery"],
      ["gu-IN", "/gu/gallery"],
      ["hi-IN", "/hi/gallery"],
      ["x-default", "/gallery"],
    ]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/hi\/gallery$/);
    // An unknown address under /gu answers as an unknown English one does.
    const unknown = await page.request.get("/gu/no-such-page-here");
    const english = await page.request.get("/no-such-page-here");
    expect(unknown.status()).toBe(english.status());
  });

  test("@phone-only the phone menu offers the languages and the page fits", async ({ page }) => {
    await gotoHydrated(page, "/hi/contact");
    await page.getByRole("button", { name: "मेनू खोलें" }).click();
    const menu = page.getByRole("navigation", { name: "मोबाइल मेनू" });
    await expect(menu.getByRole("link", { name: "हिंदी" })).toHaveAttribute("aria-current", "true");
    await expectAccessibleAndFits(page);
    await menu.getByRole("link", { name: "ગુજરાતી" }).click();
    await expect(page).toHaveURL(/\/gu\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "gu-IN");
  });

  test("each page brings its own words: after page changes in the app and in the quote form, no message key shows", async ({ page }) => {
    // A text that is a message's key ("catalogue.card.minOrder") means a page did not send that part of its messages.
    const keyShown = /\b(about|business|catalogue|clients|contact|estimate|forms|gallery|home|inquiry|lightbox|product|projects|search|site|team)\.[a-z]\w*\b/;
    await gotoHydrated(page, "/gu/who-we-are");
    await expect(page.locator("body")).not.toContainText(keyShown);
    const nav = page.getByRole("navigation", { name: "મુખ્ય મેનૂ" });
    await nav.getByRole("link", { name: "ગેલેરી" }).click();
    await expect(page).toHaveURL(/\/gu\/gallery$/);
    await expect(page.locator("body")).not.toContainText(keyShown);
    await page.goto("/gu/contact");
    await page
      .getByRole("link", { name: /પેવર બ્લોક/ })
      .filter({ visible: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/gu\/paver-blocks$/);
    await expect(page.locator("body")).not.toContainText(keyShown);
    await page
      .getByRole("button", { name: /બેસ્ટ ભાવ મેળવો/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "ભાવ માટે વિનંતી મોકલો" })).toBeVisible();
    await expect(page.locator("body")).not.toContainText(keyShown);
  });
});
