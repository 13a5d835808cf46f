import { expect, test } from "@playwright/test";
import { createCategory, createProduct } from "./catalogue-data";
import { uniqueSuffix } from "../helpers/unique";
import { categoriesInMenuOrder, gotoHydrated, searchPanel } from "./site-helpers";

/**
 * The site header's search panel (focus, quick links, closing, Enter to the results page, blank and
 * unmatched text) and the results page rendered by the server without JavaScript.
 */

test.describe("search panel", () => {
  test("opens with focus, quick links and hints; Escape and an outside click close it @phone", async ({ page }) => {
    const firstFour = await categoriesInMenuOrder(4);
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Open search" });
    await toggle.click();
    const input = searchPanel(page).getByPlaceholder("Search products, projects...");
    await expect(input).toBeVisible();
    await expect(input).toBeFocused();
    await expect(page.getByRole("button", { name: "Close search" }).first()).toHaveAttribute("aria-expanded", "true");

    const quick = searchPanel(page).getByRole("list").getByRole("link");
    await expect(quick).toHaveText([...firstFour.map((c) => c.name), "Medical Project", "Contact Us"]);
    for (const [i, c] of firstFour.entries()) await expect(quick.nth(i)).toHaveAttribute("href", `/${c.slug}`);
    await expect(quick.nth(4)).toHaveAttribute("href", "/project-one");
    await expect(quick.nth(5)).toHaveAttribute("href", "/contact");
    await expect(searchPanel(page).getByText("Press Enter to search")).toBeVisible();
    await expect(searchPanel(page).getByText("ESC to close")).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(searchPanel(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Open search" })).toBeFocused();

    await page.getByRole("button", { name: "Open search" }).click();
    await expect(input).toBeFocused();
    await page.getByText(/All rights reserved/).click();
    await expect(searchPanel(page)).toBeHidden();
  });

  test("Enter runs the search: results page, then the panel is cleared and closed @phone", async ({ page }) => {
    const category = await createCategory("Search Slabs");
    const name = `Basalt Cobble ${uniqueSuffix()}`;
    const product = await createProduct(category.id, { name, price: 75, unit: "Piece", minOrderQuantity: 200, minOrderUnit: "Pieces" });
    await createProduct(category.id, { name: `${name} Hidden`, status: "inactive" });

    await gotoHydrated(page, "/who-we-are");
    await page.getByRole("button", { name: "Open search" }).click();
    const input = searchPanel(page).getByPlaceholder("Search products, projects...");
    await expect(input).toBeFocused();
    await input.fill(`  ${name}  `);
    await input.press("Enter");

    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Search results for “${name}”`);
    await expect(page.getByText(`1 product found for “${name}”.`)).toBeVisible();
    const result = page.getByRole("link", { name: new RegExp(name) });
    await expect(result).toHaveCount(1); // the inactive product is not shown
    await expect(result).toHaveAttribute("href", `/${category.slug}/${product.slug}`);
    await expect(result).toContainText("₹75");
    await expect(result).toContainText("Min Order: 200 Pieces");

    await expect(searchPanel(page)).toBeHidden();
    await page.getByRole("button", { name: "Open search" }).click();
    await expect(input).toHaveValue("");

    await page.keyboard.press("Escape");
    await result.click();
    await expect(page).toHaveURL(`/${category.slug}/${product.slug}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  });

  test("blank text does not search; no match shows the empty state", async ({ page }) => {
    await gotoHydrated(page, "/gallery");
    await page.getByRole("button", { name: "Open search" }).click();
    const input = searchPanel(page).getByPlaceholder("Search products, projects...");
    await input.fill("   ");
    await input.press("Enter");
    await expect(page).toHaveURL("/gallery");
    await expect(searchPanel(page)).toBeVisible();

    const nonsense = `qqzx${uniqueSuffix()}`;
    await input.fill(nonsense);
    await input.press("Enter");
    await expect(page).toHaveURL(`/search?q=${nonsense}`);
    await expect(page.getByText(`No products found for “${nonsense}”.`)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Product categories" }).getByRole("link", { name: "Paver Blocks" })).toHaveAttribute(
      "href",
      "/paver-blocks",
    );

    // The results page has its own box to refine the search.
    const refine = page.getByRole("main").getByPlaceholder("Search products, projects...");
    await expect(refine).toHaveValue(nonsense);
    await refine.fill("kerb stone");
    await refine.press("Enter");
    await expect(page).toHaveURL("/search?q=kerb+stone");
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: /Kerb Stone/ })
        .first(),
    ).toBeVisible();
  });
});

test.describe("search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the results page is rendered by the server and its form works", async ({ page }) => {
    const category = await createCategory("NoJS Slabs");
    const name = `Granite Kerb ${uniqueSuffix()}`;
    await createProduct(category.id, { name });
    await page.goto(`/search?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole("link", { name: new RegExp(name) })).toHaveAttribute("href", new RegExp(`^/${category.slug}/[a-z0-9-]+$`));

    await page.getByRole("main").getByPlaceholder("Search products, projects...").fill(category.name);
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=NoJS\+Slabs/);
    await expect(page.getByRole("link", { name: new RegExp(name) })).toBeVisible();
  });
});
