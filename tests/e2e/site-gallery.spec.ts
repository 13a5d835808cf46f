import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./site-helpers";

const panel = (page: Page) => page.getByRole("tabpanel");
const thumbs = (page: Page) => panel(page).getByRole("button", { name: /^Open / });
const lightbox = (page: Page) => page.getByRole("dialog");
const rootOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow);

test.describe("gallery", () => {
  test("tabs All, Products, Projects, Team with counts filter the 22 images @phone", async ({ page }) => {
    await gotoHydrated(page, "/gallery");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gallery");
    const tabs = page.getByRole("tablist", { name: "Filter images" }).getByRole("tab");
    await expect(tabs).toHaveText(["All (22)", "Products (8)", "Projects (8)", "Team (6)"]);
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    await expect(thumbs(page)).toHaveCount(22);

    for (const [name, count] of [
      ["Products (8)", 8],
      ["Projects (8)", 8],
      ["Team (6)", 6],
      ["All (22)", 22],
    ] as const) {
      await page.getByRole("tab", { name }).click();
      await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
      await expect(thumbs(page)).toHaveCount(count);
    }
    await page.getByRole("tab", { name: "Team (6)" }).click();
    await expect(thumbs(page).first()).toHaveAccessibleName("Open Moulding Line Team");
    await expect(panel(page).getByText("No images found in this category.")).toHaveCount(0);
  });

  test("arrow keys move between the tabs", async ({ page }) => {
    await gotoHydrated(page, "/gallery");
    await page.getByRole("tab", { name: "All (22)" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Products (8)" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Products (8)" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "Team (6)" })).toBeFocused();
    await expect(thumbs(page)).toHaveCount(6);
  });

  test("lightbox: opens on click, arrows and buttons wrap, 'n of m', Escape closes, scroll locked, focus returns @phone", async ({ page }) => {
    await gotoHydrated(page, "/gallery");
    expect(await rootOverflow(page)).not.toBe("hidden");
    const opener = thumbs(page).nth(1);
    await opener.click();
    await expect(lightbox(page)).toBeVisible();
    await expect(lightbox(page).getByText("2 of 22")).toBeVisible();
    await expect(lightbox(page).getByText("I-Shape Paver Blocks")).toBeVisible();
    await expect(lightbox(page).getByRole("img")).toHaveAttribute("alt", "Grey I-shape interlocking paver blocks laid in rows");
    expect(await rootOverflow(page)).toBe("hidden");

    await page.keyboard.press("ArrowRight");
    await expect(lightbox(page).getByText("3 of 22")).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(lightbox(page).getByText("1 of 22")).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(lightbox(page).getByText("22 of 22")).toBeVisible();
    await expect(lightbox(page).getByText("The Factory Team")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(lightbox(page).getByText("1 of 22")).toBeVisible();

    await lightbox(page).getByRole("button", { name: "Previous image" }).click();
    await expect(lightbox(page).getByText("22 of 22")).toBeVisible();
    await lightbox(page).getByRole("button", { name: "Next image" }).click();
    await expect(lightbox(page).getByText("1 of 22")).toBeVisible();

    // Focus stays inside the dialog: the page behind is inert.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      expect(await lightbox(page).evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(lightbox(page)).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await rootOverflow(page)).not.toBe("hidden");
  });

  test("lightbox within a tab counts that tab's images; the close button closes it", async ({ page }) => {
    await gotoHydrated(page, "/gallery");
    await page.getByRole("tab", { name: "Projects (8)" }).click();
    await thumbs(page).first().click();
    await expect(lightbox(page).getByText("1 of 8")).toBeVisible();
    await expect(lightbox(page).getByText("Site Delivery")).toBeVisible();
    await lightbox(page).getByRole("button", { name: "Previous image" }).click();
    await expect(lightbox(page).getByText("8 of 8")).toBeVisible();
    await lightbox(page).getByRole("button", { name: "Close" }).click();
    await expect(lightbox(page)).toBeHidden();
    expect(await rootOverflow(page)).not.toBe("hidden");
  });
});
