import { expect, test, type Page } from "@playwright/test";
import { keepDocument, loginAsNewManager, toastWith } from "./admin-helpers";
import { saveChanges } from "./admin-form";
import { expectAccessibleAndFits } from "./a11y";
import { unique } from "../helpers/unique";
import { gotoHydrated } from "./site-helpers";

test.describe.configure({ timeout: 180_000 });

// The website's documents in Gujarati and Hindi: staff write a translation on an editor's ગુજરાતી
// or हिंदी tab, and the page in that language shows it at once (the page cache drops it with the
// change) while the English page keeps its English. Each journey puts the document back at the end.

const tab = (page: Page, name: string) => page.getByRole("tab", { name });
/** The carousel's slide whose title holds `title` (the slides move on their own, so a slide may be hidden when checked). */
const slide = (page: Page, title: string) => page.getByRole("group", { name: title, includeHidden: true });

test("home page: a Gujarati slide title written on the ગુજરાતી tab shows on /gu at once; / stays English", async ({ page, request }) => {
  const restore = await keepDocument(request, "/api/site/home");
  try {
    // The Gujarati home page as it is cached now: the seeded Gujarati title of the first slide.
    await gotoHydrated(page, "/gu");
    await expect(slide(page, "પેવર બ્લોક")).toBeAttached();

    await loginAsNewManager(page, "/admin/home", "Home page");
    await tab(page, "ગુજરાતી").click();
    await expect(tab(page, "ગુજરાતી")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("Every field has a Gujarati translation")).toBeVisible();
    const title = page.getByLabel("Slide 1 title", { exact: true });
    await expect(title).toHaveValue("પેવર બ્લોક");
    await title.fill("");
    await expect(page.getByText("1 field still lacks a Gujarati translation")).toBeVisible();
    const written = `ડ્રાઇવવે માટે પેવર ${unique("g")}`;
    await title.fill(written);
    await expect(page.getByText("Every field has a Gujarati translation")).toBeVisible();
    await saveChanges(page).click();
    await expect(toastWith(page, "Home page saved")).toBeVisible();

    await gotoHydrated(page, "/gu");
    await expect(slide(page, written)).toBeAttached();
    await gotoHydrated(page, "/");
    await expect(slide(page, "1 of 5: Paver Blocks")).toBeAttached();
    await expect(page.getByText(written)).toHaveCount(0);
  } finally {
    await restore();
  }
});

test("business details: a Gujarati hours text shows on /gu/contact at once; /contact and /hi/contact keep theirs", async ({ page, request }) => {
  const restore = await keepDocument(request, "/api/site/business");
  try {
    await gotoHydrated(page, "/gu/contact");
    await expect(page.locator("main").getByText("મુખ્ય ઓફિસ અને ફેક્ટરી (સુરત)").first()).toBeVisible();

    await loginAsNewManager(page, "/admin/business", "Business details");
    await tab(page, "ગુજરાતી").click();
    const closed = page.getByLabel("Hours row 3 time", { exact: true });
    await expect(closed).toHaveValue("બંધ");
    const written = `રવિવારે રજા ${unique("b")}`;
    await closed.fill(written);
    await saveChanges(page).click();
    await expect(toastWith(page, "Business details saved")).toBeVisible();

    await gotoHydrated(page, "/gu/contact");
    await expect(page.getByText(written).first()).toBeVisible();
    await gotoHydrated(page, "/hi/contact");
    await expect(page.getByText("बंद", { exact: true }).first()).toBeVisible();
    await gotoHydrated(page, "/contact");
    await expect(page.locator("main").getByText("Head Office & Factory (Surat)").first()).toBeVisible();
    await expect(page.getByText(written)).toHaveCount(0);
  } finally {
    await restore();
  }
});

test("the home page editor's ગુજરાતી tab passes axe and fits a phone's width @phone", async ({ page }) => {
  await loginAsNewManager(page, "/admin/home", "Home page");
  await tab(page, "ગુજરાતી").click();
  await expect(page.getByLabel("Slide 1 title", { exact: true })).toHaveValue("પેવર બ્લોક");
  await expectAccessibleAndFits(page);
  await tab(page, "हिंदी").click();
  await expect(page.getByLabel("Headline", { exact: true })).toHaveValue("बेहतरीन सीमेंट उत्पादों के अग्रणी निर्माता");
  await expectAccessibleAndFits(page);
});

test("Our Clients and Who We Are in Hindi show the seeded translations, accessible at a phone's width @phone", async ({ page }) => {
  await gotoHydrated(page, "/hi/clients");
  await expect(page.getByRole("heading", { name: "सरकारी और सार्वजनिक निर्माण", level: 3 })).toBeVisible();
  await expect(page.getByText("ट्रस्टी, संजीवनी हेल्थ ट्रस्ट, सूरत")).toBeVisible();
  await expectAccessibleAndFits(page);
  await gotoHydrated(page, "/hi/who-we-are");
  await expect(page.getByRole("heading", { name: "बरसों चलने वाला निर्माण करना है?" })).toBeVisible();
  await expect(page.getByText("साझेदारी फ़र्म")).toBeVisible();
  await expectAccessibleAndFits(page);
});
