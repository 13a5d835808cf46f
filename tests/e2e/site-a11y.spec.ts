import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./site-helpers";
import { expectNoSeriousA11yViolations } from "./a11y";

const ROUTES = [
  "/",
  "/who-we-are",
  "/meet-our-team",
  "/products",
  "/project-one",
  "/projects",
  "/projects/no-such-project",
  "/gallery",
  "/clients",
  "/search?q=paver",
  "/search?q=zzzznothing",
  "/search",
  "/x/y",
];

test.describe("accessibility of the public pages (axe-core)", () => {
  for (const path of ROUTES) {
    test(`${path} has no serious or critical violations @phone`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expectNoSeriousA11yViolations(page, path);
    });
  }

  test("open menus, search panel and lightbox have no serious or critical violations", async ({ page }) => {
    await gotoHydrated(page, "/gallery");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Products" }).click();
    await expect(page.locator("#menu-products")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "Products menu open");
    await page.getByRole("button", { name: "Open search" }).click();
    await expect(page.locator("#site-search-panel")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "search panel open");
    await page.keyboard.press("Escape");
    await page.getByRole("tabpanel").getByRole("button").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "lightbox open");
  });

  test("the phone menu has no serious or critical violations @phone-only", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("button", { name: "Products" }).click();
    await expectNoSeriousA11yViolations(page, "phone menu open");
  });
});
